/**
 * Documents' text (issue 33): real files (tests/fixtures/documents, see its README) read off the request
 * path through the real queue, the cron's pass over stored documents, the owner's correction (never
 * overwritten), the default resume, ownership, and the text screen's no-JavaScript form.
 */
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { DocumentTextMessage, DocumentTextQueueMessage, MatchRefreshMessage } from "@worker/deps";
import { uploadDocument } from "@worker/domain/documents/documents.server";
import {
  consumeDocumentTextBatch,
  DOCUMENT_TEXT,
  DOCUMENT_TEXT_QUEUE,
  defaultResumeId,
  documentText,
  readDocumentText,
  runDocumentTextPass,
  saveDocumentText,
  setDefaultResume,
} from "@worker/domain/documents/text.server";
import { bulkJobs, undoBulk } from "@worker/domain/jobs-bulk.server";
import worker from "@worker/index";
import { describe, expect, it } from "vitest";
import { api, as, createJob, formPost, page, signUp, signUpForWeb, testDeps, upload } from "../support";

const fixtures = import.meta.glob("../../fixtures/documents/*.{pdf,docx,txt}", {
  query: "?inline",
  import: "default",
  eager: true,
}) as Record<string, string>;

/** A fixture's bytes (Vite inlines it as a base64 data URL). */
function fixture(name: string): Blob {
  const url = fixtures[`../../fixtures/documents/${name}`];
  if (!url) throw new Error(`no fixture ${name}`);
  const base64 = url.slice(url.indexOf(",") + 1);
  return new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))]);
}

/** Dependencies whose queue only records: nothing is read until the test says so (refreshes apart). */
function recording() {
  const sent: DocumentTextMessage[] = [];
  const refreshes: MatchRefreshMessage[] = [];
  const record = (body: DocumentTextQueueMessage) => {
    if ("kind" in body) refreshes.push(body);
    else sent.push(body);
  };
  const deps = testDeps({
    documentText: {
      send: async (body) => record(body),
      sendBatch: async (messages) => {
        for (const m of messages) record(m.body);
      },
    },
  });
  return { deps, sent, refreshes };
}

async function stored(userId: string, file: string, type: "resume" | "coverLetter" = "resume") {
  const { deps, sent, refreshes } = recording();
  const up = await uploadDocument(deps, userId, { file: fixture(file), fileName: file, type });
  if (!up.ok) throw new Error(up.message);
  return { deps, sent, refreshes, id: up.value.document._id };
}

const row = (id: string) =>
  env.DB.prepare("SELECT text, text_status, text_edited, text_truncated, text_at FROM documents WHERE id = ?")
    .bind(id)
    .first<{
      text: string | null;
      text_status: string;
      text_edited: number;
      text_truncated: number;
      text_at: number;
    }>();

describe("an upload's text, read off the request path", () => {
  it("a PDF uploaded through the API answers at once (pending), then the Worker's queue() stores its text", async () => {
    const user = await signUp();
    const up = await upload(user, fixture("resume.pdf"), "resume.pdf", { fields: { type: "resume" } });
    expect(up.status).toBe(201);
    expect(up.body.document.textStatus).toBe("pending");
    const id = up.body.document._id;
    // The Worker's queue() as the queue calls it (the pool consumes nothing on its own: vitest.config.ts).
    const batch = createMessageBatch<DocumentTextMessage>(DOCUMENT_TEXT_QUEUE, [
      { id: "upload", timestamp: new Date(), attempts: 1, body: { userId: user.userId, documentId: id } },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env, ctx);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["upload"]);
    const got = await api("GET", `/documents/${id}/text`, as(user));
    expect(got.status).toBe(200);
    expect(got.body.document).toMatchObject({ textStatus: "done", textEdited: false, textTruncated: false });
    expect(got.body.document.text).toContain("Asha Rao");
    expect(got.body.document.text).toContain("Kubernetes");
    expect(got.body.document.textAt).toEqual(expect.any(String));
  });

  it("the upload sends the document to the queue (and the message names it and its owner)", async () => {
    const user = await signUp();
    const { sent, id } = await stored(user.userId, "resume.txt");
    expect(sent).toEqual([{ userId: user.userId, documentId: id }]);
  });
});

describe("reading each kind of file", () => {
  it("PDF with a text layer: done, its words in reading order", async () => {
    const user = await signUp();
    const { deps, id } = await stored(user.userId, "resume.pdf");
    expect(await readDocumentText(deps, { userId: user.userId, documentId: id })).toBe("stored");
    const r = await row(id);
    expect(r?.text_status).toBe("done");
    expect(r?.text).toMatch(/^Asha Rao\nSoftware engineer/);
    expect(r?.text).toContain("JavaScript, TypeScript, React, SQL, PostgreSQL, Docker, Kubernetes, Excel");
  });

  it("a scanned PDF (an image of text, no text layer) is empty, not failed; the screen says so with a hint", async () => {
    const user = await signUpForWeb();
    const { deps, id } = await stored(user.userId, "scan.pdf");
    await readDocumentText(deps, { userId: user.userId, documentId: id });
    expect(await row(id)).toMatchObject({ text: null, text_status: "empty" });
    expect(await documentText(deps, user.userId, id)).toEqual({ text: "", status: "empty" });
    const html = await (await page(`/documents/${id}/text`, user.cookie)).text();
    expect(html).toContain("No text found");
    expect(html).toContain("This looks like a scan");
  });

  it("DOCX: one line per paragraph, tabs and line breaks kept, a tracked deletion and properties dropped, entities decoded", async () => {
    const user = await signUp();
    const { deps, id } = await stored(user.userId, "resume.docx");
    await readDocumentText(deps, { userId: user.userId, documentId: id });
    const r = await row(id);
    expect(r?.text_status).toBe("done");
    expect(r?.text).toBe(
      [
        "Asha Rao",
        "Software engineer\tBengaluru",
        "asha@example.com",
        "Experience",
        "Built services in TypeScript & Python, ran them on Kubernetes.",
        "Skills",
        "JavaScript",
        "PostgreSQL",
        "Café résumé <done>",
      ].join("\n"),
    );
  });

  it("plain text as it is: UTF-8 decoded, CRLF as LF", async () => {
    const user = await signUp();
    const { deps, id } = await stored(user.userId, "resume.txt", "coverLetter");
    await readDocumentText(deps, { userId: user.userId, documentId: id });
    expect((await row(id))?.text).toBe("Asha Rao\nSoftware engineer, Pune\n\nSkills: Python, SQL, Excel\nNaïve café ✓");
  });

  it("a damaged PDF is failed; a PNG is unsupported", async () => {
    const user = await signUp();
    const { deps, sent } = recording();
    const broken = await uploadDocument(deps, user.userId, {
      file: new Blob([`%PDF-1.7\n${crypto.randomUUID()}\n%%EOF\n`]),
      fileName: "broken.pdf",
    });
    const png = await uploadDocument(deps, user.userId, {
      file: new Blob([
        Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        `\0\0\0\rIHDR${crypto.randomUUID()}`,
      ]),
      fileName: "photo.png",
    });
    if (!broken.ok || !png.ok) throw new Error("upload failed");
    for (const message of sent) await readDocumentText(deps, message);
    expect((await row(broken.value.document._id))?.text_status).toBe("failed");
    expect((await row(png.value.document._id))?.text_status).toBe("unsupported");
  });

  it("text past 200 KB is cut there (on a character boundary) and marked truncated", async () => {
    const user = await signUp();
    const { deps, sent } = recording();
    const long = `${"Résumé line with TypeScript and Python.\n".repeat(6000)}`;
    const up = await uploadDocument(deps, user.userId, { file: new Blob([long]), fileName: "long.txt" });
    if (!up.ok) throw new Error(up.message);
    await readDocumentText(deps, sent[0]);
    const r = await row(up.value.document._id);
    expect(r?.text_truncated).toBe(1);
    expect(new TextEncoder().encode(r?.text ?? "").length).toBeLessThanOrEqual(200 * 1024);
    expect(new TextEncoder().encode(r?.text ?? "").length).toBeGreaterThan(200 * 1024 - 4);
  });
});

describe("the queue's consumer", () => {
  it("asks for the match refresh again when a delivery finds the text already read (a retry of one whose refresh failed)", async () => {
    const user = await signUp();
    const { deps, sent, refreshes, id } = await stored(user.userId, "resume.txt");
    // The first delivery stores the text, then its request for the refresh fails: the queue delivers again.
    const failing = testDeps({
      documentText: {
        send: async () => {
          throw new Error("queue down");
        },
        sendBatch: async () => {},
      },
    });
    await expect(readDocumentText(failing, sent[0], 1)).rejects.toThrow("queue down");
    expect((await row(id))?.text_status).toBe("done");
    expect(await readDocumentText(deps, sent[0], 2)).toBe("skipped");
    expect(refreshes).toEqual([{ kind: "match-refresh", userId: user.userId, documentId: id }]);
  });

  it("acks what it read; a document whose reading kept dying is marked failed on its fourth delivery", async () => {
    const user = await signUp();
    const { deps, sent } = await stored(user.userId, "resume.txt");
    const body = sent[0];
    const batch = createMessageBatch<DocumentTextMessage>(DOCUMENT_TEXT_QUEUE, [
      { id: "dying", timestamp: new Date(), attempts: DOCUMENT_TEXT.maxAttempts, body },
    ]);
    const ctx = createExecutionContext();
    await consumeDocumentTextBatch(deps, batch);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks).toEqual(["dying"]);
    expect(await row(body.documentId)).toMatchObject({ text_status: "failed", text: null });
  });

  it("storage that cannot be reached is retried, not marked", async () => {
    const user = await signUp();
    const { sent } = await stored(user.userId, "resume.txt");
    const failingFiles = new Proxy(env.DOCUMENTS, {
      get: (target, prop) =>
        prop === "get" ? () => Promise.reject(new Error("R2 unavailable")) : Reflect.get(target, prop).bind(target),
    });
    const batch = createMessageBatch<DocumentTextMessage>(DOCUMENT_TEXT_QUEUE, [
      { id: "r2-down", timestamp: new Date(), attempts: 1, body: sent[0] },
    ]);
    const ctx = createExecutionContext();
    await consumeDocumentTextBatch(testDeps({ files: failingFiles }), batch);
    const result = await getQueueResult(batch, ctx);
    expect(result.retryMessages.map((m) => m.msgId)).toEqual(["r2-down"]);
    expect((await row(sent[0].documentId))?.text_status).toBe("pending");
  });
});

describe("the cron's pass over stored documents", () => {
  it("sends the pending ones (not recently sent), stamps them, and a second run sends none of them again", async () => {
    const user = await signUp();
    const a = await stored(user.userId, "resume.txt");
    const b = await stored(user.userId, "resume.docx");
    // As documents stored before text existed: never sent.
    await env.DB.prepare("UPDATE documents SET text_at = NULL WHERE user_id = ?").bind(user.userId).run();
    const now = new Date(Date.now() + 1000);
    const { deps, sent } = recording();
    await runDocumentTextPass(deps, now);
    const mine = sent.filter((m) => m.userId === user.userId).map((m) => m.documentId);
    expect(mine.sort()).toEqual([a.id, b.id].sort());
    const again = recording();
    await runDocumentTextPass(again.deps, now);
    expect(again.sent.filter((m) => m.userId === user.userId)).toEqual([]);
    // An hour later, still pending (the messages were lost): sent again.
    const later = recording();
    await runDocumentTextPass(later.deps, new Date(now.getTime() + DOCUMENT_TEXT.resendAfterMs + 1000));
    expect(later.sent.filter((m) => m.userId === user.userId)).toHaveLength(2);
    // Read: no longer pending, never sent again.
    for (const m of sent.filter((m) => m.userId === user.userId)) await readDocumentText(deps, m);
    const done = recording();
    await runDocumentTextPass(done.deps, new Date(now.getTime() + 3 * DOCUMENT_TEXT.resendAfterMs));
    expect(done.sent.filter((m) => m.userId === user.userId)).toEqual([]);
  });

  it("reads at most one batch of rows through the pending index", async () => {
    const plan = await env.DB.prepare(
      "EXPLAIN QUERY PLAN SELECT id, user_id FROM documents WHERE text_status = 'pending' AND status = 'ready' AND (text_at IS NULL OR text_at < ?) ORDER BY created_at, id LIMIT 100",
    )
      .bind(Date.now())
      .all<{ detail: string }>();
    expect(plan.results.map((r) => r.detail).join(" ")).toContain("documents_text_pending_idx");
  });
});

describe("the owner's correction", () => {
  it("is kept, marked edited, and a later reading never overwrites it", async () => {
    const user = await signUp();
    const { deps, sent, id } = await stored(user.userId, "resume.txt");
    const saved = await api("PUT", `/documents/${id}/text`, { ...as(user), body: { text: "Corrected\r\ntext\0" } });
    expect(saved.status).toBe(200);
    expect(saved.body.document).toMatchObject({ text: "Corrected\ntext", textStatus: "done", textEdited: true });
    expect(await readDocumentText(deps, sent[0])).toBe("skipped");
    expect(await row(id)).toMatchObject({ text: "Corrected\ntext", text_edited: 1, text_status: "done" });
    const cleared = await saveDocumentText(deps, user.userId, id, "   ");
    expect(cleared).toMatchObject({ ok: true, value: { textStatus: "empty" } });
  });

  it("up to 200 KB: a longer text is a 400, and a 200 KB text fits the body limit of this route", async () => {
    const user = await signUp();
    const { id } = await stored(user.userId, "resume.txt");
    const max = "a\n".repeat(100 * 1024);
    const fits = await api("PUT", `/documents/${id}/text`, { ...as(user), body: { text: max } });
    expect(fits.status).toBe(200);
    const over = await api("PUT", `/documents/${id}/text`, { ...as(user), body: { text: `${max}x` } });
    expect(over.status).toBe(400);
    expect(over.body.message).toContain("200 KB");
    const notText = await api("PUT", `/documents/${id}/text`, { ...as(user), body: { text: 5 } });
    expect(notText.status).toBe(400);
  });

  it("the text form works without JavaScript: saved, back to the same screen with the text", async () => {
    const user = await signUpForWeb();
    const { id } = await stored(user.userId, "resume.pdf");
    const screen = await page(`/documents/${id}/text`, user.cookie);
    expect(screen.status).toBe(200);
    const html = await screen.text();
    expect(html).toContain('name="text"');
    expect(html).toMatch(/enctype="multipart\/form-data"/i);
    const res = await formPost(`/documents/${id}/text`, { text: "Asha Rao\r\nTypeScript, Kubernetes" }, user.cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/documents/${id}/text`);
    expect(await row(id)).toMatchObject({ text: "Asha Rao\nTypeScript, Kubernetes", text_edited: 1 });
    const after = await (await page(`/documents/${id}/text`, user.cookie)).text();
    expect(after).toContain("Asha Rao\nTypeScript, Kubernetes");
  });
});

describe("ownership", () => {
  it("another user's document: 404 on the API and the screen, null for the match, nothing written", async () => {
    const owner = await signUp();
    const other = await signUpForWeb();
    const { deps, id } = await stored(owner.userId, "resume.txt");
    expect((await api("GET", `/documents/${id}/text`, as(other))).status).toBe(404);
    expect((await api("PUT", `/documents/${id}/text`, { ...as(other), body: { text: "mine now" } })).status).toBe(404);
    expect((await page(`/documents/${id}/text`, other.cookie)).status).toBe(404);
    expect((await formPost(`/documents/${id}/text`, { text: "mine now" }, other.cookie)).status).toBe(404);
    expect(await documentText(deps, other.userId, id)).toBeNull();
    expect(await readDocumentText(deps, { userId: other.userId, documentId: id })).toBe("skipped");
    expect(await setDefaultResume(deps, other.userId, id)).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(await row(id)).toMatchObject({ text_edited: 0, text: null });
    expect((await api("GET", `/documents/${id}/text`)).status).toBe(401);
  });
});

describe("the default resume", () => {
  it("is picked on the documents screen without JavaScript: only the owner's resume", async () => {
    const user = await signUpForWeb();
    const resume = await stored(user.userId, "resume.pdf");
    const letter = await stored(user.userId, "resume.txt", "coverLetter");
    expect(await defaultResumeId(resume.deps, user.userId)).toBeNull();
    const list = await (await page("/documents", user.cookie)).text();
    expect(list).toContain("Use as default resume");

    const res = await formPost("/documents", { intent: "defaultResume", documentId: resume.id }, user.cookie);
    expect(res.status).toBe(302);
    expect(await defaultResumeId(resume.deps, user.userId)).toBe(resume.id);
    expect(await (await page("/documents", user.cookie)).text()).toContain("Default resume");

    // A cover letter is refused, and the choice stays.
    await formPost("/documents", { intent: "defaultResume", documentId: letter.id }, user.cookie);
    expect(await setDefaultResume(resume.deps, user.userId, letter.id)).toMatchObject({
      ok: false,
      code: "VALIDATION",
    });
    expect(await defaultResumeId(resume.deps, user.userId)).toBe(resume.id);
  });

  it("is no longer the default once it is not a resume, and goes when it is deleted", async () => {
    const user = await signUp();
    const { deps, id } = await stored(user.userId, "resume.docx");
    expect(await setDefaultResume(deps, user.userId, id)).toMatchObject({ ok: true });
    await api("PATCH", `/documents/${id}`, { ...as(user), body: { type: "other" } });
    expect(await defaultResumeId(deps, user.userId)).toBeNull();
    await api("PATCH", `/documents/${id}`, { ...as(user), body: { type: "resume" } });
    expect(await defaultResumeId(deps, user.userId)).toBe(id);
    await api("DELETE", `/documents/${id}`, as(user));
    expect(await defaultResumeId(deps, user.userId)).toBeNull();
  });
});

describe("a bulk delete's undo", () => {
  it("puts a deleted application's document back with its corrected text and status", async () => {
    const user = await signUp();
    const jobId = await createJob(user);
    const { deps } = recording();
    const up = await uploadDocument(deps, user.userId, { file: fixture("resume.docx"), fileName: "cv.docx", jobId });
    if (!up.ok) throw new Error(up.message);
    const id = up.value.document._id;
    const text = `${"Corrected résumé ✓ TypeScript\n".repeat(20)}`.trim();
    await saveDocumentText(deps, user.userId, id, text);
    const outcome = await bulkJobs(deps, user.userId, { ids: [jobId], action: "delete" });
    expect(await row(id)).toBeNull();
    const undone = await undoBulk(deps, user.userId, outcome.undo?.token ?? "");
    expect(undone).toMatchObject({ ok: true });
    expect(await row(id)).toMatchObject({ text, text_status: "done", text_edited: 1, text_truncated: 0 });
    expect((await row(id))?.text_at).toEqual(expect.any(Number));
  });
});

describe("rows read", () => {
  it("the text screen reads the session and one document; /documents with a default resume stays a page's worth", async () => {
    const user = await signUpForWeb();
    const docs = [];
    for (const file of ["resume.pdf", "resume.docx", "resume.txt"]) docs.push(await stored(user.userId, file));
    await setDefaultResume(docs[0].deps, user.userId, docs[0].id);
    const text = await page(`/documents/${docs[0].id}/text`, user.cookie, { "X-Debug-D1": "1" });
    expect(text.status).toBe(200);
    expect(Number(text.headers.get("X-D1-Rows-Read"))).toBeLessThanOrEqual(12);
    const list = await page("/documents", user.cookie, { "X-Debug-D1": "1" });
    expect(list.status).toBe(200);
    expect(Number(list.headers.get("X-D1-Rows-Read"))).toBeLessThanOrEqual(40);
  });
});
