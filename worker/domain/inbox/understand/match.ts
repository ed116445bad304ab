/**
 * Which of the user's applications a message is about (issue 32): the same company by companyKey
 * ("Acme Inc." = "ACME" = acme.com; "Acme Robotics" and "Metabase" are other companies), then, when the
 * user applied there more than once, the position (a single application there is the one unless the
 * message names a position sharing no word with it). None, or several the position cannot tell apart:
 * no match (the proposal then adds an application, or changes nothing).
 */
import type { JobCandidate, JobMatch, Understanding } from "@core/inbox";
import { companyKey } from "./company";

/** Position words made comparable: "Sr. Software Engineer II" and "Senior software engineer 2" agree. */
const SYNONYMS: Record<string, string> = {
  sr: "senior",
  jr: "junior",
  engg: "engineer",
  eng: "engineer",
  dev: "developer",
  mgr: "manager",
  ii: "2",
  iii: "3",
  iv: "4",
  i: "1",
  swe: "software engineer",
  sde: "software development engineer",
  fe: "frontend",
  be: "backend",
  "front-end": "frontend",
  "back-end": "backend",
};

function positionWords(position: string): string[] {
  return position
    .toLowerCase()
    .replace(/front[- ]end/g, "frontend")
    .replace(/back[- ]end/g, "backend")
    .replace(/full[- ]stack/g, "fullstack")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .flatMap((word) => (SYNONYMS[word] ?? word).split(" "))
    .filter((word) => word && !["the", "a", "an", "of", "for", "role", "position"].includes(word));
}

/** How alike two positions are, 0 to 1: the share of words they have in common (Jaccard). */
export function positionSimilarity(a: string, b: string): number {
  const x = new Set(positionWords(a));
  const y = new Set(positionWords(b));
  if (x.size === 0 || y.size === 0) return 0;
  let common = 0;
  for (const word of x) if (y.has(word)) common++;
  return common / (x.size + y.size - common);
}

/**
 * The lower-cased prefix the Worker reads candidates by (jobs_user_company_nocase_idx, LIMIT 50): the first
 * four letters or digits the company's name starts with, so "Acme Technologies Pvt. Ltd." and "ACME" are
 * both read for "Acme Inc." and "acme.com". Null when no company was found.
 */
export function candidatePrefix(u: Understanding): string | null {
  const company = u.fields.company?.trim();
  if (!company) return null;
  const start = /^[\p{L}\p{N}]+/u.exec(company.replace(/^the\s+/i, ""))?.[0] ?? "";
  return start ? start.slice(0, 4).toLowerCase() : null;
}

export function matchJob(u: Understanding, candidates: JobCandidate[]): JobMatch {
  const company = u.fields.company?.trim() || null;
  const position = u.fields.position?.trim() || null;
  const none: JobMatch = { jobId: null, company, position };
  if (!company) return none;
  const key = companyKey(company);
  if (!key) return none;
  const same = candidates.filter((c) => companyKey(c.company) === key);
  if (same.length === 0) return none;
  const pick = (c: JobCandidate): JobMatch => ({ jobId: c.id, company: c.company, position: c.position });
  // One application there is the one, unless both positions are known and share no word (another role).
  if (same.length === 1) return position && positionSimilarity(position, same[0].position) === 0 ? none : pick(same[0]);
  if (!position) return none;
  const scored = same
    .map((c) => ({ c, score: positionSimilarity(position, c.position) }))
    .sort((a, b) => b.score - a.score);
  const [best, second] = scored;
  // The position decides only when it clearly points at one application.
  if (best.score >= 0.5 && (!second || best.score > second.score)) return pick(best.c);
  return none;
}
