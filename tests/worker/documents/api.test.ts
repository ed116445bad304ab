/**
 * The documents API in workerd on the local R2 and D1 (issue 21, docs/decisions/030-documents-on-r2.md):
 * uploads and their refusals, the storage rule under concurrency and after a downgrade, the type from the
 * bytes, cleaned names, downloads that are never pages, ownership on every verb, and nothing left behind.
 */
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  api,
  as,
  createJob,
  download,
  FILES,
  rawApi,
  type SignedUp,
  setPlan,
  signUp,
  storageState,
  upload,
} from "../support";

const MB = 1024 * 1024;
const ACCEPTED_LIST = "PDF, Word (DOCX, DOC), OpenDocument text (ODT), RTF, plain text, Markdown, PNG or JPEG";

async function uploaded(user: SignedUp, file: Blob, name: string, fields: Record<string, string> = {}) {
  const res = await upload(user, file, name, { fields });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.document as { _id: string; name: string; size: number; contentType: string; sha256: string };
}

const EMPTY = { rows: 0, pending: 0, counted: 0, countedBytes: 0, objects: 0, objectBytes: 0 };

/** Rows, counters and objects agree: every ready row has its object, the counters count them all. */
async function expectConsistent(user: SignedUp) {
  const state = await storageState(user.userId);
  expect(state.pending).toBe(0);
  expect(state.counted).toBe(state.rows);
  expect(state.objects).toBe(state.rows);
  expect(state.countedBytes).toBe(state.objectBytes);
  return state;
}

describe("POST /documents", () => {
  it("stores a file: 201 with the document, its bytes counted and in R2 under the account's prefix", async () => {
    const user = await signUp();
    const file = FILES.pdf("resume v1");
    const res = await upload(user, file, "Resume.pdf", { fields: { type: "resume" } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      document: {
        _id: expect.any(String),
        name: "Resume.pdf",
        type: "resume",
        contentType: "application/pdf",
        size: file.size,
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        // Its text is read off the request path (issue 33, tests/worker/documents/text.test.ts).
        textStatus: "pending",
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        jobs: [],
      },
    });
    const object = await env.DOCUMENTS.head(`${user.userId}/${res.body.document._id}`);
    expect(object?.size).toBe(file.size);
    expect(object?.checksums.sha256 && [...new Uint8Array(object.checksums.sha256)].length).toBe(32);
    expect(await expectConsistent(user)).toMatchObject({ rows: 1, countedBytes: file.size });

    const list = await api("GET", "/documents", as(user));
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({
      success: true,
      count: 1,
      totalDocuments: 1,
      currentPage: 1,
      numOfPages: 1,
      storage: { usedBytes: file.size, limitBytes: 5 * MB },
    });
    expect(list.body.documents[0]).toEqual(res.body.document);
    expect((await api("GET", `/documents/${res.body.document._id}`, as(user))).body).toEqual(res.body);
  });

  it("pages the list newest first, and says -1 for an unlimited plan's storage", async () => {
    const user = await signUp();
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await uploaded(user, FILES.text(), `n${i}.txt`))._id);
    const first = await api("GET", "/documents?page=1&limit=2", as(user));
    expect(first.body).toMatchObject({ count: 2, totalDocuments: 3, numOfPages: 2, currentPage: 1 });
    const second = await api("GET", "/documents?page=2&limit=2", as(user));
    const seen = [...first.body.documents, ...second.body.documents].map((d: { _id: string }) => d._id);
    expect(seen.sort()).toEqual([...ids].sort());
    await env.DB.prepare("UPDATE plans SET limit_document_storage = -1 WHERE name = 'premium'").run();
    await setPlan(user.userId, "premium");
    expect((await api("GET", "/documents?page=x&limit=-3", as(user))).body).toMatchObject({
      currentPage: 1,
      storage: { limitBytes: -1 },
    });
    await env.DB.prepare("UPDATE plans SET limit_document_storage = 500 WHERE name = 'premium'").run();
  });

  describe("the type comes from the bytes, never the name", () => {
    const accepted: [string, () => Blob, string, string, string][] = [
      ["a PDF renamed .png", FILES.pdf, "photo.png", "application/pdf", "photo.png.pdf"],
      [
        "a DOCX built by hand",
        FILES.docx,
        "cv.docx",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        "cv.docx",
      ],
      [
        "a DOCX whose directory claims 4 GB entries (judged without inflating)",
        FILES.zipBombDocx,
        "bomb.docx",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        "bomb.docx",
      ],
      ["an ODT", FILES.odt, "letter.odt", "application/vnd.oasis.opendocument.text", "letter.odt"],
      ["a DOC (OLE2)", FILES.doc, "old.doc", "application/msword", "old.doc"],
      ["an RTF", FILES.rtf, "letter.rtf", "application/rtf", "letter.rtf"],
      ["plain text", () => FILES.text(), "notes.txt", "text/plain; charset=utf-8", "notes.txt"],
      ["text named .html", () => FILES.text(), "page.html", "text/plain; charset=utf-8", "page.html.txt"],
      [
        "Markdown (the name chooses it over text)",
        FILES.markdown,
        "cover.md",
        "text/markdown; charset=utf-8",
        "cover.md",
      ],
      ["a PNG", FILES.png, "shot.png", "image/png", "shot.png"],
      ["a JPEG named .jpeg", FILES.jpeg, "me.jpeg", "image/jpeg", "me.jpeg"],
    ];
    it.each(accepted)("%s is stored with its true type", async (_label, make, fileName, contentType, name) => {
      const user = await signUp();
      const started = Date.now();
      const res = await upload(user, make(), fileName);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.document).toMatchObject({ contentType, name });
      expect(Date.now() - started).toBeLessThan(5000);
      await expectConsistent(user);
    });

    const refused: [string, () => Blob, string][] = [
      ["an HTML file renamed .pdf", FILES.html, "resume.pdf"],
      ["an SVG", FILES.svg, "logo.svg"],
      ["an SVG renamed .png", FILES.svg, "logo.png"],
      ["a ZIP that is not a document", FILES.plainZip, "cv.docx"],
      ["binary junk", () => new Blob([new Uint8Array([0, 1, 2, 3, 0xfe, 0xff, 0, 0])]), "cv.pdf"],
    ];
    it.each(refused)("%s is a 415 that lists what is accepted, and leaves nothing", async (_label, make, fileName) => {
      const user = await signUp();
      const res = await upload(user, make(), fileName);
      expect(res.status).toBe(415);
      expect(res.body).toEqual({
        success: false,
        message: `That type of file is not accepted. Upload a ${ACCEPTED_LIST} file.`,
      });
      expect(await storageState(user.userId)).toEqual(EMPTY);
    });
  });

  it("cleans names: no path parts, NUL or right-to-left override; the extension is true to the bytes", async () => {
    const user = await signUp();
    const fromPath = await uploaded(user, FILES.pdf(), "../../etc/passwd.pdf");
    expect(fromPath.name).toBe("passwd.pdf");
    const backslashes = await uploaded(user, FILES.pdf(), "..\\..\\windows\\cv.pdf");
    expect(backslashes.name).toBe("cv.pdf");
    const nul = await uploaded(user, FILES.pdf(), "x.pdf", { name: "cv\u0000.pdf" });
    expect(nul.name).toBe("cv.pdf");
    // "invoice‮fdp.exe" shows as "invoiceexe.pdf": without the override it is what it is, and a PDF.
    const rlo = await uploaded(user, FILES.pdf(), "x.pdf", { name: "invoice\u202Efdp.exe" });
    expect(rlo.name).toBe("invoicefdp.exe.pdf");
    const marks = await uploaded(user, FILES.pdf(), "x.pdf", { name: "\u200F\u2066cv\u2069 2026.pdf" });
    expect(marks.name).toBe("cv 2026.pdf");
    const long = await uploaded(user, FILES.pdf(), `${"a".repeat(300)}.pdf`);
    expect(Array.from(long.name)).toHaveLength(120);
    expect(long.name.endsWith(".pdf")).toBe(true);
    const dots = await uploaded(user, FILES.pdf(), "...");
    expect(dots.name).toBe("document.pdf");
    const tooLong = await upload(user, FILES.pdf(), "x.pdf", { fields: { name: "b".repeat(121) } });
    expect(tooLong).toMatchObject({
      status: 400,
      body: { success: false, message: "name: must be at most 120 characters" },
    });
  });

  it("refuses an empty file, a missing `document` part and a bad `type` with a 400, leaving nothing", async () => {
    const user = await signUp();
    expect(await upload(user, new Blob([]), "empty.pdf")).toMatchObject({
      status: 400,
      body: { success: false, message: "The file is empty" },
    });
    const missing = await upload(user, null, "", { fields: { name: "cv.pdf", type: "resume" } });
    expect(missing).toMatchObject({
      status: 400,
      body: { success: false, message: expect.stringMatching(/^document is required/) },
    });
    const asText = await upload(user, null, "", { fields: { document: "%PDF-1.7 not a file" } });
    expect(asText.status).toBe(400);
    const otherField = await upload(user, FILES.pdf(), "cv.pdf", { fileField: "file" });
    expect(otherField.status).toBe(400);
    const badType = await upload(user, FILES.pdf(), "cv.pdf", { fields: { type: "passport" } });
    expect(badType).toMatchObject({
      status: 400,
      body: { success: false, message: "type must be one of: resume, coverLetter, portfolio, offerLetter, other" },
    });
    const noBody = await rawApi("POST", "/documents", user);
    expect(noBody.status).toBe(400);
    expect(await storageState(user.userId)).toEqual(EMPTY);
  });

  it("a truncated or malformed multipart body is a clear 400 and leaves nothing: no row, no object, no bytes", async () => {
    const user = await signUp();
    const boundary = "----offerpath-test-boundary";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`;
    const type = { "Content-Type": `multipart/form-data; boundary=${boundary}` };
    const bodies = [
      `${head}${"x".repeat(50_000)}`, // cut off: no closing boundary
      `${head}abc\r\n--${boundary}`, // the last boundary without its "--"
      "this is not multipart at all",
      `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--${boundary}--\r\n`,
    ];
    for (const body of bodies) {
      const res = await rawApi("POST", "/documents", user, body, type);
      expect(res.status, body.slice(0, 80)).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(/could not be read|document is required/);
    }
    const noBoundary = await rawApi("POST", "/documents", user, head, { "Content-Type": "multipart/form-data" });
    expect(noBoundary.status).toBe(400);
    expect(await storageState(user.userId)).toEqual(EMPTY);
    // The isolate still serves the next upload.
    expect((await upload(user, FILES.pdf(), "cv.pdf")).status).toBe(201);
  });

  it("another content type is a 415 naming multipart; without a token a 401 comes first", async () => {
    const user = await signUp();
    const json = await api("POST", "/documents", { ...as(user), body: { document: "x" } });
    expect(json).toMatchObject({
      status: 415,
      body: { success: false, message: "Content-Type must be multipart/form-data" },
    });
    const text = await rawApi("POST", "/documents", user, "%PDF-1.7", { "Content-Type": "application/pdf" });
    expect(text.status).toBe(415);
    const anonymous = await upload(null, FILES.pdf(), "cv.pdf");
    expect(anonymous).toMatchObject({ status: 401, body: { success: false, message: "Authentication invalid" } });
    // The other API routes still require JSON.
    const jobs = await rawApi("POST", "/jobs", user, "company=A", {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(jobs.status).toBe(415);
  });

  it("a file over 10 MB is a 413, twice in a row, and the next upload works; nothing is left", async () => {
    const user = await signUp();
    const big = new Blob([new Uint8Array(10 * MB + 100 * 1024)]);
    for (let i = 0; i < 2; i++) {
      const res = await upload(user, big, "huge.pdf");
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ success: false, message: "Files can be up to 10 MB" });
    }
    // Just past the cap, inside the body limit: the domain's 413 names the size.
    const justOver = await upload(user, FILES.pdfOfSize(10 * MB + 1), "over.pdf");
    expect(justOver.status).toBe(413);
    expect(justOver.body.message).toMatch(/^Files can be up to 10 MB/);
    // A streamed body that declares no length is cut at the cap by the guards' counting stream.
    const boundary = "----streamed";
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode(
            `--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="s.pdf"\r\n\r\n%PDF-1.7\n`,
          ),
        );
        for (let i = 0; i < 11; i++) controller.enqueue(new Uint8Array(MB));
        controller.close();
      },
    });
    const streamed = await rawApi("POST", "/documents", user, stream, {
      "Content-Type": `multipart/form-data; boundary=${boundary}`,
    });
    expect(streamed.status).toBe(413);
    expect(await storageState(user.userId)).toEqual(EMPTY);
    expect((await upload(user, FILES.pdf(), "small.pdf")).status).toBe(201);
  }, 60_000);

  it("the same bytes twice answer the stored document (200, duplicate), stored once", async () => {
    const user = await signUp();
    const file = FILES.pdf("same bytes");
    const first = await uploaded(user, file, "a.pdf");
    const again = await upload(user, file, "b.pdf", { fields: { type: "resume" } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      success: true,
      document: expect.objectContaining({ _id: first._id, name: "a.pdf" }),
      duplicate: true,
      message: "You have already uploaded this file",
    });
    expect(await expectConsistent(user)).toMatchObject({ rows: 1, countedBytes: file.size });
  });
});

describe("the storage rule (spec §5)", () => {
  it("refuses a file that would pass the plan's storage with a 403 that says how much is free", async () => {
    const user = await signUp();
    await uploaded(user, FILES.pdfOfSize(3 * MB), "big.pdf");
    const res = await upload(user, FILES.pdfOfSize(2.5 * MB), "more.pdf");
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      success: false,
      message:
        "Not enough storage: this file is 2.5 MB and your Free plan has 2 MB of 5 MB free. Delete files to free 512 KB, or upgrade your plan.",
    });
    expect(await expectConsistent(user)).toMatchObject({ rows: 1, countedBytes: 3 * MB });
    expect((await upload(user, FILES.pdfOfSize(2 * MB), "fits.pdf")).status).toBe(201);
    expect(await expectConsistent(user)).toMatchObject({ rows: 2, countedBytes: 5 * MB });
  });

  it("five simultaneous uploads near the limit never pass it; counters and R2 agree afterwards", async () => {
    const user = await signUp();
    await uploaded(user, FILES.pdfOfSize(3 * MB), "base.pdf");
    const size = 900 * 1024;
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => upload(user, FILES.pdfOfSize(size), `c${i}.pdf`)),
    );
    const statuses = answers.map((a) => a.status).sort();
    // 3 MB + 2 × 0.9 MB fits in 5 MB; a third would not.
    expect(statuses).toEqual([201, 201, 403, 403, 403]);
    const state = await expectConsistent(user);
    expect(state).toMatchObject({ rows: 3, countedBytes: 3 * MB + 2 * size });
    expect(state.countedBytes).toBeLessThanOrEqual(5 * MB);
  }, 60_000);

  it("after a downgrade over the limit: reading and deleting still work, a new upload is a 403 saying how much to free", async () => {
    const user = await signUp();
    await setPlan(user.userId, "basic");
    const a = await uploaded(user, FILES.pdfOfSize(3 * MB), "a.pdf");
    const b = await uploaded(user, FILES.pdfOfSize(3 * MB), "b.pdf");
    await setPlan(user.userId, "free");

    const list = await api("GET", "/documents", as(user));
    expect(list.body.storage).toEqual({ usedBytes: 6 * MB, limitBytes: 5 * MB });
    expect(list.body.documents).toHaveLength(2);
    expect((await download(user, a._id)).status).toBe(200);
    expect((await api("PATCH", `/documents/${a._id}`, { ...as(user), body: { name: "renamed.pdf" } })).status).toBe(
      200,
    );

    const small = FILES.pdf();
    const refused = { ...(await upload(user, small, "new.pdf")), size: small.size };
    expect(refused.status).toBe(403);
    // 6 MB stored on a 5 MB plan: the excess must go as well as the new file (1 MB and 75 bytes: "1.1 MB", rounded up).
    expect(refused.body.message).toBe(
      `Not enough storage: this file is ${refused.size} bytes and your Free plan has 0 bytes of 5 MB free. Delete files to free 1.1 MB, or upgrade your plan.`,
    );
    // A file it already has is still answered (and can be linked), not refused.
    const again = await upload(user, await (await download(user, b._id)).blob(), "b-again.pdf");
    expect(again.status).toBe(200);
    expect(again.body.duplicate).toBe(true);

    expect((await api("DELETE", `/documents/${b._id}`, as(user))).status).toBe(200);
    expect(await expectConsistent(user)).toMatchObject({ rows: 1, countedBytes: 3 * MB });
    expect((await upload(user, FILES.pdf(), "new.pdf")).status).toBe(201);
  }, 60_000);
});

describe("GET /documents/:id/content", () => {
  it("streams the bytes with the original name (RFC 5987), nosniff, a sandbox CSP and an ETag", async () => {
    const user = await signUp();
    const file = FILES.pdf("download me");
    const doc = await uploaded(user, file, "Lebenslauf – Müller (2026).pdf");
    const res = await download(user, doc._id);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.headers.get("Content-Disposition")).toBe(
      `inline; filename="Lebenslauf _ M_ller (2026).pdf"; filename*=UTF-8''Lebenslauf%20%E2%80%93%20M%C3%BCller%20%282026%29.pdf`,
    );
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Content-Security-Policy")).toMatch(/default-src 'none'.*; sandbox$/);
    expect(res.headers.get("Content-Length")).toBe(String(file.size));
    expect(res.headers.get("Accept-Ranges")).toBe("bytes");
    expect(res.headers.get("Cache-Control")).toBe("private, no-cache");
    const etag = res.headers.get("ETag");
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array(await file.arrayBuffer()));

    const cached = await download(user, doc._id, { headers: { "If-None-Match": etag ?? "" } });
    expect(cached.status).toBe(304);
    expect(await cached.text()).toBe("");
    const changed = await download(user, doc._id, { headers: { "If-None-Match": '"other"' } });
    expect(changed.status).toBe(200);
    await changed.arrayBuffer();

    const head = await download(user, doc._id, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("Content-Length")).toBe(String(file.size));
    expect(await head.text()).toBe("");
  });

  it("answers a failed If-Match or If-Unmodified-Since with 412, a matching If-None-Match or If-Modified-Since with 304, in RFC 9110's order", async () => {
    const user = await signUp();
    const doc = await uploaded(user, FILES.pdf("conditional"), "conditional.pdf");
    const first = await download(user, doc._id);
    await first.arrayBuffer();
    const etag = first.headers.get("ETag") ?? "";
    const statusOf = async (headers: Record<string, string>, method = "GET") => {
      const res = await download(user, doc._id, { method, headers });
      await res.arrayBuffer();
      return res.status;
    };
    // RFC 9110 13.1.1 and 13.1.4: a failed precondition is 412 Precondition Failed, never 304.
    expect(await statusOf({ "If-Match": '"other"' })).toBe(412);
    expect(await statusOf({ "If-Match": '"other"' }, "HEAD")).toBe(412);
    const lastModified = first.headers.get("Last-Modified") ?? "";
    expect(Date.parse(lastModified)).not.toBeNaN();
    const before = new Date(Date.parse(lastModified) - 3_600_000).toUTCString();
    const after = new Date(Date.parse(lastModified) + 3_600_000).toUTCString();
    expect(await statusOf({ "If-Unmodified-Since": before })).toBe(412);
    expect(await statusOf({ "If-Match": etag })).toBe(200);
    expect(await statusOf({ "If-Unmodified-Since": after })).toBe(200);
    // 13.1.2 and 13.1.3: a match of the client's copy is 304.
    expect(await statusOf({ "If-None-Match": etag })).toBe(304);
    expect(await statusOf({ "If-Modified-Since": after })).toBe(304);
    expect(await statusOf({ "If-Modified-Since": before })).toBe(200);
    // 13.2.2's order: If-Match first (412 though If-None-Match matches); If-Match hides If-Unmodified-Since,
    // If-None-Match hides If-Modified-Since.
    expect(await statusOf({ "If-Match": '"other"', "If-None-Match": etag })).toBe(412);
    expect(await statusOf({ "If-Match": etag, "If-None-Match": etag })).toBe(304);
    expect(await statusOf({ "If-Match": etag, "If-Unmodified-Since": before })).toBe(200);
    expect(await statusOf({ "If-None-Match": '"other"', "If-Modified-Since": after })).toBe(200);
    // A range request that passes its preconditions still gets its part.
    expect(await statusOf({ "If-Match": etag, Range: "bytes=0-3" })).toBe(206);
    expect(await statusOf({ "If-Match": '"other"', Range: "bytes=0-3" })).toBe(412);
  });

  it("lets a browser client on an allowed origin read the name, the part and the ETag", async () => {
    const user = await signUp();
    const doc = await uploaded(user, FILES.pdf("cross-origin"), "cv.pdf");
    const origin = "https://app.example.test";
    const res = await download(user, doc._id, { headers: { Origin: origin, Range: "bytes=0-3" } });
    expect(res.status).toBe(206);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe(origin);
    const exposed = (res.headers.get("Access-Control-Expose-Headers") ?? "").toLowerCase();
    for (const name of ["content-disposition", "content-range", "content-length", "etag"]) {
      expect(exposed, name).toContain(name);
    }
    await res.arrayBuffer();
    const preflight = await exports.default.fetch(`http://localhost/api/v1/documents/${doc._id}/content`, {
      method: "OPTIONS",
      headers: {
        Origin: origin,
        "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "authorization, range, if-none-match",
      },
    });
    const allowed = (preflight.headers.get("Access-Control-Allow-Headers") ?? "").toLowerCase();
    expect(allowed).toContain("range");
    expect(allowed).toContain("if-none-match");
  });

  it("answers a Range with 206 and Content-Range, and an unsatisfiable one with 416", async () => {
    const user = await signUp();
    const file = FILES.pdf("ranges");
    const doc = await uploaded(user, file, "r.pdf");
    const whole = new Uint8Array(await file.arrayBuffer());

    const part = await download(user, doc._id, { headers: { Range: "bytes=0-4" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("Content-Range")).toBe(`bytes 0-4/${file.size}`);
    expect(part.headers.get("Content-Length")).toBe("5");
    expect(await part.text()).toBe("%PDF-");

    const tail = await download(user, doc._id, { headers: { Range: "bytes=-6" } });
    expect(tail.status).toBe(206);
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(whole.slice(-6));

    const open = await download(user, doc._id, { headers: { Range: "bytes=10-" } });
    expect(open.headers.get("Content-Range")).toBe(`bytes 10-${file.size - 1}/${file.size}`);
    expect(new Uint8Array(await open.arrayBuffer())).toEqual(whole.slice(10));

    const bad = await download(user, doc._id, { headers: { Range: `bytes=${file.size}-` } });
    expect(bad.status).toBe(416);
    expect(bad.headers.get("Content-Range")).toBe(`bytes */${file.size}`);

    const several = await download(user, doc._id, { headers: { Range: "bytes=0-1,4-5" } });
    expect(several.status).toBe(200);
    expect(new Uint8Array(await several.arrayBuffer())).toEqual(whole);
  });

  it("serves text as an attachment with text/plain, never text/html, even when named .html", async () => {
    const user = await signUp();
    const doc = await uploaded(user, FILES.text("hello <script>alert(1)</script>"), "page.html");
    const res = await download(user, doc._id);
    expect(res.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="page\.html\.txt"/);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Content-Security-Policy")).toMatch(/sandbox/);
    await res.arrayBuffer();
    const word = await uploaded(user, FILES.docx(), "cv.docx");
    const docx = await download(user, word._id);
    expect(docx.headers.get("Content-Disposition")).toMatch(/^attachment;/);
    await docx.arrayBuffer();
  });
});

describe("PATCH and DELETE /documents/:id", () => {
  it("renames (cleaned, the extension kept true) and changes the type; an empty name is a 400", async () => {
    const user = await signUp();
    const doc = await uploaded(user, FILES.pdf(), "cv.pdf");
    const res = await api("PATCH", `/documents/${doc._id}`, {
      ...as(user),
      body: { name: "../Resume\u202E 2026", type: "coverLetter", _id: "x", size: 1, sha256: "0" },
    });
    expect(res.status).toBe(200);
    expect(res.body.document).toMatchObject({
      _id: doc._id,
      name: "Resume 2026.pdf",
      type: "coverLetter",
      size: doc.size,
    });
    expect(res.body.document.sha256).toBe(doc.sha256);
    const empty = await api("PATCH", `/documents/${doc._id}`, { ...as(user), body: { name: "  " } });
    expect(empty).toMatchObject({ status: 400, body: { success: false, message: "name is required" } });
    const badType = await api("PATCH", `/documents/${doc._id}`, { ...as(user), body: { type: "x" } });
    expect(badType.status).toBe(400);
  });

  it("deleting a document removes its object and gives its bytes back", async () => {
    const user = await signUp();
    const keep = await uploaded(user, FILES.pdf(), "keep.pdf");
    const doc = await uploaded(user, FILES.pdf(), "gone.pdf");
    const res = await api("DELETE", `/documents/${doc._id}`, as(user));
    expect(res).toMatchObject({ status: 200, body: { success: true, message: "Document deleted successfully" } });
    expect(await env.DOCUMENTS.head(`${user.userId}/${doc._id}`)).toBeNull();
    expect(await expectConsistent(user)).toMatchObject({ rows: 1, countedBytes: keep.size });
    expect((await api("GET", `/documents/${doc._id}`, as(user))).status).toBe(404);
    expect((await download(user, doc._id)).status).toBe(404);
    expect((await api("DELETE", `/documents/${doc._id}`, as(user))).status).toBe(404);
  });
});

describe("a job's documents (contract §4.1)", () => {
  it("uploads to a job, attaches a stored file, detaches; the job's `documents` in the contract's shape", async () => {
    const user = await signUp();
    const jobId = await createJob(user);
    const up = await upload(user, FILES.pdf(), "cv.pdf", {
      path: `/jobs/${jobId}/documents`,
      fields: { type: "resume" },
    });
    expect(up.status).toBe(200);
    const resume = up.body.document;
    expect(resume.jobs).toEqual([{ _id: jobId, company: "Initech", position: "Engineer" }]);
    expect(up.body.job.documents).toEqual({
      resume: `/api/v1/documents/${resume._id}/content`,
      coverLetter: "",
      other: [],
    });

    const stored = await uploaded(user, FILES.docx(), "portfolio.docx", { type: "portfolio" });
    const attached = await api("POST", `/jobs/${jobId}/documents`, { ...as(user), body: { documentId: stored._id } });
    expect(attached.status).toBe(200);
    expect(attached.body.job.documents.other).toEqual([
      { _id: stored._id, name: "portfolio.docx", url: `/api/v1/documents/${stored._id}/content` },
    ]);
    // Twice is once; an echoed {_id} reference works too.
    const again = await api("POST", `/jobs/${jobId}/documents`, {
      ...as(user),
      body: { documentId: { _id: stored._id } },
    });
    expect(again.body.job.documents.other).toHaveLength(1);
    expect((await api("GET", `/jobs/${jobId}`, as(user))).body.job.documents).toEqual(again.body.job.documents);
    expect((await api("GET", "/jobs", as(user))).body.jobs[0].documents).toEqual(again.body.job.documents);

    const detached = await api("DELETE", `/jobs/${jobId}/documents/${stored._id}?type=other`, as(user));
    expect(detached.status).toBe(200);
    expect(detached.body.job.documents.other).toEqual([]);
    expect((await api("GET", `/documents/${stored._id}`, as(user))).body.document.jobs).toEqual([]);
    expect((await api("DELETE", `/jobs/${jobId}/documents/${stored._id}`, as(user))).status).toBe(404);
  });

  it("a duplicate uploaded to a job is answered with the stored document and linked", async () => {
    const user = await signUp();
    const jobId = await createJob(user);
    const file = FILES.pdf("dup");
    const first = await uploaded(user, file, "a.pdf", { type: "coverLetter" });
    const res = await upload(user, file, "again.pdf", { path: `/jobs/${jobId}/documents` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, duplicate: true, document: { _id: first._id } });
    expect(res.body.job.documents.coverLetter).toBe(`/api/v1/documents/${first._id}/content`);
    expect(await expectConsistent(user)).toMatchObject({ rows: 1 });
  });

  it("refuses what it cannot use: 415 for another content type, 400 for a bad body, 404 for an unknown document", async () => {
    const user = await signUp();
    const jobId = await createJob(user);
    const path = `/jobs/${jobId}/documents`;
    expect((await rawApi("POST", path, user, "x", { "Content-Type": "text/plain" })).status).toBe(415);
    expect((await api("POST", path, { ...as(user), body: {} })).body).toEqual({
      success: false,
      message: "documentId is required",
    });
    expect(
      (
        await api("POST", path, {
          ...as(user),
          rawBody: "{",
          headers: { ...as(user).headers, "Content-Type": "application/json" },
        })
      ).body.message,
    ).toBe("Malformed JSON body");
    expect((await api("POST", path, { ...as(user), body: { documentId: "nope" } })).status).toBe(404);
    const big = await api("POST", path, { ...as(user), body: { documentId: "x", pad: "y".repeat(200_000) } });
    expect(big).toMatchObject({ status: 413, body: { success: false, message: "Request body too large" } });
    expect((await upload(user, FILES.html(), "x.pdf", { path })).status).toBe(415);
    expect(await storageState(user.userId)).toEqual(EMPTY);
  });

  it("deleting a job deletes the files linked to it alone and unlinks the rest", async () => {
    const user = await signUp();
    const jobA = await createJob(user);
    const jobB = await createJob(user, { company: "Globex" });
    const only = (await upload(user, FILES.pdf(), "only.pdf", { path: `/jobs/${jobA}/documents` })).body.document;
    const shared = (await upload(user, FILES.pdf(), "shared.pdf", { path: `/jobs/${jobA}/documents` })).body.document;
    await api("POST", `/jobs/${jobB}/documents`, { ...as(user), body: { documentId: shared._id } });
    const loose = await uploaded(user, FILES.pdf(), "loose.pdf");

    expect((await api("DELETE", `/jobs/${jobA}`, as(user))).status).toBe(200);
    expect(await env.DOCUMENTS.head(`${user.userId}/${only._id}`)).toBeNull();
    expect((await api("GET", `/documents/${only._id}`, as(user))).status).toBe(404);
    const kept = await api("GET", `/documents/${shared._id}`, as(user));
    expect(kept.body.document.jobs).toEqual([{ _id: jobB, company: "Globex", position: "Engineer" }]);
    expect(await env.DOCUMENTS.head(`${user.userId}/${shared._id}`)).not.toBeNull();
    expect((await api("GET", `/documents/${loose._id}`, as(user))).status).toBe(200);
    expect(await expectConsistent(user)).toMatchObject({ rows: 2, countedBytes: shared.size + loose.size });
  });
});

describe("ownership: every verb on another user's document or job is a 404 and changes nothing", () => {
  it("GET, HEAD, PATCH, DELETE, content, attach, detach and upload to a foreign job", async () => {
    const victim = await signUp();
    const attacker = await signUp();
    const victimJob = await createJob(victim);
    const ownJob = await createJob(attacker);
    const doc = (await upload(victim, FILES.pdf("secret"), "secret.pdf", { path: `/jobs/${victimJob}/documents` })).body
      .document;
    const before = JSON.stringify([
      await storageState(victim.userId),
      (await api("GET", `/documents/${doc._id}`, as(victim))).body,
    ]);

    const attempts: [string, string, Promise<{ status: number; body: Record<string, any> }>][] = [
      ["GET", "document", api("GET", `/documents/${doc._id}`, as(attacker))],
      ["PATCH", "document", api("PATCH", `/documents/${doc._id}`, { ...as(attacker), body: { name: "owned.pdf" } })],
      ["DELETE", "document", api("DELETE", `/documents/${doc._id}`, as(attacker))],
      ["GET", "content", api("GET", `/documents/${doc._id}/content`, as(attacker))],
      [
        "POST",
        "attach to own job",
        api("POST", `/jobs/${ownJob}/documents`, { ...as(attacker), body: { documentId: doc._id } }),
      ],
      [
        "POST",
        "attach to victim job",
        api("POST", `/jobs/${victimJob}/documents`, { ...as(attacker), body: { documentId: doc._id } }),
      ],
      ["DELETE", "detach from victim job", api("DELETE", `/jobs/${victimJob}/documents/${doc._id}`, as(attacker))],
      ["DELETE", "detach via own job", api("DELETE", `/jobs/${ownJob}/documents/${doc._id}`, as(attacker))],
      [
        "POST",
        "upload to victim job",
        upload(attacker, FILES.pdf(), "x.pdf", { path: `/jobs/${victimJob}/documents` }),
      ],
      [
        "POST",
        "upload html to victim job",
        upload(attacker, FILES.html(), "x.pdf", { path: `/jobs/${victimJob}/documents` }),
      ],
    ];
    for (const [method, what, attempt] of attempts) {
      const res = await attempt;
      expect(res.status, `${method} ${what}`).toBe(404);
      expect(res.body.success, `${method} ${what}`).toBe(false);
      expect(JSON.stringify(res.body), `${method} ${what}`).not.toContain("secret");
    }
    const head = await download(attacker, doc._id, { method: "HEAD" });
    expect(head.status).toBe(404);
    const ranged = await download(attacker, doc._id, { headers: { Range: "bytes=0-3" } });
    expect(ranged.status).toBe(404);
    const list = await api("GET", "/documents", as(attacker));
    expect(list.body.documents).toEqual([]);
    expect(
      JSON.stringify([await storageState(victim.userId), (await api("GET", `/documents/${doc._id}`, as(victim))).body]),
    ).toBe(before);
    expect(await storageState(attacker.userId)).toEqual(EMPTY);
  });
});
