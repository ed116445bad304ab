/**
 * Migration 0013's backfill (issue 23): an application that existed before status history gets one
 * starting entry, its current status at its creation time. Run here against rows written without history
 * (in a file of its own: the statement covers every job of the database).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createJob, signUp } from "../support";

describe("migration 0013 backfill", () => {
  it("gives each existing application one entry: null → its status, at its creation", async () => {
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0013_"));
    const backfill = migration?.queries.at(-1) ?? "";
    expect(backfill).toMatch(/^INSERT INTO job_status_history/m);
    const user = await signUp();
    const applied = await createJob(user, { status: "applied" });
    const offer = await createJob(user, { status: "offer" });
    await env.DB.prepare("DELETE FROM job_status_history").run();
    await env.DB.prepare(backfill).run();
    const { results } = await env.DB.prepare(
      `SELECT h.job_id, h.from_status, h.to_status, h.at = j.created_at AS at_creation, h.from_at
       FROM job_status_history h JOIN jobs j ON j.id = h.job_id ORDER BY h.to_status`,
    ).all();
    expect(results).toEqual([
      { job_id: applied, from_status: null, to_status: "applied", at_creation: 1, from_at: null },
      { job_id: offer, from_status: null, to_status: "offer", at_creation: 1, from_at: null },
    ]);
  });
});
