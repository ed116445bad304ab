# Shared by the scripts: offline-safe wrangler settings and a local .dev.vars.
export WRANGLER_SEND_METRICS=false
export CLOUDFLARE_CF_FETCH_ENABLED=false
[ -f .dev.vars ] || cp .dev.vars.example .dev.vars
# The project's Node (the `node` devDependency) first, even when a script is run directly with bash.
export PATH="$PWD/node_modules/.bin:$PATH"
