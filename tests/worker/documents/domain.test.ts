/** The documents domain on the local R2 and D1: storage rule, type from bytes, downloads, cleanup. */
import { env } from "cloudflare:workers";
import { deleteAccount } from "@worker/domain/auth/accounts.server";
import { attachDocument, detachDocument, uploadDocument } from "@worker/domain/documents/documents.server";
import { documentResponse } from "@worker/domain/documents/download.server";
import { runDocumentsSweep } from "@worker/domain/documents/sweep.server";
import { describe, expect, it } from "vitest";
import { createJob, PASSWORD, signUp, storageState, testDeps } from "../support";

const pdf = (text = "hello") => new Blob([`%PDF-1.7\n${text}\n%%EOF\n`], { type: "application/pdf" });

describe("uploadDocument", () => {
  it("stores a PDF, reserves its bytes and serves it back", async () => {
    const user = await signUp();
    const deps = testDeps();
    const up = await uploadDocument(deps, user.userId, { file: pdf(), fileName: "cv.pdf", type: "resume" });
    expect(up).toMatchObject({ ok: true });
    if (!up.ok) return;
    expect(up.value.document).toMatchObject({ name: "cv.pdf", type: "resume", contentType: "application/pdf" });
    const counters = await env.DB.prepare("SELECT documents, document_bytes FROM user_counters WHERE user_id = ?")
      .bind(user.userId)
      .first();
    expect(counters).toEqual({ documents: 1, document_bytes: up.value.document.size });
    const res = await documentResponse(deps, user.userId, up.value.document._id, new Request("http://x/"));
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.value.status).toBe(200);
    expect(await res.value.text()).toContain("%PDF-1.7");
    const ranged = await documentResponse(
      deps,
      user.userId,
      up.value.document._id,
      new Request("http://x/", { headers: { Range: "bytes=0-3" } }),
    );
    if (!ranged.ok) return;
    expect(ranged.value.status).toBe(206);
    expect(await ranged.value.text()).toBe("%PDF");
  });
});

describe("nothing left behind", () => {
  it("a failed object write gives the reserved bytes back and leaves no row", async () => {
    const user = await signUp();
    const failing = new Proxy(env.DOCUMENTS, {
      get: (target, prop) =>
        prop === "put" ? () => Promise.reject(new Error("R2 unavailable")) : Reflect.get(target, prop).bind(target),
    });
    const deps = testDeps({ files: failing });
    await expect(uploadDocument(deps, user.userId, { file: pdf("lost"), fileName: "cv.pdf" })).rejects.toThrow(
      "R2 unavailable",
    );
    expect(await storageState(user.userId)).toEqual({
      rows: 0,
      pending: 0,
      counted: 0,
      countedBytes: 0,
      objects: 0,
      objectBytes: 0,
    });
  });

  it("the same file while its first upload is still pending is refused, not stored twice", async () => {
    const user = await signUp();
    const deps = testDeps();
    const first = await uploadDocument(deps, user.userId, { file: pdf("twice"), fileName: "a.pdf" });
    if (!first.ok) throw new Error("upload failed");
    await env.DB.prepare("UPDATE documents SET status = 'pending' WHERE id = ?").bind(first.value.document._id).run();
    const again = await uploadDocument(deps, user.userId, { file: pdf("twice"), fileName: "b.pdf" });
    expect(again).toMatchObject({ ok: false, code: "CONFLICT" });
    expect((await storageState(user.userId)).rows).toBe(1);
  });

  it("deleting an account empties its prefix in R2", async () => {
    const user = await signUp();
    const deps = testDeps();
    for (let i = 0; i < 3; i++)
      await uploadDocument(deps, user.userId, { file: pdf(`acct ${i}`), fileName: `${i}.pdf` });
    expect((await env.DOCUMENTS.list({ prefix: `${user.userId}/` })).objects).toHaveLength(3);
    expect(await deleteAccount(deps, user.userId, PASSWORD)).toMatchObject({ ok: true });
    expect((await env.DOCUMENTS.list({ prefix: `${user.userId}/` })).objects).toEqual([]);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM documents WHERE user_id = ?")
      .bind(user.userId)
      .first();
    expect(rows).toEqual({ n: 0 });
  });

  it("the cron sweep removes a stale pending upload and an object no row knows; a second run deletes nothing", async () => {
    const user = await signUp();
    const deps = testDeps();
    const kept = await uploadDocument(deps, user.userId, { file: pdf("kept"), fileName: "kept.pdf" });
    if (!kept.ok) throw new Error("upload failed");
    const now = new Date();
    const stale = now.getTime() - 2 * 60 * 60 * 1000;
    const fresh = now.getTime() - 5 * 60 * 1000;
    const insert = (id: string, createdAt: number) =>
      env.DB.prepare(
        "INSERT INTO documents (id, user_id, name, type, content_type, size, sha256, status, created_at, updated_at) VALUES (?, ?, 'x.pdf', 'other', 'application/pdf', 100, ?, 'pending', ?, ?)",
      )
        .bind(id, user.userId, id.padEnd(64, "0"), createdAt, createdAt)
        .run();
    await insert("stalepending", stale);
    await env.DOCUMENTS.put(`${user.userId}/stalepending`, "partial");
    await insert("freshpending", fresh);
    await env.DOCUMENTS.put(`${user.userId}/orphan`, "no row knows me");
    await env.DOCUMENTS.put("not-a-document-key", "junk");

    const first = await runDocumentsSweep(deps, now);
    expect(first.abandoned).toBe(1);
    expect(first.orphans).toBeGreaterThanOrEqual(2);
    expect(await env.DOCUMENTS.head(`${user.userId}/stalepending`)).toBeNull();
    expect(await env.DOCUMENTS.head(`${user.userId}/orphan`)).toBeNull();
    expect(await env.DOCUMENTS.head("not-a-document-key")).toBeNull();
    expect(await env.DOCUMENTS.head(`${user.userId}/${kept.value.document._id}`)).not.toBeNull();
    const rows = await env.DB.prepare("SELECT id, status FROM documents WHERE user_id = ? ORDER BY id")
      .bind(user.userId)
      .all();
    expect(rows.results).toEqual(
      [
        { id: "freshpending", status: "pending" },
        { id: kept.value.document._id, status: "ready" },
      ].sort((a, b) => (a.id < b.id ? -1 : 1)),
    );
    // The stale reservation's bytes are back; the fresh one (an upload in flight) still counts.
    expect(await storageState(user.userId)).toMatchObject({ rows: 2, countedBytes: kept.value.document.size + 100 });

    expect(await runDocumentsSweep(deps, now)).toEqual({ abandoned: 0, orphans: 0 });
  });
});

describe("attachDocument and detachDocument", () => {
  it("name a missing job with its own code (the job page's 404) and a missing document with NOT_FOUND", async () => {
    const user = await signUp();
    const other = await signUp();
    const deps = testDeps();
    const jobId = await createJob(user);
    const foreignJob = await createJob(other);
    const up = await uploadDocument(deps, user.userId, { file: pdf(), fileName: "cv.pdf", type: "resume" });
    if (!up.ok) throw new Error(up.message);
    const documentId = up.value.document._id;
    for (const change of [attachDocument, detachDocument]) {
      expect(await change(deps, user.userId, foreignJob, documentId)).toMatchObject({
        ok: false,
        code: "JOB_NOT_FOUND",
        message: "Job not found",
      });
      expect(await change(deps, user.userId, jobId, "missing-document")).toMatchObject({
        ok: false,
        code: "NOT_FOUND",
      });
    }
    const upload = await uploadDocument(deps, user.userId, { file: pdf(), fileName: "x.pdf", jobId: foreignJob });
    expect(upload).toMatchObject({ ok: false, code: "JOB_NOT_FOUND" });
  });
});
