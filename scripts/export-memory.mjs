#!/usr/bin/env node
/**
 * What a data export costs (issue 22, docs/performance.md "Data export at 10,000 applications"): for
 * premium accounts of 100, 10,000, 20,000 and 40,000 jobs seeded as `npm run bench` seeds them, and for each
 * form (JSON, applications CSV, ZIP), on the production build under local `wrangler dev`:
 * - D1's rows read and statements over the whole download: a first download with `X-Debug-D1: 1`, after
 *   whose last byte the app logs `d1-meter {…}` (worker/lib/d1-debug-meter.ts), read from the inspector;
 * - the time and bytes of a download read as fast as the client can;
 * - the Worker isolate's own V8 heap through the inspector (scripts/lib/inspector.mjs), never the process:
 *   "idle", after a full collection before the export; "sampled peak", `usedSize` asked for back to back
 *   during the download (the isolate answers only between its tasks, so 1-3 samples: a lower bound);
 *   "reserved at the end", `totalSize` (the heap V8 grew to, an upper bound of any peak of used memory)
 *   right after the last byte, before any collection; "after GC", once it is over; and "live at ¼, ½, ¾":
 *   a second download that stops reading at each quarter, so the pull stream stops and the isolate goes
 *   idle, then a full collection: what the export holds at that point, garbage excluded.
 * If the export held the account, the live heap and "after GC" would grow with it. One server for every
 * row; a full collection between rows.
 *
 *   npm run memory:export    (EXPORT_ROUNDS=2 for more rounds, EXPORT_SKIP_BUILD=1 to reuse a build,
 *                             EXPORT_SKIP_40K=1 without the 40,000-job account)
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { Inspector } from "./lib/inspector.mjs";
import { freePort, LocalApp } from "./lib/local-app.mjs";

const ROUNDS = Number(process.env.EXPORT_ROUNDS ?? 1);
const SMALL = { jobs: 100, interviews: 50, tasks: 20, contacts: 20 };
const BIG = { jobs: 10_000, interviews: 5_000, tasks: 500, contacts: 200 };
/** Twice the bench's account: whether the peak follows the account's size or stays put. */
const DOUBLE = { jobs: 20_000, interviews: 10_000, tasks: 1_000, contacts: 400 };
/** Four times: whether what grows between 10,000 and 20,000 keeps growing (`EXPORT_SKIP_40K=1` leaves it out). */
const QUADRUPLE = { jobs: 40_000, interviews: 20_000, tasks: 2_000, contacts: 800 };
const FORMS = { JSON: "format=json", "applications CSV": "format=csv&area=jobs", ZIP: "format=zip" };
const MiB = (bytes) => (bytes / 1024 / 1024).toFixed(1);
const n = (value) => value.toLocaleString("en-US");

/** Rows each form writes, as distinct records (the ZIP writes them twice: in the JSON and in the CSVs). */
const rowsIn = (size, form) =>
  form === "applications CSV" ? size.jobs : size.jobs + size.interviews + size.tasks + size.contacts;

async function main() {
  const port = await freePort();
  const inspectorPort = await freePort();
  const app = new LocalApp(port, "export", { inspectorPort });
  process.on("exit", () => app.kill());
  app.prepare({ build: process.env.EXPORT_SKIP_BUILD !== "1" });
  await app.start();
  const small = await app.signUp("export-small", 1);
  const big = await app.signUp("export-big", 2);
  const double = await app.signUp("export-double", 3);
  const quadruple = process.env.EXPORT_SKIP_40K === "1" ? undefined : await app.signUp("export-quadruple", 4);
  await app.stop();
  app.seed([
    { userId: small.userId, size: SMALL },
    { userId: big.userId, size: BIG },
    { userId: double.userId, size: DOUBLE },
    ...(quadruple ? [{ userId: quadruple.userId, size: QUADRUPLE }] : []),
  ]);
  await app.start();
  const inspector = await Inspector.connect(inspectorPort);
  await inspector.send("Runtime.enable");

  const download = async (user, query, headers = {}) => {
    const res = await fetch(`${app.base}/api/v1/export?${query}`, {
      headers: { Authorization: `Bearer ${user.token}`, ...headers },
    });
    if (res.status !== 200) throw new Error(`${query}: ${res.status} ${await res.text()}`);
    let bytes = 0;
    for await (const chunk of res.body) bytes += chunk.length;
    return bytes;
  };
  /**
   * Rows read over the whole download: the `d1-meter` line the app logs after the body's end, read from
   * the inspector's console events (wrangler's own log of it can come many seconds later).
   */
  const metered = async (user, query) => {
    inspector.logs.length = 0;
    const bytes = await download(user, query, { "X-Debug-D1": "1" });
    for (let i = 0; i < 300; i++) {
      const line = inspector.logs.find((text) => text.startsWith("d1-meter "));
      if (line) return { bytes, ...JSON.parse(line.slice("d1-meter ".length)) };
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("no d1-meter line from the Worker's console");
  };
  /**
   * The live heap in the middle of an export: the client stops reading at each quarter of the file, so
   * the pull stream stops reading D1 and the isolate goes idle (backpressure); then a full collection and
   * the heap. What the export holds at that point, garbage excluded.
   */
  const paused = async (user, query, total) => {
    const res = await fetch(`${app.base}/api/v1/export?${query}`, {
      headers: { Authorization: `Bearer ${user.token}` },
    });
    const reader = res.body.getReader();
    const live = [];
    let bytes = 0;
    for (const quarter of [0.25, 0.5, 0.75]) {
      while (bytes < total * quarter) {
        const { done, value } = await reader.read();
        if (done) throw new Error("the export ended early");
        bytes += value.length;
      }
      await new Promise((r) => setTimeout(r, 300));
      live.push((await inspector.gc(wake)).used);
    }
    while (!(await reader.read()).done);
    return live;
  };
  const wake = () => fetch(`${app.base}/api/v1/health`).then((res) => res.arrayBuffer());

  const rows = [];
  try {
    await download(small, "format=zip"); // warm: the modules, fflate, papaparse
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [account, user, size] of [
        ["100 jobs", small, SMALL],
        ["10,000 jobs", big, BIG],
        ["20,000 jobs", double, DOUBLE],
        ...(quadruple ? [["40,000 jobs", quadruple, QUADRUPLE]] : []),
      ]) {
        for (const [form, query] of Object.entries(FORMS)) {
          const d1 = await metered(user, query);
          const idle = await inspector.gc(wake);
          const run = await inspector.sampled(() => download(user, query));
          // Right after the download, before any collection: the heap V8 grew to during it.
          const end = await inspector.heap();
          const after = await inspector.gc(wake);
          const live = await paused(user, query, d1.bytes);
          rows.push({ round, account, form, size, d1, idle, run, end, after, live });
          console.log(`  ${account}, ${form}: ${run.ms} ms, peak ${MiB(run.peak.used)} MiB`);
        }
      }
    }
  } finally {
    inspector.close();
    await app.stop();
    app.destroy();
  }

  console.log("\nThe Worker isolate's V8 heap in MiB (Runtime.getHeapUsage); one server, a full GC between rows\n");
  console.log(
    "| round | account | form | bytes | ms | rows read | rows exported | read ÷ exported | statements | idle (after GC) | live at ¼, ½, ¾ (paused, after GC) | sampled peak used (samples) | reserved at the end | after GC |",
  );
  console.log("|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    const exported = rowsIn(r.size, r.form);
    console.log(
      `| ${r.round} | ${r.account} | ${r.form} | ${n(r.run.result)} | ${n(r.run.ms)} | ${n(r.d1.rowsRead)} | ${n(exported)} | ${(r.d1.rowsRead / exported).toFixed(2)} | ${r.d1.statements} | ${MiB(r.idle.used)} | ${r.live.map(MiB).join(", ")} | ${MiB(r.run.peak.used)} (${r.run.peak.samples}) | ${MiB(Math.max(r.end.total, r.run.peak.total))} | ${MiB(r.after.used)} |`,
    );
  }
  console.log("\nRatios to the 10,000-job export of the same round and form:\n");
  console.log(
    "| round | account | form | time | rows read | live at ¾ | reserved at the end | live at ¾ − idle (KiB) | after GC − idle (KiB) |",
  );
  console.log("|---|---|---|---:|---:|---:|---:|---|---|");
  const KiB = (bytes) => Math.round(bytes / 1024);
  for (const r of rows.filter((row) => row.account === "20,000 jobs" || row.account === "40,000 jobs")) {
    const b = rows.find((row) => row.round === r.round && row.form === r.form && row.account === "10,000 jobs");
    const ratio = (x, y) => (x / y).toFixed(2);
    console.log(
      `| ${r.round} | ${r.account} | ${r.form} | ${ratio(r.run.ms, b.run.ms)} | ${ratio(r.d1.rowsRead, b.d1.rowsRead)} | ${ratio(r.live[2], b.live[2])} | ${ratio(Math.max(r.end.total, r.run.peak.total), Math.max(b.end.total, b.run.peak.total))} | ${KiB(b.live[2] - b.idle.used)} → ${KiB(r.live[2] - r.idle.used)} | ${KiB(b.after.used - b.idle.used)} → ${KiB(r.after.used - r.idle.used)} |`,
    );
  }
  const load = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  let commit = "outside a git checkout";
  try {
    commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8", stdio: "pipe" }).trim();
  } catch {
    // a copy made by git archive
  }
  console.log(`\nload average ${load}; commit ${commit}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
