/** The benchmark's row counts (decision 024): D1's own rows_read per request, outside production only. */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import worker from "@worker/index";
import { describe, expect, it, vi } from "vitest";
import { api, signUp } from "../support";

async function metered(path: string, headers: Record<string, string> = {}) {
  const res = await exports.default.fetch(`http://localhost${path}`, { headers: { ...headers, "X-Debug-D1": "1" } });
  await res.arrayBuffer();
  return res;
}

describe("X-Debug-D1", () => {
  it("answers the request's rows read and statements", async () => {
    const user = await signUp();
    for (const company of ["Acme", "Globex", "Initech"]) {
      const res = await api("POST", "/jobs", {
        token: user.token,
        body: { company, position: "Engineer", applicationDate: "2026-01-15" },
      });
      expect(res.status).toBe(201);
    }
    const res = await metered("/api/v1/jobs?limit=10", { Authorization: `Bearer ${user.token}` });
    expect(res.status).toBe(200);
    expect(Number(res.headers.get("X-D1-Rows-Read"))).toBeGreaterThanOrEqual(3);
    expect(Number(res.headers.get("X-D1-Statements"))).toBeGreaterThan(0);
  });

  it("logs the rows read over a streamed body once the body has been read to its end", async () => {
    const user = await signUp();
    await env.DB.prepare("UPDATE users SET current_plan_id = 'plan_premium' WHERE id = ?").bind(user.userId).run();
    for (const company of ["Acme", "Globex"]) {
      const res = await api("POST", "/jobs", {
        token: user.token,
        body: { company, position: "Engineer", applicationDate: "2026-01-15" },
      });
      expect(res.status).toBe(201);
    }
    const log = vi.spyOn(console, "log");
    try {
      const res = await exports.default.fetch("http://localhost/api/v1/export?format=json", {
        headers: { Authorization: `Bearer ${user.token}`, "X-Debug-D1": "1" },
      });
      expect(res.status).toBe(200);
      const atHeaders = Number(res.headers.get("X-D1-Rows-Read"));
      expect(log.mock.calls.some(([line]) => String(line).startsWith("d1-meter"))).toBe(false);
      await res.text();
      const line = log.mock.calls.map(([first]) => String(first)).find((l) => l.startsWith("d1-meter "));
      expect(line).toBeDefined();
      const counted = JSON.parse(String(line).slice("d1-meter ".length));
      expect(counted.path).toBe("/api/v1/export");
      // The two jobs (and the pages' reads) come after the headers: more rows than the headers said.
      expect(counted.rowsRead).toBeGreaterThanOrEqual(atHeaders + 2);
      expect(counted.statements).toBeGreaterThan(Number(res.headers.get("X-D1-Statements")));
    } finally {
      log.mockRestore();
    }
  });

  it("counts nothing for a route that touches no storage", async () => {
    const res = await metered("/api/v1/health");
    expect(res.headers.get("X-D1-Rows-Read")).toBe("0");
    expect(res.headers.get("X-D1-Statements")).toBe("0");
  });

  it("is ignored in production", async () => {
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request("http://localhost/api/v1/health", { headers: { "X-Debug-D1": "1" } }),
      { ...env, ENVIRONMENT: "production" },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.headers.get("X-D1-Rows-Read")).toBeNull();
  });
});
