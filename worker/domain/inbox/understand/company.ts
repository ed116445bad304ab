/**
 * Company names as emails write them, made comparable (issue 32): "Acme Inc." = "ACME" = acme.com =
 * "Acme Technologies Pvt. Ltd.", while "Acme Robotics" and "Metabase" stay themselves. And the sending
 * systems (applicant tracking systems and job boards) whose domain says nothing about the company.
 */

/** Domains of applicant tracking systems and job boards: they send for every company. */
export const ATS_DOMAINS: Record<string, string> = {
  "greenhouse.io": "Greenhouse",
  "greenhouse-mail.io": "Greenhouse",
  "lever.co": "Lever",
  "myworkday.com": "Workday",
  "myworkdayjobs.com": "Workday",
  "workday.com": "Workday",
  "ashbyhq.com": "Ashby",
  "icims.com": "iCIMS",
  "smartrecruiters.com": "SmartRecruiters",
  "taleo.net": "Taleo",
  "jobvite.com": "Jobvite",
  "bamboohr.com": "BambooHR",
  "naukri.com": "Naukri",
  "naukrigulf.com": "Naukri",
  "linkedin.com": "LinkedIn",
  "indeed.com": "Indeed",
  "indeedemail.com": "Indeed",
  "wellfound.com": "Wellfound",
  "angel.co": "Wellfound",
  "instahyre.com": "Instahyre",
  "hirist.com": "Hirist",
  "foundit.in": "foundit",
  "workable.com": "Workable",
  "workablemail.com": "Workable",
  "recruitee.com": "Recruitee",
  "breezy.hr": "Breezy",
  "successfactors.com": "SuccessFactors",
  "hackerrank.com": "HackerRank",
  "hackerrankforwork.com": "HackerRank",
  "codility.com": "Codility",
  "hackerearth.com": "HackerEarth",
  "codesignal.com": "CodeSignal",
  "calendly.com": "Calendly",
  "goodtime.io": "GoodTime",
};

/** Mailbox providers: a person's own address says nothing about their employer. */
const FREE_MAIL = new Set([
  "gmail.com",
  "googlemail.com",
  "yahoo.com",
  "yahoo.co.in",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "icloud.com",
  "me.com",
  "rediffmail.com",
  "proton.me",
  "protonmail.com",
  "zoho.com",
  "aol.com",
  "google.com",
]);

/** Two-part public suffixes seen in company domains ("acme.co.in" is Acme's). */
const TWO_PART_SUFFIXES = new Set([
  "co.in",
  "co.uk",
  "com.au",
  "co.jp",
  "com.sg",
  "org.in",
  "net.in",
  "com.br",
  "co.nz",
]);

/** The ATS or job board that `domain` belongs to (subdomains included), or null. */
export function atsOf(domain: string): string | null {
  const lower = domain.toLowerCase();
  for (const [ats, name] of Object.entries(ATS_DOMAINS)) {
    if (lower === ats || lower.endsWith(`.${ats}`)) return name;
  }
  return null;
}

export function isFreeMail(domain: string): boolean {
  return FREE_MAIL.has(domain.toLowerCase());
}

/** The organisation's label of a domain: "careers.acme.co.in" → "acme". */
export function domainLabel(domain: string): string {
  const labels = domain.toLowerCase().replace(/\.$/, "").split(".");
  const suffixParts = labels.length >= 3 && TWO_PART_SUFFIXES.has(labels.slice(-2).join(".")) ? 2 : 1;
  return labels[labels.length - suffixParts - 1] ?? labels[0] ?? "";
}

/** Words a company's name may end with that do not tell two companies apart. */
const LEGAL_WORDS = new Set([
  "inc",
  "incorporated",
  "llc",
  "llp",
  "ltd",
  "limited",
  "pvt",
  "private",
  "plc",
  "corp",
  "corporation",
  "co",
  "company",
  "gmbh",
  "ag",
  "sa",
  "bv",
  "nv",
  "pte",
  "technologies",
  "technology",
  "tech",
  "solutions",
  "systems",
  "services",
  "software",
  "india",
  "group",
  "holdings",
  "global",
  "hq",
]);

/**
 * The comparable key of a company's name or domain: lower case, accents and punctuation gone, legal and
 * generic trailing words ("Inc.", "Pvt. Ltd.", "Technologies") dropped, words joined. A domain is read for
 * its organisation's label. "Acme Inc." = "ACME" = "acme.com" = "Acme Technologies Pvt. Ltd." → "acme";
 * "Acme Robotics" → "acmerobotics"; "Metabase" → "metabase".
 */
export function companyKey(nameOrDomain: string): string {
  let value = nameOrDomain.trim().toLowerCase();
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(value)) value = domainLabel(value.replace(/^www\./, ""));
  const words = value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  if (words[0] === "the" && words.length > 1) words.shift();
  while (words.length > 1 && LEGAL_WORDS.has(words[words.length - 1])) words.pop();
  return words.join("");
}

/** A company's name as shown, from a domain: "acme-corp.com" → "Acme Corp". */
export function nameFromDomain(domain: string): string {
  return domainLabel(domain)
    .split("-")
    .map((part) => (part ? part[0].toUpperCase() + part.slice(1) : part))
    .join(" ");
}
