/**
 * Rank keys: a card's place in its board column (issue 31, decision 046), written by the domain and, in
 * SQL, by the migration's triggers. Keys are strings compared byte by byte (JavaScript's `<` and SQLite's BINARY collation agree on
 * ASCII), smallest at the top of a column. The digits are the printable ASCII characters from `!` to
 * `~`, so a key read from the database (a time key, which carries the job's id) is always a valid key.
 * A key never ends in the smallest digit, so there is always room between two keys and before one.
 */
/** The printable ASCII characters in order (tested), written out: no code runs when the module loads. */
const DIGITS = "!\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~";
const ZERO = DIGITS[0] as string;

const digit = (key: string, i: number) => DIGITS.indexOf(key[i] as string);

/** A key: printable ASCII, not ending in the smallest digit. */
export const isRankKey = (key: string) => /^[!-~]*["-~]$/.test(key);

/** The largest time a key can carry (the year 2286): time keys are its complement, newest smallest. */
const TIME_MAX = 9_999_999_999_999;

/**
 * The key that puts a card at the top of its column at `time` (epoch ms): thirteen digits that shrink as
 * time goes on, then the job's id, so two cards placed in the same millisecond (a bulk change, an import)
 * still have different keys. The migration's triggers write the same key in SQL
 * (`printf('%013d', 9999999999999 - t) || id`) when a status changes by any path.
 */
export function topKey(time: number, id: string): string {
  return String(TIME_MAX - Math.floor(time)).padStart(13, "0") + id;
}

/**
 * A key strictly between `before` and `after` (`null`: no bound on that side), as short as it can be:
 * `keyBetween(null, first)` goes above a column's first card, `keyBetween(last, null)` below its last.
 * Throws when `before` is not below `after` (the caller checks neighbours' order first).
 */
export function keyBetween(before: string | null, after: string | null): string {
  if (before !== null && after !== null && before >= after) {
    throw new Error(`Rank keys out of order: ${before} >= ${after}`);
  }
  for (const key of [before, after]) {
    if (key !== null && !isRankKey(key)) throw new Error(`Not a rank key: ${JSON.stringify(key)}`);
  }
  return midpoint(before ?? "", after);
}

/** The midpoint of two fractions written in DIGITS (`a` may be "", zero; `b` null, one). */
function midpoint(a: string, b: string | null): string {
  if (b !== null) {
    // A shared prefix stays; `a` reads as padded with zeros.
    let n = 0;
    while ((a[n] ?? ZERO) === b[n]) n++;
    if (n > 0) return b.slice(0, n) + midpoint(a.slice(n), b.slice(n));
  }
  const lo = a ? digit(a, 0) : 0;
  const hi = b !== null ? digit(b, 0) : DIGITS.length;
  if (hi - lo > 1) return DIGITS[Math.round((lo + hi) / 2)] as string;
  // Neighbouring first digits: a longer `b` leaves room at its first digit; otherwise go one digit deeper.
  if (b !== null && b.length > 1) return b.slice(0, 1);
  return DIGITS[lo] + midpoint(a.slice(1), null);
}
