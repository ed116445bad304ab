#!/usr/bin/env bash
# The build `npm start` and the browser tests' server (scripts/e2e-server.sh) both run, so what the tests
# see is what a newcomer gets: the browser extension's packages that /extension links
# (public/downloads/offerpath-extension-{chrome,firefox}.zip, rebuilt when anything they are built from is
# newer), then the app, which serves public/ as static files.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
mkdir -p .wrangler
packages=(public/downloads/offerpath-extension-chrome.zip public/downloads/offerpath-extension-firefox.zip)
stale=""
for zip in "${packages[@]}"; do
  if [ ! -f "$zip" ]; then stale=1; break; fi
  newer=$(find extension core package-lock.json \
    \( -path extension/.output -o -path extension/.output-e2e -o -path extension/.wxt -o -name node_modules \) -prune \
    -o -type f -newer "$zip" -print -quit)
  if [ -n "$newer" ]; then stale=1; break; fi
done
if [ -n "$stale" ]; then
  if ! npm run build:extension >.wrangler/extension-build.log 2>&1; then
    cat .wrangler/extension-build.log >&2
    echo "The browser extension's build failed (above)." >&2
    exit 1
  fi
  echo "  Extension packages built: ${packages[*]}"
else
  echo "  Extension packages up to date: ${packages[*]}"
fi
npx react-router build >.wrangler/app-build.log 2>&1 || { cat .wrangler/app-build.log >&2; exit 1; }
echo "  App built (log: .wrangler/app-build.log)"
