/**
 * One call declares an operation and mounts its handler (decision 027): the method, path, body and answers
 * are written once, beside the handler, and the document cannot list a route that does not exist or miss
 * one that does.
 */
import type { OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context, Handler, MiddlewareHandler, Next, TypedResponse } from "hono";
import type { StatusCode } from "hono/utils/http-status";
import type { ApiEnv } from "../http";
import { type Operation, operation } from "./operation";

/** `/{id}/interviews/{interviewId}` → `/:id/interviews/:interviewId`, in the type (the handler's params) and in code. */
type HonoPath<P extends string> = P extends `${infer Start}{${infer Name}}${infer Rest}`
  ? `${Start}:${Name}${HonoPath<Rest>}`
  : P;

const honoPath = <P extends string>(path: P) => path.replaceAll(/\{(\w+)\}/g, ":$1") as HonoPath<P>;

/** The error envelope, whatever its status (contract §1); a few carry a field more (`valid: false`). */
type ErrorBody = { success: false; message: string };

type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never;

/**
 * The schema's type with each fixed text (a single string literal: a message, `"ok"`) read as a string.
 * TypeScript widens such a literal in `c.json({...})`, and the wire tests hold the texts; enums stay exact.
 */
type Loose<T> = [T] extends [string]
  ? string extends T
    ? T
    : IsUnion<T> extends true
      ? T
      : string
  : T extends readonly (infer I)[]
    ? Loose<I>[]
    : T extends object
      ? { [K in keyof T]: Loose<T[K]> }
      : T;

/**
 * What a handler may answer: its operation's success schema (the type `c.json(...)` infers must be what the
 * document says), the error envelope, or, for a file, a `Response` of its own.
 */
type Answer<S extends z.ZodType, F extends boolean> = F extends true
  ? Response
  : TypedResponse<Loose<z.input<S>> | ErrorBody, StatusCode, "json">;

type AnswerHandler<P extends string, S extends z.ZodType, F extends boolean> = (
  c: Context<ApiEnv, HonoPath<P>>,
  next: Next,
) => Answer<S, F> | Promise<Answer<S, F>>;

/**
 * Describes `op` (`operation()`) in the area's OpenAPI registry and mounts the handlers at its path and
 * method, after any route middleware. Mounting the area on the API (`api.route(prefix, area)`) puts the
 * area's prefix before both alike.
 */
export function route<P extends string, S extends z.ZodType, F extends boolean = false>(
  app: OpenAPIHono<ApiEnv>,
  op: Operation<P, S> & { file?: F },
  ...handlers: [...MiddlewareHandler<ApiEnv>[], AnswerHandler<P, S, F>]
): void {
  app.openAPIRegistry.registerPath(operation(op));
  const mounted: Handler<ApiEnv>[] = handlers;
  app.on([op.method.toUpperCase()], [honoPath(op.path)], ...mounted);
}
