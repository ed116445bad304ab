/**
 * After `wxt zip` (npm run build:extension): copies the Chrome/Edge and Firefox packages to
 * public/downloads/ under names without the version, which the site's /extension page links to and the
 * app's build serves as static files (git-ignored: they are made by every build).
 */
import { copyFileSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";

const from = "extension/.output";
const to = "public/downloads";
mkdirSync(to, { recursive: true });
for (const browser of ["chrome", "firefox"]) {
  const zip = readdirSync(from).find((f) => f.startsWith("offerpath-") && f.endsWith(`-${browser}.zip`));
  if (!zip) throw new Error(`No ${browser} package in ${from}: run wxt zip first`);
  copyFileSync(join(from, zip), join(to, `offerpath-extension-${browser}.zip`));
  console.log(`${join(to, `offerpath-extension-${browser}.zip`)} ← ${zip}`);
}
