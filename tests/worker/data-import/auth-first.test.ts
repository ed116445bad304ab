/**
 * Who sends an import is checked before its body is read (issue 30): an anonymous 20 MB import is
 * refused without the Worker reading (or holding) it, on the API and on the web upload, and a signed-in
 * import still reads its file.
 */
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ORIGIN, signUp, signUpForWeb } from "../support";

const MiB = 1024 * 1024;

/**
 * A 20 MB body made on demand, one 1 MiB chunk per pull, counting the pulls: how much of it the Worker
 * has asked for. `highWaterMark: 0`, so nothing is pulled before a reader asks.
 */
function countedBody(chunks = 20) {
  let pulled = 0;
  const chunk = new Uint8Array(MiB).fill(0x61);
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= chunks) {
          controller.close();
          return;
        }
        pulled += 1;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}

function post(path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string>) {
  return exports.default.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    headers,
    body,
    redirect: "manual",
    // @ts-expect-error: a streamed request body needs it; the DOM type lacks it
    duplex: "half",
  });
}

describe("an import's sender is checked before its body is read", () => {
  for (const path of ["/api/v1/import/csv", "/api/v1/import/json"]) {
    it(`${path}: no token is a 401 and the 20 MB body is not read`, async () => {
      const body = countedBody();
      const type = path.endsWith("json") ? "application/json" : "multipart/form-data; boundary=x";
      const res = await post(path, body.stream, { "Content-Type": type });
      expect(res.status).toBe(401);
      // The answer's status came before the Worker read more than a chunk of the body.
      expect(body.pulled()).toBeLessThanOrEqual(1);
      expect(await res.json()).toEqual({ success: false, message: "Authentication invalid" });
      expect(body.pulled()).toBeLessThanOrEqual(1);
    });
  }

  it("/api/v1/import/csv: a bad token is a 401 the same way", async () => {
    const body = countedBody();
    const res = await post("/api/v1/import/csv", body.stream, {
      "Content-Type": "multipart/form-data; boundary=x",
      Authorization: "Bearer not-a-token",
    });
    expect(res.status).toBe(401);
    expect(body.pulled()).toBeLessThanOrEqual(1);
    await res.text();
  });

  for (const path of ["/profile/data/import", "/profile/data/import.data"]) {
    it(`${path}: signed out, the upload goes to sign-in before the body is read`, async () => {
      const body = countedBody();
      const res = await post(path, body.stream, {
        "Content-Type": "multipart/form-data; boundary=x",
        Origin: ORIGIN,
      });
      expect(body.pulled()).toBeLessThanOrEqual(1);
      expect(res.status).toBeLessThan(400);
      expect(res.headers.get("Location") ?? (await res.clone().text())).toContain("/login");
      await res.text();
      expect(body.pulled()).toBeLessThanOrEqual(1);
    });
  }

  it("signed in, a streamed import is read and imported, on the API and the web upload", async () => {
    const user = await signUp();
    const csv = "Company,Job Title,Status\r\nAcme,Engineer,Applied\r\nGlobex,Designer,Saved\r\n";
    const form = new FormData();
    form.set("file", new File([csv], "jobs.csv", { type: "text/csv" }));
    const encoded = new Response(form);
    const res = await post("/api/v1/import/csv", encoded.body as ReadableStream<Uint8Array>, {
      "Content-Type": encoded.headers.get("Content-Type") ?? "",
      Authorization: `Bearer ${user.token}`,
    });
    expect(res.status).toBe(200);
    expect((await res.json()) as unknown).toMatchObject({ success: true, imported: { jobs: 2 }, skipped: [] });

    const web = await signUpForWeb();
    const upload = new FormData();
    upload.set("intent", "csv");
    upload.set("file", new File([csv], "jobs.csv", { type: "text/csv" }));
    const webEncoded = new Response(upload);
    const page = await post("/profile/data/import", webEncoded.body as ReadableStream<Uint8Array>, {
      "Content-Type": webEncoded.headers.get("Content-Type") ?? "",
      Cookie: web.cookie,
      Origin: ORIGIN,
    });
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toMatch(/^\/profile\/data\/import\/csv\/[a-z0-9]{24}$/);
  });

  it("signed in, a streamed body past 20 MB that did not declare its length is a 413 that says the cap", async () => {
    const user = await signUp();
    const body = countedBody(21);
    const res = await post("/api/v1/import/json", body.stream, {
      "Content-Type": "application/json",
      Authorization: `Bearer ${user.token}`,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, message: "Import files can be up to 20 MB" });
  });
});
