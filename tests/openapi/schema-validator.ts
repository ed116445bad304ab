/**
 * One way for the tests to check a JSON value against a schema of the API's OpenAPI document: a JSON Schema
 * 2020-12 validator (OpenAPI 3.1's schema dialect), its `#/components/schemas/…` references resolved against
 * the document's own components, formats not checked, `additionalProperties` as the document writes it.
 * Used in Node (tests/repo/openapi-document.test.ts, on the generated document) and inside workerd
 * (tests/worker/support/openapi.ts, on the document the Worker serves). Ajv compiles with code generation: the
 * vitest pool's workerd allows it in tests (a deployed Worker does not, which is why none of this is in worker/).
 */
import { Ajv2020 } from "ajv/dist/2020.js";

export type JsonSchema = Record<string, unknown>;

/** Every object schema with `properties` and no `additionalProperties` of its own made closed (`false`). */
function closed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(closed);
  if (!value || typeof value !== "object") return value;
  const schema = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, closed(item)]));
  return "properties" in schema && !("additionalProperties" in schema)
    ? { ...schema, additionalProperties: false }
    : schema;
}

/**
 * `closed: true` also refuses any field the schema does not name (the contract's "exactly those names"), where
 * the document itself leaves `additionalProperties` open; only for schemas without allOf/anyOf of objects.
 */
export function schemaValidator(
  schema: JsonSchema,
  components: Record<string, unknown>,
  opts: { closed?: boolean } = {},
) {
  const whole = { ...schema, $defs: components };
  const rebased = JSON.parse(
    JSON.stringify(opts.closed ? closed(whole) : whole).replaceAll("#/components/schemas/", "#/$defs/"),
  );
  return new Ajv2020({ strict: false, validateFormats: false, allErrors: true }).compile(rebased);
}
