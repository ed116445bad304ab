#!/usr/bin/env node
/**
 * `npm run lighthouse` (decisions 024 and 061): Lighthouse's mobile audit (its default: a mid-range phone on a
 * throttled connection, simulated) of /, /login, /extension, the signed-in screens (/dashboard, /applications
 * as list and board, /tasks, /contacts, /analytics, /today) and a public profile (/u/lighthouse, issue 23) of
 * a local production build. The signed-in pages are audited as a Premium account (the seed's plan: /analytics
 * needs it) with 100 jobs, 50 interviews, 20 tasks and 20 contacts, its session cookie passed in
 * Lighthouse's extraHeaders; the same account publishes the
 * profile, which is audited as a signed-out visitor. Prints the four category scores, LCP and the JS each
 * page loads.
 *
 * Chromium comes from CHROME_PATH or /usr/bin/chromium, started here with --headless=new --no-sandbox
 * and stopped by its pid. Settings: LIGHTHOUSE_SKIP_BUILD=1 to reuse build/; LIGHTHOUSE_PAGES=/a,/b to audit
 * only those pages; LIGHTHOUSE_REPORT_DIR=dir to keep each page's full JSON report there.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { freePort, LocalApp } from "./lib/local-app.mjs";

const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(",");
const PAGES = [
  ["/", false],
  ["/login", false],
  ["/extension", false],
  ["/dashboard", true],
  ["/applications", true],
  ["/applications?view=board", true],
  ["/tasks", true],
  ["/contacts", true],
  ["/analytics", true],
  ["/today", true],
  ["/u/lighthouse", false],
].filter(([path]) => !ONLY || ONLY.includes(path));
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

async function startChrome() {
  const port = await freePort();
  const profile = mkdtempSync(join(os.tmpdir(), "lighthouse-chrome-"));
  const chrome = spawn(
    CHROME,
    [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (res.ok) {
        await res.arrayBuffer();
        return {
          port,
          /** Sync, for the exit handler. */
          kill() {
            if (chrome.exitCode === null) chrome.kill("SIGTERM");
          },
          async stop() {
            if (chrome.exitCode === null) {
              const exited = new Promise((resolve) => chrome.once("exit", resolve));
              chrome.kill("SIGTERM");
              await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
            }
            // Chromium may still be writing its profile as it exits: retry rather than fail the run.
            try {
              rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
            } catch (error) {
              console.log(`  (left ${profile}: ${error.code})`);
            }
          },
        };
      }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  chrome.kill("SIGTERM");
  throw new Error(`Chromium (${CHROME}) did not open its debugging port`);
}

/** The audited account's public profile at /u/lighthouse, everything shown and indexable (PUT /api/v1/profiles). */
async function publishProfile(app, user) {
  const res = await fetch(`${app.base}/api/v1/profiles`, {
    method: "PUT",
    headers: {
      "Content-Type": "application/json",
      Authorization: `Bearer ${user.token}`,
      "CF-Connecting-IP": "10.99.2.1",
    },
    body: JSON.stringify({
      enabled: true,
      handle: "lighthouse",
      headline: "Frontend developer · React and TypeScript",
      targetRoles: ["Frontend developer", "Full-stack developer"],
      locations: ["Bengaluru", "Remote"],
      openToWork: true,
      showProgress: true,
      showCompanies: true,
      // Indexable: a profile that keeps the default (noindex) fails Lighthouse's is-crawlable audit by design.
      allowIndexing: true,
    }),
  });
  if (res.status !== 200) throw new Error(`public profile: ${res.status} ${await res.text()}`);
}

function scriptKiB(lhr) {
  const items = lhr.audits["resource-summary"]?.details?.items ?? [];
  const script = items.find((i) => i.resourceType === "script");
  return script ? (script.transferSize / 1024).toFixed(1) : "0";
}

async function main() {
  const app = new LocalApp(await freePort(), "lighthouse");
  let chrome = null;
  process.on("exit", () => {
    app.kill();
    chrome?.kill();
  });
  try {
    app.prepare({ build: process.env.LIGHTHOUSE_SKIP_BUILD !== "1" });
    await app.start();
    const user = await app.signUp("lighthouse", 3);
    await app.stop();
    app.seed([{ userId: user.userId, size: { jobs: 100, interviews: 50, tasks: 20, contacts: 20 } }]);
    await app.start();
    const cookie = await app.webLogin(user, 3);
    if (PAGES.some(([path]) => path.startsWith("/u/"))) await publishProfile(app, user);

    const rows = [];
    const failed = [];
    for (const [path, signedIn] of PAGES) {
      // A fresh browser per page: a cookie the app sets (the D1 bookmark) would otherwise take the place
      // of the session cookie given in extraHeaders on the next page.
      await chrome?.stop();
      chrome = await startChrome();
      const result = await lighthouse(
        app.base + path,
        {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: CATEGORIES,
          ...(signedIn ? { extraHeaders: { Cookie: cookie } } : {}),
        },
        undefined,
      );
      const lhr = result.lhr;
      if (REPORT_DIR) {
        mkdirSync(REPORT_DIR, { recursive: true });
        writeFileSync(
          join(REPORT_DIR, `${path === "/" ? "home" : path.slice(1).replaceAll("/", "-")}.json`),
          JSON.stringify(lhr),
        );
      }
      const landed = lhr.finalDisplayedUrl ? new URL(lhr.finalDisplayedUrl) : null;
      if (landed && landed.pathname + landed.search !== path) {
        // Reported and the run goes on (a screen not built yet, or signed out); the exit code says it failed.
        console.log(`  ${path}: FAILED, ended on ${lhr.finalDisplayedUrl} (signed out, or no such screen?)`);
        failed.push(path);
        continue;
      }
      const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
      const lcp = lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN;
      const flagged = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative")
        .map((a) => a.id);
      const metric = (id) => lhr.audits[id]?.displayValue ?? "-";
      const metrics = ["first-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"]
        .map(
          (id) =>
            `${id
              .split("-")
              .map((w) => w[0].toUpperCase())
              .join("")} ${metric(id)}`,
        )
        .join(", ");
      rows.push({ path, scores: CATEGORIES.map(score), lcp, js: scriptKiB(lhr), flagged, metrics });
      const load = os.loadavg()[0].toFixed(1);
      console.log(`  ${path}: ${CATEGORIES.map(score).join(" / ")}, LCP ${(lcp / 1000).toFixed(2)} s (load ${load})`);
    }

    console.log("");
    console.log("| page | performance | accessibility | best practices | SEO | LCP | JS transferred |");
    console.log("|---|---:|---:|---:|---:|---:|---:|");
    for (const r of rows) {
      console.log(`| \`${r.path}\` | ${r.scores.join(" | ")} | ${(r.lcp / 1000).toFixed(2)} s | ${r.js} KiB |`);
    }
    console.log("");
    for (const r of rows) {
      console.log(`  ${r.path}: ${r.metrics}${r.flagged.length ? `; flagged: ${r.flagged.join(", ")}` : ""}`);
    }
    if (failed.length) {
      console.log(`\n  not audited: ${failed.join(", ")}`);
      process.exitCode = 1;
    }
  } finally {
    await chrome?.stop();
    await app.stop();
    app.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
