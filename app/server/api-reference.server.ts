/**
 * The API reference page's content, read from the API's generated OpenAPI document (decision 027): the
 * page shows what the document says and nothing written by hand, so the two cannot disagree.
 */
import { apiDocument } from "@worker/api";

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  description?: string;
  default?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  additionalProperties?: JsonSchema | boolean;
};

type RawParameter = { name: string; in: string; required?: boolean; description?: string; schema?: JsonSchema };
type RawOperation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: RawParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema }> }>;
};

/** A type as a reader wants it: `string`, `"a" | "b"`, `Job[]`; `ref` links to a schema below. */
export type TypeText = { text: string; ref?: string };

export type Field = { name: string; type: TypeText; required: boolean; notes: string };
export type Answer = { status: string; description: string; fields: Field[]; type?: TypeText };
export type OperationView = {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  auth: string;
  parameters: (Field & { in: string })[];
  body: Field[];
  answers: Answer[];
};
export type ApiReference = {
  title: string;
  version: string;
  baseUrl: string;
  conventions: string[];
  groups: { tag: string; description: string; operations: OperationView[] }[];
  schemas: { name: string; description: string; fields: Field[] }[];
};

const AUTH_TEXT: Record<string, string> = {
  bearerAuth: "Bearer token",
  webSession: "Web session cookie",
  razorpaySignature: "Razorpay signature (X-Razorpay-Signature)",
};

const METHODS = ["get", "post", "patch", "put", "delete"] as const;

const refName = (ref: string) => ref.split("/").pop() ?? ref;

function typeOf(schema: JsonSchema | undefined): TypeText {
  if (!schema) return { text: "any" };
  if (schema.$ref) return { text: refName(schema.$ref), ref: refName(schema.$ref) };
  if (schema.const !== undefined) return { text: JSON.stringify(schema.const) };
  if (schema.enum) {
    const values = schema.enum.map((v) => JSON.stringify(v));
    return { text: values.length === 1 ? values[0] : values.join(" | ") };
  }
  // A nullable reference is `anyOf: [{$ref}, {type: "null"}]`: "JobRef or null".
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const parts = options.map(typeOf);
    return { text: parts.map((p) => p.text).join(" or "), ref: parts.find((p) => p.ref)?.ref };
  }
  // A reference with fields added (`allOf: [{$ref}, {properties}]`): "JobRef and more"; a text alone adds nothing.
  if (schema.allOf) {
    const parts = schema.allOf.filter((p) => p.$ref || p.type || p.properties).map(typeOf);
    const ref = parts.find((p) => p.ref)?.ref;
    return { text: parts.length > 1 && ref ? `${ref} and more` : parts.map((p) => p.text).join(" and "), ref };
  }
  const types = [schema.type ?? []].flat();
  if (types.includes("array")) {
    const item = typeOf(schema.items);
    return { text: `${item.text}[]`, ref: item.ref };
  }
  if (types.length === 0) return { text: schema.properties ? "object" : "any" };
  return { text: types.map((t) => (t === "string" && schema.format ? `${t} (${schema.format})` : t)).join(" or ") };
}

function notesOf(schema: JsonSchema | undefined, description?: string): string {
  if (!schema) return description ?? "";
  const notes: string[] = [];
  const text = description ?? schema.description;
  if (text) notes.push(text);
  if (schema.minLength !== undefined && schema.minLength > 1) notes.push(`at least ${schema.minLength} characters`);
  if (schema.maxLength !== undefined) notes.push(`at most ${schema.maxLength} characters`);
  if (schema.minimum !== undefined) notes.push(`minimum ${schema.minimum}`);
  if (schema.maximum !== undefined) notes.push(`maximum ${schema.maximum}`);
  if (schema.default !== undefined) notes.push(`default ${JSON.stringify(schema.default)}`);
  return notes.join("; ");
}

function fieldsOf(schema: JsonSchema | undefined): Field[] {
  if (!schema?.properties) return [];
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).map(([name, property]) => ({
    name,
    type: typeOf(property),
    required: required.has(name),
    notes: notesOf(property),
  }));
}

const jsonSchemaOf = (content?: Record<string, { schema?: JsonSchema }>) => content?.["application/json"]?.schema;

function operationView(method: string, path: string, op: RawOperation): OperationView {
  const schemes = (op.security ?? []).flatMap((s) => Object.keys(s));
  return {
    id: op.operationId ?? `${method}-${path}`,
    method: method.toUpperCase(),
    path,
    summary: op.summary ?? "",
    description: op.description ?? "",
    auth: schemes.length ? schemes.map((s) => AUTH_TEXT[s] ?? s).join(" or ") : "Public",
    parameters: (op.parameters ?? []).map((p) => ({
      name: p.name,
      in: p.in,
      type: typeOf(p.schema),
      required: p.required ?? false,
      notes: notesOf(p.schema, p.description),
    })),
    body: fieldsOf(jsonSchemaOf(op.requestBody?.content)),
    answers: Object.entries(op.responses ?? {}).map(([status, answer]) => {
      const schema = jsonSchemaOf(answer.content);
      const fields = status.startsWith("2") ? fieldsOf(schema) : [];
      return {
        status,
        description: answer.description ?? "",
        fields,
        type: schema && fields.length === 0 ? typeOf(schema) : undefined,
      };
    }),
  };
}

let reference: ApiReference | undefined;

/** The page's content, built once per isolate like the document it reads. */
export function apiReference(): ApiReference {
  if (reference) return reference;
  const doc = apiDocument() as unknown as {
    info: { title: string; version: string; description?: string };
    servers?: { url: string }[];
    tags?: { name: string; description?: string }[];
    paths: Record<string, Partial<Record<(typeof METHODS)[number], RawOperation>>>;
    components?: { schemas?: Record<string, JsonSchema> };
  };
  const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.flatMap((m) => {
      const op = item[m];
      return op ? [{ tag: op.tags?.[0] ?? "Other", view: operationView(m, path, op) }] : [];
    }),
  );
  const tags = doc.tags ?? [];
  const tagOrder = (tag: string) => {
    const i = tags.findIndex((t) => t.name === tag);
    return i === -1 ? tags.length : i;
  };
  const groupNames = [...new Set(operations.map((o) => o.tag))].sort((a, b) => tagOrder(a) - tagOrder(b));
  reference = {
    title: doc.info.title,
    version: doc.info.version,
    baseUrl: doc.servers?.[0]?.url ?? "",
    conventions: (doc.info.description ?? "")
      .split("\n")
      .filter((line) => line.startsWith("- "))
      .map((line) => line.slice(2)),
    groups: groupNames.map((tag) => ({
      tag,
      description: tags.find((t) => t.name === tag)?.description ?? "",
      operations: operations.filter((o) => o.tag === tag).map((o) => o.view),
    })),
    schemas: Object.entries(doc.components?.schemas ?? {}).map(([name, schema]) => ({
      name,
      description: schema.description ?? "",
      fields: fieldsOf(schema),
    })),
  };
  return reference;
}
