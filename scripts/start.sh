#!/usr/bin/env bash
# `npm start`: local D1 and KV with migrations applied, plans seeded, a demo account, then the built app.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
PORT="${PORT:-8787}"
npx wrangler d1 migrations apply DB --local
node scripts/seed-demo.ts > .wrangler/seed-demo.sql
npx wrangler d1 execute DB --local --file .wrangler/seed-demo.sql >/dev/null
npx react-router build
echo
echo "  Offerpath is starting on http://localhost:$PORT"
echo "  Demo account: demo@offerpath.app / demo-pass-123"
echo
exec npx wrangler dev --port "$PORT"
