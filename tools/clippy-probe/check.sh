#!/usr/bin/env bash
# make test lints the server by compiling its tests with clippy-driver as cargo's workspace
# wrapper, warnings made errors through CLIPPY_ARGS (decision 0028) — the way `cargo clippy`
# drives it, but not a documented interface. This fails if that way stops linting: the driver,
# called as cargo calls it, must reject probe.rs.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
log=$(CLIPPY_ARGS=-Dwarnings clippy-driver rustc --edition 2024 --crate-type lib --crate-name probe \
  --emit=metadata --out-dir "$out" "$here/probe.rs" 2>&1)
if [ $? -ne 0 ] && grep -q 'clippy::ptr_arg' <<<"$log"; then
  exit 0
fi
echo "clippy-probe: clippy-driver with CLIPPY_ARGS=-Dwarnings let a Clippy warning through: make test would not lint the server (decision 0028)" >&2
echo "$log" >&2
exit 1
