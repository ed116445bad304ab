/** The documents screens and their forms, as a browser without JavaScript (and the enhanced upload) sends them. */
import { describe, expect, it } from "vitest";
import {
  api,
  FILES,
  followToast,
  formPost,
  ORIGIN,
  page,
  send,
  setPlan,
  signUpForWeb,
  storageState,
  type WebUser,
} from "../support";

/** A multipart post of the upload form: the files as `document` parts, then the text fields. */
function uploadForm(
  u: WebUser,
  files: [Blob, string][],
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [file, name] of files) form.append("document", file, name);
  for (const [name, value] of Object.entries({ type: "resume", returnTo: "/documents", ...fields })) {
    form.append(name, value);
  }
  return send("/documents/upload", {
    method: "POST",
    headers: { Origin: ORIGIN, Cookie: u.cookie, ...headers },
    body: form,
  });
}

async function createJob(u: WebUser, company = "Acme") {
  const res = await api("POST", "/jobs", { token: u.token, body: { company, position: "Engineer" } });
  if (res.status !== 201) throw new Error(`job create failed ${res.status}`);
  return res.body.job._id as string;
}

async function documentsOf(u: WebUser) {
  return (await api("GET", "/documents", { token: u.token })).body.documents as {
    _id: string;
    name: string;
    type: string;
    jobs: { _id: string }[];
  }[];
}

/** Uploads one PDF through the screen and answers its id. */
async function uploaded(u: WebUser, name = "cv.pdf", fields: Record<string, string> = {}) {
  const res = await uploadForm(u, [[FILES.pdf(), name]], fields);
  expect(res.status).toBe(302);
  const doc = (await documentsOf(u)).find((d) => d.name === name);
  if (!doc) throw new Error("upload not listed");
  return doc._id;
}

describe("/documents", () => {
  it("lists nothing and the storage meter of the plan", async () => {
    const u = await signUpForWeb();
    const html = await (await page("/documents", u.cookie)).text();
    expect(html).toContain("No documents yet");
    expect(html).toContain("0 bytes of 5 MB");
    expect(html).toContain('accept=".pdf,.docx');
    expect(html).toContain('action="/documents/upload"');
    expect(html.toLowerCase()).toContain(`enctype="multipart/form-data"`);
  });

  it("uploads without JavaScript: a redirect back with a toast, the file listed with its kind, size and meter", async () => {
    const u = await signUpForWeb();
    const res = await uploadForm(u, [[FILES.pdfOfSize(2048), "My CV.pdf"]]);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/documents");
    const html = await followToast(res, u.cookie);
    expect(html).toContain("My CV.pdf uploaded");
    expect(html).toContain("Resume");
    expect(html).toContain("2 KB");
    expect(html).toContain("2 KB of 5 MB");
    const [doc] = await documentsOf(u);
    expect(html).toContain(`href="/documents/${doc._id}/download"`);
  });

  it("uploads several files at once and answers each", async () => {
    const u = await signUpForWeb();
    const res = await uploadForm(u, [
      [FILES.pdf(), "a.pdf"],
      [FILES.html(), "b.pdf"],
    ]);
    const html = await followToast(res, u.cookie);
    expect(html).toContain("a.pdf uploaded");
    expect(html).toContain("b.pdf: That type of file is not accepted");
    expect((await documentsOf(u)).map((d) => d.name)).toEqual(["a.pdf"]);
  });

  it("answers JSON to the enhanced form, with the domain's status", async () => {
    const u = await signUpForWeb();
    const json = { Accept: "application/json" };
    const ok = await uploadForm(u, [[FILES.pdf("same"), "one.pdf"]], {}, json);
    expect(ok.status).toBe(201);
    expect(await ok.json()).toEqual({ ok: true, message: "one.pdf uploaded" });
    // A duplicate stores nothing: the enhanced form shows it as a failure (issue 30).
    const again = await uploadForm(u, [[FILES.pdf("same"), "two.pdf"]], {}, json);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ ok: false, message: "You have already uploaded this file (one.pdf)." });
    // Without JavaScript, the flash is an error too.
    const plain = await uploadForm(u, [[FILES.pdf("same"), "three.pdf"]]);
    const flash = await followToast(plain, u.cookie);
    expect(flash).toMatch(/role="alert"[^>]*>(?:(?!<\/li>).)*You have already uploaded this file \(one\.pdf\)/s);
    const refused = await uploadForm(u, [[FILES.svg(), "x.png"]], {}, json);
    expect(refused.status).toBe(415);
    expect((await refused.json<{ message: string }>()).message).toContain("Upload a PDF");
  });

  it("redirects a refused upload back with the domain's message and stores nothing", async () => {
    const u = await signUpForWeb();
    const refused = await uploadForm(u, [[FILES.html(), "page.pdf"]]);
    expect(refused.status).toBe(302);
    expect(await followToast(refused, u.cookie)).toContain("That type of file is not accepted");
    const tooBig = await uploadForm(u, [[FILES.pdfOfSize(10 * 1024 * 1024 + 1), "big.pdf"]]);
    expect(await followToast(tooBig, u.cookie)).toContain("Files can be up to 10 MB");
    await setPlan(u.userId, "free");
    for (let i = 0; i < 2; i++) await uploaded(u, `part${i}.pdf`);
    const overPlan = await uploadForm(u, [[FILES.pdfOfSize(6 * 1024 * 1024), "large.pdf"]]);
    const html = await followToast(overPlan, u.cookie);
    expect(html).toMatch(/Not enough storage|keeps up to/);
    const none = await uploadForm(u, []);
    expect(await followToast(none, u.cookie)).toContain("Choose a file to upload");
    const state = await storageState(u.userId);
    expect(state).toMatchObject({ rows: 2, pending: 0, counted: 2, objects: 2 });
  });

  it("sends a no-JavaScript upload over the size limit back to the documents page with the error and the form, twice in a row (issue 30)", async () => {
    const u = await signUpForWeb();
    for (let i = 0; i < 2; i++) {
      const res = await uploadForm(u, [[FILES.pdfOfSize(11 * 1024 * 1024), "huge.pdf"]]);
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/documents?upload=too-large");
    }
    const html = await (await page("/documents?upload=too-large", u.cookie)).text();
    expect(html).toMatch(/role="alert"[^>]*>.*That file is too large: Files can be up to 10 MB\. Nothing was stored/s);
    expect(html).toContain('action="/documents/upload"');
    expect(html).toContain("<title>Documents · Offerpath</title>");
    // An unknown value shows nothing.
    expect(await (await page("/documents?upload=toString", u.cookie)).text()).not.toContain("Nothing was stored");
    expect((await storageState(u.userId)).rows).toBe(0);
  });

  it("answers a truncated multipart body by going back to the documents page, leaving nothing behind", async () => {
    const u = await signUpForWeb();
    const boundary = "----offerpath-test";
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="document"; filename="cut.pdf"',
      "Content-Type: application/pdf",
      "",
      `%PDF-1.7\n${"x".repeat(5000)}`,
    ].join("\r\n");
    const res = await send("/documents/upload", {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: u.cookie, "Content-Type": `multipart/form-data; boundary=${boundary}` },
      body,
    });
    // Back to the documents page, which says so beside the form (issue 30).
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/documents?upload=unreadable");
    const shown = await (await page("/documents?upload=unreadable", u.cookie)).text();
    expect(shown).toContain("The upload could not be read: it may have been interrupted.");
    expect(await storageState(u.userId)).toEqual({
      rows: 0,
      pending: 0,
      counted: 0,
      countedBytes: 0,
      objects: 0,
      objectBytes: 0,
    });
  });

  it("keeps returnTo on this site", async () => {
    const u = await signUpForWeb();
    const res = await uploadForm(u, [[FILES.pdf(), "cv.pdf"]], { returnTo: "//evil.example/x" });
    expect(res.headers.get("location")).toBe("/documents");
  });

  it("renames and changes the kind without JavaScript, and refuses an empty name", async () => {
    const u = await signUpForWeb();
    const id = await uploaded(u, "draft.pdf");
    const form = await (await page(`/documents/edit/${id}?returnTo=%2Fdocuments`, u.cookie)).text();
    expect(form).toContain('value="draft.pdf"');
    expect(form).toContain('maxLength="120"');
    const empty = await formPost(`/documents/edit/${id}`, { name: " ", type: "resume" }, u.cookie);
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Name cannot be empty");
    const res = await formPost(
      `/documents/edit/${id}?returnTo=%2Fdocuments`,
      { name: "Final CV.pdf", type: "coverLetter" },
      u.cookie,
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/documents");
    expect(await followToast(res, u.cookie)).toContain("Final CV.pdf saved");
    expect((await documentsOf(u))[0]).toMatchObject({ name: "Final CV.pdf", type: "coverLetter" });
  });

  it("confirms a delete on its own page, then deletes the row and the object", async () => {
    const u = await signUpForWeb();
    const id = await uploaded(u, "old.pdf");
    const confirm = await page(`/documents/${id}/delete?returnTo=%2Fdocuments`, u.cookie);
    expect(confirm.status).toBe(200);
    const html = await confirm.text();
    expect(html).toContain("Are you sure you want to delete this document?");
    expect(html).toContain("old.pdf");
    const res = await formPost(`/documents/${id}/delete?returnTo=%2Fdocuments`, {}, u.cookie);
    expect(res.status).toBe(302);
    expect(await followToast(res, u.cookie)).toContain("old.pdf deleted");
    expect(await storageState(u.userId)).toMatchObject({ rows: 0, objects: 0, countedBytes: 0 });
  });

  it("sends the edit screen's first address, /documents/:id/edit, on to /documents/edit/:id (a bookmark keeps working)", async () => {
    const u = await signUpForWeb();
    const id = await uploaded(u);
    const old = await page(`/documents/${id}/edit?returnTo=%2Fdocuments`, u.cookie);
    expect(old.status).toBe(301);
    expect(old.headers.get("Location")).toBe(`/documents/edit/${id}?returnTo=%2Fdocuments`);
    const posted = await formPost(`/documents/${id}/edit`, { name: "renamed.pdf", type: "resume" }, u.cookie);
    expect(posted.status).toBe(308);
    expect(posted.headers.get("Location")).toBe(`/documents/edit/${id}`);
    expect((await page(`/documents/edit/${id}`, u.cookie)).status).toBe(200);
  });

  it("is a 404 for another user's document on every screen", async () => {
    const owner = await signUpForWeb();
    const other = await signUpForWeb();
    const id = await uploaded(owner);
    expect((await page(`/documents/edit/${id}`, other.cookie)).status).toBe(404);
    expect((await page(`/documents/${id}/delete`, other.cookie)).status).toBe(404);
    expect((await formPost(`/documents/${id}/delete`, {}, other.cookie)).status).toBe(404);
    expect((await formPost(`/documents/edit/${id}`, { name: "x.pdf", type: "other" }, other.cookie)).status).toBe(404);
    expect((await page(`/documents/${id}/download`, other.cookie)).status).toBe(404);
    expect((await documentsOf(owner))[0].name).toBe("cv.pdf");
  });
});

describe("/documents/:id/download", () => {
  it("serves the owner's bytes with the download headers, HEAD and ranges too", async () => {
    const u = await signUpForWeb();
    const file = FILES.pdf("download me");
    await uploadForm(u, [[file, "Résumé.pdf"]]);
    const [doc] = await documentsOf(u);
    const res = await page(`/documents/${doc._id}/download`, u.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      `inline; filename="R_sum_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf`,
    );
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("sandbox");
    expect(res.headers.get("etag")).toBeTruthy();
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array(await file.arrayBuffer()));
    const head = await send(`/documents/${doc._id}/download`, { method: "HEAD", headers: { Cookie: u.cookie } });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(file.size));
    const ranged = await page(`/documents/${doc._id}/download`, u.cookie, { Range: "bytes=0-3" });
    expect(ranged.status).toBe(206);
    expect(await ranged.text()).toBe("%PDF");
  });

  it("sends a signed-out visitor to sign in", async () => {
    const res = await page("/documents/anything/download");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toContain("/login");
  });
});

describe("a job's Documents section", () => {
  it("uploads from the job page (attached), attaches an existing file and detaches, without JavaScript", async () => {
    const u = await signUpForWeb();
    const jobId = await createJob(u, "Globex");
    const other = await uploaded(u, "cover.pdf", { type: "coverLetter" });

    const res = await uploadForm(u, [[FILES.pdf("job"), "cv-globex.pdf"]], { jobId, returnTo: `/jobs/${jobId}` });
    expect(res.headers.get("location")).toBe(`/jobs/${jobId}`);
    let html = await followToast(res, u.cookie);
    expect(html).toContain("cv-globex.pdf uploaded");
    expect(html).toContain("Upload a new one");
    expect(html).toContain('name="jobId"');
    expect(html).toMatch(/Attach an existing file[\s\S]*cover\.pdf \(Cover letter\)/);

    const attach = await formPost(`/jobs/${jobId}`, { intent: "attach", documentId: other }, u.cookie);
    expect(attach.status).toBe(302);
    html = await followToast(attach, u.cookie);
    expect(html).toContain("Document attached");
    expect(html).toContain(`/documents/${other}/download`);
    const list = await (await page("/documents", u.cookie)).text();
    expect(list).toContain("Engineer at Globex");

    const detach = await formPost(`/jobs/${jobId}`, { intent: "detach", documentId: other }, u.cookie);
    expect(await followToast(detach, u.cookie)).toContain("Document detached");
    const docs = await documentsOf(u);
    expect(docs.find((d) => d._id === other)?.jobs).toEqual([]);
    expect(docs.find((d) => d.name === "cv-globex.pdf")?.jobs.map((j) => j._id)).toEqual([jobId]);
  });

  it("says a duplicate is already stored and attaches it to the job", async () => {
    const u = await signUpForWeb();
    const jobId = await createJob(u);
    await uploadForm(u, [[FILES.pdf("dup"), "cv.pdf"]]);
    const res = await uploadForm(u, [[FILES.pdf("dup"), "cv copy.pdf"]], { jobId, returnTo: `/jobs/${jobId}` });
    const html = await followToast(res, u.cookie);
    expect(html).toContain("You have already uploaded this file (cv.pdf). It is now attached to this application.");
    expect((await documentsOf(u)).map((d) => d.jobs.length)).toEqual([1]);
  });

  it("does not attach another user's document or to another user's job", async () => {
    const owner = await signUpForWeb();
    const other = await signUpForWeb();
    const theirs = await uploaded(other);
    const jobId = await createJob(owner);
    const attach = await formPost(`/jobs/${jobId}`, { intent: "attach", documentId: theirs }, owner.cookie);
    expect(await followToast(attach, owner.cookie)).toContain("Document not found");
    const mine = await uploaded(owner, "mine.pdf");
    const foreignJob = await createJob(other);
    expect((await formPost(`/jobs/${foreignJob}`, { intent: "attach", documentId: mine }, owner.cookie)).status).toBe(
      404,
    );
    const upload = await uploadForm(owner, [[FILES.pdf(), "x.pdf"]], { jobId: foreignJob });
    expect(await followToast(upload, owner.cookie)).toContain("Job not found");
  });
});

describe("/subscription", () => {
  it("shows storage used against the plan", async () => {
    const u = await signUpForWeb();
    await uploadForm(u, [[FILES.pdfOfSize(1024 * 1024 + 512 * 1024), "big.pdf"]]);
    const html = await (await page("/subscription", u.cookie)).text();
    expect(html).toContain("1.5 MB of 5 MB");
  });
});
