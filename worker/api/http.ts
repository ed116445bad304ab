/** The API's error envelope and the helpers that every handler shares. */
import type { OpenAPIHonoOptions } from "@hono/zod-openapi";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError, ZodType } from "zod";
import type { Deps } from "../deps";
import { type Failure, failureStatus } from "../lib/result";

export type ApiEnv = {
  Bindings: Env;
  Variables: { deps: Deps; userId: string; sessionId: string };
};

export class ApiError extends HTTPException {
  constructor(status: ContentfulStatusCode, message: string) {
    super(status, { message });
  }
}

export function errorBody(message: string) {
  return { success: false as const, message };
}

/** Answers a domain Failure with the contract's envelope and status. */
export function failureResponse(c: Context, failure: Failure) {
  return c.json(errorBody(failure.message), failureStatus[failure.code]);
}

/** "company is required", "status: Invalid option ..." — every message names the JSON field. */
export function apiValidationMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  const path = issue.path.map(String).join(".");
  if (!path) return "Malformed JSON body";
  const input = (issue as { input?: unknown }).input;
  const isRequired =
    (issue.code === "invalid_type" && (input === undefined || input === null)) ||
    (issue.code === "too_small" && issue.origin === "string" && Number(issue.minimum) === 1);
  if (isRequired) return `${path} is required`;
  return issue.message.toLowerCase().startsWith(path.toLowerCase()) ? issue.message : `${path}: ${issue.message}`;
}

/**
 * The API's `defaultHook` (worker/api/index.ts): a route declared with `api.openapi(route, handler)` whose
 * request fails its zod schema answers the same 400 as `parseBody`, never the library's own body.
 */
export const validationHook: NonNullable<OpenAPIHonoOptions<ApiEnv>["defaultHook"]> = (result, c) => {
  if (!result.success) return c.json(errorBody(apiValidationMessage(result.error)), 400);
};

/** Reads the JSON body as an object, or throws the contract's 400. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, "Malformed JSON body");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new ApiError(400, "Malformed JSON body");
  return value as Record<string, unknown>;
}

/** Reads and validates the JSON body with a zod schema; bad input is a 400 naming the field. */
export async function parseBody<T>(c: Context, schema: ZodType<T>): Promise<T> {
  const body = await readJsonObject(c);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(400, apiValidationMessage(parsed.error));
  return parsed.data;
}
