/**
 * An email's HTML turned into plain text for the inbox (issue 32): nothing of the HTML survives, so nothing
 * in an email can run or load in the page. Block elements become line breaks, entities are decoded,
 * <script>/<style>/<head> and the like are dropped with their content, images are dropped (no remote
 * loads), and a link becomes "label (target)" with its REAL target, even when the label looks like another
 * address ("https://bank.com (https://evil.example)").
 *
 * A single forward scan with indexOf (no backtracking regex over the document), stopping once `limit`
 * characters of text are written.
 */

/** Elements dropped with everything inside them. */
const DROPPED = new Set([
  "script",
  "style",
  "head",
  "title",
  "noscript",
  "template",
  "svg",
  "math",
  "iframe",
  "object",
]);
/** Elements that start a new line. */
const BLOCKS = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "center",
  "dd",
  "div",
  "dl",
  "dt",
  "fieldset",
  "figure",
  "footer",
  "form",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "li",
  "main",
  "nav",
  "ol",
  "p",
  "pre",
  "section",
  "table",
  "tbody",
  "thead",
  "tfoot",
  "tr",
  "ul",
]);

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ensp: " ",
  emsp: " ",
  thinsp: " ",
  zwnj: "",
  zwj: "",
  shy: "",
  copy: "©",
  reg: "®",
  trade: "™",
  hellip: "…",
  mdash: "—",
  ndash: "–",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  sbquo: "‚",
  bdquo: "„",
  laquo: "«",
  raquo: "»",
  bull: "•",
  middot: "·",
  rarr: "→",
  larr: "←",
  euro: "€",
  pound: "£",
  yen: "¥",
  cent: "¢",
  times: "×",
  deg: "°",
};

const ENTITY = /&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});?/gi;

/** HTML character references decoded (named ones the product's emails use, and every numeric one). */
export function decodeEntities(value: string): string {
  if (!value.includes("&")) return value;
  return value.replace(ENTITY, (whole, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      // Control characters and surrogates are not text.
      if (!Number.isFinite(code) || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) || code < 9) return "";
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

const TAG_NAME = /^\/?([a-zA-Z][a-zA-Z0-9:-]{0,30})/;
const HREF = /\bhref\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i;

/** A link's target worth showing: web and mail addresses; anything else (javascript:, data:) is not shown. */
function shownTarget(href: string): string | null {
  const target = decodeEntities(href).trim().replace(/\s+/g, "");
  return /^(https?:|mailto:)/i.test(target) ? target.replace(/^mailto:/i, "") : null;
}

/** Plain text of `html`, at most `limit` characters. */
export function htmlToText(html: string, limit: number): string {
  const out: string[] = [];
  let length = 0;
  const write = (piece: string) => {
    if (piece.length === 0 || length >= limit) return;
    out.push(piece);
    length += piece.length;
  };
  // Each open link: its target, and where its label starts (the piece, and the characters written before it).
  const links: { target: string | null; start: number; at: number }[] = [];
  let i = 0;
  const n = html.length;
  // The next ">" at or after a position, remembered: "< < < … >" must not rescan to the same ">" each time.
  let searchedFrom = -1;
  let found = -1;
  const gtFrom = (from: number) => {
    const known = searchedFrom >= 0 && from >= searchedFrom && (found === -1 || from <= found);
    if (!known) {
      found = html.indexOf(">", from);
      searchedFrom = from;
    }
    return found;
  };
  while (i < n && length < limit) {
    const lt = html.indexOf("<", i);
    const textEnd = lt < 0 ? n : lt;
    if (textEnd > i) write(decodeEntities(html.slice(i, textEnd).replace(/\s+/g, " ")));
    if (lt < 0) break;
    if (html.startsWith("<!--", lt)) {
      const close = html.indexOf("-->", lt + 4);
      i = close < 0 ? n : close + 3;
      continue;
    }
    const gt = gtFrom(lt + 1);
    if (gt < 0) break; // an unterminated tag: the rest is markup, not text
    const inside = html.slice(lt + 1, gt);
    const name = TAG_NAME.exec(inside);
    i = gt + 1;
    if (!name) {
      // "<!DOCTYPE …>", "<?xml …>": markup; "a < b": text.
      if (inside.startsWith("!") || inside.startsWith("?")) continue;
      write("<");
      i = lt + 1;
      continue;
    }
    const tag = name[1].toLowerCase();
    const closing = inside.startsWith("/");
    if (!closing && DROPPED.has(tag)) {
      const end = new RegExp(`</${tag}\\s*>`, "gi");
      end.lastIndex = i;
      const found = end.exec(html);
      i = found ? found.index + found[0].length : n;
      continue;
    }
    if (tag === "br") write("\n");
    else if (tag === "td" || tag === "th") write(closing ? " " : "");
    else if (tag === "li") write(closing ? "" : "\n• ");
    else if (BLOCKS.has(tag)) write("\n");
    else if (tag === "a" && !closing) {
      const href = HREF.exec(inside);
      links.push({
        target: href ? shownTarget(href[2] ?? href[3] ?? href[4] ?? "") : null,
        start: out.length,
        at: length,
      });
    } else if (tag === "a" && closing) {
      const link = links.pop();
      if (link?.target && length - link.at > link.target.length + 16) {
        // A label longer than its target (by more than "mailto:" and spaces) is not the target: its text is
        // not joined again, so thousands of nested links cost no more than the text they hold.
        write(` (${link.target})`);
      } else if (link?.target) {
        const label = out.slice(link.start).join("").trim();
        const bare = link.target.replace(/\/$/, "");
        // The label alone when it IS the target; otherwise the real target, always.
        if (label.replace(/^mailto:/i, "").replace(/\/$/, "") !== bare)
          write(label ? ` (${link.target})` : link.target);
      }
    }
  }
  return tidy(out.join("")).slice(0, limit);
}

/** Lines trimmed, runs of spaces made one, at most one empty line in a row. */
export function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
