#!/usr/bin/env bash
# `make run` with no Firebase project configured: starts the Firebase Auth emulator
# (project demo-stezhka, 127.0.0.1:9099) and the server pointed at it. Ctrl-C stops both.
# Usage: serve-with-emulator.sh path/to/stezhka
set -euo pipefail

server_bin=$1
here=$(cd "$(dirname "$0")" && pwd)
firebase="$here/node_modules/.bin/firebase"
emulator_host=127.0.0.1:9099

is_auth_emulator() {
  node -e "fetch('http://$emulator_host/').then((r) => r.json()).then((j) => process.exit(j.authEmulator ? 0 : 1), () => process.exit(1))"
}

pids=()
stop() {
  trap - INT TERM EXIT
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap stop INT TERM EXIT

if is_auth_emulator; then
  echo "Using the Auth emulator already running at $emulator_host."
else
  [ -x "$firebase" ] || { echo "The Firebase CLI is missing: run 'make emulator'." >&2; exit 1; }
  echo "Starting the Firebase Auth emulator at $emulator_host (project demo-stezhka)…"
  # CI=1 only stops the CLI from fetching its message of the day; `exec` so the PID is the CLI's.
  (cd "$here" && CI=1 exec "$firebase" emulators:start --only auth --project demo-stezhka --config firebase.json) &
  pids+=($!)
  for _ in $(seq 1 120); do
    is_auth_emulator && break
    kill -0 "${pids[0]}" 2>/dev/null || { echo "The Auth emulator exited early." >&2; exit 1; }
    sleep 0.5
  done
  is_auth_emulator || { echo "The Auth emulator did not start within 60 s." >&2; exit 1; }
fi

FIREBASE_API_KEY=demo-stezhka-local-key \
FIREBASE_AUTH_DOMAIN=demo-stezhka.firebaseapp.com \
FIREBASE_PROJECT_ID=demo-stezhka \
FIREBASE_AUTH_EMULATOR_HOST=$emulator_host \
  "$server_bin" &
pids+=($!)

# Whichever stops first (the server on Ctrl-C, or a crash) takes the other with it.
set +e
wait -n "${pids[@]}"
status=$?
stop
exit "$status"
