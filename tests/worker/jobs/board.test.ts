/**
 * The board (issue 31, decision 046): moves through the API and the screen's form, each column's order
 * after many moves, ownership of every id a move names, refusals, and the view remembered per user.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, followToast, formPost, page, type SignedUp, setPlan, signUp, signUpForWeb } from "../support";

async function create(user: SignedUp, over: Record<string, unknown> = {}) {
  const res = await api("POST", "/jobs", {
    token: user.token,
    body: { company: "Acme", position: "Engineer", ...over },
  });
  if (res.status !== 201) throw new Error(`create failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.job as { _id: string; company: string; status: string };
}

const move = (user: SignedUp, id: string, body: Record<string, unknown>) =>
  api("PATCH", `/jobs/${id}/move`, { token: user.token, body });

/** A column's job ids in the board's order (rank, then id). */
async function column(userId: string, status: string): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "SELECT id FROM jobs WHERE user_id = ? AND status = ? ORDER BY board_rank, id",
  )
    .bind(userId, status)
    .all<{ id: string }>();
  return results.map((r) => r.id);
}

/** The count a column's header shows. */
function countIn(html: string, status: string) {
  return new RegExp(`data-column="${status}"[\\s\\S]*?>(\\d+\\+?)<span class="sr-only">`).exec(html)?.[1];
}

async function counters(userId: string) {
  return env.DB.prepare("SELECT jobs_applied, jobs_interview, jobs_offer FROM user_counters WHERE user_id = ?")
    .bind(userId)
    .first<{ jobs_applied: number; jobs_interview: number; jobs_offer: number }>();
}

describe("PATCH /api/v1/jobs/:id/move", () => {
  it("moves across columns: the status, its history and the counters follow, and the answer is GET's job", async () => {
    const u = await signUp();
    const a = await create(u, { company: "Alpha" });
    const b = await create(u, { company: "Beta", status: "interview" });
    const res = await move(u, a._id, { status: "interview", after: b._id });
    expect(res.status).toBe(200);
    const got = await api("GET", `/jobs/${a._id}`, { token: u.token });
    expect(res.body).toEqual(got.body);
    expect(res.body.job.status).toBe("interview");
    expect(await column(u.userId, "interview")).toEqual([b._id, a._id]);
    expect(await counters(u.userId)).toEqual({ jobs_applied: 0, jobs_interview: 2, jobs_offer: 0 });
    const history = await env.DB.prepare(
      "SELECT from_status, to_status FROM job_status_history WHERE job_id = ? ORDER BY id",
    )
      .bind(a._id)
      .all();
    expect(history.results).toEqual([
      { from_status: null, to_status: "applied" },
      { from_status: "applied", to_status: "interview" },
    ]);
  });

  it("puts new jobs and every other status change at the top of the column", async () => {
    const u = await signUp();
    const a = await create(u);
    const b = await create(u);
    expect(await column(u.userId, "applied")).toEqual([b._id, a._id]);
    const c = await create(u, { status: "offer" });
    await api("PATCH", `/jobs/${a._id}`, { token: u.token, body: { status: "offer" } });
    expect(await column(u.userId, "offer")).toEqual([a._id, c._id]);
    // A move without neighbours is the top too; within its own column, it writes the rank alone.
    const before = (await api("GET", `/jobs/${c._id}`, { token: u.token })).body.job;
    await move(u, c._id, { status: "offer" });
    expect(await column(u.userId, "offer")).toEqual([c._id, a._id]);
    const after = (await api("GET", `/jobs/${c._id}`, { token: u.token })).body.job;
    expect(after.updatedAt).toBe(before.updatedAt);
  });

  it("keeps each column in the order of many moves (a model of the board agrees after every one)", async () => {
    const u = await signUp();
    const statuses = ["applied", "screening", "interview"] as const;
    const model: Record<string, string[]> = { applied: [], screening: [], interview: [] };
    for (let i = 0; i < 9; i++) {
      const status = statuses[i % 3] as string;
      const job = await create(u, { company: `C${i}`, status });
      model[status]?.unshift(job._id);
    }
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let step = 0; step < 40; step++) {
      const from = statuses[random(3)] as string;
      const source = model[from] as string[];
      if (source.length === 0) continue;
      const id = source[random(source.length)] as string;
      const to = statuses[random(3)] as string;
      source.splice(source.indexOf(id), 1);
      const target = model[to] as string[];
      const at = random(target.length + 1);
      const body: Record<string, string> = { status: to };
      // Sometimes both neighbours, sometimes one (the other is read), as the board and the form send them.
      if (target[at] && random(2) === 0) body.before = target[at];
      if (target[at - 1] && (random(2) === 0 || !body.before)) body.after = target[at - 1];
      if (!body.before && !body.after && at !== 0) body.after = target[at - 1] as string;
      target.splice(at, 0, id);
      const res = await move(u, id, body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      for (const s of statuses) expect(await column(u.userId, s), `step ${step}, ${s}`).toEqual(model[s]);
    }
  });

  it("refuses another user's job and neighbours, neighbours in another column, and bad bodies", async () => {
    const u = await signUp();
    const other = await signUp();
    const mine = await create(u);
    const mine2 = await create(u);
    const mine3 = await create(u, { status: "offer" });
    const theirs = await create(other);
    const snapshot = async () => [await column(u.userId, "applied"), await column(other.userId, "applied")];
    const start = await snapshot();
    expect((await move(u, theirs._id, { status: "offer" })).status).toBe(404);
    expect((await move(u, mine._id, { status: "applied", before: theirs._id })).body.message).toBe(
      "before: job not found",
    );
    expect((await move(u, mine._id, { status: "applied", after: theirs._id })).status).toBe(404);
    const elsewhere = await move(u, mine._id, { status: "applied", before: mine3._id });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe("before: that job is not in applied");
    expect((await move(u, mine._id, { status: "applied", before: mine._id })).status).toBe(400);
    // mine2 is above mine: `after` must be above `before`.
    expect((await move(u, mine2._id, { status: "applied", after: mine._id, before: mine2._id })).status).toBe(400);
    const bad = await move(u, mine._id, { status: "hired" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^status must be one of/);
    expect((await move(u, mine._id, {})).body.message).toBe("status is required");
    expect(await snapshot()).toEqual(start);
    expect((await api("GET", `/jobs/${theirs._id}`, { token: other.token })).body.job.status).toBe("applied");
  });

  it("leaves the job's interview reminders armed across a move", async () => {
    const u = await signUp();
    const job = await create(u);
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 16);
    await api("POST", `/jobs/${job._id}/interviews`, { token: u.token, body: { date: soon, interviewType: "video" } });
    const due = () =>
      env.DB.prepare("SELECT kind, status, fire_at FROM due_items WHERE user_id = ? ORDER BY kind")
        .bind(u.userId)
        .all();
    const armed = (await due()).results;
    expect(armed.length).toBeGreaterThan(0);
    expect((await move(u, job._id, { status: "offer" })).status).toBe(200);
    expect((await due()).results).toEqual(armed);
  });

  it("gives two cards that share a key (two moves into one gap at once) keys of their own on the next move between them", async () => {
    const u = await signUp();
    const [a, b, c, d] = [await create(u), await create(u), await create(u), await create(u)];
    // b and c tied, as a race would leave them: a move between them still lands between.
    const tie = await env.DB.prepare("SELECT board_rank FROM jobs WHERE id = ?")
      .bind(b._id)
      .first<string>("board_rank");
    await env.DB.prepare("UPDATE jobs SET board_rank = ? WHERE id IN (?, ?)").bind(tie, b._id, c._id).run();
    const [first, second] = b._id < c._id ? [b, c] : [c, b];
    const res = await move(u, a._id, { status: "applied", after: first._id, before: second._id });
    expect(res.status).toBe(200);
    expect(await column(u.userId, "applied")).toEqual([d._id, first._id, a._id, second._id]);
  });
});

describe("/applications?view=board", () => {
  it("shows the columns in the pipeline's order with counts, and remembers the view picked", async () => {
    const u = await signUpForWeb();
    await create(u, { company: "Saved Co", status: "saved" });
    await create(u, { company: "Offer Co", status: "offer" });
    const res = await page("/applications?view=board", u.cookie);
    expect(res.status).toBe(200);
    const html = await res.text();
    const order = [...html.matchAll(/data-column="(\w+)"/g)].map((m) => m[1]);
    expect(order).toEqual(["saved", "applied", "screening", "interview", "offer", "rejected", "withdrawn"]);
    expect(html).toContain("Offer Co");
    // Whole in the first answer, not streamed behind a Suspense fallback a browser without JavaScript never swaps.
    expect(html).not.toContain("<!--$?-->");
    expect(html).toMatch(/data-row-open/);
    expect(html).toMatch(/form="bulk-form"/);
    const view = () =>
      env.DB.prepare("SELECT applications_view FROM users WHERE id = ?").bind(u.userId).first("applications_view");
    expect(await view()).toBe("board");
    // No view in the address: the one last picked.
    expect(await (await page("/applications", u.cookie)).text()).toContain('data-column="saved"');
    await page("/applications?view=list", u.cookie);
    expect(await view()).toBe("list");
    expect(await (await page("/applications", u.cookie)).text()).not.toContain('data-column="saved"');
  });

  it("shows on a card its days in the stage and the sooner of its next interview and open task due", async () => {
    const u = await signUpForWeb();
    const job = await create(u, { company: "Cardinal" });
    const other = await create(u, { company: "Sparrow" });
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000);
    await api("POST", `/jobs/${job._id}/interviews`, {
      token: u.token,
      body: { date: `${inThreeDays.toISOString().slice(0, 10)}T10:00`, interviewType: "video" },
    });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await api("POST", "/tasks", {
      token: u.token,
      body: { title: "Send portfolio", dueDate: tomorrow, relatedJob: other._id },
    });
    await env.DB.prepare("UPDATE jobs SET stage_since = ? WHERE id = ?")
      .bind(Date.now() - 5 * 86_400_000 - 1000, other._id)
      .run();
    const html = await (await page("/applications?view=board", u.cookie)).text();
    const card = (id: string) =>
      html.slice(html.indexOf(`data-job-id="${id}"`), html.indexOf("</li>", html.indexOf(`data-job-id="${id}"`)));
    // Its job moved to interview when the interview was added: new in that stage.
    expect(card(job._id)).toContain("New in this stage");
    expect(card(job._id)).toMatch(/Interview \d/);
    expect(card(other._id)).toContain("5 days in this stage");
    expect(card(other._id)).toMatch(/Task due \d/);
  });

  it("moves a card with the Move form without JavaScript, and the page after shows it in its new place", async () => {
    const u = await signUpForWeb();
    const a = await create(u, { company: "Alpha" });
    const b = await create(u, { company: "Beta", status: "interview" });
    const res = await formPost(
      "/applications",
      { intent: "move", jobId: a._id, status: "interview", returnTo: "/applications?view=board" },
      u.cookie,
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/applications?view=board");
    expect(await followToast(res, u.cookie)).toContain("Moved Alpha to Interview.");
    expect(await column(u.userId, "interview")).toEqual([a._id, b._id]);
    // Down: below the card that was under it.
    await formPost("/applications", { intent: "move", jobId: a._id, status: "interview", after: b._id }, u.cookie);
    expect(await column(u.userId, "interview")).toEqual([b._id, a._id]);
    const html = await (await page("/applications?view=board", u.cookie)).text();
    const interview = html.slice(html.indexOf('data-column="interview"'), html.indexOf('data-column="offer"'));
    expect(interview.indexOf("Beta")).toBeLessThan(interview.indexOf("Alpha"));
    // No card carries a Move form until its "Move…" link opens it (?move=<id>), then only that one does.
    expect(html).not.toContain('name="intent" value="move"');
    expect(html).toContain(`href="/applications?view=board&amp;move=${a._id}#move-${a._id}"`);
    const opened = await (await page(`/applications?view=board&move=${a._id}`, u.cookie)).text();
    expect(opened.match(/name="intent" value="move"/g)?.length).toBe(2);
    expect(opened).toContain(`id="move-${a._id}"`);
    expect(opened).not.toContain(`id="move-${b._id}"`);
    // A refused move (another user's job) answers as the list's other refusals do.
    const stranger = await signUpForWeb();
    const refused = await formPost(
      "/applications",
      { intent: "move", jobId: a._id, status: "offer", js: "1" },
      stranger.cookie,
    );
    expect(refused.status).toBe(404);
  });

  it("says how many of the cards Select all takes are in the folded columns", async () => {
    const u = await signUpForWeb();
    await create(u, { company: "Open One" });
    await create(u, { company: "Open Two", status: "offer" });
    await create(u, { company: "Gone One", status: "rejected" });
    const html = await (await page("/applications?view=board", u.cookie)).text();
    expect(html).toContain("Select all 3 on this board, including 1 in Rejected");
    expect(html).not.toContain("on this page");
  });

  it("applies the list's filters to the board and says 25+ rather than count a filtered column", async () => {
    const u = await signUpForWeb();
    await setPlan(u.userId, "premium");
    for (let i = 0; i < 27; i++) await create(u, { company: `Firm ${i}`, favorite: i % 2 === 0 });
    await create(u, { company: "Quokka Ltd", status: "offer" });
    const all = await (await page("/applications?view=board", u.cookie)).text();
    expect(countIn(all, "applied")).toBe("27");
    expect(all).toContain("Show more");
    const favorites = await (await page("/applications?view=board&favorite=true", u.cookie)).text();
    expect(countIn(favorites, "applied")).toBe("14");
    const filtered = await (await page("/applications?view=board&search=firm", u.cookie)).text();
    expect(countIn(filtered, "applied")).toBe("25+");
    expect(filtered).not.toContain("Quokka Ltd");
    const more = await (await page("/applications?view=board&more=applied&shown=50", u.cookie)).text();
    expect(more.match(/data-row="true"/g)?.length).toBe(28);
    expect(all.match(/data-row="true"/g)?.length).toBe(26);
    const only = await (await page("/applications?view=board&status=offer", u.cookie)).text();
    expect([...only.matchAll(/data-column="(\w+)"/g)].map((m) => m[1])).toEqual(["offer"]);
  });
});
