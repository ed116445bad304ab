/** A file's name as it is kept and shown: what a person typed, without what could trick a screen or a path. */

export const MAX_NAME_LENGTH = 120;

/**
 * The name without path parts (`a/b\c.pdf` → `c.pdf`), control characters, bidirectional overrides and
 * isolates (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C: a "right-to-left" trick that shows
 * `fdp.exe` as `exe.pdf`), leading dots and spaces, and capped at MAX_NAME_LENGTH characters with the
 * extension kept. An empty result becomes `document.<extension>`.
 */
export function cleanFileName(raw: string, extension: string): string {
  const last = raw.split(/[/\\]/).pop() ?? "";
  const cleaned = last
    .normalize("NFC")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001F\u007F-\u009F\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069\uFEFF]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[.\s]+/, "");
  if (!cleaned) return `document.${extension}`;
  const chars = Array.from(cleaned);
  if (chars.length <= MAX_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : "";
  return Array.from(cleaned.slice(0, cleaned.length - ext.length))
    .slice(0, MAX_NAME_LENGTH - Array.from(ext).length)
    .join("")
    .trimEnd()
    .concat(ext);
}

/**
 * `Content-Disposition` for a download (RFC 6266): an ASCII fallback `filename` (anything else becomes
 * `_`, quotes and backslashes too) and the exact name as RFC 5987 `filename*`.
 */
export function contentDisposition(kind: "inline" | "attachment", name: string): string {
  const fallback = name.replace(/[^\x20-\x7E]|["\\%]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
