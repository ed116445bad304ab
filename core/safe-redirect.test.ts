import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it("allows same-site paths with query and hash", () => {
    expect(safeRedirect("/dashboard?x=1#y")).toBe("/dashboard?x=1#y");
    expect(safeRedirect("/jobs/abc123")).toBe("/jobs/abc123");
    expect(safeRedirect("/")).toBe("/");
  });

  it("keeps an encoded double slash as a same-origin path", () => {
    expect(safeRedirect("/%2F%2Fevil")).toBe("/%2F%2Fevil");
  });

  it("prefixes the extension's bare relative form with a slash", () => {
    expect(safeRedirect("jobs/new")).toBe("/jobs/new");
    expect(safeRedirect("applications")).toBe("/applications");
    expect(safeRedirect("jobs/new?from=https://example.com")).toBe("/jobs/new?from=https://example.com");
  });

  it("rejects protocol-relative and backslash tricks", () => {
    expect(safeRedirect("//evil.com")).toBe("/dashboard");
    expect(safeRedirect("/\\evil.com")).toBe("/dashboard");
    expect(safeRedirect("\\\\evil")).toBe("/dashboard");
    expect(safeRedirect("/jobs\\..\\evil")).toBe("/dashboard");
    expect(safeRedirect("  //evil")).toBe("/dashboard");
    expect(safeRedirect(" /dashboard")).toBe("/dashboard");
  });

  it("rejects absolute and scheme URLs", () => {
    expect(safeRedirect("https://evil.com")).toBe("/dashboard");
    expect(safeRedirect("http:evil.com")).toBe("/dashboard");
    expect(safeRedirect("javascript:alert(1)")).toBe("/dashboard");
    expect(safeRedirect("data:text/html,hi")).toBe("/dashboard");
  });

  it("rejects control characters", () => {
    expect(safeRedirect("/\t/evil.com")).toBe("/dashboard");
    expect(safeRedirect("/dash\nboard")).toBe("/dashboard");
    expect(safeRedirect("java\u0000script:alert(1)")).toBe("/dashboard");
  });

  it("rejects relative dot paths", () => {
    expect(safeRedirect("../admin")).toBe("/dashboard");
    expect(safeRedirect(".")).toBe("/dashboard");
  });

  it("uses the fallback for empty and non-string input", () => {
    expect(safeRedirect("")).toBe("/dashboard");
    expect(safeRedirect(undefined)).toBe("/dashboard");
    expect(safeRedirect(null)).toBe("/dashboard");
    expect(safeRedirect(42)).toBe("/dashboard");
    expect(safeRedirect(["/tasks"])).toBe("/dashboard");
  });

  it("uses a custom fallback", () => {
    expect(safeRedirect("//evil.com", "/login")).toBe("/login");
    expect(safeRedirect(undefined, "/applications")).toBe("/applications");
  });
});
