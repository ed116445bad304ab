#!/usr/bin/env bash
# Builds the app and serves it on 127.0.0.1:$1 over a fresh, separate local D1/KV for the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
PORT="${1:-8788}"
STATE=".wrangler/e2e-state-$PORT"
rm -rf "$STATE"
npx react-router build >/dev/null
npx wrangler d1 migrations apply DB --local --persist-to "$STATE" >/dev/null
exec npx wrangler dev --ip 127.0.0.1 --port "$PORT" --persist-to "$STATE" --var ENVIRONMENT:development --var "APP_URL:http://127.0.0.1:$PORT" --var "ALLOWED_ORIGINS:http://127.0.0.1:$PORT"
