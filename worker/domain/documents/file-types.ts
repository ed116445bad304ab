/**
 * What a stored file is, decided from its bytes (issue 21): never from its name or the client's
 * Content-Type. Accepted: PDF, DOCX, DOC, ODT, RTF, plain text, Markdown, PNG and JPEG. Everything else,
 * HTML and SVG above all (they would run script if a browser rendered them), is refused.
 *
 * ZIP containers (DOCX, ODT) are told apart by the names in the archive's central directory and, for
 * ODT, the stored `mimetype` entry: nothing is ever decompressed, so a zip bomb costs nothing.
 */

/** `extension` is added to a name that does not end in one of `extensions` (names.ts, `cleanFileName`). */
export type FileKind = { contentType: string; label: string; extension: string; extensions: readonly string[] };

export const ACCEPTED_KINDS = {
  pdf: { contentType: "application/pdf", label: "PDF", extension: "pdf", extensions: ["pdf"] },
  docx: {
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    label: "Word document",
    extension: "docx",
    extensions: ["docx"],
  },
  doc: { contentType: "application/msword", label: "Word 97–2003 document", extension: "doc", extensions: ["doc"] },
  odt: {
    contentType: "application/vnd.oasis.opendocument.text",
    label: "OpenDocument text",
    extension: "odt",
    extensions: ["odt"],
  },
  rtf: { contentType: "application/rtf", label: "Rich text", extension: "rtf", extensions: ["rtf"] },
  txt: { contentType: "text/plain; charset=utf-8", label: "Text", extension: "txt", extensions: ["txt", "text"] },
  md: {
    contentType: "text/markdown; charset=utf-8",
    label: "Markdown",
    extension: "md",
    extensions: ["md", "markdown"],
  },
  png: { contentType: "image/png", label: "PNG image", extension: "png", extensions: ["png"] },
  jpeg: { contentType: "image/jpeg", label: "JPEG image", extension: "jpg", extensions: ["jpg", "jpeg"] },
} as const satisfies Record<string, FileKind>;

/** The kind a stored content type was decided as (a rename keeps the name's extension true to it). */
export function kindOfContentType(contentType: string): FileKind | null {
  return Object.values(ACCEPTED_KINDS).find((k) => k.contentType === contentType) ?? null;
}

/** The sentence a refusal (415) and the upload forms show. */
export const ACCEPTED_TYPES_TEXT =
  "PDF, Word (DOCX, DOC), OpenDocument text (ODT), RTF, plain text, Markdown, PNG or JPEG";

/** What the file inputs offer (`accept`); the server still decides from the bytes. */
export const ACCEPT_ATTRIBUTE = ".pdf,.docx,.doc,.odt,.rtf,.txt,.md,.markdown,.png,.jpg,.jpeg";

/** Types that may open in the browser (in a sandbox); the rest always download. */
export const INLINE_TYPES: ReadonlySet<string> = new Set(["application/pdf", "image/png", "image/jpeg"]);

const HEAD_BYTES = 8192;
/** The End Of Central Directory record is in the last 22 bytes plus at most a 64 KiB comment. */
const EOCD_SEARCH = 22 + 0xffff;
/** Central directories of real documents are small; a larger one is not a document worth reading. */
const MAX_CENTRAL_DIRECTORY = 1024 * 1024;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

/** The file's kind, or null when it is not one Offerpath accepts. `name` only tells Markdown from text. */
export async function sniffFile(file: Blob, name: string): Promise<FileKind | null> {
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  if (head.length === 0) return null;
  if (ascii(head, 0, 5) === "%PDF-") return ACCEPTED_KINDS.pdf;
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return ACCEPTED_KINDS.png;
  if (startsWith(head, [0xff, 0xd8, 0xff])) return ACCEPTED_KINDS.jpeg;
  // OLE2 compound file: Word 97–2003 (Excel and PowerPoint share the container; see decision 030).
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return ACCEPTED_KINDS.doc;
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return zipKind(file, head);
  if (ascii(head, 0, 5) === "{\\rtf") return ACCEPTED_KINDS.rtf;
  if (isPlainText(head, file.size <= HEAD_BYTES)) {
    return /\.(md|markdown)$/i.test(name) ? ACCEPTED_KINDS.md : ACCEPTED_KINDS.txt;
  }
  return null;
}

/**
 * Text that is safe to serve as text/plain: valid UTF-8 (a character cut at the end of the sample is
 * allowed unless the sample is the whole file), no NUL or other control characters but tab, line feed,
 * form feed and carriage return, and not markup: a first non-blank character `<` (HTML, SVG, XML) is refused.
 */
export function isPlainText(sample: Uint8Array, whole: boolean): boolean {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(whole ? sample : trimPartialCharacter(sample));
  } catch {
    return false;
  }
  const body = text.replace(/^\uFEFF/, "");
  if (body.trimStart().startsWith("<")) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: this is the check for control characters
  return !/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(body);
}

/** The sample without a multi-byte UTF-8 character that the sample's end cut in two. */
function trimPartialCharacter(bytes: Uint8Array): Uint8Array {
  for (let back = 1; back <= 3 && back <= bytes.length; back++) {
    const b = bytes[bytes.length - back];
    if ((b & 0xc0) === 0x80) continue; // a continuation byte: look further back
    const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return need > back ? bytes.subarray(0, bytes.length - back) : bytes;
  }
  return bytes;
}

async function zipKind(file: Blob, head: Uint8Array): Promise<FileKind | null> {
  // ODT: the first entry is `mimetype`, stored uncompressed (OpenDocument 1.2, part 3, section 3.3).
  const nameLength = head[26] | (head[27] << 8);
  const extraLength = head[28] | (head[29] << 8);
  if (ascii(head, 30, 30 + nameLength) === "mimetype") {
    const from = 30 + nameLength + extraLength;
    if (ascii(head, from, from + 39) === "application/vnd.oasis.opendocument.text") return ACCEPTED_KINDS.odt;
    return null;
  }
  const names = await centralDirectoryNames(file);
  if (names?.has("[Content_Types].xml") && names.has("word/document.xml")) return ACCEPTED_KINDS.docx;
  return null;
}

/** The entry names of a ZIP archive's central directory (no entry is read or inflated), or null. */
export async function centralDirectoryNames(file: Blob): Promise<Set<string> | null> {
  const tailStart = Math.max(0, file.size - EOCD_SEARCH);
  const tail = new Uint8Array(await file.slice(tailStart).arrayBuffer());
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (startsWith(tail, [0x50, 0x4b, 0x05, 0x06], i)) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  const entries = view.getUint16(eocd + 10, true);
  const size = view.getUint32(eocd + 12, true);
  const offset = view.getUint32(eocd + 16, true);
  if (size > MAX_CENTRAL_DIRECTORY || offset + size > file.size) return null;
  const directory = new Uint8Array(await file.slice(offset, offset + size).arrayBuffer());
  const dir = new DataView(directory.buffer, directory.byteOffset, directory.byteLength);
  const names = new Set<string>();
  let at = 0;
  for (let n = 0; n < entries && at + 46 <= directory.length; n++) {
    if (dir.getUint32(at, true) !== 0x02014b50) return null;
    const nameLength = dir.getUint16(at + 28, true);
    const extraLength = dir.getUint16(at + 30, true);
    const commentLength = dir.getUint16(at + 32, true);
    names.add(new TextDecoder().decode(directory.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
