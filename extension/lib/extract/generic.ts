/** The fallback for any page: Open Graph tags, the first heading, the page title split at " - " / " | ". */
import { clean, meta, textOf } from "./text";
import type { Finding } from "./types";

const SPLIT = /\s+(?:[-–—|·]|at)\s+/;

export function readGeneric(doc: Document): Finding {
  const title = clean(doc.title);
  const ogTitle = meta(doc, "og:title");
  const h1 = textOf(doc, "h1");
  const siteName = meta(doc, "og:site_name");
  const parts = (ogTitle || title).split(SPLIT).map(clean).filter(Boolean);
  const position = h1 || parts[0] || "";
  // "Role - Company | Board": the company is the part after the role that is not the site's own name.
  const company =
    parts
      .slice(1)
      .find((p) => p.toLowerCase() !== siteName.toLowerCase() && p.toLowerCase() !== position.toLowerCase()) ||
    siteName;
  const out: Finding = {};
  if (position) out.position = position.slice(0, 100);
  if (company) out.company = company.slice(0, 100);
  const description = meta(doc, "og:description") || meta(doc, "description");
  if (description) out.jobDescription = description;
  return out;
}

/** Whether a page without structured data looks like a job posting: an apply control, or a job-ish address or title. */
export function looksLikePosting(doc: Document, url: URL): boolean {
  const jobWords = /\b(jobs?|careers?|positions?|openings?|vacanc(y|ies)|hiring|requisition)\b/i;
  const apply = Array.from(doc.querySelectorAll("a, button, input[type=submit]")).some((el) =>
    /^\s*(apply|apply now|apply for this (job|position)|easy apply)\b/i.test(
      el.textContent || el.getAttribute("value") || "",
    ),
  );
  return apply && (jobWords.test(url.pathname) || jobWords.test(doc.title) || jobWords.test(meta(doc, "og:type")));
}
