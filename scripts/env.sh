# Shared by the scripts: offline-safe wrangler settings and a local .dev.vars.
export WRANGLER_SEND_METRICS=false
export CLOUDFLARE_CF_FETCH_ENABLED=false
[ -f .dev.vars ] || cp .dev.vars.example .dev.vars
