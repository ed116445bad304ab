#!/usr/bin/env node
/**
 * What a data export costs (issue 22, docs/performance.md "Data export at 10,000 applications"): the
 * time, the bytes and the resident memory of local workerd under `wrangler dev` (production build) while
 * a client downloads each form of the export, for 100-, 10,000- and 20,000-job premium accounts seeded as
 * `npm run bench` seeds them. Memory is measured from outside (scripts/lib/process-memory.mjs): a fresh
 * server per row, warmed up by a small export first, so each row's step is that one request's. If the
 * export held the account in memory, the 10,000-job step would be many times the 100-job one.
 * D1's rows read are not measured here (the body is written after the response's headers, where the
 * X-Debug-D1 count is reported); tests/worker/data-export/streaming.test.ts meters them.
 *
 *   node scripts/export-memory.mjs        (EXPORT_ROUNDS=1, EXPORT_SKIP_BUILD=1 to reuse a build)
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { freePort, LocalApp } from "./lib/local-app.mjs";
import { idle, sampled, workerdPids } from "./lib/process-memory.mjs";

const ROUNDS = Number(process.env.EXPORT_ROUNDS ?? 1);
const SMALL = { jobs: 100, interviews: 50, tasks: 20, contacts: 20 };
const BIG = { jobs: 10_000, interviews: 5_000, tasks: 500, contacts: 200 };
/** Twice the bench's account: whether the step follows the account's size or stays put. */
const DOUBLE = { jobs: 20_000, interviews: 10_000, tasks: 1_000, contacts: 400 };
const FORMS = { JSON: "format=json", "applications CSV": "format=csv&area=jobs", ZIP: "format=zip" };
const fmt = (n) => n.toFixed(1);

async function main() {
  const port = await freePort();
  const app = new LocalApp(port, "export");
  process.on("exit", () => app.kill());
  app.prepare({ build: process.env.EXPORT_SKIP_BUILD !== "1" });
  await app.start();
  const small = await app.signUp("export-small", 1);
  const big = await app.signUp("export-big", 2);
  const double = await app.signUp("export-double", 3);
  await app.stop();
  app.seed([
    { userId: small.userId, size: SMALL },
    { userId: big.userId, size: BIG },
    { userId: double.userId, size: DOUBLE },
  ]);
  const download = async (user, query) => {
    const res = await fetch(`${app.base}/api/v1/export?${query}`, {
      headers: { Authorization: `Bearer ${user.token}` },
    });
    if (res.status !== 200) throw new Error(`${query}: ${res.status} ${await res.text()}`);
    let bytes = 0;
    for await (const chunk of res.body) bytes += chunk.length;
    return bytes;
  };
  const rows = [];
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [account, user] of [
        ["100 jobs", small],
        ["10,000 jobs", big],
        ["20,000 jobs", double],
      ]) {
        for (const [form, query] of Object.entries(FORMS)) {
          await app.start();
          const pids = workerdPids(app.server.pid);
          await download(small, "format=csv&area=tasks");
          const before = await idle(pids);
          const run = await sampled(pids, () => download(user, query));
          // The same download again on the same process: a second step means memory kept, not reused.
          const again = await sampled(pids, () => download(user, query));
          rows.push({ round, account, form, bytes: run.result, ms: run.ms, before, peak: run.peak, again: again.peak });
          await app.stop();
        }
      }
    }
  } finally {
    await app.stop();
    app.destroy();
  }
  console.log("\nRSS of the workerd processes in MiB, a fresh server per row\n");
  console.log("| round | account | form | bytes | ms | idle RSS | peak RSS | step | peak RSS of a second export |");
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const r of rows) {
    console.log(
      `| ${r.round} | ${r.account} | ${r.form} | ${r.bytes} | ${r.ms} | ${fmt(r.before)} | ${fmt(r.peak)} | +${fmt(r.peak - r.before)} | ${fmt(r.again)} |`,
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
