#!/usr/bin/env bash
# The banner `npm start` prints before the server starts: every address a newcomer needs, on the port the
# app runs on. Usage: start-banner.sh PORT [CALENDAR_FEED_URL] [INBOX_ADDRESS]
set -euo pipefail
PORT="${1:?usage: start-banner.sh PORT [CALENDAR_FEED_URL] [INBOX_ADDRESS]}"
FEED="${2:-}"
INBOX="${3:-}"
APP="http://localhost:$PORT"
cat <<BANNER

  Offerpath is starting on $APP

  Demo account: demo@offerpath.app / demo-pass-123  (sign in at $APP/login)
    Premium plan, a job search about two months in (each npm start resets it; other accounts are kept)
    Its public profile:    $APP/u/demo
    Its calendar feed:     ${FEED:-(not seeded: SESSION_SECRET is missing from .dev.vars)}
    Its notifications:     $APP/notifications
    Its inbox:             $APP/inbox  (forwarding address: ${INBOX:-not seeded: SESSION_SECRET is missing from .dev.vars})

  API reference:           $APP/developers/api  (OpenAPI document: $APP/api/v1/openapi.json)
  Browser extension:       $APP/extension

  Emails are not sent locally. Each one is printed in this console as "[email outbox] to=..." and kept
  in the email_outbox table; to list the latest:
    npx wrangler d1 execute DB --local --command "SELECT datetime(created_at/1000,'unixepoch') AS at, to_address, subject FROM email_outbox ORDER BY created_at DESC LIMIT 10"

  Daily cron (housekeeping, plan expiry, the plan-end email three days before) by hand:
    curl "$APP/cdn-cgi/handler/scheduled?cron=17+3+*+*+*"

  Forward to track: the demo's inbox gets three sample emails once the server answers. To deliver
  another one through the real email() handler (a Message-ID already received is kept once):
    curl --data-binary @scripts/inbox/sample.eml "$APP/cdn-cgi/local/email?from=asha.demo@example.com&to=${INBOX:-<address>}"

  Reminders: this script runs the 5-minute cron as soon as the server answers and every 5 minutes after
  (the demo account's reminder and today's digest land in the outbox and under Notifications); by hand:
    curl "$APP/cdn-cgi/handler/scheduled?cron=*/5+*+*+*+*"

BANNER
