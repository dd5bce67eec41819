#!/usr/bin/env bash
# A fresh machine has Node and nothing else: no libsecret headers, so keytar (an optional
# dependency) cannot be built. Install a clean copy of the project that way, start the server
# and expect 200 from /api/health, then type check it and run the unit suite there.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
scratch="$(mktemp -d /tmp/teamtree-fresh-XXXXXX)"
nolibs="$(mktemp -d /tmp/teamtree-no-pkgconfig-XXXXXX)"
server_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  rm -rf "$scratch" "$nolibs"
}
trap cleanup EXIT

git clone -q "$repo" "$scratch/app"
cd "$scratch/app"
echo "fresh install: npm ci without libsecret (PKG_CONFIG_LIBDIR=$nolibs)"
PKG_CONFIG_LIBDIR="$nolibs" npm ci --no-audit --no-fund --loglevel=error
if [ -e node_modules/keytar/build/Release/keytar.node ]; then
  echo "fresh install: keytar was built although libsecret was hidden; this check proves nothing" >&2
  exit 1
fi

PORT=0 DATA_DIR="$scratch/data" LOG_REQUESTS=0 npm start >"$scratch/server.log" 2>&1 &
server_pid=$!
url=""
for _ in $(seq 1 180); do
  url="$(sed -n 's/^Listening on \(http:[^ ]*\).*/\1/p' "$scratch/server.log" | head -n 1)"
  [ -n "$url" ] && break
  kill -0 "$server_pid" 2>/dev/null || break
  sleep 1
done
if [ -z "$url" ]; then
  echo "fresh install: the server did not start" >&2
  cat "$scratch/server.log" >&2
  exit 1
fi
status="$(curl -s -o "$scratch/health.json" -w '%{http_code}' "$url/api/health")"
echo "fresh install: GET $url/api/health -> $status $(cat "$scratch/health.json")"
[ "$status" = "200" ]

echo "fresh install: type check and unit tests without keytar"
kill "$server_pid" 2>/dev/null || true
wait "$server_pid" 2>/dev/null || true
server_pid=""
npm run --silent typecheck
npx vitest run --project unit
