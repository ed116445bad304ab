/** Text helpers the readers share: HTML to plain text, whitespace, the first match of several selectors. */

const BLOCK = new Set([
  "ADDRESS",
  "ARTICLE",
  "ASIDE",
  "BLOCKQUOTE",
  "DD",
  "DIV",
  "DL",
  "DT",
  "FIELDSET",
  "FIGCAPTION",
  "FIGURE",
  "FOOTER",
  "FORM",
  "H1",
  "H2",
  "H3",
  "H4",
  "H5",
  "H6",
  "HEADER",
  "HR",
  "LI",
  "MAIN",
  "NAV",
  "OL",
  "P",
  "PRE",
  "SECTION",
  "TABLE",
  "TR",
  "UL",
]);
const SKIP = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "SVG", "IFRAME", "BUTTON", "HEAD"]);

/** One line: runs of whitespace (non-breaking spaces too) as one space, trimmed. */
export const clean = (s: string | null | undefined) => (s ?? "").replace(/[\s\u00a0\u200b]+/g, " ").trim();

/** Elements after which a paragraph break (a blank line) follows; other blocks end a line. */
const PARAGRAPH = new Set(["P", "H1", "H2", "H3", "H4", "H5", "H6", "UL", "OL", "DL", "TABLE", "BLOCKQUOTE", "PRE"]);
const SOFT = "\uE000";
const HARD = "\uE001";

/**
 * Plain text of a node: blocks on lines of their own, paragraphs and lists set apart by a blank line,
 * list items as "• " lines, `<br>` as a line break; scripts, styles and buttons left out.
 */
export function nodeText(root: Node): string {
  const out: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      out.push((node.textContent ?? "").replace(/[\s\u00a0]+/g, " "));
      return;
    }
    if (node.nodeType !== 1) return;
    const tag = (node as Element).tagName.toUpperCase();
    if (SKIP.has(tag)) return;
    if (tag === "BR") {
      out.push("\n");
      return;
    }
    const mark = PARAGRAPH.has(tag) ? HARD : BLOCK.has(tag) ? SOFT : "";
    out.push(mark);
    if (tag === "LI") out.push("• ");
    for (const child of Array.from(node.childNodes)) walk(child);
    out.push(mark);
  };
  walk(root);
  // Each run of breaks becomes one line break, or a blank line when it holds a paragraph's edge or two breaks.
  return out
    .join("")
    .replace(/[ \uE000\uE001\n]*[\uE000\uE001\n][ \uE000\uE001\n]*/g, (run) => {
      const breaks = (run.match(/\n/g)?.length ?? 0) + (run.includes(SOFT) ? 1 : 0);
      return run.includes(HARD) || breaks >= 2 ? "\n\n" : "\n";
    })
    .replace(/ +/g, " ")
    .trim();
}

/**
 * A description's HTML as plain text, parsed into an inert document by the page's DOMParser (nothing runs,
 * nothing loads). Entity-encoded HTML (`&lt;p&gt;`), as some boards put in JSON-LD, is decoded and read again.
 */
export function htmlToText(doc: Document, html: string): string {
  let text = html;
  for (let round = 0; round < 2; round++) {
    if (!/[<&]/.test(text)) break;
    // DOMParser makes an inert document: its scripts never run and nothing it names loads.
    const Parser = doc.defaultView?.DOMParser ?? DOMParser;
    text = nodeText(new Parser().parseFromString(text, "text/html").body);
    if (!/<\/?[a-z][^>]*>/i.test(text)) break;
  }
  return text;
}

/** The first element matching any of the selectors, in order. */
export function first(doc: ParentNode, ...selectors: string[]): Element | null {
  for (const s of selectors) {
    const el = doc.querySelector(s);
    if (el) return el;
  }
  return null;
}

/** The one-line text of the first element matching any of the selectors, or "". */
export const textOf = (doc: ParentNode, ...selectors: string[]) => clean(first(doc, ...selectors)?.textContent);

/** The plain text of the first element matching any of the selectors, or "". */
export const blockOf = (doc: ParentNode, ...selectors: string[]) => {
  const el = first(doc, ...selectors);
  return el ? nodeText(el) : "";
};

export const meta = (doc: Document, name: string) =>
  clean(doc.querySelector(`meta[property="${name}"], meta[name="${name}"]`)?.getAttribute("content"));

/** A company name from a URL slug: "acme-robotics" → "Acme Robotics". */
export const fromSlug = (slug: string | undefined) =>
  clean(decodeURIComponent(slug ?? "").replace(/[-_]+/g, " ")).replace(/\b\p{Ll}/gu, (c) => c.toUpperCase());
