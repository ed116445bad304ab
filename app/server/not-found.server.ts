/**
 * One way for a loader or action to say "not found": throw a real 404 response (epic-stack's
 * `invariantResponse` style), which the route's `ErrorBoundary` (`NotFoundBoundary`) renders.
 */
import type { Result } from "@worker/lib/result";
import { data } from "react-router";

export type NotFoundData = { message: string };

/** Ends the loader or action with a 404 whose body names what was missing ("Job not found"). */
export function notFound(message: string): never {
  throw data({ message } satisfies NotFoundData, { status: 404 });
}

/** The value of a domain result; a NOT_FOUND failure becomes a 404, any other failure is unexpected. */
export function valueOr404<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  if (result.code === "NOT_FOUND") notFound(result.message);
  throw new Error(`Unexpected ${result.code} failure: ${result.message}`);
}
