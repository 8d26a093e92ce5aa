#!/usr/bin/env bash
# make deploy-check: the deploy guide's nginx configuration (docs/deploy/nginx.conf) in front of
# the release binary, with a certificate made now, scanned by the MDN HTTP Observatory's own
# scanner over http and https. Also scans the binary alone over plain http. Prints both scores
# and fails below A+ (over TLS: ≥ 130; the binary alone, leaving out the TLS-only tests: ≥ 110).
#
# The scanner only knows the default ports (80, 443) and a host name. So everything runs in a
# network namespace of its own (`unshare -n`, root): its loopback has ports 80 and 443 free
# whatever the machine runs, nothing is reachable from outside, and `localhost` names it.
# Only two things in the configuration change for the test, each checked to be there: the host
# name and the certificate's directory.
set -euo pipefail
cd "$(dirname "$0")/../.."

BIN=server/target/release/stezhka
CONF=docs/deploy/nginx.conf
SCAN=tools/observatory/scan.mjs
HOST=localhost

[ -x "$BIN" ] || { echo "deploy-check: $BIN missing (make server)" >&2; exit 1; }
[ -d tools/observatory/node_modules/@mdn/mdn-http-observatory ] || {
  echo "deploy-check: the scanner is missing (make deploy-check installs it)" >&2
  exit 1
}
# The scanner's install script downloads Chromium's HSTS preload list from a host that machines
# here can't reach, so make installs it without scripts. No test host is on that list: an empty
# one gives the same results.
preload=tools/observatory/node_modules/@mdn/mdn-http-observatory/conf/hsts-preload.json
[ -s "$preload" ] || echo '{}' >"$preload"

if [ -z "${STEZHKA_DEPLOY_CHECK_NS:-}" ]; then
  # Tools: nginx (Debian's nginx-light), openssl, ip (to bring the namespace's loopback up).
  need=()
  [ -x /usr/sbin/nginx ] || command -v nginx >/dev/null || need+=(nginx-light)
  command -v openssl >/dev/null || need+=(openssl)
  command -v ip >/dev/null || [ -x /usr/sbin/ip ] || need+=(iproute2)
  command -v unshare >/dev/null || need+=(util-linux)
  if [ ${#need[@]} -gt 0 ]; then
    echo "deploy-check: installing ${need[*]}" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
  fi
  if ! unshare -n true 2>/dev/null; then
    echo "deploy-check: cannot make a network namespace (unshare -n needs root / CAP_SYS_ADMIN)" >&2
    exit 1
  fi
  # The guide's service unit: systemd's own check (with this binary in place of the installed one).
  if command -v systemd-analyze >/dev/null; then
    unit=$(mktemp -d /tmp/stezhka-unit.XXXXXX)
    sed "s|/usr/local/bin/stezhka|$PWD/$BIN|" docs/deploy/stezhka.service >"$unit/stezhka.service"
    # It warns about unknown keys and bad values but still exits 0: any output is a failure.
    problems=$(systemd-analyze verify "$unit/stezhka.service" 2>&1) || problems+=" (exit $?)"
    rm -rf "$unit"
    [ -z "$problems" ] || { echo "deploy-check: docs/deploy/stezhka.service: $problems" >&2; exit 1; }
    echo "== docs/deploy/stezhka.service: systemd-analyze verify passed"
  else
    echo "== docs/deploy/stezhka.service: not checked (no systemd-analyze here)"
  fi
  exec env STEZHKA_DEPLOY_CHECK_NS=1 unshare -n bash "$0" "$@"
fi

# --- inside the namespace -----------------------------------------------------------------
PATH=$PATH:/usr/sbin
ip link set lo up
work=$(mktemp -d /tmp/stezhka-deploy-check.XXXXXX)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

wait_for_port() { # port: until something accepts on it (5 s)
  for _ in $(seq 50); do
    (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null && return 0
    sleep 0.1
  done
  echo "deploy-check: nothing listens on port $1" >&2
  return 1
}

# The deployed settings, with a Firebase project configured (its endpoints are in the CSP).
start_app() { # addr
  STEZHKA_ADDR=$1 STEZHKA_PUBLIC_URL="https://$HOST" STEZHKA_HTTPS=1 RUST_LOG=warn \
    FIREBASE_API_KEY=demo-api-key FIREBASE_AUTH_DOMAIN=demo-stezhka.firebaseapp.com FIREBASE_PROJECT_ID=demo-stezhka \
    "$BIN" >"$work/app.out" 2>>"$work/app.log" &
  pids+=($!)
}

echo "== the binary alone, plain http on port 80"
STEZHKA_ADDR=127.0.0.1:80 RUST_LOG=warn "$BIN" >"$work/plain.out" 2>"$work/plain.log" &
plain=$!
pids+=($plain)
wait_for_port 80
node "$SCAN" "$HOST" --without-tls-tests --min 110
kill "$plain"
wait "$plain" 2>/dev/null || true

echo "== behind nginx with TLS ($CONF)"
# A certificate for the test host, trusted by the scanner only (NODE_EXTRA_CA_CERTS).
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2 \
  -subj "/CN=$HOST" -addext "subjectAltName=DNS:$HOST,IP:127.0.0.1,IP:::1" \
  -keyout "$work/privkey.pem" -out "$work/fullchain.pem" 2>/dev/null

substitute() { # from to: in site.conf, failing if the guide's file no longer has `from`
  grep -qF -- "$1" "$work/site.conf" || { echo "deploy-check: $CONF no longer has '$1'" >&2; exit 1; }
  sed -i "s|$1|$2|g" "$work/site.conf"
}
cp "$CONF" "$work/site.conf"
substitute stezhka.example "$HOST"
substitute /etc/ssl/stezhka/ "$work/"

# What Debian's /etc/nginx/nginx.conf gives the site file, with every path in the work folder.
mkdir -p "$work/tmp"
cat >"$work/nginx.conf" <<EOF
pid $work/nginx.pid;
error_log $work/nginx-error.log warn;
events { worker_connections 1024; }
http {
    access_log $work/nginx-access.log;
    client_body_temp_path $work/tmp/body;
    proxy_temp_path $work/tmp/proxy;
    fastcgi_temp_path $work/tmp/fastcgi;
    uwsgi_temp_path $work/tmp/uwsgi;
    scgi_temp_path $work/tmp/scgi;
    include $work/site.conf;
}
EOF
start_app 127.0.0.1:8080
wait_for_port 8080
nginx -t -q -c "$work/nginx.conf" -e "$work/nginx-error.log"
nginx -c "$work/nginx.conf" -e "$work/nginx-error.log" -g 'daemon off;' &
pids+=($!)
wait_for_port 443
wait_for_port 80
NODE_EXTRA_CA_CERTS="$work/fullchain.pem" node "$SCAN" "$HOST" --min 130
