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

  Reminders: the 5-minute cron runs once by itself as soon as the server answers (the demo account's
  reminder and today's digest land in the outbox and under Notifications); run it again by hand with:
    curl "http://localhost:$PORT/cdn-cgi/handler/scheduled?cron=*/5+*+*+*+*"

EOF
npx wrangler dev --port "$PORT" &
server=$!
trap 'kill "$server" 2>/dev/null' INT TERM
# wrangler dev does not fire cron triggers by itself locally: fire the reminders' cron once, when the server answers.
for _ in $(seq 1 90); do
  if curl -fsS -o /dev/null "http://localhost:$PORT/api/v1/health" 2>/dev/null; then
    curl -fsS -o /dev/null "http://localhost:$PORT/cdn-cgi/handler/scheduled?cron=*/5+*+*+*+*" &&
      echo "  Reminders: the 5-minute cron ran once (see the [email outbox] lines)."
    break
  fi
  sleep 1
done
wait "$server"
