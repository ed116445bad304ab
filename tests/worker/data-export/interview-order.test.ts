/**
 * `interviews.job_created_at` (migration 0018, decision 033): the triggers keep each interview's copy of its
 * job's creation time, whatever writes the interview, so the export can read interviews in the jobs' order.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, signUp } from "../support";

const stamps = (jobId: string) =>
  env.DB.prepare(
    "SELECT i.job_created_at AS copy, j.created_at AS job FROM interviews i JOIN jobs j ON j.id = i.job_id WHERE i.job_id = ?",
  )
    .bind(jobId)
    .all<{ copy: number; job: number }>()
    .then((r) => r.results);

describe("an interview's copy of its job's creation time", () => {
  it("is written by the trigger when the API adds an interview, and follows the job and the interview", async () => {
    const user = await signUp();
    const made = async (company: string) => {
      const res = await api("POST", "/jobs", {
        token: user.token,
        body: { company, position: "Engineer", applicationDate: "2026-01-15" },
      });
      expect(res.status).toBe(201);
      return res.body.job._id as string;
    };
    const [first, second] = [await made("Acme"), await made("Globex")];
    const added = await api("POST", `/jobs/${first}/interviews`, {
      token: user.token,
      body: { date: "2026-05-01T10:00", interviewType: "video" },
    });
    expect(added.status).toBe(200);
    const [row] = await stamps(first);
    expect(row.copy).toBe(row.job);
    expect(row.copy).toBeGreaterThan(0);

    // The job's creation time changes (an import's correction): its interviews follow.
    await env.DB.prepare("UPDATE jobs SET created_at = 1000 WHERE id = ?").bind(first).run();
    expect((await stamps(first))[0].copy).toBe(1000);

    // The interview moves to another job: it takes that job's time.
    await env.DB.prepare("UPDATE interviews SET job_id = ? WHERE job_id = ?").bind(second, first).run();
    const [moved] = await stamps(second);
    expect(moved.copy).toBe(moved.job);
    expect(moved.copy).not.toBe(1000);
  });
});
