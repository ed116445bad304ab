/**
 * The match engine inside workerd (issue 33: a two-page resume against a 1,000-word posting in under 5 ms
 * of CPU on the Worker; docs/performance.md "Match engine"). workerd's clock stands still while code runs
 * and moves at I/O (a timing side-channel defence), so each figure is read after an awaited timer that
 * follows the calls: it is their total plus one timer tick. On a shared machine other processes stretch
 * some bursts, so the fastest burst is the figure closest to the engine's own CPU time; the median is
 * printed beside it. The bound asserted is five times the budget, a guard against a regression such as a
 * regex built per skill per call.
 */
import { FIXTURES } from "@core/match/fixtures";
import { matchResume } from "@core/match/index";
import { describe, expect, it } from "vitest";

/** Bursts of calls, each timed on its own: on a shared machine the fastest bursts are the ones no other process interrupted. */
const BURSTS = 40;
const PER_BURST = 20;

/** The fixtures' texts joined, in order and again, cut at `target` words. */
function joinUntil(texts: string[], target: number): string {
  const pieces = texts.join("\n\n").repeat(3).split(/(\s+)/);
  let count = 0;
  let out = "";
  for (const piece of pieces) {
    if (/\S/.test(piece) && count++ === target) break;
    out += piece;
  }
  return out;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("match engine speed in workerd", () => {
  it("matches a two-page resume against a 1,000-word posting within budget", async () => {
    const posting = joinUntil(
      FIXTURES.map((f) => f.posting),
      1000,
    );
    const resume = joinUntil(
      FIXTURES.map((f) => f.resume),
      900,
    );
    await tick();
    const cold0 = Date.now();
    const first = matchResume(posting, resume);
    await tick();
    const cold = Date.now() - cold0;

    const bursts: number[] = [];
    for (let burst = 0; burst < BURSTS; burst++) {
      await tick();
      const t0 = Date.now();
      for (let i = 0; i < PER_BURST; i++) matchResume(posting, resume);
      await tick();
      bursts.push((Date.now() - t0) / PER_BURST);
    }
    bursts.sort((a, b) => a - b);
    const at = (q: number) => bursts[Math.floor(q * (bursts.length - 1))].toFixed(2);
    console.log(
      `match in workerd: ${posting.split(/\s+/).length}-word posting, ${resume.split(/\s+/).length}-word resume; first call ${cold} ms (compiles the dictionary); then per call, over ${BURSTS} bursts of ${PER_BURST} calls: fastest burst ${at(0)} ms, median ${at(0.5)} ms, slowest ${at(1)} ms; score ${first.score}, ${first.terms.length} terms`,
    );
    expect(first.terms.length).toBeGreaterThan(100);
    expect(bursts[0]).toBeLessThan(25);
  });
});
