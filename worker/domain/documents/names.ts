/** A file's name as it is kept and shown: what a person typed, without what could trick a screen or a path. */
import { MAX_DOCUMENT_NAME_LENGTH } from "@core/schemas/documents";

export const MAX_NAME_LENGTH = MAX_DOCUMENT_NAME_LENGTH;

/** What a name must end in: the kind's usual extension, or one of the others it is known by. */
export type NameExtension = { extension: string; extensions?: readonly string[] };

/**
 * The name without path parts (`a/b\c.pdf` → `c.pdf`), control characters, bidirectional overrides and
 * isolates (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C: a "right-to-left" trick that shows
 * `fdp.exe` as `exe.pdf`), leading dots and spaces, ending in an extension true to the file's kind (the
 * bytes decided it: a PDF named `cv.png` is kept as `cv.png.pdf`, text named `page.html` as
 * `page.html.txt`, so a saved download never opens as something else), and capped at MAX_NAME_LENGTH
 * characters with the extension kept. An empty result becomes `document.<extension>`.
 */
export function cleanFileName(raw: string, kind: NameExtension | string): string {
  const { extension, extensions = [extension] } = typeof kind === "string" ? { extension: kind } : kind;
  const last = raw.split(/[/\\]/).pop() ?? "";
  const cleaned = last
    .normalize("NFC")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001F\u007F-\u009F\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069\uFEFF]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[.\s]+/, "")
    .replace(/[.\s]+$/, "");
  if (!cleaned) return `document.${extension}`;
  const dot = cleaned.lastIndexOf(".");
  const own = dot > 0 ? cleaned.slice(dot + 1).toLowerCase() : "";
  const ext = extensions.includes(own) ? cleaned.slice(dot) : `.${extension}`;
  const stem = extensions.includes(own) ? cleaned.slice(0, dot) : cleaned;
  const extChars = Array.from(ext).length;
  const stemChars = Array.from(stem);
  if (stemChars.length + extChars <= MAX_NAME_LENGTH) return stem + ext;
  return (
    stemChars
      .slice(0, MAX_NAME_LENGTH - extChars)
      .join("")
      .trimEnd() + ext
  );
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
