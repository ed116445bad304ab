/**
 * HTTP conditional requests (RFC 9110, section 13) for a download: what the preconditions of a GET or
 * HEAD answer, evaluated in the order of section 13.2.2. Pure.
 *
 * 1. If-Match: none of its tags matches the current ETag (strong comparison) → 412;
 * 2. otherwise If-Unmodified-Since (a valid date): the file changed after it → 412;
 * 3. If-None-Match: one of its tags matches (weak comparison) → 304;
 * 4. otherwise If-Modified-Since (a valid date): the file did not change after it → 304.
 * A failed If-Match or If-Unmodified-Since is never a 304: the client's copy is not the current one.
 */

export type Validators = { etag: string; lastModified: Date };

/** 412, 304, or null when the request goes on (to its range or the whole file). */
export function evaluatePreconditions(headers: Headers, current: Validators): 412 | 304 | null {
  const ifMatch = headers.get("If-Match");
  if (ifMatch !== null) {
    if (!tagsMatch(ifMatch, current.etag, "strong")) return 412;
  } else {
    const since = httpDate(headers.get("If-Unmodified-Since"));
    if (since !== null && seconds(current.lastModified) > since) return 412;
  }
  const ifNoneMatch = headers.get("If-None-Match");
  if (ifNoneMatch !== null) {
    if (tagsMatch(ifNoneMatch, current.etag, "weak")) return 304;
  } else {
    const since = httpDate(headers.get("If-Modified-Since"));
    if (since !== null && seconds(current.lastModified) <= since) return 304;
  }
  return null;
}

/** An HTTP date's time in ms, or null when it is not a date (the header is then ignored, section 13.1.3). */
function httpDate(value: string | null): number | null {
  if (value === null) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/** HTTP dates have whole seconds: a time is compared at that precision. */
function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000) * 1000;
}

/** `*`, or one of the listed entity tags equal to `etag` (a weak tag never matches strongly, 8.8.3.2). */
function tagsMatch(header: string, etag: string, comparison: "strong" | "weak"): boolean {
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.replace(/^W\//, "");
  for (const tag of header.match(/(?:W\/)?"[^"]*"/g) ?? []) {
    if (comparison === "strong" ? tag === etag && !etag.startsWith("W/") : opaque(tag) === opaque(etag)) return true;
  }
  return false;
}
