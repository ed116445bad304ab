#!/usr/bin/env node
/**
 * `npm run bench:match`: the match engine's speed (issue 33: a two-page resume against a 1,000-word posting
 * in under 5 ms of CPU on the Worker) and its shipped size. Bundles core/match with esbuild (as the app's
 * and the extension's builds do), then times `matchResume`:
 * in Node: the first call of a fresh process (it compiles the dictionary), then MATCH_RUNS calls (default
 * 300): wall time per call and the process's CPU time per call (on a shared machine the wall time also
 * counts the time other processes held the core; the CPU time does not). The same texts inside workerd:
 * tests/worker/perf/match-speed.test.ts.
 * The texts are the fixed pairs' (core/match/fixtures.ts), joined until the posting has 1,000 words and
 * the resume about 900 (two pages). Not part of `npm test`: timings depend on the machine.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const RUNS = Number(process.env.MATCH_RUNS ?? 300);
const root = fileURLToPath(new URL("..", import.meta.url));
const dir = mkdtempSync(join(os.tmpdir(), "bench-match-"));

async function bundle(entry, minify) {
  const result = await build({
    entryPoints: [join(root, entry)],
    bundle: true,
    format: "esm",
    platform: "neutral",
    minify,
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0].text;
}

function words(text) {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Joins the texts, in order and then again, until the words reach `target`. */
function joinUntil(texts, target) {
  const parts = [];
  let n = 0;
  for (let i = 0; n < target; i++) {
    const t = texts[i % texts.length];
    parts.push(t);
    n += words(t);
  }
  const all = parts.join("\n\n").split(/(\s+)/);
  let count = 0;
  let out = "";
  for (const piece of all) {
    if (/\S/.test(piece)) {
      if (count === target) break;
      count++;
    }
    out += piece;
  }
  return out;
}

function stats(ms) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { median: at(0.5), p95: at(0.95), max: s[s.length - 1] };
}

const fmt = (n) => n.toFixed(2);

try {
  const engine = await bundle("core/match/index.ts", true);
  const fixtures = await bundle("core/match/fixtures.ts", false);
  const enginePath = join(dir, "engine.mjs");
  const fixturesPath = join(dir, "fixtures.mjs");
  writeFileSync(enginePath, engine);
  writeFileSync(fixturesPath, fixtures);
  const { FIXTURES } = await import(pathToFileURL(fixturesPath).href);
  const posting = joinUntil(
    FIXTURES.map((f) => f.posting),
    1000,
  );
  const resume = joinUntil(
    FIXTURES.map((f) => f.resume),
    900,
  );

  console.log(
    `engine bundle (core/match, minified): ${(engine.length / 1024).toFixed(1)} KiB, gzip ${(gzipSync(engine).length / 1024).toFixed(1)} KiB`,
  );
  console.log(
    `posting ${words(posting)} words, resume ${words(resume)} words, ${RUNS} runs; Node ${process.version}, ${os.cpus()[0].model}, load ${os.loadavg()[0].toFixed(2)}`,
  );

  // Node: first call (dictionary compiled), then the runs.
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const { matchResume } = await import(pathToFileURL(enginePath).href);
  const first = matchResume(posting, resume);
  const firstMs = performance.now() - t0;
  const firstCpu = (process.cpuUsage(cpu0).user + process.cpuUsage(cpu0).system) / 1000;
  const times = [];
  const cpu1 = process.cpuUsage();
  for (let i = 0; i < RUNS; i++) {
    const s = performance.now();
    matchResume(posting, resume);
    times.push(performance.now() - s);
  }
  const cpu = process.cpuUsage(cpu1);
  const node = stats(times);
  console.log(
    `node: first call (import + dictionary + match) ${fmt(firstMs)} ms wall, ${fmt(firstCpu)} ms CPU; then median ${fmt(node.median)} ms, p95 ${fmt(node.p95)} ms, max ${fmt(node.max)} ms; CPU per call ${fmt((cpu.user + cpu.system) / 1000 / RUNS)} ms`,
  );
  console.log(`  result: score ${first.score}, ${first.terms.length} terms, ${first.summary}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
