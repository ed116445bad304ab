/**
 * PLACEHOLDER: replaced by understand's branch (issue 32). The exact signatures the receive path calls, with
 * no classification at all: every message is "other", its company is the sender's display name (so the
 * Worker's read of candidate jobs runs and can be measured), nothing is matched and nothing proposed.
 */
import type { JobCandidate, JobMatch, Proposal, ReadMessage, Understanding } from "@core/inbox";

export function understand(msg: ReadMessage, _timeZone: string): Understanding {
  const company = msg.sender.name.trim();
  return { kind: "other", evidence: "", fields: company ? { company } : {} };
}

/** "Acme Inc." = "ACME" = "acme.com" in the real one; here only lower-cased and trimmed. */
export function companyKey(nameOrDomain: string): string {
  return nameOrDomain.trim().toLowerCase();
}

/** The lower-cased prefix of the company names whose jobs are read as candidates; null reads none. */
export function candidatePrefix(u: Understanding): string | null {
  return u.fields.company ? companyKey(u.fields.company) : null;
}

export function matchJob(_u: Understanding, _candidates: JobCandidate[]): JobMatch {
  return { jobId: null, company: null, position: null };
}

export function propose(_u: Understanding, _match: JobMatch, _candidates: JobCandidate[], _timeZone: string): Proposal {
  return {};
}
