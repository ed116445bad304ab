/**
 * The API's OpenAPI document is valid OpenAPI 3.1 and says what the API answers (decision 027). The
 * document validator runs in Node; the workerd suite (tests/worker/api/openapi.test.ts) checks the served
 * document and the routes' auth, and tests/worker/analytics/answers-api.test.ts a real answer against it.
 */
import { AUTO_APPLY_KINDS } from "@core/inbox-kinds";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { api, apiDocument } from "../../worker/api";
import type { Task } from "../../worker/db/schema";
import { serializeTask } from "../../worker/domain/tasks.server";
import { type JsonSchema, schemaValidator } from "../openapi/schema-validator";

type Operation = {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
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

/** Every schema object in a JSON value, with where it is. */
function* schemasIn(value: unknown, where = "#"): Generator<[string, JsonSchema]> {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* schemasIn(item, `${where}/${i}`);
  } else if (value && typeof value === "object") {
    yield [where, value as JsonSchema];
    for (const [key, item] of Object.entries(value)) yield* schemasIn(item, `${where}/${key}`);
  }
}

const allowsNull = (schema: unknown) =>
  !!schema && typeof schema === "object" && [(schema as JsonSchema).type].flat().includes("null");

/** A validator for one answer of the document, its references resolved against the document's components. */
const answerValidator = (
  schema: JsonSchema,
  components: Record<string, unknown> = apiDocument().components?.schemas ?? {},
) => schemaValidator(schema, components);

function answerSchema(method: string, path: string, status = "200", type = "application/json"): JsonSchema {
  const op = operations().find((o) => o.method === method && o.path === path)?.op;
  const schema = op?.responses[status]?.content?.[type]?.schema;
  if (!schema) throw new Error(`${method} ${path} has no ${status} ${type} answer`);
  return schema;
}

const NOW = new Date("2026-11-28T10:00:00.000Z");

/** A task row as D1 gives it back, without a job or a contact. */
const taskRow: Task = {
  id: "t1",
  userId: "u1",
  title: "Send the thank-you note",
  description: "",
  status: "pending",
  priority: "medium",
  priorityRank: 2,
  category: "follow-up",
  dueDate: null,
  reminder: null,
  relatedJobId: null,
  relatedContactId: null,
  completedAt: null,
  importRunId: null,
  createdAt: NOW,
  updatedAt: NOW,
};

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

  it("lists every route under /api/v1 with its method, and nothing else", () => {
    const mounted = [
      ...new Set(
        api.routes
          .filter((r) => r.method !== "ALL")
          .map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, "{$1}")}`),
      ),
    ].sort();
    const described = operations()
      .map(({ method, path }) => `${method} ${path}`)
      .sort();
    expect(mounted.length).toBeGreaterThan(40);
    expect(described).toEqual(mounted);
  });

  it("names each operation once and declares every path parameter", () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(40);
    const ids = ops.map(({ op }) => op.operationId);
    expect(ids).toContain("patchJobsIdInterviewsInterviewId");
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, op } of ops) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = (op.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
      expect(declared.sort(), `${method} ${path}`).toEqual(inPath);
    }
  });

  it("declares every tag an operation uses, each with a description", () => {
    const declared = new Map((apiDocument().tags ?? []).map((t) => [t.name, t.description ?? ""]));
    const used = new Set(operations().flatMap(({ op }) => op.tags ?? []));
    expect(used).toContain("Profiles");
    for (const tag of used) {
      expect(declared.has(tag), `tag "${tag}" is declared`).toBe(true);
      expect(declared.get(tag), `tag "${tag}" has a description`).not.toBe("");
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

describe("null in the document (OpenAPI 3.1: a nullable reference is anyOf with {type: null})", () => {
  it("writes no reference as allOf with a nullable part, and no named schema as nullable itself", () => {
    const doc = apiDocument();
    for (const [where, schema] of schemasIn(doc)) {
      const parts = (schema.allOf as unknown[] | undefined) ?? [];
      expect(parts.some(allowsNull), `${where}: allOf with a nullable part admits no null`).toBe(false);
    }
    for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
      expect(allowsNull(schema), `components.schemas.${name} is null wherever it is used`).toBe(false);
    }
  });

  it("accepts a task without a job or a contact, as the serializer writes it", () => {
    const validate = answerValidator(answerSchema("get", "/tasks/{id}"));
    const task = serializeTask(taskRow, null, null);
    expect(task.relatedJob).toBeNull();
    expect(validate({ success: true, task }), JSON.stringify(validate.errors)).toBe(true);
    const withJob = serializeTask(taskRow, { _id: "j1", company: "Acme", position: "Engineer" }, null);
    expect(validate({ success: true, task: withJob }), JSON.stringify(validate.errors)).toBe(true);
    // The validator is not lenient: a job that is neither a JobRef nor null is refused.
    expect(validate({ success: true, task: { ...task, relatedJob: "j1" } })).toBe(false);
  });

  it("accepts no plan and no subscription for GET /plans/user/current", () => {
    const validate = answerValidator(answerSchema("get", "/plans/user/current"));
    expect(validate({ success: true, plan: null, subscription: null }), JSON.stringify(validate.errors)).toBe(true);
  });

  it("accepts job: null from the URL lookup, and only there", () => {
    expect(answerValidator(answerSchema("get", "/jobs/lookup"))({ success: true, job: null })).toBe(true);
    expect(answerValidator(answerSchema("get", "/jobs/{id}"))({ success: true, job: null })).toBe(false);
  });

  it("shows why allOf was wrong: the shape zod-to-openapi wrote for a nullable reference refuses null", () => {
    const components = apiDocument().components?.schemas ?? {};
    const old = {
      type: "object",
      properties: {
        relatedJob: { allOf: [{ $ref: "#/components/schemas/JobRef" }, { type: ["object", "null"] }] },
      },
    };
    expect(answerValidator(old, components)({ relatedJob: null })).toBe(false);
  });
});

describe("the JSON export's answer", () => {
  const exportFile = {
    format: "offerpath-export",
    version: 1,
    exportedAt: NOW.toISOString(),
    profile: { name: "Ada", email: "ada@example.com", timeZone: "Asia/Kolkata", plan: "basic" },
    jobs: [{ id: "j1", company: "Acme", interviews: [] }],
    tasks: [serializeTask(taskRow, null, null)],
    contacts: [],
    documents: [],
    payments: [],
  };

  it("is described as the JSON document it is (a file by its Content-Disposition), which validates", () => {
    const schema = answerSchema("get", "/export");
    const validate = answerValidator(schema);
    expect(validate(exportFile), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...exportFile, format: "something-else" })).toBe(false);
    // Described as `type: string, format: binary`, a validator that parses the JSON answer refuses it.
    expect(answerValidator({ type: "string", format: "binary" })(exportFile)).toBe(false);
    const answer = operations().find((o) => o.path === "/export")?.op.responses["200"] as {
      headers?: Record<string, unknown>;
      content: Record<string, { schema: JsonSchema }>;
    };
    expect(Object.keys(answer.headers ?? {})).toContain("Content-Disposition");
    expect(answer.content["text/csv"].schema).toMatchObject({ type: "string", format: "binary" });
    expect(answer.content["application/zip"].schema).toMatchObject({ type: "string", format: "binary" });
  });
});

describe("the inbox's address", () => {
  it("lists as autoApply only the kinds that can apply by themselves (AUTO_APPLY_KINDS)", () => {
    const schemas = (apiDocument().components?.schemas ?? {}) as Record<string, JsonSchema>;
    const address = schemas.InboxAddress as { properties: Record<string, { items?: { enum?: string[] } }> };
    expect(address.properties.autoApply.items?.enum).toEqual([...AUTO_APPLY_KINDS]);
  });
});
