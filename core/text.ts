/**
 * Control characters (C0, DEL, C1) and the Unicode line and paragraph separators: what must never reach a
 * single-line value, above all an email header, where a CR or LF starts a new header ("Subject: X\r\nBcc: …").
 */
const CONTROLS = /[\p{Cc}\u2028\u2029]+/gu;

/** `value` on one line: each run of control characters (a CR LF, a tab) becomes one space. */
export function oneLine(value: string): string {
  return value.replace(CONTROLS, " ");
}
