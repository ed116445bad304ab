#!/usr/bin/env node
/**
 * `npm run load`: builds the app, serves it on local workerd (wrangler dev) over a fresh D1/KV, then
 * runs concurrent clients that create, edit and delete jobs through the API for a while, and checks
 * what the server kept against what each client knows it did: 0 errors, 0 lost or duplicated writes,
 * the free plan's limit never exceeded (403 at the limit is expected, not an error).
 *
 * Settings (environment): LOAD_SECONDS (60), LOAD_CLIENTS (50), LOAD_SKIP_BUILD=1 to reuse build/.
 * Not part of `npm test`. The server is stopped by its process group id at the end, whatever happens.
 */
import { freePort, LocalApp } from "./lib/local-app.mjs";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 50);
/** api-contract.md §7.5: the free plan holds 10 job applications. */
const FREE_LIMIT = 10;
const PASSWORD = "load-test-password-1";
const RUN = Date.now().toString(36);

// ---------------------------------------------------------------- the clients

const latencies = [];
const totals = {
  requests: 0,
  created: 0,
  edited: 0,
  deleted: 0,
  limit403: 0,
  burstCreated: 0,
  burst403: 0,
  errors: 0,
  lost: 0,
  duplicated: 0,
  wrongContent: 0,
  limitExceeded: 0,
};
const errorSamples = [];

function recordError(message) {
  totals.errors++;
  if (errorSamples.length < 15) errorSamples.push(message);
}

async function call(base, method, path, { token, body, ip } = {}) {
  const headers = { "CF-Connecting-IP": ip };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const started = performance.now();
  totals.requests++;
  try {
    const res = await fetch(`${base}/api/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    latencies.push(performance.now() - started);
    let json = {};
    try {
      json = text ? JSON.parse(text) : {};
    } catch {
      json = { unparsable: text.slice(0, 200) };
    }
    return { status: res.status, body: json };
  } catch (error) {
    latencies.push(performance.now() - started);
    return { status: 0, body: { network: String(error) } };
  }
}

const pick = (items) => items[Math.floor(Math.random() * items.length)];

class Client {
  constructor(base, index) {
    this.base = base;
    this.index = index;
    this.ip = `10.77.${index >> 8}.${index & 255}`;
    this.email = `load-${RUN}-${index}@example.test`;
    /** What this client knows the server holds: id -> { company, notes }. */
    this.jobs = new Map();
    this.seq = 0;
  }

  api(method, path, body) {
    return call(this.base, method, path, { token: this.token, body, ip: this.ip });
  }

  async signUp() {
    const res = await call(this.base, "POST", "/auth/register", {
      body: { name: `Load Client ${this.index}`, email: this.email, password: PASSWORD },
      ip: this.ip,
    });
    if (res.status !== 201) throw new Error(`client ${this.index} sign-up: ${res.status} ${JSON.stringify(res.body)}`);
    this.token = res.body.token;
  }

  nextFields() {
    this.seq++;
    return { company: `C${this.index}-${this.seq}`, notes: `notes ${this.index}/${this.seq} ${RUN}` };
  }

  async create() {
    const fields = this.nextFields();
    const res = await this.api("POST", "/jobs", { ...fields, position: "Load Tester", applicationDate: "2026-01-15" });
    if (res.status === 201) {
      this.jobs.set(res.body.job._id, fields);
      totals.created++;
      if (this.jobs.size > FREE_LIMIT) totals.limitExceeded++;
    } else if (res.status === 403 && /limit/i.test(res.body.message ?? "")) {
      if (this.jobs.size < FREE_LIMIT) recordError(`client ${this.index}: 403 with ${this.jobs.size} jobs`);
      else totals.limit403++;
    } else {
      recordError(`client ${this.index} create: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    }
  }

  async edit() {
    const id = pick([...this.jobs.keys()]);
    const fields = this.nextFields();
    const res = await this.api("PATCH", `/jobs/${id}`, fields);
    if (res.status === 200 && res.body.job?.company === fields.company && res.body.job?.notes === fields.notes) {
      this.jobs.set(id, fields);
      totals.edited++;
    } else {
      recordError(`client ${this.index} edit: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    }
  }

  async remove() {
    const id = pick([...this.jobs.keys()]);
    const res = await this.api("DELETE", `/jobs/${id}`);
    if (res.status === 200) {
      this.jobs.delete(id);
      totals.deleted++;
    } else {
      recordError(`client ${this.index} delete: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    }
  }

  async run(deadline) {
    while (Date.now() < deadline) {
      const roll = Math.random();
      // Creates outweigh deletes, so every client reaches the plan limit and meets its 403.
      if (this.jobs.size === 0 || roll < 0.45) await this.create();
      else if (roll < 0.8) await this.edit();
      else await this.remove();
    }
  }

  /** Creates past the limit all at once: exactly the free slots may succeed. */
  async burst() {
    const free = FREE_LIMIT - this.jobs.size;
    const attempts = await Promise.all(
      Array.from({ length: FREE_LIMIT + 5 }, async () => {
        const fields = this.nextFields();
        const res = await this.api("POST", "/jobs", { ...fields, position: "Burst", applicationDate: "2026-01-15" });
        return { res, fields };
      }),
    );
    let ok = 0;
    for (const { res, fields } of attempts) {
      if (res.status === 201) {
        ok++;
        this.jobs.set(res.body.job._id, fields);
        totals.burstCreated++;
      } else if (res.status === 403) totals.burst403++;
      else recordError(`client ${this.index} burst: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    }
    if (ok > free) totals.limitExceeded += ok - free;
    if (this.jobs.size > FREE_LIMIT) totals.limitExceeded++;
  }

  /** Compares the server's list with what this client did. */
  async verify() {
    const res = await this.api("GET", "/jobs?limit=100");
    if (res.status !== 200) {
      recordError(`client ${this.index} verify: ${res.status}`);
      return;
    }
    const server = new Map();
    for (const job of res.body.jobs) {
      if (server.has(job._id)) totals.duplicated++;
      server.set(job._id, job);
    }
    const companies = res.body.jobs.map((j) => j.company);
    totals.duplicated += companies.length - new Set(companies).size;
    if (res.body.totalJobs > FREE_LIMIT) totals.limitExceeded++;
    for (const [id, fields] of this.jobs) {
      const job = server.get(id);
      if (!job) totals.lost++;
      else if (job.company !== fields.company || job.notes !== fields.notes) totals.wrongContent++;
    }
    for (const id of server.keys()) if (!this.jobs.has(id)) totals.duplicated++;
    if (res.body.totalJobs !== this.jobs.size) {
      recordError(`client ${this.index}: server total ${res.body.totalJobs}, client knows ${this.jobs.size}`);
    }
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main() {
  // Passwords hash at the production cost here: sign-up and sign-in are part of what is measured.
  const app = new LocalApp(await freePort(), "load", { vars: {} });
  const base = app.base;
  process.on("SIGINT", () => {
    app.kill();
    process.exit(130);
  });
  process.on("exit", () => app.kill());

  console.log(`Load test: ${CLIENTS} clients for ${SECONDS} s against ${base}`);
  app.prepare({ build: process.env.LOAD_SKIP_BUILD !== "1" });
  try {
    await app.start();
    console.log(`  log ${app.log}`);

    const clients = Array.from({ length: CLIENTS }, (_, i) => new Client(base, i));
    await Promise.all(clients.map((c) => c.signUp()));
    console.log(`  ${CLIENTS} clients signed up`);

    const firstTimed = latencies.length;
    const runStart = Date.now();
    const deadline = runStart + SECONDS * 1000;
    await Promise.all(clients.map((c) => c.run(deadline)));
    const elapsed = (Date.now() - runStart) / 1000;
    const timedRequests = totals.requests - CLIENTS;
    const timedLatencies = latencies.slice(firstTimed);
    await Promise.all(clients.map((c) => c.burst()));
    await Promise.all(clients.map((c) => c.verify()));

    const sorted = timedLatencies.sort((a, b) => a - b);
    const ms = (v) => `${v.toFixed(0)} ms`;
    const rows = [
      ["clients", CLIENTS],
      ["timed phase", `${elapsed.toFixed(1)} s`],
      ["requests (timed phase)", timedRequests],
      ["requests (all, incl. sign-up, burst, verify)", totals.requests],
      ["throughput (timed phase)", `${(timedRequests / elapsed).toFixed(1)} req/s`],
      [
        "latency p50 / p95 / p99 / max (timed phase)",
        sorted.length ? [50, 95, 99, 100].map((p) => ms(percentile(sorted, p))).join(" / ") : "-",
      ],
      ["jobs created", totals.created],
      ["jobs edited", totals.edited],
      ["jobs deleted", totals.deleted],
      ["403 at the plan limit (expected)", totals.limit403],
      ["burst creates accepted / refused 403", `${totals.burstCreated} / ${totals.burst403}`],
      ["errors", totals.errors],
      ["lost writes", totals.lost],
      ["duplicated writes", totals.duplicated],
      ["wrong contents", totals.wrongContent],
      ["plan limit exceeded", totals.limitExceeded],
    ];
    const width = Math.max(...rows.map(([k]) => k.length));
    console.log("");
    for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
    console.log("");
    if (errorSamples.length) console.log(`  first errors:\n    ${errorSamples.join("\n    ")}`);
    const failed = totals.errors + totals.lost + totals.duplicated + totals.wrongContent + totals.limitExceeded;
    console.log(failed === 0 ? "  PASS" : "  FAIL");
    process.exitCode = failed === 0 ? 0 : 1;
  } finally {
    await app.stop();
    app.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
