/**
 * The OpenAPI document against the API it describes (decision 027): every route registered on the Hono
 * app is in the document with its method and nothing else is (route() declares and mounts both at once, so
 * this fails only for a route mounted without it, e.g. a plain `app.get`); each operation's security matches
 * what the route does without credentials; the document and the reference page are served with the site's
 * headers.
 * (That the document is valid OpenAPI 3.1 is checked in Node: tests/repo/openapi-document.test.ts.)
 */
import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { api as apiApp, apiDocument } from "@worker/api";
import { type ApiEnv, validationHook } from "@worker/api/http";
import { describe, expect, it } from "vitest";
import { api, page } from "../support";

const METHODS = ["get", "put", "post", "delete", "patch"] as const;

type JsonSchema = { required?: string[]; properties: Record<string, { default?: unknown }> };
type Operation = { security?: Record<string, string[]>[]; responses: Record<string, unknown> };

function documented() {
  return Object.entries(apiDocument().paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const op = (item as Record<string, Operation | undefined>)[method];
      return op ? [{ path, method, op }] : [];
    }),
  );
}

/** `GET /jobs/:id` as `get /jobs/{id}`, from the Hono app's own route table (middleware is `ALL`). */
function registered(): string[] {
  const keys = apiApp.routes
    .filter((r) => r.method !== "ALL")
    .map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, "{$1}")}`);
  return [...new Set(keys)].sort();
}

describe("the OpenAPI document and the routes", () => {
  it("lists every registered route with its method, and nothing else", () => {
    const inDocument = documented()
      .map(({ method, path }) => `${method} ${path}`)
      .sort();
    expect(registered().length).toBeGreaterThan(40);
    expect(inDocument).toEqual(registered());
  });

  it("says which routes need a bearer token or the web session: without one they answer 401, the others do not", async () => {
    for (const { method, path, op } of documented()) {
      const schemes = (op.security ?? []).flatMap((s) => Object.keys(s));
      const url = path.replace(/\{\w+\}/g, "no-such-id");
      const res = await api(method.toUpperCase(), url, method === "get" || method === "delete" ? {} : { body: {} });
      const where = `${method} ${path}`;
      if (schemes.includes("bearerAuth")) {
        expect(res.status, where).toBe(401);
        expect(res.body.message, where).toBe("Authentication invalid");
        expect(op.responses, where).toHaveProperty("401");
      } else if (path === "/auth/check-extension-auth") {
        expect(schemes, where).toEqual(["webSession"]);
        expect(res.status, where).toBe(401);
      } else {
        expect(res.status, where).not.toBe(401);
        expect(res.body.message, where).not.toBe("Route not found");
        // Whatever a public route answers without credentials (200, or a 400/404 for the made-up input) is documented.
        expect(Object.keys(op.responses), where).toContain(String(res.status));
      }
    }
  });

  it("documents 201 for the contract's creates and a new document only (contract §1 Status codes, issue 21)", () => {
    const created = documented()
      .filter(({ op }) => "201" in op.responses)
      .map(({ method, path }) => `${method} ${path}`)
      .sort();
    expect(created).toEqual([
      "post /auth/register",
      "post /contacts",
      "post /contactus",
      "post /documents",
      "post /jobs",
      "post /tasks",
    ]);
  });

  it("describes request bodies with the validating schemas' fields and rules", () => {
    const doc = apiDocument() as unknown as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
    };
    const jobBody = doc.paths["/jobs"].post.requestBody!.content["application/json"].schema;
    expect(jobBody.required).toEqual(["company", "position"]);
    expect(jobBody.properties.company).toMatchObject({ type: "string", minLength: 1, maxLength: 100 });
    expect(jobBody.properties.status.default).toBe("applied");
    const interactionBody =
      doc.paths["/contacts/{id}/interactions/{interactionId}"].patch.requestBody!.content["application/json"].schema;
    expect(Object.keys(interactionBody.properties).sort()).toEqual(["date", "method", "notes"]);
  });
});

describe("GET /api/v1/openapi.json", () => {
  it("answers the document as cacheable public JSON with the API's headers", async () => {
    const res = await page("/api/v1/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Content-Security-Policy")).toBe("frame-ancestors 'none'");
    const doc = (await res.json()) as { openapi: string; servers: { url: string }[]; paths: object };
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.servers[0].url).toBe("/api/v1");
    expect(doc).toEqual(JSON.parse(JSON.stringify(apiDocument())));
  });

  it("is read-only: another method is the API's 404", async () => {
    const res = await api("POST", "/openapi.json", { body: {} });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: "Route not found" });
  });
});

describe("the API's defaultHook", () => {
  it("answers a route declared with openapi() in the contract's 400 envelope, naming the field", async () => {
    const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
    app.openapi(
      createRoute({
        method: "post",
        path: "/things",
        request: { body: { content: { "application/json": { schema: z.object({ company: z.string().min(1) }) } } } },
        responses: { 200: { description: "ok" } },
      }),
      (c) => c.json({ success: true }, 200),
    );
    const res = await app.request("/things", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: "company is required" });
  });
});
