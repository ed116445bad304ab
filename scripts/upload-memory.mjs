/**
 * What a 10 MB upload and its download cost in memory (issue 21, docs/performance.md "Memory of a
 * 10 MB upload"). workerd has no `performance.memory`, so this measures from outside: the resident set
 * (VmRSS, sampled every 5 ms from /proc) of the local `workerd` process under `wrangler dev` on a
 * production build, idle and during each request, plus the kernel's own peak (VmHWM) before and after.
 * Linux only. Local R2 runs inside the same workerd process, so the figure is an upper bound for the
 * Worker's isolate: it includes the local R2 simulator writing the object.
 *
 *   node scripts/upload-memory.mjs            (MEMORY_ROUNDS=3, MEMORY_SKIP_BUILD=1 to reuse a build)
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { freePort, LocalApp, step } from "./lib/local-app.mjs";
import { idle, memory, memoryOf, sampled, workerdPids } from "./lib/process-memory.mjs";

const MB = 1024 * 1024;
const ROUNDS = Number(process.env.MEMORY_ROUNDS ?? 3);
const FILE_BYTES = 10 * MB - 4096;

/** A PDF of FILE_BYTES with random (incompressible) filler, distinct each round. */
function pdfFile() {
  const bytes = new Uint8Array(FILE_BYTES);
  for (let at = 0; at < bytes.length; at += 65536) crypto.getRandomValues(bytes.subarray(at, at + 65536));
  bytes.set(new TextEncoder().encode("%PDF-1.7\n%"), 0);
  return new Blob([bytes], { type: "application/pdf" });
}

const fmt = (n) => n.toFixed(1);

/** A 10 MB body the types refuse (HTML): parsed and sniffed, never written to R2. */
function htmlFile() {
  return new Blob(["<!doctype html>", "x".repeat(FILE_BYTES - 15)]);
}

/**
 * Each measurement on a freshly started server (same local state), after a warm-up: V8 grows its heap
 * and keeps it, so a second 10 MB request on the same process reuses memory the first one took and
 * shows a smaller step. A fresh process per measurement shows the step each request alone causes.
 */
async function main() {
  const port = await freePort();
  const app = new LocalApp(port, "memory");
  process.on("exit", () => app.kill());
  app.prepare({ build: process.env.MEMORY_SKIP_BUILD !== "1" });
  await app.start();
  const user = await app.signUp("memory", 1);
  // 10 MB needs a plan above Free's 5 MB.
  step("basic plan", "npx", [
    "wrangler",
    "d1",
    "execute",
    "DB",
    "--local",
    "--persist-to",
    app.state,
    "--command",
    `UPDATE users SET current_plan_id = 'plan_basic' WHERE id = '${user.userId}'`,
  ]);
  const auth = { Authorization: `Bearer ${user.token}`, "CF-Connecting-IP": "10.99.0.1" };
  const post = async (file, name, expected) => {
    const form = new FormData();
    form.append("document", file, name);
    const res = await fetch(`${app.base}/api/v1/documents`, { method: "POST", headers: auth, body: form });
    const body = await res.json();
    if (res.status !== expected) throw new Error(`upload: ${res.status} ${JSON.stringify(body)}`);
    return body.document;
  };
  const download = async (id) => {
    const res = await fetch(`${app.base}/api/v1/documents/${id}/content`, { headers: auth });
    let size = 0;
    for await (const chunk of res.body) size += chunk.length;
    if (size !== FILE_BYTES) throw new Error(`downloaded ${size} bytes`);
    return size;
  };
  const warmUp = async () => {
    const warm = await post(new Blob([`%PDF-1.7\n${crypto.randomUUID()}\n`]), "warm.pdf", 201);
    await download(warm._id).catch(() => {});
    await fetch(`${app.base}/api/v1/documents/${warm._id}`, { method: "DELETE", headers: auth }).then((r) =>
      r.arrayBuffer(),
    );
  };
  const stored = [];
  const scenarios = {
    "10 MB PDF uploaded and stored (201)": () => post(pdfFile(), "ten.pdf", 201).then((d) => stored.push(d._id)),
    "10 MB HTML uploaded and refused after parsing (415, nothing written)": () => post(htmlFile(), "ten.pdf", 415),
    "10 MB PDF downloaded (streamed from R2)": () => download(stored.at(-1)),
  };
  const rows = [];
  let pids = [];
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [name, op] of Object.entries(scenarios)) {
        await app.stop();
        await app.start();
        pids = workerdPids(app.server.pid);
        await warmUp();
        const before = await idle(pids);
        const eachBefore = pids.map((p) => memoryOf(p).rss);
        const hwmBefore = memory(pids).hwm;
        const run = await sampled(pids, op);
        const hwmAfter = memory(pids).hwm;
        const steps = run.each.map((peak, i) => `+${fmt(peak - eachBefore[i])}`).join(" / ");
        rows.push({ round, name, before, peak: run.peak, ms: run.ms, hwm: hwmAfter - hwmBefore, steps });
      }
    }
  } finally {
    const each = pids.map(
      (p) =>
        `${p} (${readFileSync(`/proc/${p}/cmdline`, "utf8").split("\0").slice(1, 3).join(" ")}): ${fmt(memoryOf(p).rss)} MiB`,
    );
    await app.stop();
    app.destroy();
    console.log(`\nworkerd processes (RSS summed over them): ${each.join("; ")}`);
  }
  console.log(`file ${FILE_BYTES} bytes (${fmt(FILE_BYTES / MB)} MiB); RSS in MiB, a fresh server per row\n`);
  console.log(
    "| round | request | idle RSS | peak RSS during the request | step | step per process | VmHWM step | ms |",
  );
  console.log("|---|---|---|---|---|---|---|---|");
  for (const r of rows) {
    console.log(
      `| ${r.round} | ${r.name} | ${fmt(r.before)} | ${fmt(r.peak)} | +${fmt(r.peak - r.before)} | ${r.steps} | +${fmt(r.hwm)} | ${r.ms} |`,
    );
  }
  const load = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  console.log(`\nload average ${load}; commit ${commit}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
