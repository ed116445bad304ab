/** What D1 says when a write breaks a constraint, read from the error drizzle wraps around it. */

/** True when `error` (or the D1 error drizzle keeps as its `cause`) is a UNIQUE constraint failure. */
export function isUniqueViolation(error: unknown): boolean {
  return /UNIQUE constraint failed/i.test(String((error as { cause?: unknown })?.cause ?? "") + String(error));
}
