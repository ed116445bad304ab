/**
 * The data export on the API (issue 22): the JSON's content and shape, CSVs read back by papaparse (BOM,
 * RFC 4180 quoting, formulas neutralised), the ZIP read back by fflate with the documents' bytes, dated
 * file names, another user's data never in an export, and on Free the JSON with CSV and ZIP refused (403).
 */
import { unzipSync } from "fflate";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { addInterview, api, as, createJob, FILES, type SignedUp, send, setPlan, signUp, upload } from "../support";

const decoder = new TextDecoder();

function exportOf(user: Pick<SignedUp, "token" | "ip">, query: string) {
  return send(`/api/v1/export?${query}`, {
    headers: { Authorization: `Bearer ${user.token}`, "CF-Connecting-IP": user.ip },
  });
}

/** A Basic user with a job (an interview), a task, a contact (an interaction, the job linked) and a PDF. */
async function basicUserWithData(company = "Initech") {
  const user = await signUp({ name: "Ada Export" });
  await setPlan(user.userId, "basic");
  const jobId = await createJob(user, { company, notes: 'says "hi", then\nleaves' });
  await addInterview(user, jobId, { withPerson: '=HYPERLINK("http://evil")' });
  const contact = await api("POST", "/contacts", {
    ...as(user),
    body: { name: `${company} Recruiter`, company, relatedJobs: [jobId], tags: ["hr"] },
  });
  const contactId = contact.body.contact._id;
  await api("POST", `/contacts/${contactId}/interactions`, {
    ...as(user),
    body: { method: "call", notes: "+1 555 0100 called back" },
  });
  await api("POST", "/tasks", { ...as(user), body: { title: "@follow up", relatedJob: jobId } });
  const pdf = FILES.pdf(`export ${company}`);
  const uploaded = await upload(user, pdf, "CV.pdf");
  expect(uploaded.status).toBe(201);
  return {
    user,
    jobId,
    contactId,
    pdfBytes: new Uint8Array(await pdf.arrayBuffer()),
    docId: uploaded.body.document._id,
  };
}

describe("GET /api/v1/export", () => {
  it("JSON: the whole account in the versioned format, no secrets, as a dated attachment", async () => {
    const { user, jobId, contactId, docId } = await basicUserWithData();
    const res = await exportOf(user, "format=json");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("application/json");
    // The user's zone is Asia/Kolkata; its calendar day may be one ahead of UTC's.
    expect(res.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="offerpath-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await res.text();
    const body = JSON.parse(text);
    expect(body).toMatchObject({ format: "offerpath-export", version: 1 });
    expect(Date.parse(body.exportedAt)).not.toBeNaN();
    expect(body.profile).toEqual({
      name: "Ada Export",
      email: user.email,
      timeZone: "Asia/Kolkata",
      plan: "basic",
      memberSince: expect.any(String),
    });
    expect(text).not.toMatch(/password|scrypt\$|razorpaySignature/i);
    expect(body.jobs).toHaveLength(1);
    expect(body.jobs[0]).toMatchObject({
      id: jobId,
      company: "Initech",
      salary: { min: 10, max: 20, currency: "INR" },
    });
    expect(body.jobs[0].interviews).toHaveLength(1);
    expect(body.tasks).toEqual([expect.objectContaining({ title: "@follow up", relatedJobId: jobId })]);
    expect(body.contacts).toEqual([
      expect.objectContaining({
        id: contactId,
        relatedJobIds: [jobId],
        tags: ["hr"],
        interactions: [expect.anything()],
      }),
    ]);
    expect(body.documents).toEqual([
      expect.objectContaining({ id: docId, name: "CV.pdf", jobIds: [], file: `documents/${docId}-CV.pdf` }),
    ]);
    expect(body.payments).toEqual([]);
  });

  it("never holds another user's data", async () => {
    const mine = await basicUserWithData("Mine Corp");
    const theirs = await basicUserWithData("Theirs Corp");
    for (const query of [
      "format=json",
      "format=csv&area=jobs",
      "format=csv&area=contacts",
      "format=csv&area=interviews",
    ]) {
      const text = await (await exportOf(mine.user, query)).text();
      expect(text, query).toContain("Mine Corp");
      expect(text, query).not.toContain("Theirs Corp");
      expect(text, query).not.toContain(theirs.jobId);
    }
    const archive = unzipSync(new Uint8Array(await (await exportOf(mine.user, "format=zip")).arrayBuffer()));
    const all = Object.values(archive)
      .map((bytes) => decoder.decode(bytes))
      .join("\n");
    expect(all).not.toContain("Theirs Corp");
    expect(Object.keys(archive).some((name) => name.includes(theirs.docId))).toBe(false);
  });

  it("CSV: BOM, human headers, RFC 4180 quoting, formulas neutralised, read back by papaparse", async () => {
    const { user } = await basicUserWithData();
    const jobs = await exportOf(user, "format=csv&area=jobs");
    expect(jobs.status).toBe(200);
    expect(jobs.headers.get("Content-Type")).toContain("text/csv");
    expect(jobs.headers.get("Content-Disposition")).toMatch(
      /filename="offerpath-export-\d{4}-\d{2}-\d{2}-applications\.csv"/,
    );
    const bytes = new Uint8Array(await jobs.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = decoder.decode(bytes); // TextDecoder drops the BOM
    const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toContain("Company");
    expect(parsed.meta.fields).toContain("Created (Asia/Kolkata)");
    expect(parsed.data[0]).toMatchObject({
      Company: "Initech",
      "Date applied": "2026-01-15",
      Notes: 'says "hi", then\nleaves',
    });
    expect(text).toContain('"says ""hi"", then\nleaves"');
    expect(text).toMatch(/\r\n/);

    const interviews = Papa.parse<Record<string, string>>(
      await (await exportOf(user, "format=csv&area=interviews")).text(),
      {
        header: true,
        skipEmptyLines: true,
      },
    );
    expect(interviews.data[0].With).toBe('\'=HYPERLINK("http://evil")');
    const tasks = Papa.parse<Record<string, string>>(await (await exportOf(user, "format=csv&area=tasks")).text(), {
      header: true,
      skipEmptyLines: true,
    });
    expect(tasks.data[0].Title).toBe("'@follow up");
    const interactions = Papa.parse<Record<string, string>>(
      await (await exportOf(user, "format=csv&area=interactions")).text(),
      { header: true, skipEmptyLines: true },
    );
    expect(interactions.data[0]).toMatchObject({
      Contact: "Initech Recruiter",
      Method: "call",
      Notes: "'+1 555 0100 called back",
    });
  });

  it("CSV: every formula start (= + - @ tab CR) is neutralised, even with a line break after it", async () => {
    const user = await signUp();
    await setPlan(user.userId, "premium");
    const hostile = ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\r=2", "=A1\n=B2"];
    for (const notes of hostile) await createJob(user, { notes, company: "Formula" });
    const text = await (await exportOf(user, "format=csv&area=jobs")).text();
    const rows = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
    expect(rows.map((r) => r.Notes).sort()).toEqual(hostile.map((n) => `'${n}`).sort());
  });

  it("ZIP: the JSON, one CSV per area and the documents' bytes, read back by fflate", async () => {
    const { user, pdfBytes, docId } = await basicUserWithData();
    const res = await exportOf(user, "format=zip");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/zip");
    const name = res.headers.get("Content-Disposition")?.match(/filename="(.+)"/)?.[1] ?? "";
    expect(name).toMatch(/^offerpath-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const day = name.slice("offerpath-export-".length, -".zip".length);
    const archive = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(archive).sort()).toEqual(
      [
        `offerpath-export-${day}.json`,
        `offerpath-export-${day}-applications.csv`,
        `offerpath-export-${day}-interviews.csv`,
        `offerpath-export-${day}-tasks.csv`,
        `offerpath-export-${day}-contacts.csv`,
        `offerpath-export-${day}-interactions.csv`,
        `offerpath-export-${day}-offers.csv`,
        `documents/${docId}-CV.pdf`,
      ].sort(),
    );
    expect(archive[`documents/${docId}-CV.pdf`]).toEqual(pdfBytes);
    expect(JSON.parse(decoder.decode(archive[`offerpath-export-${day}.json`])).jobs).toHaveLength(1);
    expect([...archive[`offerpath-export-${day}-contacts.csv`].slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("the file names carry the user's calendar day", async () => {
    const user = await signUp();
    await setPlan(user.userId, "basic");
    const res = await exportOf(user, "format=csv&area=tasks");
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="offerpath-export-${day}-tasks.csv"`);
    await res.body?.cancel();
  });

  it("on Free: the whole account as JSON (every plan); CSV and ZIP a 403 naming the plans that include them", async () => {
    const user = await signUp();
    await createJob(user, { company: "Free Plan Co" });
    const json = await exportOf(user, "format=json");
    expect(json.status).toBe(200);
    const body = await json.json<{ profile: { plan: string }; jobs: { company: string }[] }>();
    expect(body.profile.plan).toBe("free");
    expect(body.jobs.map((j) => j.company)).toEqual(["Free Plan Co"]);
    for (const query of ["format=csv&area=jobs", "format=zip"]) {
      const res = await api("GET", `/export?${query}`, as(user));
      expect(res.status, query).toBe(403);
      expect(res.body).toEqual({
        success: false,
        message:
          "CSV and ZIP export is included in the Basic and Premium plans. Upgrade at /plans for them; the JSON backup is on every plan.",
      });
    }
  });

  it.each([
    ["", "format must be one of: json, csv, zip"],
    ["format=xml", "format must be one of: json, csv, zip"],
    ["format=csv", "area is required"],
    ["format=csv&area=secrets", "area must be one of"],
    ["format=json&area=jobs", "area is only for format=csv"],
  ])("answers 400 for a bad query (%s)", async (query, message) => {
    const user = await signUp();
    await setPlan(user.userId, "basic");
    const res = await api("GET", `/export?${query}`, as(user));
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain(message);
  });

  it("answers 401 without a token", async () => {
    expect((await api("GET", "/export?format=json")).status).toBe(401);
  });
});
