/**
 * Rows read by one forwarded email (issue 32: "handling one message reads at most 50 rows") at a user with
 * 2,000 applications, about two thirds of them at companies whose names start like the sender's: the address
 * and its counter, the owner's zone, at most CANDIDATE_LIMIT candidate jobs on the company index, the insert.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { CANDIDATE_LIMIT } from "@worker/domain/inbox/receive.server";
import worker from "@worker/index";
import { beforeAll, describe, expect, it } from "vitest";
import { describeLog, meteredD1, queryPlans } from "../perf/d1-meter";
import { seedUser } from "../perf/seed";
import type { WebUser } from "../support";
import { rawEmail, storedMessages, turnOn } from "./helpers";

let user: WebUser;
let address: string;

beforeAll(async () => {
  user = await seedUser({ jobs: 2000, interviews: 0, tasks: 0, contacts: 0 });
  address = await turnOn(user);
}, 60_000);

async function meteredDelivery(raw: string) {
  const { db, tracker } = meteredD1();
  let rejected: string | null = null;
  const bytes = new TextEncoder().encode(raw);
  const message = {
    from: "candidate@example.test",
    to: address,
    headers: new Headers(),
    raw: new Blob([bytes]).stream(),
    rawSize: bytes.byteLength,
    setReject: (reason: string) => {
      rejected = reason;
    },
  } as unknown as ForwardableEmailMessage;
  const ctx = createExecutionContext();
  await worker.email?.(message, { ...env, DB: db }, ctx);
  await waitOnExecutionContext(ctx);
  return { rejected, meter: tracker.meter };
}

describe("one forwarded email: rows read", () => {
  it("reads at most 50 rows with 2,000 applications, the candidates from the company index", async () => {
    // "Company <…>": the placeholder understanding names the sender's display name as the company, so the
    // candidates' read runs over the ~1,300 jobs at "Company N" / "company N" and stops at its limit.
    const { rejected, meter } = await meteredDelivery(rawEmail({ from: "Company <jobs@greenhouse.io>" }));
    expect(rejected).toBeNull();
    expect(await storedMessages(user.userId)).toHaveLength(1);
    const candidates = meter.log.find((l) => /from "jobs"/i.test(l.sql));
    expect(candidates, describeLog(meter)).toBeDefined();
    expect(candidates?.rowsRead).toBeLessThanOrEqual(CANDIDATE_LIMIT);
    expect(meter.rowsRead, describeLog(meter)).toBeLessThanOrEqual(50);
    const plans = await queryPlans(meter);
    const plan = plans.find((p) => /from "jobs"/i.test(p.sql))?.plan.join("\n") ?? "";
    expect(plan).toContain("jobs_user_company_nocase_idx");
  });

  it("a refused message reads at most the address's row", async () => {
    const { rejected, meter } = await meteredDelivery(rawEmail());
    expect(rejected).toBeNull();
    const { db, tracker } = meteredD1();
    const ctx = createExecutionContext();
    const message = {
      from: "x@example.test",
      to: `${"a".repeat(26)}@in.offerpath.app`,
      headers: new Headers(),
      raw: new Blob([rawEmail()]).stream(),
      rawSize: 300,
      setReject: () => {},
    } as unknown as ForwardableEmailMessage;
    await worker.email?.(message, { ...env, DB: db }, ctx);
    await waitOnExecutionContext(ctx);
    expect(tracker.meter.rowsRead, describeLog(tracker.meter)).toBeLessThanOrEqual(2);
    expect(meter.rowsRead).toBeLessThanOrEqual(50);
  });
});
