#!/usr/bin/env bash
# Builds a second version of the site for the update test (e2e/update.spec.ts): the same app
# with one changed text, embedded in a binary of its own at server/target/e2e-v2/stezhka.
#   build-second-version.sh app     the changed app, built into server/target/e2e-v2/dist
#   build-second-version.sh binary  the binary with it embedded, in the tests' cargo profile
#                                   (STEZHKA_TEST_PROFILE, from the Makefile; decision 0023) and
#                                   target directory, so only the crate itself compiles again
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work="$root/server/target/e2e-v2"
case "${1:-}" in
app)
  # Outside the repository, so the stylesheet's class scan sees the copy as the real build sees web/.
  copy=$(mktemp -d /tmp/stezhka-v2.XXXXXX)
  trap 'rm -rf "$copy"' EXIT
  cd "$root/web"
  # Every file of web/ that git sees (tracked, or new and not ignored), as it is in the working
  # tree: what the real build can read, with no list here to keep up when the build reads a new
  # file. Not node_modules (linked below) nor built output (both ignored).
  git ls-files -z --cached --others --exclude-standard -- . ':!node_modules' |
    while IFS= read -r -d '' file; do [ -e "$file" ] && printf '%s\0' "$file"; done |
    tar --null --files-from=- -cf - | tar -xf - -C "$copy"
  cp -al "$root/web/node_modules" "$copy/node_modules"
  footer="$copy/src/components/layout/site-footer.tsx"
  sed -i 's/Демоверсія: відповіді/Демоверсія (нова версія): відповіді/' "$footer"
  grep -q 'нова версія' "$footer" || { echo "build-second-version: the footer text to change was not found" >&2; exit 1; }
  (cd "$copy" && npm run build >/dev/null)
  mkdir -p "$work"
  rm -rf "$work/dist"
  mv "$copy/dist" "$work/dist"
  ;;
binary)
  [ -f "$work/dist/_pages/routes.json" ] || { echo "build-second-version: run it with 'app' first" >&2; exit 1; }
  profile=${STEZHKA_TEST_PROFILE:-dev}
  STEZHKA_WEB_DIST="$work/dist" cargo build --locked --profile "$profile" --bin stezhka \
    --manifest-path "$root/server/Cargo.toml"
  # Cargo's folder for a profile is its name, except dev's (debug).
  dir=$profile
  [ "$profile" = dev ] && dir=debug
  cp "$root/server/target/$dir/stezhka" "$work/stezhka.new"
  mv "$work/stezhka.new" "$work/stezhka"
  ;;
*)
  echo "usage: build-second-version.sh app|binary" >&2
  exit 2
  ;;
esac
