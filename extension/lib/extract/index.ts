/**
 * Reads a job posting out of a Document, in order: schema.org JSON-LD, the board's own reader for what
 * JSON-LD leaves out (or all of it where there is none), then the generic tags. Pure: the content script
 * calls it on the live page and returns the fields; the page's HTML never leaves the browser.
 */
import { looksLikePosting, readGeneric } from "./generic";
import { readJsonLd } from "./jsonld";
import { readerFor } from "./sites";
import { type Extraction, type Finding, type JobFields, MAX, type Source } from "./types";

export type { Extraction, JobFields } from "./types";

const EMPTY = (url: string): JobFields => ({
  company: "",
  position: "",
  jobLocation: "",
  jobType: "full-time",
  jobDescription: "",
  jobUrl: url,
  salary: { min: 0, max: 0, currency: "INR" },
});

/** A job from the findings, in order: the first finding of a field wins, blanks take the defaults. */
function merge(url: string, ...findings: Finding[]): JobFields {
  const job = EMPTY(url);
  const seen = new Set<string>();
  for (const f of findings) {
    for (const [key, value] of Object.entries(f) as [keyof JobFields, unknown][]) {
      if (seen.has(key) || value === undefined || value === "") continue;
      seen.add(key);
      Object.assign(job, { [key]: value });
    }
  }
  job.company = job.company.slice(0, MAX.company);
  job.position = job.position.slice(0, MAX.position);
  job.jobLocation = job.jobLocation.slice(0, MAX.jobLocation);
  job.jobDescription = job.jobDescription.slice(0, MAX.jobDescription);
  job.jobUrl = job.jobUrl.slice(0, MAX.jobUrl);
  return job;
}

/** The page's address without its fragment: what is saved as the job's URL. */
const pageUrl = (url: URL) => {
  const u = new URL(url.href);
  u.hash = "";
  return u.href;
};

export function extractJob(doc: Document, href: string): Extraction {
  const url = new URL(href);
  const here = pageUrl(url);
  const postings = readJsonLd(doc);
  const reader = readerFor(url);
  const site = reader ? reader.read(doc, url) : {};
  const siteFound = !!(site.position && (site.company || site.jobDescription));
  const generic = readGeneric(doc);
  const sources: Source[] = [];
  if (postings.length) sources.push("jsonld");
  if (reader && Object.keys(site).length) sources.push(reader.name);
  sources.push("generic");
  // The page's own address is saved as the posting's: what the lookup matches on the next visit.
  const withPage = (f: Finding): Finding => ({ ...f, jobUrl: here });
  // The board's reader and the generic tags describe the page's main posting (the first); another
  // posting on the page borrows only their company name.
  const all = (postings.length ? postings : [{}]).map((p, i) =>
    i === 0
      ? merge(here, withPage(p), site, generic)
      : merge(here, withPage(p), { company: site.company ?? generic.company }),
  );
  return {
    isPosting: postings.length > 0 || siteFound || looksLikePosting(doc, url),
    job: all[0],
    postings: all,
    sources,
  };
}
