/** Names kept and shown for documents, and the Content-Disposition of a download (RFC 6266 / 5987). */
import { describe, expect, it } from "vitest";
import { ACCEPTED_KINDS } from "./file-types";
import { cleanFileName, contentDisposition, MAX_NAME_LENGTH } from "./names";

const { pdf, txt, jpeg, md } = ACCEPTED_KINDS;

describe("cleanFileName", () => {
  it.each([
    ["../../etc/passwd.pdf", pdf, "passwd.pdf"],
    ["C:\\Users\\me\\cv.pdf", pdf, "cv.pdf"],
    ["cv\u0000.pdf", pdf, "cv.pdf"],
    ["line\r\nbreak.pdf", pdf, "linebreak.pdf"],
    ["invoice\u202Efdp.exe", pdf, "invoicefdp.exe.pdf"],
    ["\u2067cv\u2069\u200E.pdf", pdf, "cv.pdf"],
    ["\u061Ccv.pdf", pdf, "cv.pdf"],
    ["  many   spaces .pdf ", pdf, "many spaces .pdf"],
    ["...hidden.pdf", pdf, "hidden.pdf"],
    ["trailing.pdf...", pdf, "trailing.pdf"],
    ["photo.png", pdf, "photo.png.pdf"],
    ["CV.PDF", pdf, "CV.PDF"],
    ["page.html", txt, "page.html.txt"],
    ["notes.text", txt, "notes.text"],
    ["README", txt, "README.txt"],
    ["me.jpeg", jpeg, "me.jpeg"],
    ["me.jpg", jpeg, "me.jpg"],
    ["cover.markdown", md, "cover.markdown"],
    ["", pdf, "document.pdf"],
    ["../", pdf, "document.pdf"],
    ["\u202E", pdf, "document.pdf"],
    ["Lebenslauf – Müller.pdf", pdf, "Lebenslauf – Müller.pdf"],
  ])("%j → %s", (raw, kind, expected) => {
    expect(cleanFileName(raw, kind)).toBe(expected);
  });

  it("normalizes to NFC", () => {
    expect(cleanFileName("Mu\u0308ller.pdf", pdf)).toBe("Müller.pdf");
  });

  it("caps the length in characters, keeping the extension", () => {
    const name = cleanFileName(`${"🙂".repeat(200)}.pdf`, pdf);
    expect(Array.from(name)).toHaveLength(MAX_NAME_LENGTH);
    expect(name.endsWith("🙂.pdf")).toBe(true);
    const added = cleanFileName("a".repeat(300), pdf);
    expect(added).toBe(`${"a".repeat(MAX_NAME_LENGTH - 4)}.pdf`);
  });

  it("takes a bare extension for a kind it does not know", () => {
    expect(cleanFileName("x", "bin")).toBe("x.bin");
  });
});

describe("contentDisposition", () => {
  it("gives an ASCII fallback and the exact name as RFC 5987 filename*", () => {
    expect(contentDisposition("inline", "Lebenslauf – Müller (1).pdf")).toBe(
      `inline; filename="Lebenslauf _ M_ller (1).pdf"; filename*=UTF-8''Lebenslauf%20%E2%80%93%20M%C3%BCller%20%281%29.pdf`,
    );
  });
  it("never lets a quote, a backslash or a percent break out of the fallback", () => {
    const header = contentDisposition("attachment", `a"b\\c%d'e.txt`);
    expect(header).toBe(`attachment; filename="a_b_c_d'e.txt"; filename*=UTF-8''a%22b%5Cc%25d%27e.txt`);
  });
  it("encodes emoji and right-to-left text", () => {
    expect(contentDisposition("attachment", "🙂.txt")).toBe(
      `attachment; filename="__.txt"; filename*=UTF-8''%F0%9F%99%82.txt`,
    );
  });
});
