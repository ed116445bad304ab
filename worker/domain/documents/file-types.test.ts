/** The type of a file from its bytes (issue 21, docs/decisions/030-documents-on-r2.md): never its name. */
import { describe, expect, it } from "vitest";
import { zip } from "../../../tests/worker/support/zip";
import { ACCEPTED_KINDS, centralDirectoryNames, isPlainText, kindOfContentType, sniffFile } from "./file-types";

const text = new TextEncoder();
const blob = (...parts: (string | number[] | Uint8Array)[]) =>
  new Blob(parts.map((p) => (typeof p === "string" ? p : Uint8Array.from(p))));

const docx = (extra: { name: string; data: Uint8Array; claimedSize?: number }[] = []) =>
  zip([
    { name: "[Content_Types].xml", data: text.encode("<Types/>") },
    { name: "word/document.xml", data: text.encode("<w:document/>") },
    ...extra,
  ]);

describe("sniffFile", () => {
  it.each([
    ["a PDF named .png", blob("%PDF-1.4\n..."), "cv.png", "pdf"],
    ["a PNG", blob([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), "x.pdf", "png"],
    ["a JPEG", blob([0xff, 0xd8, 0xff, 0xdb, 0, 1]), "x", "jpeg"],
    ["a DOC (OLE2)", blob([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), "x.doc", "doc"],
    ["an RTF", blob("{\\rtf1 hello}"), "x.txt", "rtf"],
    ["a DOCX", new Blob([docx()]), "x.zip", "docx"],
    [
      "an ODT",
      new Blob([
        zip([
          { name: "mimetype", data: text.encode("application/vnd.oasis.opendocument.text") },
          { name: "content.xml", data: text.encode("<x/>") },
        ]),
      ]),
      "x",
      "odt",
    ],
    ["UTF-8 text", blob("Grüße, résumé ✓\nline\ttab\r\n"), "notes", "txt"],
    ["text with a BOM", blob([0xef, 0xbb, 0xbf], "hello"), "notes.txt", "txt"],
    ["Markdown (the name picks it)", blob("# Title\n\ntext"), "cover.MD", "md"],
    ["Markdown as .markdown", blob("# Title"), "cover.markdown", "md"],
  ])("%s", async (_label, file, name, kind) => {
    expect(await sniffFile(file, name)).toBe(ACCEPTED_KINDS[kind as keyof typeof ACCEPTED_KINDS]);
  });

  it.each([
    ["HTML named .pdf", blob("<!doctype html><script>alert(1)</script>"), "cv.pdf"],
    ["HTML after blank lines and a BOM", blob([0xef, 0xbb, 0xbf], "\n\n  <html>"), "cv.txt"],
    ["an SVG", blob('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'), "x.png"],
    ["an SVG without the XML line", blob("<svg onload=alert(1)>"), "x.md"],
    ["a GIF", blob("GIF89a\x01\x00"), "x.png"],
    [
      "an ODS spreadsheet",
      new Blob([zip([{ name: "mimetype", data: text.encode("application/vnd.oasis.opendocument.spreadsheet") }])]),
      "x.odt",
    ],
    ["a ZIP without Word's parts", new Blob([zip([{ name: "word/document.xml", data: text.encode("x") }])]), "x.docx"],
    ["a ZIP without a directory", blob([0x50, 0x4b, 0x03, 0x04], "junk"), "x.docx"],
    ["text with NUL", blob("abc\0def"), "x.txt"],
    ["invalid UTF-8", blob([0x61, 0xc3, 0x28]), "x.txt"],
    ["an executable", blob("MZ\x90\x00\x03"), "x.pdf"],
  ])("refuses %s", async (_label, file, name) => {
    expect(await sniffFile(file, name)).toBeNull();
  });

  it("reads a zip bomb's header without inflating: the directory claims 4 GB entries", async () => {
    const bomb = docx([{ name: "word/media/huge.bin", data: new Uint8Array(16), claimedSize: 0xffffffff }]);
    const started = performance.now();
    expect(await sniffFile(new Blob([bomb]), "bomb.docx")).toBe(ACCEPTED_KINDS.docx);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it("refuses a directory that claims to be larger than the file, or over 1 MB", async () => {
    const archive = docx();
    const lying = archive.slice();
    const view = new DataView(lying.buffer);
    view.setUint32(lying.length - 22 + 12, 2 * 1024 * 1024, true); // the directory's size
    expect(await centralDirectoryNames(new Blob([lying]))).toBeNull();
    expect(await sniffFile(new Blob([lying]), "x.docx")).toBeNull();
    expect(await centralDirectoryNames(new Blob([archive]))).toEqual(
      new Set(["[Content_Types].xml", "word/document.xml"]),
    );
  });
});

describe("isPlainText", () => {
  it("allows a multi-byte character cut at the sample's end only when the sample is not the whole file", () => {
    const cut = text.encode("résumé ✓").slice(0, -1);
    expect(isPlainText(cut, false)).toBe(true);
    expect(isPlainText(cut, true)).toBe(false);
  });
  it("refuses control characters but tab, line feed, form feed and carriage return", () => {
    expect(isPlainText(text.encode("a\tb\nc\fd\re"), true)).toBe(true);
    expect(isPlainText(text.encode("a\u0007b"), true)).toBe(false);
    expect(isPlainText(text.encode("a\u001bb"), true)).toBe(false);
  });
});

describe("kindOfContentType", () => {
  it("maps a stored content type back to its kind", () => {
    expect(kindOfContentType("application/pdf")).toBe(ACCEPTED_KINDS.pdf);
    expect(kindOfContentType("text/plain; charset=utf-8")).toBe(ACCEPTED_KINDS.txt);
    expect(kindOfContentType("text/html")).toBeNull();
  });
});
