/**
 * Expected failures are values, unexpected ones are thrown. Each adapter (API handler, route action)
 * maps a Failure's code to its own answer: an error envelope with a status, or field errors.
 */
export type FailureCode =
  | "VALIDATION"
  | "NOT_FOUND"
  /** The job a request names along with another record (a document to attach, detach or upload to it). */
  | "JOB_NOT_FOUND"
  | "UNAUTHENTICATED"
  | "CONFLICT"
  /** A write that names the version it was based on (`updatedAt`) when the row has changed since: 409. */
  | "STALE"
  | "PLAN_LIMIT"
  | "TOO_LARGE"
  | "UNSUPPORTED_TYPE"
  | "RATE_LIMITED"
  | "UNAVAILABLE";

export type Failure = { ok: false; code: FailureCode; message: string; field?: string };
export type Ok<T> = { ok: true; value: T };
export type Result<T> = Ok<T> | Failure;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const fail = (code: FailureCode, message: string, field?: string): Failure => ({
  ok: false,
  code,
  message,
  ...(field ? { field } : {}),
});

/** The HTTP status each failure code means, for the API and for route actions alike. */
export const failureStatus: Record<FailureCode, 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500> = {
  VALIDATION: 400,
  CONFLICT: 400,
  STALE: 409,
  NOT_FOUND: 404,
  JOB_NOT_FOUND: 404,
  UNAUTHENTICATED: 401,
  PLAN_LIMIT: 403,
  TOO_LARGE: 413,
  UNSUPPORTED_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 500,
};
