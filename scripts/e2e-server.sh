#!/usr/bin/env bash
# Builds the app and serves it on 127.0.0.1:$1 over a fresh, separate local D1/KV for the browser tests
# (passwords hashed at a cheaper scrypt cost, 2^10: the journeys sign up and sign in many times).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
PORT="${1:-8788}"
STATE=".wrangler/e2e-state-$PORT"
LOG=".wrangler/e2e-server-$PORT.log"
rm -rf "$STATE" "$LOG"
# The build `npm start` runs (the extension's packages, then the app), so the tests see what it serves.
bash scripts/build-app.sh >/dev/null
bash scripts/migrate-local.sh --persist-to "$STATE" >/dev/null
# The log keeps the console (where the local email outbox prints each email) for the tests to read.
exec > >(tee "$LOG") 2>&1
exec npx wrangler dev --ip 127.0.0.1 --port "$PORT" --persist-to "$STATE" --var ENVIRONMENT:development --var PASSWORD_HASH_COST:10 --var PUSH_ENDPOINT_ALLOWLIST:off --var "APP_URL:http://127.0.0.1:$PORT" --var "ALLOWED_ORIGINS:http://127.0.0.1:$PORT"
