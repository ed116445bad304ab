#!/usr/bin/env bash
# Applies the D1 migrations to the local database (extra arguments go to wrangler, e.g. --persist-to DIR)
# and prints one line instead of wrangler's table of every migration; the full output is in
# .wrangler/migrations.log, printed only when it fails.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
mkdir -p .wrangler
log=.wrangler/migrations.log
if ! npx wrangler d1 migrations apply DB --local "$@" >"$log" 2>&1 </dev/null; then
  cat "$log" >&2
  echo "Applying the migrations failed (above)." >&2
  exit 1
fi
# wrangler reprints its status table after each migration: count each migration once.
applied=$({ grep -oE '[0-9]{4}_[^ ]+\.sql *│ *✅' "$log" || true; } | cut -d' ' -f1 | sort -u | wc -l | tr -d ' ')
total=$(find migrations -maxdepth 1 -name '*.sql' | wc -l | tr -d ' ')
if [ "$applied" -gt 0 ]; then
  echo "  Database: $applied of $total migrations applied now (log: $log)"
else
  echo "  Database: up to date, $total migrations (log: $log)"
fi
