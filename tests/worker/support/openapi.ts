/** Real answers against the OpenAPI document the Worker serves (`GET /api/v1/openapi.json`). */
import { type JsonSchema, schemaValidator } from "../../openapi/schema-validator";
import { api } from "./requests";

type ServedDocument = {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }> }>
  >;
  components: { schemas: Record<string, JsonSchema> };
};

/** The document as a client downloads it. */
export async function servedDocument(): Promise<ServedDocument> {
  const res = await api("GET", "/openapi.json");
  if (res.status !== 200) throw new Error(`GET /api/v1/openapi.json answered ${res.status}`);
  return res.body as ServedDocument;
}

/**
 * Validators from the served document: `named("AnswerAnalytics")` checks a value against that component
 * (`{closed: true}`: and refuses fields it does not name); `answer("get", "/analytics/answers")` checks a whole
 * JSON body against the operation's documented answer.
 */
export async function servedValidators() {
  const doc = await servedDocument();
  const components = doc.components.schemas;
  return {
    named(name: string, opts: { closed?: boolean } = {}) {
      if (!components[name]) throw new Error(`the served document has no components.schemas.${name}`);
      return schemaValidator({ $ref: `#/components/schemas/${name}` }, components, opts);
    },
    answer(method: string, path: string, status = "200") {
      const schema = doc.paths[path]?.[method]?.responses[status]?.content?.["application/json"]?.schema;
      if (!schema) throw new Error(`the served document has no ${status} JSON answer for ${method} ${path}`);
      return schemaValidator(schema, components);
    },
  };
}
