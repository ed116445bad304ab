/**
 * D1 holds at most 2 MB in one value, counted in the UTF-8 bytes it stores, not in a string's length (a
 * UTF-16 unit is up to 3 bytes: a CJK text of 800 K units is 2.4 MB). The JSON we bind in parts (a bulk
 * undo's snapshot, a write's chunk of rows) is measured and split here.
 */

/** A bound JSON value's part stays well under D1's 2 MB. */
export const VALUE_PART_BYTES = 800 * 1024;

/** The UTF-8 length of a code point starting at `i` of `s`, and how many UTF-16 units it takes. */
function codePointAt(s: string, i: number): [bytes: number, units: number] {
  const c = s.charCodeAt(i);
  if (c < 0x80) return [1, 1];
  if (c < 0x800) return [2, 1];
  const isPair = c >= 0xd800 && c <= 0xdbff && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
  // A lone surrogate is written as U+FFFD, 3 bytes (as TextEncoder does).
  return isPair ? [4, 2] : [3, 1];
}

/** The bytes `s` takes in UTF-8. */
export function utf8Length(s: string): number {
  let bytes = 0;
  for (let i = 0; i < s.length; ) {
    const [b, units] = codePointAt(s, i);
    bytes += b;
    i += units;
  }
  return bytes;
}

/**
 * `s` in parts of at most `maxBytes` UTF-8 bytes each, joined back by `parts.join("")`; a cut never falls
 * between the two halves of a surrogate pair (an emoji), so every part is valid text on its own.
 */
export function utf8Parts(s: string, maxBytes: number = VALUE_PART_BYTES): string[] {
  const parts: string[] = [];
  let start = 0;
  let bytes = 0;
  for (let i = 0; i < s.length; ) {
    const [b, units] = codePointAt(s, i);
    if (bytes + b > maxBytes && i > start) {
      parts.push(s.slice(start, i));
      start = i;
      bytes = 0;
    }
    bytes += b;
    i += units;
  }
  if (start < s.length || parts.length === 0) parts.push(s.slice(start));
  return parts;
}
