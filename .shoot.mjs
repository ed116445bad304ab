// Usage: node shoot.mjs <port> <outdir> <theme: light|dark|system-dark> [paths...]
import { chromium } from "playwright-core";
const [port, out, theme, ...only] = process.argv.slice(2);
const base = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const results = [];
for (const width of [1280, 390]) {
  const ctx = await browser.newContext({
    viewport: { width, height: 900 },
    colorScheme: theme === "system-dark" ? "dark" : "light",
  });
  if (theme === "light" || theme === "dark")
    await ctx.addCookies([{ name: "op_theme", value: theme, url: base }]);
  const page = await ctx.newPage();
  page.on("pageerror", (e) => console.log("pageerror", e.message));
  await page.goto(`${base}/login`);
  await page.fill('input[name="email"]', "demo@offerpath.app");
  await page.fill('input[name="password"]', "demo-pass-123");
  await page.click('button[type="submit"]');
  await page.waitForURL(/dashboard/);
  await page.goto(`${base}/applications`);
  const job = await page.locator('a[href^="/jobs/"]').filter({ hasNotText: /new/i }).first().getAttribute("href");
  const paths = only.length ? only : ["/dashboard", "/applications", job, "/tasks", "/contacts", "/documents", "/analytics", "/profile", "/plans", "/notifications", "/developers/api"];
  for (const p of paths) {
    await page.goto(base + p);
    const name = `${out}/${theme}-${width}-${p.replace(/[^a-z0-9]+/gi, "_")}.png`;
    await page.screenshot({ path: name, fullPage: width === 390 ? false : true });
    results.push(name);
  }
  // Public pages signed out
  const anon = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: theme === "system-dark" ? "dark" : "light" });
  if (theme === "light" || theme === "dark") await anon.addCookies([{ name: "op_theme", value: theme, url: base }]);
  const ap = await anon.newPage();
  if (!only.length) for (const p of ["/", "/login", "/terms-of-use", "/register"]) {
    await ap.goto(base + p);
    const name = `${out}/${theme}-${width}-anon${p.replace(/[^a-z0-9]+/gi, "_")}.png`;
    await ap.screenshot({ path: name, fullPage: false });
    results.push(name);
  }
  await ctx.close(); await anon.close();
}
await browser.close();
console.log(results.join("\n"));
