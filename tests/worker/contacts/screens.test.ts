import { describe, expect, it } from "vitest";
import { api, followToast, formPost, page, signUpForWeb, type WebUser } from "../support";

const form = (over: Record<string, string> = {}) => ({
  name: "Priya Raman",
  email: "priya@acme.example",
  phone: "+91 98765 43210",
  company: "Acme",
  position: "Talent Partner",
  linkedIn: "linkedin.com/in/priya",
  relationship: "recruiter",
  tags: "fintech, referral, , Fintech",
  followUpDate: "2026-06-01",
  notes: "",
  ...over,
});

async function createContact(u: WebUser, body: Record<string, unknown> = {}) {
  const res = await api("POST", "/contacts", { token: u.token, body: { name: "Priya Raman", ...body } });
  if (res.status !== 201) throw new Error(`create failed ${res.status}`);
  return res.body.contact;
}

async function contactOf(u: WebUser, id: string) {
  return (await api("GET", `/contacts/${id}`, { token: u.token })).body.contact;
}

describe("/contacts/new and /contacts/edit/:id", () => {
  it("creates a contact from a plain form post with comma-separated tags", async () => {
    const u = await signUpForWeb();
    const res = await formPost("/contacts/new", form(), u.cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/contacts");
    const html = await followToast(res, u.cookie);
    expect(html).toContain("Contact added successfully!");
    expect(html).toContain("Priya Raman");
    const [c] = (await api("GET", "/contacts", { token: u.token })).body.contacts;
    expect(c).toMatchObject({
      tags: ["fintech", "referral"],
      linkedIn: "https://linkedin.com/in/priya",
      followUpDate: "2026-06-01T00:00:00.000Z",
      favorite: false,
      relationship: "recruiter",
    });
  });

  it("reads the chips of the JavaScript tags input (tags[0], tags[1]) and an empty follow-up as none", async () => {
    const u = await signUpForWeb();
    const { tags: _, ...rest } = form({ followUpDate: "", favorite: "true" });
    await formPost("/contacts/new", { ...rest, "tags[0]": "a, b", "tags[1]": " c " }, u.cookie);
    const [c] = (await api("GET", "/contacts", { token: u.token })).body.contacts;
    expect(c).toMatchObject({ tags: ["a, b", "c"], followUpDate: null, favorite: true });
  });

  it("answers 400 with the spec's messages and keeps what was typed", async () => {
    const u = await signUpForWeb();
    const res = await formPost(
      "/contacts/new",
      form({ name: "  ", email: "nope", notes: "typed notes", followUpDate: "2026-02-30" }),
      u.cookie,
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Name is required");
    expect(html).toContain("Please enter a valid email address");
    expect(html).toContain("is not a valid date");
    expect(html).toContain("typed notes");
    expect(html).toContain('value="fintech, referral"');
    expect((await api("GET", "/contacts", { token: u.token })).body.totalContacts).toBe(0);
  });

  it("shows the plan-limit message on the 21st contact", async () => {
    const u = await signUpForWeb();
    for (let i = 0; i < 20; i++) await createContact(u, { name: `C${i}` });
    expect(await (await page("/contacts/new", u.cookie)).text()).toContain("reached the contacts limit");
    const res = await formPost("/contacts/new", form(), u.cookie);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("You&#x27;ve reached the contacts limit for your Free plan");
  });

  it("edits, with ?tab=followup focusing the follow-up date, and clears tags when the field is emptied", async () => {
    const u = await signUpForWeb();
    const c = await createContact(u, { tags: ["x", "y"], favorite: true });
    const html = await (await page(`/contacts/edit/${c._id}?tab=followup`, u.cookie)).text();
    expect(html).toMatch(/<input[^>]*name="followUpDate"[^>]*autofocus|<input[^>]*autofocus[^>]*name="followUpDate"/i);
    expect(await (await page(`/contacts/edit/${c._id}`, u.cookie)).text()).not.toMatch(/autofocus/i);
    const res = await formPost(`/contacts/edit/${c._id}`, form({ name: "Priya R.", tags: "" }), u.cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/contacts/${c._id}`);
    expect(await followToast(res, u.cookie)).toContain("Contact updated successfully!");
    expect(await contactOf(u, c._id)).toMatchObject({ name: "Priya R.", tags: [], favorite: false });
  });
});

describe("/contacts", () => {
  it("lists with filters from the URL, offers the user's tags, redirects bad values and shows the empty state", async () => {
    const u = await signUpForWeb();
    await createContact(u, { name: "Asha Recruiter", relationship: "recruiter", tags: ["fintech"] });
    await createContact(u, { name: "Bilal Mentor", relationship: "mentor", tags: ["design"] });
    const html = await (await page("/contacts?relationship=recruiter", u.cookie)).text();
    expect(html).toContain("Asha Recruiter");
    expect(html).not.toContain("Bilal Mentor");
    const byTag = await (await page("/contacts?tag=design", u.cookie)).text();
    expect(byTag).toContain("Bilal Mentor");
    expect(byTag).not.toContain("Asha Recruiter");
    expect(byTag).toContain('<option value="fintech">fintech</option>');
    expect((await page("/contacts?relationship=bogus", u.cookie)).headers.get("location")).toBe("/contacts");
    const empty = await (await page("/contacts?search=zzz", u.cookie)).text();
    expect(empty).toContain("No contacts found");
    const none = await (await page("/contacts", (await signUpForWeb()).cookie)).text();
    expect(none).toContain("Get started by creating a new contact.");
  });

  it("favorites with a plain form post (back to the same list) and with a fetcher (data, no redirect)", async () => {
    const u = await signUpForWeb();
    const c = await createContact(u);
    const res = await formPost(
      "/contacts",
      { intent: "favorite", contactId: c._id, favorite: "true", returnTo: "/contacts?sort=a-z" },
      u.cookie,
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/contacts?sort=a-z");
    expect((await contactOf(u, c._id)).favorite).toBe(true);
    const js = await formPost(
      "/contacts",
      { intent: "favorite", contactId: c._id, favorite: "false", js: "1" },
      u.cookie,
    );
    expect(js.status).toBe(200);
    expect((await contactOf(u, c._id)).favorite).toBe(false);
    const missing = await formPost("/contacts", { intent: "favorite", contactId: "nope", favorite: "true" }, u.cookie);
    expect(missing.status).toBe(404);
  });
});

describe("/contacts/:id", () => {
  it("shows details, related jobs with their links, and the history newest first", async () => {
    const u = await signUpForWeb();
    const c = await createContact(u, { tags: ["fintech"], followUpDate: "2026-06-01", email: "p@acme.example" });
    const job = (
      await api("POST", "/jobs", { token: u.token, body: { company: "Acme", position: "SRE", contactPerson: c._id } })
    ).body.job;
    for (const [date, notes] of [
      ["2026-03-01T10:00", "older note"],
      ["2026-04-01T10:00", "newer note"],
    ]) {
      await api("POST", `/contacts/${c._id}/interactions`, { token: u.token, body: { date, notes } });
    }
    const html = await (await page(`/contacts/${c._id}`, u.cookie)).text();
    expect(html).toContain(`href="/jobs/${job._id}"`);
    expect(html).toContain(`href="/jobs/new?contactId=${c._id}"`);
    expect(html).toContain(`href="/tasks/new?contactId=${c._id}"`);
    expect(html).toContain(`href="/contacts/edit/${c._id}?tab=followup"`);
    expect(html).toContain("1 Jun 2026");
    expect(html.indexOf("newer note")).toBeLessThan(html.indexOf("older note"));
    expect(html).not.toContain('id="interaction-form"');
  });

  it("adds, edits and deletes interactions with plain form posts, reading dates in the user's zone", async () => {
    const u = await signUpForWeb({ timeZone: "Asia/Kolkata" });
    const c = await createContact(u);
    const addPage = await (await page(`/contacts/${c._id}?interaction=new`, u.cookie)).text();
    expect(addPage).toContain('id="interaction-form"');
    expect(addPage).toContain('value="add-interaction"');

    const added = await formPost(
      `/contacts/${c._id}?interaction=new`,
      { intent: "add-interaction", date: "2026-03-10T10:00", method: "call", notes: "Intro call" },
      u.cookie,
    );
    expect(added.status).toBe(302);
    expect(added.headers.get("location")).toBe(`/contacts/${c._id}`);
    expect(await followToast(added, u.cookie)).toContain("Interaction added successfully!");
    let contact = await contactOf(u, c._id);
    expect(contact.interactionHistory[0]).toMatchObject({ date: "2026-03-10T04:30:00.000Z", method: "call" });
    expect(contact.lastContactDate).toBe("2026-03-10T04:30:00.000Z");
    const iid = contact.interactionHistory[0]._id;

    const invalid = await formPost(
      `/contacts/${c._id}?interaction=new`,
      { intent: "add-interaction", date: "2026-02-30T10:00", method: "call", notes: "kept" },
      u.cookie,
    );
    expect(invalid.status).toBe(400);
    const invalidHtml = await invalid.text();
    expect(invalidHtml).toContain("is not a valid date");
    expect(invalidHtml).toContain("kept");

    const editPage = await (await page(`/contacts/${c._id}?interaction=${iid}`, u.cookie)).text();
    expect(editPage).toContain('value="edit-interaction"');
    expect(editPage).not.toContain('value="add-interaction"');
    expect(editPage).toContain('value="2026-03-10T10:00"');
    const edited = await formPost(
      `/contacts/${c._id}?interaction=${iid}`,
      { intent: "edit-interaction", interactionId: iid, date: "2026-03-11T09:15", method: "meeting", notes: "Coffee" },
      u.cookie,
    );
    expect(await followToast(edited, u.cookie)).toContain("Interaction updated successfully!");
    contact = await contactOf(u, c._id);
    expect(contact.interactionHistory[0]).toMatchObject({ date: "2026-03-11T03:45:00.000Z", notes: "Coffee" });

    const confirm = await (await page(`/contacts/${c._id}/interactions/${iid}/delete`, u.cookie)).text();
    expect(confirm).toContain("Are you sure you want to delete this interaction?");
    const deleted = await formPost(`/contacts/${c._id}/interactions/${iid}/delete`, {}, u.cookie);
    expect(deleted.headers.get("location")).toBe(`/contacts/${c._id}`);
    expect(await followToast(deleted, u.cookie)).toContain("No interactions recorded yet");
    expect((await contactOf(u, c._id)).lastContactDate).toBeNull();
  });

  it("favorites from the detail page and deletes through the confirm page with the spec's warning", async () => {
    const u = await signUpForWeb();
    const c = await createContact(u);
    const fav = await formPost(`/contacts/${c._id}`, { intent: "favorite", favorite: "true" }, u.cookie);
    expect(fav.headers.get("location")).toBe(`/contacts/${c._id}`);
    expect((await contactOf(u, c._id)).favorite).toBe(true);
    const confirm = await (await page(`/contacts/${c._id}/delete`, u.cookie)).text();
    expect(confirm).toContain("All related interactions will be permanently removed");
    expect(confirm).toContain("This action cannot be undone.");
    const res = await formPost(`/contacts/${c._id}/delete`, {}, u.cookie);
    expect(res.headers.get("location")).toBe("/contacts");
    expect(await followToast(res, u.cookie)).toContain("Contact deleted successfully");
    expect((await api("GET", `/contacts/${c._id}`, { token: u.token })).status).toBe(404);
  });

  it("answers a real 404 with the not-found state for missing contacts and interactions", async () => {
    const u = await signUpForWeb();
    const c = await createContact(u);
    for (const path of ["/contacts/nope", "/contacts/edit/nope", "/contacts/nope/delete"]) {
      const res = await page(path, u.cookie);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html).toContain("Contact not found");
      expect(html).toContain("This contact may have been deleted or doesn&#x27;t exist.");
      expect(html).toContain('href="/contacts"');
    }
    const res = await page(`/contacts/${c._id}/interactions/nope/delete`, u.cookie);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Interaction not found");
  });
});

describe("ownership through the screens", () => {
  it("another user's form posts reach nothing: 404s, and the contact is unchanged", async () => {
    const owner = await signUpForWeb();
    const intruder = await signUpForWeb();
    const c = await createContact(owner, { tags: ["mine"] });
    const withOne = await api("POST", `/contacts/${c._id}/interactions`, {
      token: owner.token,
      body: { notes: "private" },
    });
    const iid = withOne.body.contact.interactionHistory[0]._id;
    const before = await contactOf(owner, c._id);
    const k = intruder.cookie;

    for (const path of [`/contacts/${c._id}`, `/contacts/edit/${c._id}`, `/contacts/${c._id}/delete`]) {
      expect((await page(path, k)).status, path).toBe(404);
    }
    const attempts: Array<[string, Record<string, string>]> = [
      [`/contacts/edit/${c._id}`, form({ name: "Owned" })],
      ["/contacts", { intent: "favorite", contactId: c._id, favorite: "true" }],
      ["/contacts", { intent: "favorite", contactId: c._id, favorite: "true", js: "1" }],
      [`/contacts/${c._id}`, { intent: "favorite", favorite: "true" }],
      [`/contacts/${c._id}`, { intent: "add-interaction", method: "call", notes: "x" }],
      [`/contacts/${c._id}`, { intent: "edit-interaction", interactionId: iid, notes: "x" }],
      [`/contacts/${c._id}/interactions/${iid}/delete`, {}],
      [`/contacts/${c._id}/delete`, {}],
      [`/contacts/${c._id}/delete`, { js: "1" }],
    ];
    for (const [path, fields] of attempts) {
      const res = await formPost(path, fields, k);
      expect(res.status, `${path} ${JSON.stringify(fields)}`).toBe(404);
    }
    // Through their own contact, the owner's interaction is still not found.
    const mine = await createContact(intruder);
    const via = await formPost(
      `/contacts/${mine._id}`,
      { intent: "edit-interaction", interactionId: iid, notes: "x" },
      k,
    );
    expect(via.status).toBe(404);
    expect(await via.text()).toContain("Interaction not found");
    expect((await formPost(`/contacts/${mine._id}/interactions/${iid}/delete`, {}, k)).status).toBe(404);

    expect(await contactOf(owner, c._id)).toEqual(before);
  });
});

describe("the job form's contact picker", () => {
  it("lists the user's contacts, preselects ?contactId=, links the job, and reads empty once the contact is gone", async () => {
    const u = await signUpForWeb();
    const other = await signUpForWeb();
    const c = await createContact(u, { name: "Priya Raman", company: "Acme" });
    const theirs = await createContact(other, { name: "Not Yours" });
    const html = await (await page(`/jobs/new?contactId=${c._id}`, u.cookie)).text();
    expect(html).toMatch(new RegExp(`<option value="${c._id}" selected="">Priya Raman \\(Acme\\)</option>`));
    expect(html).not.toContain("Not Yours");
    const foreign = await (await page(`/jobs/new?contactId=${theirs._id}`, u.cookie)).text();
    expect(foreign).toMatch(/<option value="" selected="">No contact<\/option>/);

    const res = await formPost(
      "/jobs/new",
      { company: "Acme", position: "SRE", contactPerson: c._id, applicationDate: "2026-04-02" },
      u.cookie,
    );
    expect(res.status).toBe(302);
    const [job] = (await api("GET", "/jobs", { token: u.token })).body.jobs;
    expect(job.contactPerson).toBe(c._id);
    expect((await contactOf(u, c._id)).relatedJobs).toEqual([{ _id: job._id, company: "Acme", position: "SRE" }]);
    const refused = await formPost("/jobs/new", { company: "X", position: "Y", contactPerson: theirs._id }, u.cookie);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("contactPerson does not match any of your contacts");

    await formPost(`/contacts/${c._id}/delete`, {}, u.cookie);
    const edit = await (await page(`/jobs/edit/${job._id}`, u.cookie)).text();
    expect(edit).toMatch(/<option value="" selected="">No contact<\/option>/);
    expect((await api("GET", `/jobs/${job._id}`, { token: u.token })).body.job.contactPerson).toBeNull();
  });
});
