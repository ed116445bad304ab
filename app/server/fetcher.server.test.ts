import { describe, expect, it } from "vitest";
import { fetcherFailure } from "./fetcher.server";

describe("fetcherFailure", () => {
  it("answers the failure's message with the status the API gives its code", () => {
    const missing = fetcherFailure({ ok: false, code: "NOT_FOUND", message: "Job not found" });
    expect(missing.init?.status).toBe(404);
    expect(missing.data).toEqual({ ok: false, error: "Job not found" });
    expect(fetcherFailure({ ok: false, code: "VALIDATION", message: "x" }).init?.status).toBe(400);
    expect(fetcherFailure({ ok: false, code: "PLAN_LIMIT", message: "x" }).init?.status).toBe(403);
    expect(fetcherFailure({ ok: false, code: "RATE_LIMITED", message: "x" }).init?.status).toBe(429);
  });
});
