/**
 * Where a posting was found (issue 33, docs/decisions/056-what-gets-answers.md): a job board's or an
 * applicant tracking system's host, or another tool's word for it, as one of JOB_SOURCES. Client-safe:
 * the browser extension and the importers use it.
 */
import { JOB_SOURCE_LABELS, JOB_SOURCES, type JobSource } from "./enums";

/** Job boards by their host (the site itself or any subdomain). */
const BOARD_HOSTS: [string, JobSource][] = [
  ["linkedin.com", "linkedin"],
  ["naukri.com", "naukri"],
  ["indeed.com", "indeed"],
  ["indeed.co.in", "indeed"],
  ["indeed.co.uk", "indeed"],
  ["glassdoor.com", "glassdoor"],
  ["glassdoor.co.in", "glassdoor"],
  ["wellfound.com", "wellfound"],
  ["angel.co", "wellfound"],
  ["instahyre.com", "instahyre"],
  ["foundit.in", "foundit"],
  ["monsterindia.com", "foundit"],
];

/**
 * Applicant tracking systems a company's own careers pages run on: a posting read there was found on the
 * company's site.
 */
const ATS_HOSTS = [
  "greenhouse.io",
  "lever.co",
  "ashbyhq.com",
  "workable.com",
  "smartrecruiters.com",
  "myworkdayjobs.com",
  "workday.com",
  "bamboohr.com",
  "recruitee.com",
  "teamtailor.com",
  "jobvite.com",
  "icims.com",
  "breezy.hr",
  "zohorecruit.com",
  "zohorecruit.in",
  "keka.com",
  "darwinbox.in",
  "freshteam.com",
];

const onHost = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** The source of a posting at `url`: a known board, an ATS page (company site), else null (unknown). */
export function jobSourceFromUrl(url: string): JobSource | null {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
  for (const [domain, source] of BOARD_HOSTS) if (onHost(host, domain)) return source;
  if (ATS_HOSTS.some((domain) => onHost(host, domain))) return "company-site";
  return null;
}

/** Other words for the sources, lower case, as trackers' exports and people write them. */
const WORDS: [RegExp, JobSource][] = [
  [/linked\s*in/, "linkedin"],
  [/naukri/, "naukri"],
  [/indeed/, "indeed"],
  [/glassdoor/, "glassdoor"],
  [/wellfound|angel\s*list|angel\.co/, "wellfound"],
  [/instahyre/, "instahyre"],
  [/foundit|monster/, "foundit"],
  [/referr|referred|employee referral/, "referral"],
  [/recruit|headhunt|agency/, "recruiter"],
  [/company|career|website|direct|corporate/, "company-site"],
];

/**
 * A source from free text (an import's "Source" column, a tracker's "Job board"): its value or label
 * ("company-site", "Company site"), a URL, or a known word ("LinkedIn Jobs", "Careers page"); anything else
 * given is "other", and nothing given is '' (not recorded).
 */
export function jobSourceFromText(text: string): JobSource | "" {
  const t = text.trim().toLowerCase();
  if (t === "") return "";
  const exact = JOB_SOURCES.find((s) => s === t || JOB_SOURCE_LABELS[s].toLowerCase() === t);
  if (exact) return exact;
  if (/^https?:\/\//.test(t)) return jobSourceFromUrl(t) ?? "other";
  for (const [pattern, source] of WORDS) if (pattern.test(t)) return source;
  return "other";
}
