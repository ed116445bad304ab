/**
 * One helper that turns a route's facts (auth, the zod schemas it validates with, its answers and the
 * contract's error messages) into an OpenAPI operation, so every route is described the same way.
 */
import { createRoute, type RouteConfig, z } from "@hono/zod-openapi";
import { ErrorEnvelope } from "./components";

/** Who may call: a bearer access token, the web session cookie, Razorpay's signature, or anyone. */
export type Auth = "bearer" | "webSession" | "razorpaySignature" | "public";

/** The security schemes the operations name (components.securitySchemes). */
export const SECURITY_SCHEMES = {
  bearerAuth: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description: "`Authorization: Bearer <token>` from register, login, reset-password or refresh-token.",
  },
  webSession: {
    type: "apiKey",
    in: "cookie",
    name: "op_session",
    description: "The web app's session cookie (the Firefox extension's checks, contract §3.4).",
  },
  razorpaySignature: {
    type: "apiKey",
    in: "header",
    name: "X-Razorpay-Signature",
    description: "Hex HMAC-SHA256 of the raw body keyed with the webhook secret.",
  },
} as const;

const SECURITY: Record<Auth, RouteConfig["security"]> = {
  bearer: [{ bearerAuth: [] }],
  webSession: [{ webSession: [] }],
  razorpaySignature: [{ razorpaySignature: [] }],
  public: [],
};

type ErrorStatus = 400 | 401 | 403 | 404 | 413 | 415 | 500;

export type Operation<P extends string = string, S extends z.ZodType = z.ZodType> = {
  method: "get" | "post" | "patch" | "put" | "delete";
  /**
   * OpenAPI style (`/{id}`), relative to the area's sub-app as its handler is: `route()` mounts the handler
   * at `/:id`, and mounting the sub-app (worker/api/routes.ts) puts the area's prefix before both.
   */
  path: P;
  tag: string;
  summary: string;
  description?: string;
  auth: Auth;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** The JSON body's schema: the one the handler validates with. */
  body?: z.ZodType;
  /**
   * A multipart/form-data body (file uploads, worker/api/documents.ts): its text fields' schema, the one
   * the handler validates them with, extended with the file part. With `body` too, either may be sent.
   */
  multipart?: z.ZodType;
  /** The JSON answer: its schema is the type the handler's `c.json(...)` is checked against (`route()`). */
  success: { status?: 200 | 201; description: string; schema: S };
  /** The success answer is a file's bytes, not JSON: the handler answers a `Response` of its own. */
  file?: boolean;
  /** Success answers described by hand (a file's bytes, 206, 304, 416; two JSON statuses): replace `success`'s. */
  rawResponses?: RouteConfig["responses"];
  /** The contract's messages per error status, beyond the ones every route of its kind answers. */
  errors?: Partial<Record<ErrorStatus, string | string[]>>;
  /** Answers with a body other than the error envelope (they replace the default for their status). */
  ownResponses?: Partial<Record<ErrorStatus, { description: string; schema: z.ZodType }>>;
};

const quoted = (messages: string | string[]) => [messages].flat().map((m) => `"${m}"`);

const errorResponse = (messages: string[]) => ({
  description: messages.join("; "),
  content: { "application/json": { schema: ErrorEnvelope } },
});

/** The route's OpenAPI description: parameters, body, answers, security. */
export function operation(op: Operation) {
  const errors = new Map<number, string[]>();
  const add = (status: number, messages: string[]) => errors.set(status, [...(errors.get(status) ?? []), ...messages]);
  for (const [status, messages] of Object.entries(op.errors ?? {})) add(Number(status), quoted(messages));
  if (op.body) add(400, ['"Malformed JSON body"']);
  if (op.auth === "bearer") add(401, ['"Authentication invalid"']);
  if (op.body && !op.multipart) {
    errors.set(413, ['"Request body too large" (over 100 kB)']);
    errors.set(415, ['"Content-Type must be application/json"']);
  }
  if (op.multipart) {
    add(400, ['"The upload could not be read: send a complete multipart/form-data body"']);
    add(413, ['"Files can be up to 10 MB" (a body over 10 MB + 64 KiB, or a file over 10 MB)']);
    if (op.body) add(413, ['"Request body too large" (a JSON body over 100 kB)']);
    add(415, [
      op.body
        ? '"Content-Type must be multipart/form-data or application/json"'
        : '"Content-Type must be multipart/form-data"',
    ]);
  }
  errors.set(500, ['"Something went wrong"', ...(errors.get(500) ?? [])]);

  const responses: RouteConfig["responses"] = op.rawResponses
    ? { ...op.rawResponses }
    : {
        [op.success.status ?? 200]: {
          description: op.success.description,
          content: { "application/json": { schema: op.success.schema } },
        },
      };
  for (const status of [...errors.keys()].sort()) responses[status] = errorResponse(errors.get(status) ?? []);
  for (const [status, answer] of Object.entries(op.ownResponses ?? {})) {
    if (answer)
      responses[status] = {
        description: answer.description,
        content: { "application/json": { schema: answer.schema } },
      };
  }

  return createRoute({
    method: op.method,
    path: op.path,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    security: SECURITY[op.auth],
    request: {
      ...(op.params ? { params: op.params } : {}),
      ...(op.query ? { query: op.query } : {}),
      // Not `required`: an empty body reads as `{}` and answers the schema's own message ("company is required").
      ...(op.body || op.multipart
        ? {
            body: {
              content: {
                ...(op.multipart ? { "multipart/form-data": { schema: op.multipart } } : {}),
                ...(op.body ? { "application/json": { schema: op.body } } : {}),
              },
            },
          }
        : {}),
    },
    responses,
  });
}

/**
 * `patch /jobs/{id}/interviews/{interviewId}` → `patchJobsIdInterviewsInterviewId`: named from the whole
 * path once the areas are mounted (worker/api/openapi/document.ts).
 */
export function operationId(method: string, path: string): string {
  const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return method + words.map((w) => w[0].toUpperCase() + w.slice(1)).join("");
}

/** Path parameters: opaque strings; one that matches no row of the caller's is a 404 (contract §1 Ids). */
export const pathParams = <K extends string>(...names: K[]) =>
  z.object(
    Object.fromEntries(names.map((n) => [n, z.string().openapi({ param: { name: n, in: "path" } })])),
  ) as z.ZodObject<Record<K, z.ZodString>>;

/**
 * Documentation for a field of a shared schema whose zod type says little on its own (a transform from
 * `unknown`, a `.catch`): kept in zod's metadata registry beside the schema, which changes nothing the
 * schema accepts or answers.
 */
export function describeField(schema: z.ZodType, meta: Record<string, unknown>): void {
  z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), ...meta });
}
