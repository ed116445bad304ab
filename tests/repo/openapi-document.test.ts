/**
 * The API's OpenAPI document is valid OpenAPI 3.1 (decision 027). The validator compiles JSON Schemas
 * with code generation, which workerd forbids, so this runs in Node; the workerd suite
 * (tests/worker/api/openapi.test.ts) checks that the served document matches the routes.
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { apiDocument } from "../../worker/api";

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  responses: Record<string, unknown>;
};

const METHODS = ["get", "put", "post", "delete", "patch"] as const;

function operations() {
  const doc = apiDocument();
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const op = (item as Record<string, Operation | undefined>)[method];
      return op ? [{ path, method, op }] : [];
    }),
  );
}

describe("the OpenAPI document", () => {
  it("validates as OpenAPI 3.1 and every $ref resolves", async () => {
    const validator = new Validator();
    const result = await validator.validate(
      structuredClone(apiDocument()) as unknown as Parameters<Validator["validate"]>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it("names each operation once and declares every path parameter", () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(40);
    const ids = ops.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, op } of ops) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = (op.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
      expect(declared.sort(), `${method} ${path}`).toEqual(inPath);
    }
  });

  it("gives every operation its errors in the contract's envelope", () => {
    for (const { path, method, op } of operations()) {
      expect(Object.keys(op.responses), `${method} ${path}`).toContain("500");
      const bearer = op.security?.some((s) => "bearerAuth" in s) ?? false;
      if (bearer) expect(Object.keys(op.responses), `${method} ${path}`).toContain("401");
      expect(op.security, `${method} ${path} names its security (empty for public)`).toBeDefined();
    }
    expect(apiDocument().components?.schemas?.Error).toMatchObject({
      type: "object",
      required: ["success", "message"],
    });
  });
});
