#!/usr/bin/env bash
# `npm start`: local D1 and KV with migrations applied, plans seeded, the demo account reset to a lived-in
# job search (scripts/seed-demo.ts, its documents put into the local R2 bucket), then the built app.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
mkdir -p .wrangler
PORT="${PORT:-8787}"
# Every address follows PORT: the Worker's APP_URL (emails' links) and allowed origins (--var below, over
# .dev.vars), and the demo calendar feed's address (seed-demo.ts reads APP_URL).
export APP_URL="http://localhost:$PORT"
ORIGINS="$APP_URL,http://127.0.0.1:$PORT,http://localhost:5173"
bash scripts/migrate-local.sh
if ! node scripts/seed-demo.ts > .wrangler/seed-demo.sql 2> .wrangler/seed-demo.log; then
  cat .wrangler/seed-demo.log >&2
  exit 1
fi
feed=$(sed -n 's/^Demo calendar feed: //p' .wrangler/seed-demo.log)
inbox=$(sed -n 's/^Demo inbox address: //p' .wrangler/seed-demo.log)
npx wrangler d1 execute DB --local --file .wrangler/seed-demo.sql >/dev/null
# The demo's documents into the local R2 bucket (seed-demo.ts wrote their bytes and rows).
while IFS=$'\t' read -r key file type; do
  npx wrangler r2 object put "offerpath-documents/$key" --file "$file" --content-type "$type" --local >/dev/null
done < .wrangler/demo-documents/manifest.tsv
echo "  Demo account reset"
# The same build as the browser tests' server: the extension's packages (/extension links them), then the app.
bash scripts/build-app.sh
bash scripts/start-banner.sh "$PORT" "$feed" "$inbox"
# START_IP and INSPECTOR_PORT (optional) pin the listening address and the debugger's port.
npx wrangler dev --port "$PORT" ${START_IP:+--ip "$START_IP"} ${INSPECTOR_PORT:+--inspector-port "$INSPECTOR_PORT"} \
  --var "APP_URL:$APP_URL" --var "ALLOWED_ORIGINS:$ORIGINS" &
server=$!
# wrangler dev does not fire cron triggers by itself locally: this loop stands in for the 5-minute trigger
# while the server runs (the first run, as soon as the server answers, sends the demo's reminder and digest).
(
  for _ in $(seq 1 90); do
    curl -fsS -o /dev/null "http://localhost:$PORT/api/v1/health" 2>/dev/null && break
    sleep 1
  done
  # The demo's inbox: its sample emails delivered through the real email() handler (docs/decisions/050).
  if [ -n "$inbox" ]; then
    delivered=0
    for eml in scripts/inbox/demo/*.eml; do
      curl -fsS -o /dev/null --data-binary "@$eml" \
        "http://localhost:$PORT/cdn-cgi/local/email?from=asha.demo@example.com&to=$inbox" 2>/dev/null \
        && delivered=$((delivered + 1))
    done
    echo "  Inbox: $delivered sample emails delivered to the demo's forwarding address (see $APP_URL/inbox)."
  fi
  echo "  Reminders: the 5-minute cron runs now and every 5 minutes (see the [email outbox] lines)."
  while kill -0 "$server" 2>/dev/null; do
    curl -fsS -o /dev/null "http://localhost:$PORT/cdn-cgi/handler/scheduled?cron=*/5+*+*+*+*" 2>/dev/null || true
    sleep 300
  done
) &
ticker=$!
trap 'kill "$server" "$ticker" 2>/dev/null' INT TERM EXIT
wait "$server"
