/**
 * Readers for the boards people clip from most, for what their JSON-LD leaves out or where they have
 * none. Each reads the markup the board renders today (the fixtures in extension/fixtures are written
 * in its shape) and returns only the fields it found.
 */
import { jobTypeOf } from "./job-type";
import { parseSalaryText } from "./salary";
import { blockOf, clean, first, fromSlug, meta, textOf } from "./text";
import type { Finding, Source } from "./types";

export type SiteReader = {
  name: Exclude<Source, "jsonld" | "generic">;
  matches: (url: URL) => boolean;
  read: (doc: Document, url: URL) => Finding;
};

const host = (url: URL, ...names: string[]) => names.some((n) => url.hostname === n || url.hostname.endsWith(`.${n}`));

/** Drops empty values so a reader never blanks what another found. */
function compact(f: Record<string, unknown>): Finding {
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== "")) as Finding;
}

/** The value beside a label in a list of label/value pairs ("Employment type" → "Full-time"). */
function labelled(doc: ParentNode, itemSelector: string, label: RegExp, labelSel: string, valueSel: string) {
  for (const item of Array.from(doc.querySelectorAll(itemSelector))) {
    if (label.test(clean(item.querySelector(labelSel)?.textContent)))
      return clean(item.querySelector(valueSel)?.textContent);
  }
  return "";
}

const linkedin: SiteReader = {
  name: "linkedin",
  matches: (u) => host(u, "linkedin.com"),
  read: (doc) =>
    compact({
      position: textOf(doc, ".job-details-jobs-unified-top-card__job-title h1", ".top-card-layout__title", "h1"),
      company: textOf(
        doc,
        ".job-details-jobs-unified-top-card__company-name a",
        ".job-details-jobs-unified-top-card__company-name",
        ".topcard__org-name-link",
        ".topcard__flavor a",
      ),
      jobLocation: textOf(
        doc,
        ".job-details-jobs-unified-top-card__primary-description-container .tvm__text",
        ".topcard__flavor--bullet",
      ),
      jobType: jobTypeOf(
        labelled(
          doc,
          ".description__job-criteria-item",
          /employment type/i,
          ".description__job-criteria-subheader",
          ".description__job-criteria-text",
        ) || textOf(doc, ".job-details-preferences-and-skills__pill", ".job-details-fit-level-preferences button"),
      ),
      jobDescription: blockOf(doc, ".show-more-less-html__markup", "#job-details", ".jobs-description__content"),
      salary: parseSalaryText(textOf(doc, ".salary.compensation__salary", ".compensation__salary")),
    }),
};

const indeed: SiteReader = {
  name: "indeed",
  matches: (u) => host(u, "indeed.com") || /(^|\.)indeed\.[a-z.]+$/.test(u.hostname),
  read: (doc) => {
    const details = textOf(doc, "#salaryInfoAndJobType", '[data-testid="jobsearch-OtherJobDetailsContainer"]');
    return compact({
      position: textOf(
        doc,
        '[data-testid="jobsearch-JobInfoHeader-title"]',
        ".jobsearch-JobInfoHeader-title",
        "h1",
      ).replace(/\s*-\s*job post$/i, ""),
      company: textOf(
        doc,
        '[data-testid="inlineHeader-companyName"] a',
        '[data-testid="inlineHeader-companyName"]',
        "[data-company-name]",
      ),
      jobLocation: textOf(
        doc,
        '[data-testid="inlineHeader-companyLocation"]',
        '[data-testid="job-location"]',
        '[data-testid="jobsearch-JobInfoHeader-companyLocation"]',
      ),
      jobType: jobTypeOf(textOf(doc, '[data-testid="jobsearch-JobInfoHeader-jobType"]') || details),
      jobDescription: blockOf(doc, "#jobDescriptionText"),
      salary: parseSalaryText(
        textOf(doc, "#salaryInfoAndJobType .css-19j1a75", '[data-testid="salaryInfo"]') || details,
      ),
    });
  },
};

const naukri: SiteReader = {
  name: "naukri",
  matches: (u) => host(u, "naukri.com"),
  read: (doc) => {
    const skills = Array.from(doc.querySelectorAll('[class*="key-skill"] a, [class*="key-skill"] span.chip'))
      .map((a) => clean(a.textContent))
      .filter(Boolean);
    const description = blockOf(
      doc,
      '[class*="job-desc-container"]',
      '[class*="JDC__dang-inner-html"]',
      ".dang-inner-html",
    );
    return compact({
      position: textOf(doc, '[class*="jd-header-title"]', "h1"),
      company: textOf(doc, '[class*="jd-header-comp-name"] a', '[class*="jd-header-comp-name"]'),
      jobLocation:
        Array.from(doc.querySelectorAll('[class*="jhc__location"] a'))
          .map((a) => clean(a.textContent))
          .join(", ") || textOf(doc, '[class*="jhc__location"]'),
      jobType: jobTypeOf(labelled(doc, '[class*="details"]', /employment type/i, "label", "span")),
      jobDescription: skills.length ? `${description}\n\nKey Skills: ${skills.join(", ")}`.trim() : description,
      // "12-18 Lacs P.A.": lakh figures, INR.
      salary: parseSalaryText(textOf(doc, '[class*="jhc__salary"]', '[class*="salary"]'), "INR"),
    });
  },
};

const glassdoor: SiteReader = {
  name: "glassdoor",
  matches: (u) => host(u, "glassdoor.com", "glassdoor.co.in", "glassdoor.co.uk", "glassdoor.ca"),
  read: (doc) =>
    compact({
      position: textOf(doc, '[data-test="job-title"]', 'h1[id^="jd-job-title"]', "h1"),
      company: textOf(doc, '[data-test="employer-name"] h4', '[data-test="employer-name"]').replace(
        /\s*\d(\.\d)?\s*★?$/,
        "",
      ),
      jobLocation: textOf(doc, '[data-test="location"]'),
      jobDescription: blockOf(
        doc,
        '[class*="JobDetails_jobDescription"]',
        ".jobDescriptionContent",
        '[data-test="jobDescriptionContent"]',
      ),
      salary: parseSalaryText(textOf(doc, '[data-test="detailSalary"]', '[class*="SalaryEstimate_salaryRange"]')),
    }),
};

const greenhouse: SiteReader = {
  name: "greenhouse",
  matches: (u) => host(u, "greenhouse.io"),
  read: (doc, url) =>
    compact({
      position: textOf(doc, ".app-title", ".job__title h1", "h1.section-header", "h1"),
      company:
        textOf(doc, ".company-name").replace(/^at\s+/i, "") ||
        meta(doc, "og:site_name") ||
        fromSlug(url.pathname.split("/").filter(Boolean)[0]),
      jobLocation: textOf(doc, ".location", ".job__location"),
      jobDescription: blockOf(doc, ".job__description", "#content"),
      salary: parseSalaryText(textOf(doc, ".pay-range", ".job__pay-range")),
    }),
};

const lever: SiteReader = {
  name: "lever",
  matches: (u) => host(u, "lever.co"),
  read: (doc, url) => {
    const workplace = textOf(doc, ".posting-categories .workplaceTypes");
    const location = textOf(doc, ".posting-categories .location");
    return compact({
      position: textOf(doc, ".posting-headline h2", "h2"),
      company:
        clean(doc.querySelector(".main-header-logo img")?.getAttribute("alt")).replace(/\s+logo$/i, "") ||
        fromSlug(url.pathname.split("/").filter(Boolean)[0]),
      jobLocation: /remote/i.test(workplace) ? `Remote${location ? ` (${location})` : ""}` : location,
      jobType: jobTypeOf(textOf(doc, ".posting-categories .commitment")),
      jobDescription: blockOf(doc, '[data-qa="job-description"]', ".posting-page .section-wrapper.page-full-width"),
      salary: parseSalaryText(textOf(doc, '[data-qa="salary-range"]', ".posting-salary")),
    });
  },
};

const workday: SiteReader = {
  name: "workday",
  matches: (u) => host(u, "myworkdayjobs.com", "myworkdaysite.com"),
  read: (doc, url) =>
    compact({
      position: textOf(doc, '[data-automation-id="jobPostingHeader"]', "h2"),
      company: meta(doc, "og:site_name") || fromSlug(url.hostname.split(".")[0]),
      jobLocation: textOf(doc, '[data-automation-id="locations"] dd', '[data-automation-id="locations"]').replace(
        /^locations\s*/i,
        "",
      ),
      jobType: jobTypeOf(textOf(doc, '[data-automation-id="time"] dd', '[data-automation-id="time"]')),
      jobDescription: blockOf(doc, '[data-automation-id="jobPostingDescription"]'),
    }),
};

const ashby: SiteReader = {
  name: "ashby",
  matches: (u) => host(u, "ashbyhq.com"),
  read: (doc, url) => {
    const section = (label: RegExp) => {
      for (const s of Array.from(doc.querySelectorAll('[class*="_section_"], .ashby-job-posting-left-pane > div'))) {
        const h = clean(s.querySelector("h2, h3, dt")?.textContent);
        if (label.test(h)) return clean(s.querySelector("p, dd, span:not(:first-child)")?.textContent);
      }
      return "";
    };
    return compact({
      position: textOf(doc, ".ashby-job-posting-heading", 'h1[class*="_title"]', "h1"),
      company: meta(doc, "og:site_name") || fromSlug(url.pathname.split("/").filter(Boolean)[0]),
      jobLocation: section(/^location/i),
      jobType: jobTypeOf(section(/employment type/i)),
      jobDescription: blockOf(doc, '[class*="_descriptionText_"]', ".ashby-job-posting-description"),
      salary: parseSalaryText(section(/compensation/i)),
    });
  },
};

const wellfound: SiteReader = {
  name: "wellfound",
  matches: (u) => host(u, "wellfound.com", "angel.co"),
  read: (doc) => {
    const facts = Array.from(doc.querySelectorAll('[data-test="JobDetail-facts"] li, ul[class*="facts"] li')).map(
      (li) => clean(li.textContent),
    );
    return compact({
      position: textOf(doc, 'h1[class*="jobTitle"]', "h1"),
      company: textOf(doc, 'a[href^="/company/"] [class*="name"]', 'a[href^="/company/"]'),
      jobLocation: facts.find((f) => /^location/i.test(f))?.replace(/^location\s*/i, "") ?? "",
      jobType: jobTypeOf(facts.find((f) => /^job type/i.test(f)) ?? ""),
      jobDescription: blockOf(doc, '[data-test="JobDetail-description"]', '[class*="description"]'),
      salary: parseSalaryText(
        (textOf(doc, '[data-test="JobDetail-compensation"]', '[class*="compensation"]') || "").split(/•/)[0],
      ),
    });
  },
};

export const SITE_READERS: readonly SiteReader[] = [
  linkedin,
  indeed,
  naukri,
  glassdoor,
  greenhouse,
  lever,
  workday,
  ashby,
  wellfound,
];

export const readerFor = (url: URL) => SITE_READERS.find((r) => r.matches(url));

export { first };
