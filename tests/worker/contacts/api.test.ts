import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, type SignedUp, signUp } from "../support";

async function create(user: SignedUp, over: Record<string, unknown> = {}) {
  const res = await api("POST", "/contacts", { token: user.token, body: { name: "Priya Raman", ...over } });
  if (res.status !== 201) throw new Error(`create failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.contact;
}

async function createJob(user: SignedUp, over: Record<string, unknown> = {}) {
  const res = await api("POST", "/jobs", {
    token: user.token,
    body: { company: "Acme", position: "Engineer", ...over },
  });
  if (res.status !== 201) throw new Error(`job create failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.job;
}

async function getContact(user: SignedUp, id: string) {
  return api("GET", `/contacts/${id}`, { token: user.token });
}

async function list(user: SignedUp, query = "") {
  return api("GET", `/contacts${query}`, { token: user.token });
}

async function onPlan(user: SignedUp, planId: string) {
  await env.DB.prepare("UPDATE users SET current_plan_id = ? WHERE id = ?").bind(planId, user.userId).run();
}

describe("create", () => {
  it("applies the contract's defaults and answers 201 with the populated wire shape", async () => {
    const u = await signUp();
    const res = await api("POST", "/contacts", {
      token: u.token,
      body: { name: "  Priya Raman ", email: "", followUpDate: "", tags: [" recruiter ", "", "Fintech", "fintech"] },
    });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    const c = res.body.contact;
    expect(c).toMatchObject({
      name: "Priya Raman",
      email: "",
      phone: "",
      company: "",
      position: "",
      linkedIn: "",
      relationship: "other",
      notes: "",
      tags: ["recruiter", "Fintech"],
      followUpDate: null,
      lastContactDate: null,
      favorite: false,
      relatedJobs: [],
      interactionHistory: [],
      user: u.userId,
    });
    expect(typeof c._id).toBe("string");
    expect(c.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it("keeps every field, reads a date-only follow-up, a scheme-less LinkedIn and comma-separated tags", async () => {
    const u = await signUp();
    const job = await createJob(u);
    const c = await create(u, {
      email: "priya@acme.example",
      phone: "+91 98765 43210",
      company: "Acme",
      position: "Talent Partner",
      linkedIn: "linkedin.com/in/priya",
      relationship: "recruiter",
      notes: "Met at a meetup",
      tags: "referral, fintech ,, referral",
      followUpDate: "2026-06-01",
      relatedJobs: [{ _id: job._id, company: "Acme", position: "Engineer" }],
    });
    expect(c).toMatchObject({
      linkedIn: "https://linkedin.com/in/priya",
      relationship: "recruiter",
      tags: ["referral", "fintech"],
      followUpDate: "2026-06-01T00:00:00.000Z",
      relatedJobs: [{ _id: job._id, company: "Acme", position: "Engineer" }],
    });
  });

  it.each([
    [{ name: undefined }, "name is required"],
    [{ name: "   " }, "name is required"],
    [{ name: "x".repeat(101) }, "name: must be at most 100 characters"],
    [{ email: "not-an-email" }, "email: Please enter a valid email address"],
    [{ linkedIn: "javascript:alert(1)" }, "linkedIn: must be a valid http(s) URL"],
    [{ relationship: "friend" }, /^relationship: /],
    [{ followUpDate: "2026-02-30" }, "followUpDate: is not a valid date"],
    [{ followUpDate: "soon" }, "followUpDate: is not a valid date"],
    [{ tags: ["x".repeat(51)] }, "tags: each tag must be at most 50 characters"],
    [{ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, "tags: must have at most 20 tags"],
    [{ tags: [1, 2] }, /^tags/],
    [{ relatedJobs: "abc" }, /^relatedJobs/],
  ])("answers 400 naming the field for %j", async (over, message) => {
    const u = await signUp();
    const res = await api("POST", "/contacts", { token: u.token, body: { name: "Priya", ...over } });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    if (typeof message === "string") expect(res.body.message).toBe(message);
    else expect(res.body.message).toMatch(message);
  });

  it("refuses a related job the caller does not own", async () => {
    const u = await signUp();
    const other = await signUp();
    const theirs = await createJob(other);
    const res = await api("POST", "/contacts", {
      token: u.token,
      body: { name: "Priya", relatedJobs: [theirs._id] },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("relatedJobs does not match any of your job applications");
    expect((await list(u)).body.totalContacts).toBe(0);
  });

  it("requires a bearer token", async () => {
    expect((await api("POST", "/contacts", { body: { name: "x" } })).status).toBe(401);
    expect((await api("GET", "/contacts")).status).toBe(401);
  });
});

describe("plan limit", () => {
  it("stops the 21st contact on the free plan with the contract's 403, and deleting frees a slot", async () => {
    const u = await signUp();
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push((await create(u, { name: `C${i}` }))._id);
    const res = await api("POST", "/contacts", { token: u.token, body: { name: "One more" } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, message: "You've reached the contacts limit for your Free plan" });
    expect((await api("DELETE", `/contacts/${ids[0]}`, { token: u.token })).status).toBe(200);
    expect((await api("POST", "/contacts", { token: u.token, body: { name: "One more" } })).status).toBe(201);
  });

  it("never overshoots under concurrent creates: 19 contacts, 5 at once, exactly 1 succeeds", async () => {
    const u = await signUp();
    for (let i = 0; i < 19; i++) await create(u, { name: `C${i}` });
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => api("POST", "/contacts", { token: u.token, body: { name: `Race ${i}` } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 403, 403, 403, 403]);
    expect((await list(u)).body.totalContacts).toBe(20);
  });

  it("does not limit an unlimited plan", async () => {
    const u = await signUp();
    await onPlan(u, "plan_premium");
    for (let i = 0; i < 21; i++) await create(u, { name: `C${i}` });
    expect((await list(u)).body.totalContacts).toBe(21);
  });
});

describe("list", () => {
  it("filters by relationship, favorite, tag and search (name, email, company, position; literal % and _)", async () => {
    const u = await signUp();
    await create(u, { name: "Asha", relationship: "recruiter", tags: ["fintech", "Bengaluru"], favorite: true });
    await create(u, { name: "Bilal", email: "bilal@hooli.example", relationship: "mentor", tags: ["fintech2"] });
    await create(u, { name: "Chen", company: "100% Remote Co", tags: ["FinTech"] });
    await create(u, { name: "Dana", position: "data_eng lead" });
    const names = async (q: string) => (await list(u, q)).body.contacts.map((c: { name: string }) => c.name).sort();
    expect(await names("?relationship=recruiter")).toEqual(["Asha"]);
    expect(await names("?relationship=all")).toHaveLength(4);
    expect(await names("?favorite=true")).toEqual(["Asha"]);
    expect(await names("?favorite=false")).toHaveLength(4);
    expect(await names("?tag=fintech")).toEqual(["Asha"]); // exact value: not fintech2, not FinTech
    expect(await names("?tag=FinTech")).toEqual(["Chen"]);
    expect(await names(`?tag=${"x".repeat(500)}`)).toEqual([]);
    expect(await names("?search=HOOLI")).toEqual(["Bilal"]);
    expect(await names("?search=asha")).toEqual(["Asha"]);
    expect(await names("?search=remote")).toEqual(["Chen"]);
    expect(await names("?search=lead")).toEqual(["Dana"]);
    expect(await names("?search=%25")).toEqual(["Chen"]);
    expect(await names("?search=a_e")).toEqual(["Dana"]);
    expect(await names("?search=&relationship=&favorite=&tag=")).toHaveLength(4);
    const wild = await list(u, `?search=${encodeURIComponent("%".repeat(60))}`);
    expect(wild.status).toBe(200);
    expect(wild.body.contacts).toEqual([]);
  });

  it("answers 400 for an unknown relationship", async () => {
    const u = await signUp();
    const res = await list(u, "?relationship=friend");
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^relationship must be one of/);
  });

  it("sorts six ways with id tie-breaks; unknown sorts mean newest", async () => {
    const u = await signUp();
    const b = await create(u, { name: "bravo", company: "Zeta" });
    const a = await create(u, { name: "Alpha", company: "beta" });
    const c = await create(u, { name: "charlie", company: "Alpha Inc" });
    await api("POST", `/contacts/${b._id}/interactions`, { token: u.token, body: { date: "2026-01-05T10:00" } });
    await api("POST", `/contacts/${c._id}/interactions`, { token: u.token, body: { date: "2026-02-05T10:00" } });
    const order = async (sort: string) =>
      (await list(u, `?sort=${sort}`)).body.contacts.map((x: { name: string }) => x.name);
    expect(await order("newest")).toEqual(["charlie", "Alpha", "bravo"]);
    expect(await order("whatever")).toEqual(["charlie", "Alpha", "bravo"]);
    expect(await order("oldest")).toEqual(["bravo", "Alpha", "charlie"]);
    expect(await order("a-z")).toEqual(["Alpha", "bravo", "charlie"]);
    expect(await order("z-a")).toEqual(["charlie", "bravo", "Alpha"]);
    expect(await order("last-contact")).toEqual(["charlie", "bravo", "Alpha"]);
    expect(await order("company")).toEqual(["charlie", "Alpha", "bravo"]);
    expect(a._id).toBeTruthy();
  });

  it("paginates with the contract's envelope; bad page and limit fall back; limit is capped", async () => {
    const u = await signUp();
    for (let i = 0; i < 12; i++) await create(u, { name: `Person ${String(i).padStart(2, "0")}` });
    const p2 = await list(u, "?page=2&limit=5&sort=a-z");
    expect(p2.body).toMatchObject({ success: true, count: 5, totalContacts: 12, numOfPages: 3, currentPage: 2 });
    expect(p2.body.contacts.map((c: { name: string }) => c.name)).toEqual([
      "Person 05",
      "Person 06",
      "Person 07",
      "Person 08",
      "Person 09",
    ]);
    const fallback = await list(u, "?page=0&limit=abc");
    expect(fallback.body).toMatchObject({ count: 10, numOfPages: 2, currentPage: 1 });
    expect((await list(u, "?limit=100000")).body).toMatchObject({ count: 12, numOfPages: 1 });
    const empty = await list(await signUp());
    expect(empty.body).toEqual({
      success: true,
      count: 0,
      totalContacts: 0,
      numOfPages: 0,
      currentPage: 1,
      contacts: [],
      nextCursor: null,
      prevCursor: null,
    });
  });

  it("populates every contact of a full page of 100 (ids travel as one bound parameter)", async () => {
    const u = await signUp();
    await onPlan(u, "plan_premium");
    const job = await createJob(u);
    const rows = Array.from({ length: 100 }, (_, i) => `c${i}-${u.userId}`);
    await env.DB.batch([
      ...rows.map((id, i) =>
        env.DB.prepare("INSERT INTO contacts (id, user_id, name) VALUES (?, ?, ?)").bind(id, u.userId, `P${i}`),
      ),
      ...rows
        .filter((_, i) => i % 10 === 0)
        .map((id) =>
          env.DB.prepare("INSERT INTO contact_jobs (contact_id, job_id, user_id) VALUES (?, ?, ?)").bind(
            id,
            job._id,
            u.userId,
          ),
        ),
    ]);
    await env.DB.batch(
      rows.map((id) =>
        env.DB.prepare("INSERT INTO interactions (id, contact_id, user_id, date) VALUES (?, ?, ?, 0)").bind(
          `i-${id}`,
          id,
          u.userId,
        ),
      ),
    );
    const res = await list(u, "?limit=100");
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(100);
    expect(res.body.contacts.filter((c: { relatedJobs: unknown[] }) => c.relatedJobs.length === 1)).toHaveLength(10);
    expect(res.body.contacts.every((c: { interactionHistory: unknown[] }) => c.interactionHistory.length === 1)).toBe(
      true,
    );
  });
});

describe("get, update, favorite, delete", () => {
  it("answers 404 'Contact not found' for unknown, malformed and foreign ids", async () => {
    const u = await signUp();
    for (const id of ["nope", "x".repeat(300), "%20"]) {
      const res = await getContact(u, id);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: "Contact not found" });
    }
  });

  it("accepts the whole echoed contact and ignores server-owned fields", async () => {
    const u = await signUp();
    const job = await createJob(u);
    const c = await create(u, { relatedJobs: [job._id] });
    await api("POST", `/contacts/${c._id}/interactions`, { token: u.token, body: { date: "2026-03-01T09:00" } });
    const fresh = (await getContact(u, c._id)).body.contact;
    const res = await api("PATCH", `/contacts/${c._id}`, {
      token: u.token,
      body: {
        ...fresh,
        _id: "hijack",
        user: "someone-else",
        createdAt: "2001-01-01T00:00:00.000Z",
        lastContactDate: "2001-01-01T00:00:00.000Z",
        interactionHistory: [],
        __v: 3,
        name: "Priya R.",
        followUpDate: "",
      },
    });
    expect(res.status).toBe(200);
    const after = res.body.contact;
    expect(after).toMatchObject({
      _id: c._id,
      user: u.userId,
      name: "Priya R.",
      followUpDate: null,
      createdAt: c.createdAt,
      lastContactDate: "2026-03-01T09:00:00.000Z",
      relatedJobs: [{ _id: job._id, company: "Acme", position: "Engineer" }],
    });
    expect(after.interactionHistory).toHaveLength(1);
  });

  it("changes only the fields given; an empty body changes nothing", async () => {
    const u = await signUp();
    const c = await create(u, { email: "a@b.example", tags: ["x"] });
    const empty = await api("PATCH", `/contacts/${c._id}`, { token: u.token, body: {} });
    expect(empty.status).toBe(200);
    expect(empty.body.contact.updatedAt).toBe(c.updatedAt);
    const res = await api("PATCH", `/contacts/${c._id}`, { token: u.token, body: { company: "Hooli" } });
    expect(res.body.contact).toMatchObject({ company: "Hooli", email: "a@b.example", tags: ["x"] });
    const bad = await api("PATCH", `/contacts/${c._id}`, { token: u.token, body: { email: "bad" } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("email: Please enter a valid email address");
    expect((await api("PATCH", "/contacts/nope", { token: u.token, body: { name: "x" } })).status).toBe(404);
  });

  it("toggles favorite with the contract's messages", async () => {
    const u = await signUp();
    const c = await create(u);
    const on = await api("PATCH", `/contacts/${c._id}/favorite`, { token: u.token });
    expect(on.status).toBe(200);
    expect(on.body.message).toBe("Contact marked as favorite");
    expect(on.body.contact.favorite).toBe(true);
    const off = await api("PATCH", `/contacts/${c._id}/favorite`, { token: u.token });
    expect(off.body.message).toBe("Contact removed from favorites");
    expect(off.body.contact.favorite).toBe(false);
    const missing = await api("PATCH", "/contacts/nope/favorite", { token: u.token });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Contact not found");
  });

  it("deletes with the contract's message; a second delete is 404", async () => {
    const u = await signUp();
    const c = await create(u);
    const res = await api("DELETE", `/contacts/${c._id}`, { token: u.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "Contact deleted successfully" });
    expect((await getContact(u, c._id)).status).toBe(404);
    expect((await api("DELETE", `/contacts/${c._id}`, { token: u.token })).status).toBe(404);
  });
});

describe("interactions and lastContactDate (contract §6.2)", () => {
  it("follows the latest remaining interaction through add, edit and delete", async () => {
    const u = await signUp();
    const c = await create(u);
    const add = (body: Record<string, unknown>) =>
      api("POST", `/contacts/${c._id}/interactions`, { token: u.token, body });

    const first = await add({ date: "2026-03-10T10:00", method: "call", notes: "Intro call" });
    expect(first.status).toBe(200); // not 201
    expect(first.body.contact.lastContactDate).toBe("2026-03-10T10:00:00.000Z");
    const firstId = first.body.contact.interactionHistory[0]._id;

    const older = await add({ date: "2026-03-01T09:30:00.000Z", method: "email" });
    expect(older.body.contact.lastContactDate).toBe("2026-03-10T10:00:00.000Z");
    const olderId = older.body.contact.interactionHistory[1]._id;

    const newer = await add({ date: "2026-04-01T08:00+05:30", method: "meeting", notes: "Coffee" });
    expect(newer.body.contact.lastContactDate).toBe("2026-04-01T02:30:00.000Z");
    const newerId = newer.body.contact.interactionHistory[2]._id;
    expect(newer.body.contact.interactionHistory.map((i: { method: string }) => i.method)).toEqual([
      "call",
      "email",
      "meeting",
    ]); // order added

    const moved = await api("PATCH", `/contacts/${c._id}/interactions/${olderId}`, {
      token: u.token,
      body: { date: "2026-05-01T12:00" },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.contact.lastContactDate).toBe("2026-05-01T12:00:00.000Z");
    const notesOnly = await api("PATCH", `/contacts/${c._id}/interactions/${olderId}`, {
      token: u.token,
      body: { _id: olderId, notes: "Sent CV", date: "" },
    });
    expect(notesOnly.body.contact.interactionHistory[1]).toMatchObject({
      _id: olderId,
      notes: "Sent CV",
      method: "email",
      date: "2026-05-01T12:00:00.000Z",
    });

    const del = async (id: string) => api("DELETE", `/contacts/${c._id}/interactions/${id}`, { token: u.token });
    expect((await del(olderId)).body.contact.lastContactDate).toBe("2026-04-01T02:30:00.000Z");
    expect((await del(newerId)).body.contact.lastContactDate).toBe("2026-03-10T10:00:00.000Z");
    const last = await del(firstId);
    expect(last.status).toBe(200);
    expect(last.body.contact.lastContactDate).toBeNull();
    expect(last.body.contact.interactionHistory).toEqual([]);
  });

  it("dates an interaction without date now, defaults method to other and notes to ''", async () => {
    const u = await signUp();
    const c = await create(u);
    const before = Date.now();
    const res = await api("POST", `/contacts/${c._id}/interactions`, { token: u.token, body: { date: "" } });
    const [i] = res.body.contact.interactionHistory;
    expect(i).toMatchObject({ method: "other", notes: "" });
    expect(new Date(i.date).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(res.body.contact.lastContactDate).toBe(i.date);
    const bare = await api("POST", `/contacts/${c._id}/interactions`, { token: u.token });
    expect(bare.status).toBe(200);
  });

  it("answers 400 naming the field and 404 with the right message", async () => {
    const u = await signUp();
    const c = await create(u);
    const bad = await api("POST", `/contacts/${c._id}/interactions`, {
      token: u.token,
      body: { date: "2026-13-01T10:00" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("date: is not a valid date");
    const badMethod = await api("POST", `/contacts/${c._id}/interactions`, {
      token: u.token,
      body: { method: "fax" },
    });
    expect(badMethod.status).toBe(400);
    expect(badMethod.body.message).toMatch(/^method: /);
    const noContact = await api("POST", "/contacts/nope/interactions", { token: u.token, body: {} });
    expect(noContact.body).toEqual({ success: false, message: "Contact not found" });
    for (const method of ["PATCH", "DELETE"]) {
      const noInteraction = await api(method, `/contacts/${c._id}/interactions/nope`, {
        token: u.token,
        body: method === "PATCH" ? { notes: "x" } : undefined,
      });
      expect(noInteraction.status).toBe(404);
      expect(noInteraction.body.message).toBe("Interaction not found");
      const wrongContact = await api(method, "/contacts/nope/interactions/nope", {
        token: u.token,
        body: method === "PATCH" ? { notes: "x" } : undefined,
      });
      expect(wrongContact.body.message).toBe("Contact not found");
    }
    const emptyPatch = await api("PATCH", `/contacts/${c._id}/interactions/nope`, { token: u.token, body: {} });
    expect(emptyPatch.status).toBe(404);
  });

  it("an interaction of one contact cannot be edited or deleted through another", async () => {
    const u = await signUp();
    const a = await create(u, { name: "A" });
    const b = await create(u, { name: "B" });
    const added = await api("POST", `/contacts/${a._id}/interactions`, { token: u.token, body: { notes: "hi" } });
    const iid = added.body.contact.interactionHistory[0]._id;
    expect(
      (await api("PATCH", `/contacts/${b._id}/interactions/${iid}`, { token: u.token, body: { notes: "x" } })).status,
    ).toBe(404);
    expect((await api("DELETE", `/contacts/${b._id}/interactions/${iid}`, { token: u.token })).status).toBe(404);
    expect((await getContact(u, a._id)).body.contact.interactionHistory[0].notes).toBe("hi");
  });
});

describe("references", () => {
  it("relatedJobs = explicit links plus jobs naming the contact as contactPerson, populated", async () => {
    const u = await signUp();
    const linked = await createJob(u, { company: "Linked Co", position: "SRE" });
    const c = await create(u, { relatedJobs: [linked._id] });
    const named = await createJob(u, { company: "Named Co", position: "PM", contactPerson: c._id });
    const both = await createJob(u, { company: "Both Co", position: "Dev", contactPerson: c._id });
    await api("PATCH", `/contacts/${c._id}`, { token: u.token, body: { relatedJobs: [linked._id, both._id] } });
    const after = (await getContact(u, c._id)).body.contact;
    // `named` was left out of the written list, so it lost its contactPerson; `both` keeps it.
    expect(after.relatedJobs).toEqual([
      { _id: linked._id, company: "Linked Co", position: "SRE" },
      { _id: both._id, company: "Both Co", position: "Dev" },
    ]);
    expect((await api("GET", `/jobs/${named._id}`, { token: u.token })).body.job.contactPerson).toBeNull();
    expect((await api("GET", `/jobs/${both._id}`, { token: u.token })).body.job.contactPerson).toBe(c._id);

    // An echo of the contact changes no links.
    await api("PATCH", `/contacts/${c._id}`, { token: u.token, body: after });
    expect((await getContact(u, c._id)).body.contact.relatedJobs).toEqual(after.relatedJobs);

    // A job newly naming the contact shows up without touching the contact.
    await api("PATCH", `/jobs/${named._id}`, { token: u.token, body: { contactPerson: c._id } });
    expect((await getContact(u, c._id)).body.contact.relatedJobs.map((j: { _id: string }) => j._id)).toEqual([
      linked._id,
      named._id,
      both._id,
    ]);

    const cleared = await api("PATCH", `/contacts/${c._id}`, { token: u.token, body: { relatedJobs: null } });
    expect(cleared.body.contact.relatedJobs).toEqual([]);
  });

  it("deleting a job drops it from relatedJobs, by either link", async () => {
    const u = await signUp();
    const linked = await createJob(u, { company: "Linked Co" });
    const c = await create(u, { relatedJobs: [linked._id] });
    const named = await createJob(u, { company: "Named Co", contactPerson: c._id });
    expect((await getContact(u, c._id)).body.contact.relatedJobs).toHaveLength(2);
    await api("DELETE", `/jobs/${linked._id}`, { token: u.token });
    await api("DELETE", `/jobs/${named._id}`, { token: u.token });
    expect((await getContact(u, c._id)).body.contact.relatedJobs).toEqual([]);
    const links = await env.DB.prepare("SELECT count(*) AS n FROM contact_jobs WHERE contact_id = ?")
      .bind(c._id)
      .first<{ n: number }>();
    expect(links?.n).toBe(0);
  });

  it("deleting a contact removes its interactions and links and clears tasks' and jobs' references", async () => {
    const u = await signUp();
    const linked = await createJob(u, { company: "Linked Co" });
    const c = await create(u, { relatedJobs: [linked._id] });
    const keep = await create(u, { name: "Keep me" });
    const named = await createJob(u, { company: "Named Co", contactPerson: c._id });
    await api("POST", `/contacts/${c._id}/interactions`, { token: u.token, body: { notes: "one" } });
    await api("POST", `/contacts/${c._id}/interactions`, { token: u.token, body: { notes: "two" } });
    await api("POST", `/contacts/${keep._id}/interactions`, { token: u.token, body: { notes: "kept" } });
    await env.DB.prepare("INSERT INTO tasks (id, user_id, title, related_contact_id) VALUES (?, ?, 'Follow up', ?)")
      .bind(`task-${c._id}`, u.userId, c._id)
      .run();

    expect((await api("DELETE", `/contacts/${c._id}`, { token: u.token })).status).toBe(200);

    const count = async (sql: string, ...binds: string[]) =>
      (
        await env.DB.prepare(sql)
          .bind(...binds)
          .first<{ n: number }>()
      )?.n;
    expect(await count("SELECT count(*) AS n FROM interactions WHERE contact_id = ?", c._id)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM contact_jobs WHERE contact_id = ?", c._id)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM interactions WHERE contact_id = ?", keep._id)).toBe(1);
    const task = await env.DB.prepare("SELECT related_contact_id AS ref FROM tasks WHERE id = ?")
      .bind(`task-${c._id}`)
      .first<{ ref: string | null }>();
    expect(task).toEqual({ ref: null });
    expect((await api("GET", `/jobs/${named._id}`, { token: u.token })).body.job.contactPerson).toBeNull();
    expect((await api("GET", `/jobs/${linked._id}`, { token: u.token })).status).toBe(200);
  });
});

describe("ownership: another user's contact and interactions", () => {
  it("cannot be read, changed, favorited, linked or deleted, by any verb; nothing changes", async () => {
    const owner = await signUp();
    const intruder = await signUp();
    const ownerJob = await createJob(owner);
    const c = await create(owner, { tags: ["secret"], relatedJobs: [ownerJob._id] });
    const withInteraction = await api("POST", `/contacts/${c._id}/interactions`, {
      token: owner.token,
      body: { notes: "private" },
    });
    const iid = withInteraction.body.contact.interactionHistory[0]._id;
    const before = (await getContact(owner, c._id)).body.contact;

    const t = intruder.token;
    const attempts = [
      await api("GET", `/contacts/${c._id}`, { token: t }),
      await api("PATCH", `/contacts/${c._id}`, { token: t, body: { name: "Owned" } }),
      await api("PUT", `/contacts/${c._id}`, { token: t, body: { name: "Owned" } }),
      await api("PATCH", `/contacts/${c._id}/favorite`, { token: t }),
      await api("POST", `/contacts/${c._id}/interactions`, { token: t, body: { notes: "x" } }),
      await api("PATCH", `/contacts/${c._id}/interactions/${iid}`, { token: t, body: { notes: "x" } }),
      await api("DELETE", `/contacts/${c._id}/interactions/${iid}`, { token: t }),
      await api("DELETE", `/contacts/${c._id}`, { token: t }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: "Contact not found" });
    }

    // Their own contact cannot reach the owner's interaction or job, nor can their job name the owner's contact.
    const mine = await create(intruder);
    const viaMine = await api("PATCH", `/contacts/${mine._id}/interactions/${iid}`, { token: t, body: { notes: "x" } });
    expect(viaMine.body.message).toBe("Interaction not found");
    expect((await api("DELETE", `/contacts/${mine._id}/interactions/${iid}`, { token: t })).status).toBe(404);
    const link = await api("PATCH", `/contacts/${mine._id}`, { token: t, body: { relatedJobs: [ownerJob._id] } });
    expect(link.status).toBe(400);
    expect(link.body.message).toBe("relatedJobs does not match any of your job applications");
    const jobToTheirContact = await api("POST", "/jobs", {
      token: t,
      body: { company: "X", position: "Y", contactPerson: c._id },
    });
    expect(jobToTheirContact.status).toBe(400);
    expect(jobToTheirContact.body.message).toBe("contactPerson does not match any of your contacts");
    expect((await list(intruder, "?tag=secret")).body.totalContacts).toBe(0);

    const after = (await getContact(owner, c._id)).body.contact;
    expect(after).toEqual(before);
  });
});

describe("indexes", () => {
  it("every sort of the list is served by an index, without a temporary sort", async () => {
    const orders = [
      "created_at DESC, id DESC",
      "created_at ASC, id ASC",
      "name COLLATE NOCASE ASC, id ASC",
      "name COLLATE NOCASE DESC, id DESC",
      "last_contact_date DESC, id DESC",
      "company COLLATE NOCASE ASC, id ASC",
    ];
    for (const order of orders) {
      const plan = await env.DB.prepare(
        `EXPLAIN QUERY PLAN SELECT * FROM contacts WHERE user_id = ? ORDER BY ${order} LIMIT 10`,
      )
        .bind("u")
        .all<{ detail: string }>();
      const details = plan.results.map((r) => r.detail).join(" | ");
      expect(details, order).toMatch(/USING INDEX contacts_user_/);
      expect(details, order).not.toMatch(/TEMP B-TREE/);
    }
  });

  it("the tag filter reads tags only within the user's own rows", async () => {
    const plan = await env.DB.prepare(
      `EXPLAIN QUERY PLAN SELECT * FROM contacts WHERE user_id = ?
         AND EXISTS (SELECT 1 FROM json_each(contacts.tags) WHERE value = ?) ORDER BY created_at DESC, id DESC`,
    )
      .bind("u", "t")
      .all<{ detail: string }>();
    expect(plan.results.map((r) => r.detail).join(" | ")).toMatch(
      /SEARCH contacts USING INDEX contacts_user_created_idx/,
    );
  });
});
