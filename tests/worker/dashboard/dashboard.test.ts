import { env } from "cloudflare:workers";
import { jobCreateSchema } from "@core/schemas/job";
import { createJob } from "@worker/domain/jobs.server";
import { describe, expect, it } from "vitest";
import { api, page, signUpForWeb, testDeps } from "../support";

const DAY = 24 * 60 * 60 * 1000;

async function addJob(userId: string, fields: Record<string, unknown>) {
  const result = await createJob(
    testDeps(),
    userId,
    jobCreateSchema.parse({ company: "Co", position: "Role", ...fields }),
  );
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

/** Rows straight into the real table, so a test can place any status and due date. */
async function addTask(userId: string, title: string, fields: { status?: string; dueDate?: number | null } = {}) {
  await env.DB.prepare("INSERT INTO tasks (id, user_id, title, status, due_date) VALUES (?, ?, ?, ?, ?)")
    .bind(crypto.randomUUID(), userId, title, fields.status ?? "pending", fields.dueDate ?? null)
    .run();
}

describe("GET /analytics/dashboard", () => {
  it("counts the caller's jobs by status, with total excluding saved", async () => {
    const u = await signUpForWeb();
    for (const status of ["applied", "applied", "screening", "interview", "offer", "rejected", "saved"]) {
      await addJob(u.userId, { status });
    }
    const other = await signUpForWeb();
    await addJob(other.userId, { status: "offer" });

    const res = await api("GET", "/analytics/dashboard", { token: u.token });
    expect(res.status).toBe(200);
    expect(res.body.data.applicationStats).toEqual({
      total: 6,
      applied: 2,
      screening: 1,
      interview: 1,
      offer: 1,
      rejected: 1,
      withdrawn: 0,
      saved: 1,
    });
    expect(res.body.data.recentApplications.map((j: { status: string }) => j.status)).not.toContain("saved");
    expect(res.body.data.activityOverview).toMatchObject({ totalContacts: 0 });
  });

  it("lists pending tasks due in the next 7 days, soonest first, and only the caller's", async () => {
    const u = await signUpForWeb();
    const other = await signUpForWeb();
    const now = Date.now();
    await addTask(u.userId, "later", { dueDate: now + 3 * DAY });
    await addTask(u.userId, "soon", { dueDate: now + DAY });
    await addTask(u.userId, "done", { status: "completed", dueDate: now + DAY });
    await addTask(u.userId, "far", { dueDate: now + 30 * DAY });
    await addTask(other.userId, "not mine", { dueDate: now + DAY });
    const res = await api("GET", "/analytics/dashboard", { token: u.token });
    expect(res.body.data.pendingTasks.map((t: { title: string }) => t.title)).toEqual(["soon", "later"]);
    expect(res.body.data.activityOverview).toMatchObject({ completedTasks: 1, pendingTasks: 3 });
  });

  it("requires a bearer token", async () => {
    expect((await api("GET", "/analytics/dashboard")).status).toBe(401);
  });
});

describe("/dashboard screen", () => {
  it("shows the four stat cards, the 4 newest applications and the 3 soonest pending tasks", async () => {
    const u = await signUpForWeb({ timeZone: "Asia/Kolkata" });
    for (const [company, status] of [
      ["Oldest Co", "applied"],
      ["Beta", "screening"],
      ["Gamma", "interview"],
      ["Delta", "offer"],
      ["Newest Co", "applied"],
    ]) {
      await addJob(u.userId, { company, status });
    }
    const now = Date.now();
    await addTask(u.userId, "No date task");
    await addTask(u.userId, "Due tomorrow", { dueDate: now + DAY });
    await addTask(u.userId, "Due in a week", { dueDate: now + 7 * DAY });
    await addTask(u.userId, "Overdue task", { dueDate: now - 3 * DAY });
    await addTask(u.userId, "Completed task", { status: "completed", dueDate: now });
    await addTask(u.userId, "Cancelled task", { status: "cancelled", dueDate: now - 4 * DAY });
    await addTask(u.userId, "Started task", { status: "in-progress", dueDate: now - 5 * DAY });

    const html = await (await page("/dashboard", u.cookie)).text();
    const card = (label: string) => new RegExp(`${label}</p><p[^>]*>(\\d+)</p>`).exec(html)?.[1];
    expect(card("Applications")).toBe("5");
    expect(card("Active Applications")).toBe("4");
    expect(card("Interviews")).toBe("1");
    expect(card("Offers")).toBe("1");
    expect(html).toContain("Newest Co");
    expect(html).not.toContain("Oldest Co");
    expect(html).toContain("Overdue task");
    expect(html).toContain("Due tomorrow");
    expect(html).toContain("Tomorrow");
    expect(html).toContain("Due in a week");
    expect(html).not.toContain("No date task");
    expect(html).not.toContain("Completed task");
    expect(html).not.toContain("Cancelled task");
    expect(html).not.toContain("Started task");
  });

  it("counts what the list shows, saved included, and says how many are saved (issue 30)", async () => {
    const u = await signUpForWeb({ timeZone: "Asia/Kolkata" });
    for (const status of ["applied", "screening", "saved"]) await addJob(u.userId, { status, company: `Co ${status}` });
    const html = await (await page("/dashboard", u.cookie)).text();
    const card = (label: string) => new RegExp(`>${label}</p><p[^>]*>(\\d+)</p>`).exec(html)?.[1];
    expect(card("Applications")).toBe("3");
    expect(html).toContain("3 applications (1 saved)");
    const list = await api("GET", "/jobs", { token: u.token });
    expect(list.body.totalJobs).toBe(3);
    // A saved job was not applied to: its date says when it was saved.
    expect(html).toMatch(/Co saved<span[^>]*> · <!-- -->Saved /);
    expect(html).toMatch(/Co applied<span[^>]*> · <!-- -->Applied /);
    // The list and the job's page say the same.
    const listed = await (await page("/applications", u.cookie)).text();
    // The rows' facts are HTML the loader draws (decision 067): no React text separators in them.
    expect([...listed.matchAll(/<dt>(Saved|Applied)(?:<!-- -->)?:<\/dt>/g)].map((m) => m[1]).sort()).toEqual([
      "Applied",
      "Applied",
      "Saved",
    ]);
    const savedId = list.body.jobs.find((j: { status: string }) => j.status === "saved")._id;
    const detail = await (await page(`/jobs/${savedId}`, u.cookie)).text();
    // The page's head is HTML its loader draws (decision 067): no React text separators in it.
    expect(detail).toMatch(/<\/svg>Saved(<!-- -->)? (<!-- -->)?\d/);
    expect(detail).not.toMatch(/<\/svg>Applied(<!-- -->)? /);
  });

  it("names the first three contacts with a follow-up due, linked, longest waiting first (issue 30)", async () => {
    const u = await signUpForWeb({ timeZone: "Asia/Kolkata" });
    const today = new Date();
    const dateOnly = (daysAgo: number) =>
      new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - daysAgo))
        .toISOString()
        .slice(0, 10);
    const ids: Record<string, string> = {};
    for (const [name, daysAgo] of [
      ["Waiting Two", 2],
      ["Waiting Ten", 10],
      ["Waiting Five", 5],
      ["Waiting One", 1],
    ] as const) {
      const res = await api("POST", "/contacts", {
        token: u.token,
        body: { name, company: "Acme", followUpDate: dateOnly(daysAgo) },
      });
      expect(res.status).toBe(201);
      ids[name] = res.body.contact._id;
    }
    await api("POST", "/contacts", { token: u.token, body: { name: "Not Yet", followUpDate: dateOnly(-3) } });
    const html = await (await page("/dashboard", u.cookie)).text();
    expect(html).toContain("4 contacts are waiting for you to follow up; the 3 waiting longest:");
    const named = [...html.matchAll(/href="\/contacts\/([^"]+)"[^>]*>(Waiting [A-Za-z]+)</g)].map((m) => [m[2], m[1]]);
    expect(named).toEqual([
      ["Waiting Ten", ids["Waiting Ten"]],
      ["Waiting Five", ids["Waiting Five"]],
      ["Waiting Two", ids["Waiting Two"]],
    ]);
    expect(html).not.toContain("Not Yet");
  });

  it("is honest when empty", async () => {
    const u = await signUpForWeb();
    const html = await (await page("/dashboard", u.cookie)).text();
    expect(html).toContain("No applications yet");
    expect(html).toContain("No upcoming tasks");
  });
});
