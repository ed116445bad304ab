# Shared by the scripts: offline-safe wrangler settings and a local .dev.vars.
export WRANGLER_SEND_METRICS=false
export CLOUDFLARE_CF_FETCH_ENABLED=false
# The project's Node (the `node` devDependency) first, even when a script is run directly with bash.
export PATH="$PWD/node_modules/.bin:$PATH"
[ -f .dev.vars ] || cp .dev.vars.example .dev.vars
# Push reminders need a VAPID key pair: a local one is made once, the first time .dev.vars has none
# (scripts/gen-vapid.mjs; docs/decisions/060-web-push.md).
if ! grep -q '^VAPID_PRIVATE_KEY=.' .dev.vars; then
  grep -vE '^VAPID_(PUBLIC_KEY|PRIVATE_KEY|SUBJECT)=' .dev.vars > .dev.vars.tmp || true
  mv .dev.vars.tmp .dev.vars
  node scripts/gen-vapid.mjs >> .dev.vars
fi
