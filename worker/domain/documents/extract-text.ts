/**
 * The text inside a stored file (issue 33, docs/decisions/053-document-text.md): PDF with unpdf (pdf.js for
 * serverless runtimes), DOCX by reading `word/document.xml` out of the ZIP with fflate and walking its XML,
 * plain text and Markdown as they are. Other kinds (DOC, ODT, RTF, images) are `unsupported`.
 *
 * Bounded for a Worker's 128 MB and CPU: a PDF is read page by page (each page's resources freed after it)
 * and stops at MAX_PDF_PAGES; every kind stops at MAX_DOCUMENT_TEXT_BYTES of UTF-8 (`truncated`). A PDF with no
 * text layer (a scan) gives `empty`, which is not an error.
 */
import { MAX_DOCUMENT_TEXT_BYTES } from "@core/schemas/documents";
import { utf8Length, utf8Parts } from "../../db/utf8-parts";
import { ACCEPTED_KINDS } from "./file-types";

/**
 * Pages of a PDF read at most. A long academic CV runs to 10-20 pages; 30 covers any real resume or cover
 * letter, and reading 30 pages costs well under a second of CPU (the stack notes' unpdf section: 20 pages 0.45 s).
 */
export const MAX_PDF_PAGES = 30;
/** A DOCX whose document part claims to inflate past this is not a resume (and may be a zip bomb). */
const MAX_DOCX_XML_BYTES = 32 * 1024 * 1024;

export type Extracted =
  | { status: "done"; text: string; truncated: boolean }
  | { status: "empty" | "unsupported"; text: null; truncated: false };

const TEXT_TYPES = new Set<string>([ACCEPTED_KINDS.txt.contentType, ACCEPTED_KINDS.md.contentType]);

/**
 * The text of a file whose type was decided at upload (`contentType`). Throws when the bytes cannot be
 * read as that type (a damaged PDF or DOCX): the caller records `failed`.
 */
export async function extractText(bytes: Uint8Array, contentType: string): Promise<Extracted> {
  if (contentType === ACCEPTED_KINDS.pdf.contentType) return settle(await pdfText(bytes));
  if (contentType === ACCEPTED_KINDS.docx.contentType) return settle(await docxText(bytes));
  if (TEXT_TYPES.has(contentType)) return settle({ text: new TextDecoder("utf-8").decode(bytes), truncated: false });
  return { status: "unsupported", text: null, truncated: false };
}

/** Tidies extracted text (no NULs, `\n` line ends, no trailing spaces, at most one blank line) and caps it. */
export function tidyText(raw: string): { text: string; truncated: boolean } {
  const text = raw
    .replace(/^\uFEFF/, "")
    .replace(/\0/g, "")
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t\u00A0]+$/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  if (utf8Length(text) <= MAX_DOCUMENT_TEXT_BYTES) return { text, truncated: false };
  return { text: utf8Parts(text, MAX_DOCUMENT_TEXT_BYTES)[0], truncated: true };
}

function settle(read: { text: string; truncated: boolean }): Extracted {
  const tidy = tidyText(read.text);
  if (!tidy.text) return { status: "empty", text: null, truncated: false };
  return { status: "done", text: tidy.text, truncated: read.truncated || tidy.truncated };
}

/**
 * A PDF's text, page by page up to MAX_PDF_PAGES, stopping once MAX_DOCUMENT_TEXT_BYTES are read. pdf.js detaches
 * the buffer it is given, so it gets its own copy. The bytes are in memory whole (no range requests, so
 * pdf.js's 64 KiB `rangeChunkSize` never applies); what grows with a document is each page's parsed
 * content, which `page.cleanup()` frees before the next.
 */
async function pdfText(bytes: Uint8Array): Promise<{ text: string; truncated: boolean }> {
  const { getDocumentProxy } = await import("unpdf");
  const pdf = await getDocumentProxy(bytes.slice());
  try {
    const pages = Math.min(pdf.numPages, MAX_PDF_PAGES);
    let text = "";
    for (let n = 1; n <= pages; n++) {
      const page = await pdf.getPage(n);
      try {
        const content = await page.getTextContent();
        for (const item of content.items) {
          if ("str" in item) text += item.str + (item.hasEOL ? "\n" : "");
        }
        text += "\n\n";
      } finally {
        page.cleanup();
      }
      if (utf8Length(text) > MAX_DOCUMENT_TEXT_BYTES) return { text, truncated: true };
    }
    return { text, truncated: pdf.numPages > MAX_PDF_PAGES };
  } finally {
    await pdf.cleanup();
  }
}

/**
 * A DOCX's body text: only `word/document.xml` is inflated (headers, footers and footnotes are other parts,
 * not read). Paragraphs become lines; `<w:tab/>` a tab, `<w:br/>` and `<w:cr/>` a line break; deleted
 * revisions (`<w:del>`), paragraph properties (where `<w:tab>` means a tab stop) and field codes are dropped.
 */
async function docxText(bytes: Uint8Array): Promise<{ text: string; truncated: boolean }> {
  const { unzipSync, strFromU8 } = await import("fflate");
  let tooLarge = false;
  const files = unzipSync(bytes, {
    filter: (f) => {
      if (f.name !== "word/document.xml") return false;
      if (f.originalSize > MAX_DOCX_XML_BYTES) tooLarge = true;
      return !tooLarge;
    },
  });
  if (tooLarge) throw new Error("The document part is too large to read");
  const xml = files["word/document.xml"];
  if (!xml) throw new Error("Not a Word document: word/document.xml is missing");
  return { text: wordXmlText(strFromU8(xml)), truncated: false };
}

const DROPPED = /<w:(del|pPr|instrText|delText)\b[^>]*>[\s\S]*?<\/w:\1>/g;
const TOKEN = /<(\/?)w:(p|t|tab|br|cr)\b[^>]*?(\/?)>|<[^>]*>|([^<]+)/g;

/** The text of WordprocessingML (`word/document.xml`), one line per paragraph. */
export function wordXmlText(xml: string): string {
  const out: string[] = [];
  let inText = false;
  for (const m of xml.replace(DROPPED, "").matchAll(TOKEN)) {
    const [, closing, tag, selfClosing, chars] = m;
    if (chars !== undefined) {
      if (inText) out.push(decodeXml(chars));
    } else if (tag === "t") inText = !closing && !selfClosing;
    else if (tag === "p" && (closing || selfClosing)) out.push("\n");
    else if (tag === "tab" && !closing) out.push("\t");
    else if ((tag === "br" || tag === "cr") && !closing) out.push("\n");
  }
  return out.join("");
}

const ENTITIES: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

function decodeXml(s: string): string {
  return s.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|lt|gt|amp|quot|apos);/g, (_, e: string) => {
    if (e[0] !== "#") return ENTITIES[e];
    const code = e[1] === "x" ? Number.parseInt(e.slice(2), 16) : Number.parseInt(e.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
  });
}
