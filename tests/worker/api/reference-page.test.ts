/**
 * /developers/api: the API reference page, rendered from the generated OpenAPI document (decision 027).
 * A public page without JavaScript (decision 023): no script, a CSP that allows none, every operation.
 */
import { apiDocument } from "@worker/api";
import { describe, expect, it } from "vitest";
import { page } from "../support";

describe("GET /developers/api", () => {
  it("answers plain HTML with no script and a CSP that allows none", async () => {
    const res = await page("/developers/api");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");
    const html = await res.text();
    expect(html).not.toMatch(/<script\b(?![^>]*type="application\/ld\+json")/);
    expect(html).toContain('href="/api/v1/openapi.json"');
  });

  it("shows every operation of the document: method, path, summary and auth", async () => {
    const html = await (await page("/developers/api")).text();
    const paths = apiDocument().paths ?? {};
    let count = 0;
    for (const [path, item] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(item as Record<string, { operationId: string; summary: string }>)) {
        count++;
        expect(html, `${method} ${path}`).toContain(`id="${op.operationId}"`);
        expect(html, `${method} ${path}`).toContain(op.summary.replaceAll("'", "&#x27;"));
      }
    }
    expect(count).toBeGreaterThan(40);
    expect(html).toContain("Bearer token");
    expect(html).toContain('id="schema-Job"');
    // A body field with its rules, read from the shared schema (POST /jobs).
    expect(html).toMatch(/<code[^>]*>company<\/code>\s*<span[^>]*>required<\/span>/);
    // A nullable reference (OpenAPI 3.1 `anyOf` with `{type: "null"}`) reads as its schema or null, linked.
    expect(html).toMatch(
      /<code[^>]*>relatedJob<\/code>(?:(?!<\/tr>).)*<a href="#schema-JobRef"[^>]*>JobRef or null<\/a>/s,
    );
  });

  it("is linked from the public footer", async () => {
    const html = await (await page("/terms-of-use")).text();
    expect(html).toContain('href="/developers/api"');
  });
});
