/**
 * Draws the web app's icons (docs/decisions/059-installable-and-offline.md) from the Offerpath mark
 * (app/components/ui/icons.tsx, LogoMark) into public/icons/, with the same Chromium the e2e tests use.
 * Run again after the mark changes: `node scripts/make-icons.mjs`; the PNGs are committed.
 */
import { execSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const BRAND = "#2563eb"; // --color-brand-600 (app/app.css)
const STROKE = 'fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"';
const ARROW = `<path d="M8 21.5 13.5 16l3.5 3.5L24 12.5" ${STROKE}/><path d="M19 12.5h5v5" ${STROKE}/>`;

/** The mark on its rounded tile, transparent around it ("any" purpose). */
const tile = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${BRAND}"/>${ARROW}</svg>`;
/**
 * Full bleed, the arrow inside the central 60 %: a maskable icon's safe zone is the circle of 80 % of its
 * width, so any platform mask (circle, squircle, square) keeps the whole arrow. Apple's icon is also
 * full bleed and opaque: iOS rounds the corners itself.
 */
const bleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(3.2 3.2) scale(0.8)">${ARROW}</g></svg>`;
const plus = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${BRAND}"/><path d="M16 9v14M9 16h14" ${STROKE}/></svg>`;
const today = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${BRAND}"/><rect x="8" y="9.5" width="16" height="14" rx="2" ${STROKE}/><path d="M8 14h16M12.5 7.5v4M19.5 7.5v4" ${STROKE}/></svg>`;

const ICONS = [
  ["icon-192.png", tile, 192],
  ["icon-512.png", tile, 512],
  ["icon-maskable-512.png", bleed, 512],
  ["apple-touch-icon.png", bleed, 180],
  ["shortcut-add.png", plus, 96],
  ["shortcut-today.png", today, 96],
];

const executablePath =
  process.env.CHROMIUM_PATH ?? execSync("command -v chromium || command -v chromium-browser").toString().trim();
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage();
mkdirSync("public/icons", { recursive: true });
for (const [file, svg, size] of ICONS) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${svg.replace("<svg ", `<svg width="${size}" height="${size}" `)}</body></html>`,
  );
  await page.locator("svg").screenshot({ path: `public/icons/${file}`, omitBackground: true });
  console.log(`public/icons/${file} ${size}×${size}`);
}
await browser.close();
