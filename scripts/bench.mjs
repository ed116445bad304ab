#!/usr/bin/env node
/**
 * `npm run bench` (decision 024): builds, serves the app on local workerd over a fresh D1/KV, seeds a
 * 100-job and a 10,000-job premium account, then runs autocannon (10 connections) against each target
 * and prints req/s, p50, p99, the ratio to the health route and D1's rows read per request (one extra
 * request per target with `X-Debug-D1: 1`, answered only outside production).
 *
 * The targets run in rounds (all of them, then all again), and each figure is the median over the rounds,
 * each goal the median of its per-round ratios: a machine that slows down or speeds up during the run moves
 * a target and the health route of the same round together, not one of them alone.
 *
 * Settings (environment): BENCH_SECONDS (4, per target and round), BENCH_ROUNDS (3), BENCH_CONNECTIONS
 * (10), BENCH_SKIP_BUILD=1 to reuse build/.
 * Not part of `npm test`: timings depend on the machine and on what else runs on it.
 */
import os from "node:os";
import autocannon from "autocannon";
import { freePort, LocalApp } from "./lib/local-app.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const SMALL = { jobs: 100, interviews: 50, tasks: 20, contacts: 20 };
const BIG = { jobs: 10_000, interviews: 5_000, tasks: 500, contacts: 200 };

/** What is measured: [label, path, whose credentials ("small" | "big" | null), "api" | "web"]. */
const TARGETS = [
  ["health", "/api/v1/health", null, "api"],
  ["jobs list, 100 jobs", "/api/v1/jobs?limit=10", "small", "api"],
  ["jobs list, 10,000 jobs", "/api/v1/jobs?limit=10", "big", "api"],
  ["search=acme, 10,000 jobs", "/api/v1/jobs?limit=10&search=acme", "big", "api"],
  ["sort=a-z, 10,000 jobs", "/api/v1/jobs?limit=10&sort=a-z", "big", "api"],
  ["dashboard API, 10,000 jobs", "/api/v1/analytics/dashboard", "big", "api"],
  ["SSR / (edge cache)", "/", null, "web"],
  ["SSR / (rendered)", "/?utm_source=bench", null, "web"],
  ["SSR /dashboard, 10,000 jobs", "/dashboard", "big", "web"],
  ["SSR /applications, 10,000 jobs", "/applications", "big", "web"],
  ["analytics API, 10,000 jobs", "/api/v1/analytics/applications?period=all", "big", "api"],
  ["SSR /analytics, 10,000 jobs", "/analytics?period=all", "big", "web"],
];

/** The issue's goals, as ratios within one run. */
const GOALS = [
  ["jobs list, 10,000 jobs", "jobs list, 100 jobs", 0.9],
  ["jobs list, 10,000 jobs", "health", 0.5],
  ["search=acme, 10,000 jobs", "health", 0.4],
  ["sort=a-z, 10,000 jobs", "health", 0.4],
  ["SSR /dashboard, 10,000 jobs", "health", 0.25],
];

function headersFor(who, kind, creds) {
  if (!who) return {};
  return kind === "api" ? { Authorization: `Bearer ${creds[who].token}` } : { Cookie: creds[who].cookie };
}

async function rowsRead(base, path, headers) {
  const res = await fetch(base + path, { headers: { ...headers, "X-Debug-D1": "1" }, redirect: "manual" });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  return { rows: Number(res.headers.get("X-D1-Rows-Read")), statements: Number(res.headers.get("X-D1-Statements")) };
}

function run(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function machine() {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model ?? "cpu"}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ${os.type()} ${os.release()}, Node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`;
}

async function main() {
  const app = new LocalApp(await freePort(), "bench");
  process.on("exit", () => app.kill());
  process.on("SIGINT", () => {
    app.kill();
    process.exit(130);
  });
  console.log(`Benchmark: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per target`);
  console.log(`  machine: ${machine()}`);
  try {
    app.prepare({ build: process.env.BENCH_SKIP_BUILD !== "1" });
    await app.start();
    const small = await app.signUp("bench-small", 1);
    const big = await app.signUp("bench-big", 2);
    await app.stop();
    app.seed([
      { userId: small.userId, size: SMALL },
      { userId: big.userId, size: BIG },
    ]);
    await app.start();
    const creds = {
      small: { ...small, cookie: await app.webLogin(small, 1) },
      big: { ...big, cookie: await app.webLogin(big, 2) },
    };

    // Warm the isolate and the caches, then count rows once per target.
    const d1 = [];
    for (const [, path, who, kind] of TARGETS) {
      const headers = headersFor(who, kind, creds);
      for (let i = 0; i < 5; i++) await (await fetch(app.base + path, { headers })).arrayBuffer();
      d1.push(await rowsRead(app.base, path, headers));
    }
    /** rounds[r][t]: target t's autocannon result in round r. */
    const rounds = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const measured = [];
      for (const [label, path, who, kind] of TARGETS) {
        const r = await run(app.base + path, headersFor(who, kind, creds));
        measured.push(r);
        const bad = r.non2xx + r.errors + r.timeouts;
        console.log(
          `  round ${round}, ${label}: ${r.requests.average.toFixed(0)} req/s${bad ? `, ${bad} failed` : ""}`,
        );
      }
      rounds.push(measured);
    }
    const results = TARGETS.map(([label, path], t) => {
      const runs = rounds.map((measured) => measured[t]);
      return {
        label,
        path,
        rps: median(runs.map((r) => r.requests.average)),
        p50: median(runs.map((r) => r.latency.p50)),
        p99: median(runs.map((r) => r.latency.p99)),
        bad: runs.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0),
        ...d1[t],
      };
    });
    const health = results[0].rps;
    const indexOf = Object.fromEntries(TARGETS.map(([label], t) => [label, t]));
    console.log("");
    console.log(`| request | req/s | p50 ms | p99 ms | × health | rows read | statements |`);
    console.log(`|---|---:|---:|---:|---:|---:|---:|`);
    for (const r of results) {
      console.log(
        `| ${r.label} \`${r.path}\` | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.rps / health).toFixed(2)} | ${r.rows} | ${r.statements} |${r.bad ? ` ${r.bad} failed` : ""}`,
      );
    }
    console.log("");
    for (const [a, b, goal] of GOALS) {
      const perRound = rounds.map(
        (measured) => measured[indexOf[a]].requests.average / measured[indexOf[b]].requests.average,
      );
      const ratio = median(perRound);
      console.log(
        `  ${ratio >= goal ? "met " : "MISS"}  ${a} / ${b} = ${ratio.toFixed(2)} (goal ≥ ${goal}; rounds ${perRound.map((x) => x.toFixed(2)).join(", ")})`,
      );
    }
    const failed = results.reduce((n, r) => n + r.bad, 0);
    if (failed) {
      console.log(`  ${failed} requests failed (non-2xx, errors or timeouts)`);
      process.exitCode = 1;
    }
  } finally {
    await app.stop();
    app.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
