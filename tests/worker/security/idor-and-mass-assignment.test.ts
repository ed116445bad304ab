/**
 * Broken object-level authorization (IDOR) on every verb of every job and interview endpoint, on both
 * faces, and mass assignment of server-owned fields. A foreign id is a 404 and the owner's rows stay
 * byte-for-byte the same.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  api,
  as,
  countJobs,
  createJob,
  download,
  FILES,
  formPost,
  JOB,
  PASSWORD,
  page,
  signUp,
  signUpForWeb,
  snapshot,
  uniqueClientIp,
  upload,
  userWithJob,
} from "../support";

const VICTIM_COMPANY = "Victim Holdings Ltd";

/** An attacker with a job and interview of their own, and a victim with theirs. */
async function pair() {
  const attacker = await userWithJob();
  const victim = await userWithJob({ company: VICTIM_COMPANY });
  return { attacker, victim, before: await snapshot(victim.userId) };
}

type Pair = Awaited<ReturnType<typeof pair>>;

describe("IDOR on the jobs API: another user's ids are 404 and change nothing", () => {
  const cases: [string, string, (p: Pair) => string, unknown, string][] = [
    ["GET", "/jobs/:victimJob", (p) => `/jobs/${p.victim.jobId}`, undefined, "Job not found"],
    [
      "PATCH",
      "/jobs/:victimJob",
      (p) => `/jobs/${p.victim.jobId}`,
      { notes: "owned", status: "rejected" },
      "Job not found",
    ],
    ["PUT", "/jobs/:victimJob", (p) => `/jobs/${p.victim.jobId}`, { ...JOB, notes: "owned" }, "Job not found"],
    ["DELETE", "/jobs/:victimJob", (p) => `/jobs/${p.victim.jobId}`, undefined, "Job not found"],
    ["GET", "/jobs/:victimJob/offer", (p) => `/jobs/${p.victim.jobId}/offer`, undefined, "Job not found"],
    [
      "PUT",
      "/jobs/:victimJob/offer",
      (p) => `/jobs/${p.victim.jobId}/offer`,
      { currency: "INR", fixed: { kind: "total", fixedTotal: 1000000, basicPercent: 40 } },
      "Job not found",
    ],
    ["DELETE", "/jobs/:victimJob/offer", (p) => `/jobs/${p.victim.jobId}/offer`, undefined, "Job not found"],
    [
      "POST",
      "/jobs/:victimJob/interviews",
      (p) => `/jobs/${p.victim.jobId}/interviews`,
      { date: "2026-06-01T10:00", interviewType: "phone" },
      "Job not found",
    ],
    [
      "PATCH",
      "/jobs/:victimJob/interviews/:victimInterview",
      (p) => `/jobs/${p.victim.jobId}/interviews/${p.victim.interviewId}`,
      { notes: "owned" },
      "Job not found",
    ],
    [
      "DELETE",
      "/jobs/:victimJob/interviews/:victimInterview",
      (p) => `/jobs/${p.victim.jobId}/interviews/${p.victim.interviewId}`,
      undefined,
      "Job not found",
    ],
    [
      "PATCH",
      "/jobs/:ownJob/interviews/:victimInterview",
      (p) => `/jobs/${p.attacker.jobId}/interviews/${p.victim.interviewId}`,
      { notes: "owned" },
      "Interview not found",
    ],
    [
      "DELETE",
      "/jobs/:ownJob/interviews/:victimInterview",
      (p) => `/jobs/${p.attacker.jobId}/interviews/${p.victim.interviewId}`,
      undefined,
      "Interview not found",
    ],
  ];

  it.each(cases)("IDOR: %s %s is a 404", async (method, _label, path, body, message) => {
    const p = await pair();
    const res = await api(method, path(p), { ...as(p.attacker), ...(body === undefined ? {} : { body }) });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message });
    expect(await snapshot(p.victim.userId)).toBe(p.before);
  });

  it("IDOR: GET /jobs and its search never list another user's job", async () => {
    const p = await pair();
    for (const query of ["", "?search=Victim", "?limit=100&status=all", "?favorite=&search=Holdings"]) {
      const res = await api("GET", `/jobs${query}`, as(p.attacker));
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body), query).not.toContain(VICTIM_COMPANY);
      expect(res.body.jobs.map((j: { _id: string }) => j._id)).not.toContain(p.victim.jobId);
    }
  });

  it("IDOR: GET /analytics/dashboard counts only the caller's data", async () => {
    const p = await pair();
    const res = await api("GET", "/analytics/dashboard", as(p.attacker));
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain(VICTIM_COMPANY);
    expect(JSON.stringify(res.body)).not.toContain(p.victim.jobId);
  });
});

/** A pair whose victim has a document linked to their job (issue 21). */
async function pairWithDocument() {
  const attacker = await userWithJob();
  const victim = await userWithJob({ company: VICTIM_COMPANY });
  const up = await upload(victim, FILES.pdf(VICTIM_COMPANY), "victim.pdf", { path: `/jobs/${victim.jobId}/documents` });
  if (up.status !== 200) throw new Error(`upload failed: ${up.status}`);
  const documentId: string = up.body.document._id;
  return { attacker, victim, documentId, before: await snapshot(victim.userId) };
}

describe("IDOR on the documents API: another user's document is 404 on every verb and changes nothing", () => {
  type DocPair = Awaited<ReturnType<typeof pairWithDocument>>;
  const cases: [string, (p: DocPair) => Promise<{ status: number; body: unknown }>, string][] = [
    [
      "GET /documents/:victimDoc",
      (p) => api("GET", `/documents/${p.documentId}`, as(p.attacker)),
      "Document not found",
    ],
    [
      "PATCH /documents/:victimDoc",
      (p) =>
        api("PATCH", `/documents/${p.documentId}`, { ...as(p.attacker), body: { name: "owned.pdf", type: "other" } }),
      "Document not found",
    ],
    [
      "DELETE /documents/:victimDoc",
      (p) => api("DELETE", `/documents/${p.documentId}`, as(p.attacker)),
      "Document not found",
    ],
    [
      "GET /documents/:victimDoc/content",
      (p) => api("GET", `/documents/${p.documentId}/content`, as(p.attacker)),
      "Document not found",
    ],
    [
      "GET /documents/:victimDoc/text",
      (p) => api("GET", `/documents/${p.documentId}/text`, as(p.attacker)),
      "Document not found",
    ],
    [
      "PUT /documents/:victimDoc/text",
      (p) => api("PUT", `/documents/${p.documentId}/text`, { ...as(p.attacker), body: { text: "owned" } }),
      "Document not found",
    ],
    [
      "POST /jobs/:ownJob/documents {documentId: victimDoc}",
      (p) =>
        api("POST", `/jobs/${p.attacker.jobId}/documents`, { ...as(p.attacker), body: { documentId: p.documentId } }),
      "Document not found",
    ],
    [
      "POST /jobs/:victimJob/documents {documentId: victimDoc}",
      (p) =>
        api("POST", `/jobs/${p.victim.jobId}/documents`, { ...as(p.attacker), body: { documentId: p.documentId } }),
      "Job not found",
    ],
    [
      "POST /jobs/:victimJob/documents (multipart upload)",
      (p) => upload(p.attacker, FILES.pdf(), "x.pdf", { path: `/jobs/${p.victim.jobId}/documents` }),
      "Job not found",
    ],
    [
      "DELETE /jobs/:victimJob/documents/:victimDoc",
      (p) => api("DELETE", `/jobs/${p.victim.jobId}/documents/${p.documentId}`, as(p.attacker)),
      "Job not found",
    ],
    [
      "DELETE /jobs/:ownJob/documents/:victimDoc",
      (p) => api("DELETE", `/jobs/${p.attacker.jobId}/documents/${p.documentId}`, as(p.attacker)),
      "Document not found",
    ],
    // The resume match (decision 055): another user's job or document, named in any match call.
    ["GET /jobs/:victimJob/match", (p) => api("GET", `/jobs/${p.victim.jobId}/match`, as(p.attacker)), "Job not found"],
    [
      "GET /jobs/:ownJob/match?documentId=victimDoc",
      (p) => api("GET", `/jobs/${p.attacker.jobId}/match?documentId=${p.documentId}`, as(p.attacker)),
      "Document not found",
    ],
    [
      "GET /jobs/:victimJob/match?documentId=victimDoc",
      (p) => api("GET", `/jobs/${p.victim.jobId}/match?documentId=${p.documentId}`, as(p.attacker)),
      "Job not found",
    ],
    [
      "POST /match {documentId: victimDoc}",
      (p) =>
        api("POST", "/match", { ...as(p.attacker), body: { description: "Python and SQL", documentId: p.documentId } }),
      "Document not found",
    ],
  ];

  it.each(cases)("IDOR: %s is a 404", async (_label, call, message) => {
    const p = await pairWithDocument();
    const res = await call(p);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message });
    expect(await snapshot(p.victim.userId)).toBe(p.before);
  });

  it("IDOR: HEAD and ranged GET of another user's content are 404 without a byte of it", async () => {
    const p = await pairWithDocument();
    const attempts: { method?: string; headers?: Record<string, string> }[] = [
      { method: "HEAD" },
      { headers: { Range: "bytes=0-3" } },
      { headers: { "If-None-Match": "*" } },
    ];
    for (const init of attempts) {
      const res = await download(p.attacker, p.documentId, init);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain("%PDF");
    }
  });

  it("IDOR: GET /documents and a job's documents never show another user's file", async () => {
    const p = await pairWithDocument();
    const list = await api("GET", "/documents", as(p.attacker));
    expect(list.body.documents).toEqual([]);
    expect(JSON.stringify(list.body)).not.toContain(p.documentId);
    const job = await api("GET", `/jobs/${p.attacker.jobId}`, as(p.attacker));
    expect(JSON.stringify(job.body)).not.toContain(p.documentId);
  });
});

describe("IDOR on the job screens: another user's ids are 404 and change nothing", () => {
  const pages: [string, (p: Pair) => string][] = [
    ["/jobs/:victimJob", (p) => `/jobs/${p.victim.jobId}`],
    ["/jobs/edit/:victimJob", (p) => `/jobs/edit/${p.victim.jobId}`],
    ["/jobs/:victimJob/delete", (p) => `/jobs/${p.victim.jobId}/delete`],
    ["/jobs/:victimJob/interviews/new", (p) => `/jobs/${p.victim.jobId}/interviews/new`],
    [
      "/jobs/:victimJob/interviews/edit/:victimInterview",
      (p) => `/jobs/${p.victim.jobId}/interviews/edit/${p.victim.interviewId}`,
    ],
    [
      "/jobs/:victimJob/interviews/:victimInterview/delete",
      (p) => `/jobs/${p.victim.jobId}/interviews/${p.victim.interviewId}/delete`,
    ],
  ];

  it.each(pages)("IDOR: GET %s is a 404 page that shows none of the victim's data", async (_label, path) => {
    const p = await pair();
    const res = await page(path(p), p.attacker.cookie);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain(VICTIM_COMPANY);
  });

  const actions: [string, (p: Pair) => string, (p: Pair) => Record<string, string>][] = [
    [
      "POST /jobs/edit/:victimJob",
      (p) => `/jobs/edit/${p.victim.jobId}`,
      () => ({ company: "Owned", position: "Owned" }),
    ],
    ["POST /jobs/:victimJob/delete", (p) => `/jobs/${p.victim.jobId}/delete`, () => ({})],
    [
      "POST /applications intent=status",
      () => "/applications",
      (p) => ({ intent: "status", jobId: p.victim.jobId, status: "rejected" }),
    ],
    [
      "POST /applications intent=favorite",
      () => "/applications",
      (p) => ({ intent: "favorite", jobId: p.victim.jobId, favorite: "true" }),
    ],
    [
      "POST /jobs/:victimJob/interviews/new",
      (p) => `/jobs/${p.victim.jobId}/interviews/new`,
      () => ({ date: "2026-06-01T10:00", interviewType: "phone", withPerson: "", notes: "owned", followUpDate: "" }),
    ],
    [
      "POST /jobs/:victimJob/interviews/edit/:victimInterview",
      (p) => `/jobs/${p.victim.jobId}/interviews/edit/${p.victim.interviewId}`,
      () => ({ date: "2026-06-01T10:00", interviewType: "other", withPerson: "", notes: "owned", followUpDate: "" }),
    ],
    [
      "POST /jobs/:ownJob/interviews/edit/:victimInterview",
      (p) => `/jobs/${p.attacker.jobId}/interviews/edit/${p.victim.interviewId}`,
      () => ({ date: "2026-06-01T10:00", interviewType: "other", withPerson: "", notes: "owned", followUpDate: "" }),
    ],
    [
      "POST /jobs/:victimJob/interviews/:victimInterview/delete",
      (p) => `/jobs/${p.victim.jobId}/interviews/${p.victim.interviewId}/delete`,
      () => ({}),
    ],
    [
      "POST /jobs/:ownJob/interviews/:victimInterview/delete",
      (p) => `/jobs/${p.attacker.jobId}/interviews/${p.victim.interviewId}/delete`,
      () => ({}),
    ],
  ];

  it.each(actions)("IDOR: %s is a 404 and the victim's rows are unchanged", async (_label, path, fields) => {
    const p = await pair();
    const res = await formPost(path(p), fields(p), { cookie: p.attacker.cookie, ip: p.attacker.ip });
    expect(res.status).toBe(404);
    expect(await snapshot(p.victim.userId)).toBe(p.before);
  });

  it("IDOR: /applications and /dashboard never show another user's job", async () => {
    const p = await pair();
    for (const path of ["/applications", "/applications?search=Victim", "/dashboard"]) {
      const res = await page(path, p.attacker.cookie);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).not.toContain(VICTIM_COMPANY);
    }
  });
});

async function planIdOf(name: string): Promise<string> {
  const row = await env.DB.prepare("SELECT id FROM plans WHERE name = ?").bind(name).first<{ id: string }>();
  if (!row) throw new Error(`no plan ${name}`);
  return row.id;
}

async function userRow(userId: string) {
  return env.DB.prepare("SELECT * FROM users WHERE id = ?").bind(userId).first<Record<string, unknown>>();
}

describe("mass assignment: server-owned fields in bodies are ignored", () => {
  it("mass assignment: POST /jobs ignores user, _id, createdAt, updatedAt, __v and interviewHistory", async () => {
    const attacker = await signUp();
    const victim = await signUp();
    const res = await api("POST", "/jobs", {
      ...as(attacker),
      body: {
        ...JOB,
        user: victim.userId,
        userId: victim.userId,
        _id: "chosen-id",
        id: "chosen-id",
        __v: 9,
        createdAt: "2000-01-01T00:00:00.000Z",
        updatedAt: "2000-01-01T00:00:00.000Z",
        interviewHistory: [{ _id: "x", date: "2026-01-01T00:00:00Z", interviewType: "phone" }],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.job._id).not.toBe("chosen-id");
    expect(res.body.job.user).toBe(attacker.userId);
    expect(res.body.job.createdAt.startsWith("2000")).toBe(false);
    expect(res.body.job.interviewHistory).toEqual([]);
    expect(await countJobs(victim.userId)).toBe(0);
  });

  it("mass assignment: PATCH /jobs/:id ignores user, _id and createdAt", async () => {
    const attacker = await signUp();
    const victim = await signUp();
    const jobId = await createJob(attacker);
    const before = await api("GET", `/jobs/${jobId}`, as(attacker));
    const res = await api("PATCH", `/jobs/${jobId}`, {
      ...as(attacker),
      body: { ...before.body.job, user: victim.userId, _id: "other-id", createdAt: "2000-01-01T00:00:00.000Z" },
    });
    expect(res.status).toBe(200);
    expect(res.body.job._id).toBe(jobId);
    expect(res.body.job.user).toBe(attacker.userId);
    expect(res.body.job.createdAt).toBe(before.body.job.createdAt);
    expect(await countJobs(victim.userId)).toBe(0);
  });

  it("mass assignment: POST /jobs/:id/interviews ignores jobId, userId and _id", async () => {
    const attacker = await signUp();
    const victim = await userWithJob();
    const before = await snapshot(victim.userId);
    const jobId = await createJob(attacker);
    const res = await api("POST", `/jobs/${jobId}/interviews`, {
      ...as(attacker),
      body: {
        date: "2026-06-01T10:00",
        interviewType: "phone",
        jobId: victim.jobId,
        job: victim.jobId,
        userId: victim.userId,
        user: victim.userId,
        _id: victim.interviewId,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.job._id).toBe(jobId);
    expect(res.body.job.interviewHistory[0]._id).not.toBe(victim.interviewId);
    expect(await snapshot(victim.userId)).toBe(before);
  });

  it("mass assignment: PATCH /documents/:id ignores size, sha256, contentType, user and status; an upload's extra fields too", async () => {
    const user = await signUp();
    const other = await signUp();
    const up = await upload(user, FILES.text("plain words"), "notes.txt", {
      fields: {
        contentType: "text/html",
        size: "1",
        sha256: "0".repeat(64),
        user: other.userId,
        userId: other.userId,
        status: "pending",
      },
    });
    expect(up.status).toBe(201);
    expect(up.body.document).toMatchObject({ contentType: "text/plain; charset=utf-8", size: 11 });
    const id = up.body.document._id;
    const res = await api("PATCH", `/documents/${id}`, {
      ...as(user),
      body: {
        contentType: "text/html",
        size: 1,
        sha256: "0",
        user: other.userId,
        userId: other.userId,
        status: "pending",
        _id: "x",
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.document).toEqual(
      expect.objectContaining({ _id: id, contentType: "text/plain; charset=utf-8", size: 11 }),
    );
    const row = await env.DB.prepare("SELECT user_id, status, sha256 FROM documents WHERE id = ?").bind(id).first();
    expect(row).toEqual({ user_id: user.userId, status: "ready", sha256: up.body.document.sha256 });
    const served = await download(user, id);
    expect(served.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    await served.arrayBuffer();
  });

  it("mass assignment: a job's echoed `documents` never links a file (contract §1 Input tolerance)", async () => {
    const p = await pairWithDocument();
    const url = `/api/v1/documents/${p.documentId}/content`;
    const res = await api("PATCH", `/jobs/${p.attacker.jobId}`, {
      ...as(p.attacker),
      body: { documents: { resume: url, coverLetter: url, other: [{ _id: p.documentId, name: "x", url }] } },
    });
    expect(res.status).toBe(200);
    expect(res.body.job.documents).toEqual({ resume: "", coverLetter: "", other: [] });
    expect(await snapshot(p.victim.userId)).toBe(p.before);
  });

  it("mass assignment: API sign-up ignores currentPlan, isActive, _id and createdAt", async () => {
    const premium = await planIdOf("premium");
    const res = await api("POST", "/auth/register", {
      body: {
        name: "Plan Thief",
        email: `thief-${crypto.randomUUID().slice(0, 8)}@example.test`,
        password: PASSWORD,
        currentPlan: premium,
        currentPlanId: premium,
        plan: "premium",
        isActive: false,
        _id: "chosen-user-id",
        createdAt: "2000-01-01T00:00:00.000Z",
        role: "admin",
      },
      headers: { "CF-Connecting-IP": uniqueClientIp() },
    });
    expect(res.status).toBe(201);
    expect(res.body.user.currentPlan.name).toBe("free");
    expect(res.body.user.isActive).toBe(true);
    expect(res.body.user._id).not.toBe("chosen-user-id");
    const row = await userRow(res.body.user._id);
    expect(row?.current_plan_id).toBe(await planIdOf("free"));
  });

  it("mass assignment: update-profile ignores currentPlan, password and passwordHash", async () => {
    const user = await signUp();
    const before = await userRow(user.userId);
    const res = await api("PATCH", "/auth/update-profile", {
      ...as(user),
      body: {
        name: "Renamed User",
        currentPlan: { _id: await planIdOf("premium"), name: "premium" },
        currentPlanId: await planIdOf("premium"),
        password: "hijacked-1",
        passwordHash: "scrypt$1$1$1$x$y",
        isActive: false,
      },
    });
    expect(res.status).toBe(200);
    const after = await userRow(user.userId);
    expect(after?.name).toBe("Renamed User");
    expect(after?.current_plan_id).toBe(before?.current_plan_id);
    expect(after?.password_hash).toBe(before?.password_hash);
    expect(after?.is_active).toBe(before?.is_active);
  });

  it("mass assignment: the web sign-up ignores currentPlan fields", async () => {
    const email = `webthief-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const premium = await planIdOf("premium");
    const res = await formPost(
      "/register",
      {
        name: "Web Thief",
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        currentPlan: premium,
        currentPlanId: premium,
        isActive: "false",
      },
      { ip: uniqueClientIp() },
    );
    expect(res.status).toBe(302);
    const row = await env.DB.prepare("SELECT current_plan_id, is_active FROM users WHERE email = ?")
      .bind(email)
      .first<{ current_plan_id: string; is_active: number }>();
    expect(row?.current_plan_id).toBe(await planIdOf("free"));
    expect(row?.is_active).toBe(1);
  });

  it("mass assignment: the web profile form ignores currentPlan and password fields", async () => {
    const user = await signUpForWeb();
    const before = await userRow(user.userId);
    const res = await formPost(
      "/profile",
      {
        intent: "profile",
        name: "Profile Renamed",
        email: user.email,
        timeZone: "UTC",
        currentPlanId: await planIdOf("premium"),
        password: "hijacked-1",
      },
      { cookie: user.cookie, ip: user.ip },
    );
    expect(res.status).toBe(302);
    const after = await userRow(user.userId);
    expect(after?.name).toBe("Profile Renamed");
    expect(after?.current_plan_id).toBe(before?.current_plan_id);
    expect(after?.password_hash).toBe(before?.password_hash);
  });

  it("mass assignment: the web job form ignores user and userId fields", async () => {
    const attacker = await signUpForWeb();
    const victim = await signUp();
    const res = await formPost(
      "/jobs/new",
      { company: "Planted", position: "P", user: victim.userId, userId: victim.userId, _id: "chosen" },
      { cookie: attacker.cookie, ip: attacker.ip },
    );
    expect(res.status).toBe(302);
    expect(await countJobs(victim.userId)).toBe(0);
    expect(await countJobs(attacker.userId)).toBe(1);
    const row = await env.DB.prepare("SELECT id FROM jobs WHERE user_id = ?")
      .bind(attacker.userId)
      .first<{ id: string }>();
    expect(row?.id).not.toBe("chosen");
  });
});
