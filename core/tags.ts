/**
 * A contact's tags: how many, how long, and how typed text becomes tags. The server's schema and the form's
 * chips both read them (client-safe, no zod); a module of their own, so the contact forms load these alone
 * and not every other client constant (decision 062).
 */
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 50;

/**
 * Tags as typed: trimmed, empties dropped, duplicates (ignoring case) dropped keeping the first
 * spelling. A string is the no-JavaScript form's field, read as comma-separated tags.
 */
export function normalizeTags(raw: readonly string[] | string): string[] {
  const parts = typeof raw === "string" ? raw.split(",") : raw;
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of parts) {
    const tag = part.trim();
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}
