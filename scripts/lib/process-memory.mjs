/**
 * The resident memory of local workerd under `wrangler dev`, measured from outside (workerd has no
 * `performance.memory`): VmRSS sampled from /proc every 5 ms, and the kernel's peak (VmHWM). Linux only.
 * Shared by scripts/upload-memory.mjs and scripts/export-memory.mjs.
 */
import { readdirSync, readFileSync } from "node:fs";

/** Every process below `pid`, by walking /proc's parent links. */
function descendants(pid) {
  const children = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone
    }
  }
  const out = [];
  const walk = (p) => {
    for (const c of children.get(p) ?? []) {
      out.push(c);
      walk(c);
    }
  };
  walk(pid);
  return out;
}

/** The `workerd` processes wrangler dev started (the app's runtime, and its proxy's). */
export function workerdPids(serverPid) {
  const found = descendants(serverPid).filter((p) => {
    try {
      return readFileSync(`/proc/${p}/comm`, "utf8").trim() === "workerd";
    } catch {
      return false;
    }
  });
  if (found.length === 0) throw new Error("no workerd process");
  return found;
}

/** VmRSS and VmHWM of one process, in MiB. */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = (key) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN);
  return { rss: kib("VmRSS") / 1024, hwm: kib("VmHWM") / 1024 };
}

/** The workerd processes together: the sum of their RSS and of their peaks. */
export function memory(pids) {
  return pids.map(memoryOf).reduce((a, b) => ({ rss: a.rss + b.rss, hwm: a.hwm + b.hwm }), { rss: 0, hwm: 0 });
}

/** Runs `work` while sampling the RSS every 5 ms; the peak and the last sample. */
export async function sampled(pids, work) {
  let peak = memory(pids).rss;
  const each = pids.map((p) => memoryOf(p).rss);
  let running = true;
  const sampler = (async () => {
    while (running) {
      peak = Math.max(peak, memory(pids).rss);
      pids.forEach((p, i) => {
        each[i] = Math.max(each[i], memoryOf(p).rss);
      });
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  const started = Date.now();
  const result = await work();
  const ms = Date.now() - started;
  running = false;
  await sampler;
  return { peak: Math.max(peak, memory(pids).rss), each, ms, result };
}

export async function idle(pids) {
  await new Promise((r) => setTimeout(r, 1500));
  const samples = [];
  for (let i = 0; i < 20; i++) {
    samples.push(memory(pids).rss);
    await new Promise((r) => setTimeout(r, 25));
  }
  return samples.sort((a, b) => a - b)[10];
}
