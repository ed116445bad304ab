import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

describe("the worker", () => {
  it("answers unknown API paths with the JSON 404 envelope", async () => {
    const res = await exports.default.fetch("http://localhost/api/v1/definitely-not-here", { method: "DELETE" });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: "Route not found" });
  });

  it("serves the landing page with security headers", async () => {
    const res = await exports.default.fetch("http://localhost/");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(await res.text()).toContain("Offerpath");
  });

  it("sends HSTS on https only", async () => {
    const res = await exports.default.fetch("https://example.test/");
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");
  });
});

describe("unexpected failures", () => {
  it("answer a JSON 500 without a stack when the configuration is broken", async () => {
    const { env } = await import("cloudflare:workers");
    const { createExecutionContext } = await import("cloudflare:test");
    const { app } = await import("@worker/index");
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args.join(" "));
    let res: Response;
    try {
      res = await app.request(
        "/api/v1/auth/me",
        { headers: { Authorization: "Bearer x" } },
        { ...env, JWT_SECRET: "" },
        createExecutionContext(),
      );
    } finally {
      console.error = original;
    }
    expect(String(errors[0])).toMatch(/Invalid configuration: JWT_SECRET/);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ success: false, message: "Something went wrong" });
  });
});
