#!/usr/bin/env bash
# `npm start`: local D1 and KV with migrations applied, plans seeded, the demo account reset to a lived-in
# job search (scripts/seed-demo.ts, its documents put into the local R2 bucket), then the built app.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
PORT="${PORT:-8787}"
npx wrangler d1 migrations apply DB --local
node scripts/seed-demo.ts > .wrangler/seed-demo.sql
npx wrangler d1 execute DB --local --file .wrangler/seed-demo.sql >/dev/null
# The demo's documents into the local R2 bucket (seed-demo.ts wrote their bytes and rows).
while IFS=$'\t' read -r key file type; do
  npx wrangler r2 object put "offerpath-documents/$key" --file "$file" --content-type "$type" --local >/dev/null
done < .wrangler/demo-documents/manifest.tsv
npx react-router build
cat <<EOF

  Offerpath is starting on http://localhost:$PORT

  Demo account: demo@offerpath.app / demo-pass-123
    Premium plan, a job search about two months in (each npm start resets it; other accounts are kept)
    Its public profile: http://localhost:$PORT/u/demo

  Emails are not sent locally. Each one is printed in this console as "[email outbox] to=..." and kept
  in the email_outbox table; to list the latest:
    npx wrangler d1 execute DB --local --command "SELECT datetime(created_at/1000,'unixepoch') AS at, to_address, subject FROM email_outbox ORDER BY created_at DESC LIMIT 10"

  Daily cron (housekeeping, plan expiry, renewal reminders) by hand:
    curl "http://localhost:$PORT/cdn-cgi/handler/scheduled?cron=17+3+*+*+*"

  Reminders: this script runs the 5-minute cron as soon as the server answers and every 5 minutes after
  (the demo account's reminder and today's digest land in the outbox and under Notifications); by hand:
    curl "http://localhost:$PORT/cdn-cgi/handler/scheduled?cron=*/5+*+*+*+*"

EOF
npx wrangler dev --port "$PORT" &
server=$!
# wrangler dev does not fire cron triggers by itself locally: this loop stands in for the 5-minute trigger
# while the server runs (the first run, as soon as the server answers, sends the demo's reminder and digest).
(
  for _ in $(seq 1 90); do
    curl -fsS -o /dev/null "http://localhost:$PORT/api/v1/health" 2>/dev/null && break
    sleep 1
  done
  echo "  Reminders: the 5-minute cron runs now and every 5 minutes (see the [email outbox] lines)."
  while kill -0 "$server" 2>/dev/null; do
    curl -fsS -o /dev/null "http://localhost:$PORT/cdn-cgi/handler/scheduled?cron=*/5+*+*+*+*" 2>/dev/null || true
    sleep 300
  done
) &
ticker=$!
trap 'kill "$server" "$ticker" 2>/dev/null' INT TERM EXIT
wait "$server"
