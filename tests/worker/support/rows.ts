/** Records made through the API, and rows read straight from D1 to check what a request changed. */
import { env } from "cloudflare:workers";
import { api } from "./requests";
import { as, type SignedUp, signUpForWeb } from "./users";

type Owner = Pick<SignedUp, "token" | "ip">;

export const JOB = {
  company: "Initech",
  position: "Engineer",
  status: "applied",
  jobType: "full-time",
  jobLocation: "Remote",
  notes: "original notes",
  salary: { min: 10, max: 20, currency: "INR" },
  applicationDate: "2026-01-15",
  priority: "medium",
  favorite: false,
};

export async function createJob(owner: Owner, fields: Record<string, unknown> = {}): Promise<string> {
  const res = await api("POST", "/jobs", { ...as(owner), body: { ...JOB, ...fields } });
  if (res.status !== 201) throw new Error(`create job failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.job._id;
}

export async function addInterview(owner: Owner, jobId: string, fields: Record<string, unknown> = {}) {
  const res = await api("POST", `/jobs/${jobId}/interviews`, {
    ...as(owner),
    body: { date: "2026-06-01T10:00", interviewType: "video", withPerson: "Ann", notes: "first", ...fields },
  });
  if (res.status !== 200) throw new Error(`add interview failed: ${res.status} ${JSON.stringify(res.body)}`);
  const list: { _id: string }[] = res.body.job.interviewHistory;
  return list[list.length - 1]._id;
}

/** A user (API and web) with one job that has one interview. */
export async function userWithJob(opts: { name?: string; company?: string } = {}) {
  const user = await signUpForWeb({ name: opts.name });
  const jobId = await createJob(user, opts.company ? { company: opts.company } : {});
  const interviewId = await addInterview(user, jobId);
  return { ...user, jobId, interviewId };
}

/**
 * A document row's columns but those the text queue's consumer writes on its own a moment after an upload
 * (issue 33: `text`, `text_status`, `text_truncated`, `text_at`), so a comparison across that moment does not
 * race it; `text_edited` stays (only its owner's correction sets it).
 */
export const DOCUMENT_COLUMNS =
  "id, user_id, name, type, content_type, size, sha256, status, created_at, updated_at, text_edited";

/** Everything a user owns that an attack could change, read straight from D1. */
export async function snapshot(userId: string): Promise<string> {
  const [user, jobs, interviews, sessions, documents, links, objects, offers] = await Promise.all([
    env.DB.prepare(
      "SELECT id, name, email, password_hash, current_plan_id, time_zone, is_active, updated_at FROM users WHERE id = ?",
    )
      .bind(userId)
      .all(),
    env.DB.prepare("SELECT * FROM jobs WHERE user_id = ? ORDER BY id").bind(userId).all(),
    env.DB.prepare("SELECT * FROM interviews WHERE user_id = ? ORDER BY id").bind(userId).all(),
    env.DB.prepare("SELECT id, expires_at FROM sessions WHERE user_id = ? ORDER BY id").bind(userId).all(),
    env.DB.prepare(`SELECT ${DOCUMENT_COLUMNS} FROM documents WHERE user_id = ? ORDER BY id`).bind(userId).all(),
    env.DB.prepare("SELECT * FROM job_documents WHERE user_id = ? ORDER BY job_id, document_id").bind(userId).all(),
    env.DOCUMENTS.list({ prefix: `${userId}/` }),
    env.DB.prepare("SELECT * FROM offers WHERE user_id = ? ORDER BY id").bind(userId).all(),
  ]);
  return JSON.stringify({
    user: user.results,
    jobs: jobs.results,
    interviews: interviews.results,
    sessions: sessions.results,
    documents: documents.results,
    links: links.results,
    objects: objects.objects.map((o) => [o.key, o.etag, o.size]),
    offers: offers.results,
  });
}

export async function jobRow(jobId: string) {
  return env.DB.prepare("SELECT * FROM jobs WHERE id = ?").bind(jobId).first<Record<string, unknown>>();
}

export async function countJobs(userId: string): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM jobs WHERE user_id = ?")
    .bind(userId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}
