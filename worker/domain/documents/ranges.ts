/** HTTP byte ranges (RFC 9110, section 14): what a download answers to a `Range` header. Pure. */

export type ByteRange = { offset: number; length: number };

/**
 * A `Range` header against a size: one satisfiable range, "unsatisfiable" (416), or null to send the
 * whole file (no header, a malformed one, several ranges or another unit: RFC 9110, section 14.2, lets a server
 * ignore them).
 */
export function parseRange(header: string | null, size: number): ByteRange | "unsatisfiable" | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return null;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) return "unsatisfiable";
    const length = Math.min(suffix, size);
    return { offset: size - length, length };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return "unsatisfiable";
  if (end < start) return null;
  return { offset: start, length: end - start + 1 };
}
