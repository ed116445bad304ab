/** The documents domain on the local R2 and D1: storage rule, type from bytes, downloads, cleanup. */
import { env } from "cloudflare:workers";
import { uploadDocument } from "@worker/domain/documents/documents.server";
import { documentResponse } from "@worker/domain/documents/download.server";
import { describe, expect, it } from "vitest";
import { signUp, testDeps } from "../support";

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
