/**
 * What one message proposes (issue 32): the changes one click applies and the sentence that says them,
 * "Stripe · Backend Engineer: Applied → Interview, add an interview on 2 Dec 15:00 IST".
 *
 * Per kind (docs/inbox-classifier.md):
 * - application received: no application matches → a new one (Applied) and the writer as a contact;
 *   a saved one matches → Saved → Applied; any other → nothing.
 * - interview invitation: → Interview when the application is earlier in the pipeline, and the interview
 *   (time, zone, link, interviewer) when the email gives its time; unmatched → a new application at
 *   Interview with it.
 * - interview rescheduled or cancelled: the new time as an interview to add to the matched application (the
 *   earlier one is the user's to remove: an email never deletes); cancelled, no new time, or no matched
 *   application → a task to update the interview.
 * - assessment: the task "Complete the assessment for <company> by <deadline>", and → Screening when earlier.
 * - rejection → Rejected; offer → Offer (and a task to reply by its deadline); only for a matched application.
 * - recruiter outreach: the writer as a contact. Job alerts and other: nothing.
 * Times are shown in the zone they were written in, else the user's.
 */
import { formatShortDate, zonedParts } from "@core/dates";
import type { JobStatus } from "@core/enums";
import { capitalize } from "@core/format";
import type { JobCandidate, JobMatch, Proposal, ProposedChange, Understanding } from "@core/inbox";
import { companyKey } from "./company";
import { positionSimilarity } from "./match";

/** The forward order of a job's statuses; rejected and withdrawn are ends, never "earlier". */
const PIPELINE: JobStatus[] = ["saved", "applied", "screening", "interview", "offer"];

/** Whether `status` comes before `target` in the pipeline (so moving to `target` is progress). */
export function isEarlier(status: JobStatus, target: JobStatus): boolean {
  const at = PIPELINE.indexOf(status);
  return at >= 0 && at < PIPELINE.indexOf(target);
}

/** Kinds whose changes would land on a guessed application (or add a duplicate) when several could be meant. */
const GUESSING = new Set<Understanding["kind"]>([
  "application_received",
  "interview_invitation",
  "interview_changed",
  "rejection",
  "offer",
]);

/** What a job gets when the email does not name its position. */
export const UNNAMED_POSITION = "Position not named";

/** Zones' abbreviations as people write them ("IST", "PST", "UTC"); Intl's own short name otherwise. */
function zoneAbbreviation(at: Date, zone: string): string {
  if (zone === "Asia/Kolkata") return "IST";
  if (zone === "UTC" || zone === "Etc/UTC") return "UTC";
  try {
    const locale = zone === "Europe/London" ? "en-GB" : "en-US";
    const part = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: "short" })
      .formatToParts(at)
      .find((p) => p.type === "timeZoneName");
    return part?.value ?? zone;
  } catch {
    return zone;
  }
}

/** "2 Dec 15:00 IST": the day, the 24-hour time and the zone's abbreviation. */
export function formatWhen(at: number, zone: string): string {
  const date = new Date(at);
  const { hour, minute } = zonedParts(date, zone);
  const time = `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
  return `${formatShortDate(date, zone)} ${time} ${zoneAbbreviation(date, zone)}`;
}

function describe(change: ProposedChange, timeZone: string): string {
  switch (change.type) {
    case "status":
      return `${capitalize(change.from)} → ${capitalize(change.to)}`;
    case "interview":
      return `add an interview on ${formatWhen(change.at, change.zone || timeZone)}`;
    case "new_job":
      return `add the application (${capitalize(change.status)})`;
    case "task":
      return `add the task "${change.title}"`;
    case "contact":
      return `add ${change.name} as a contact`;
  }
}

const NOTHING: Record<Understanding["kind"], string> = {
  application_received: "nothing to change",
  assessment: "nothing to change",
  interview_invitation: "nothing to change",
  interview_changed: "nothing to change",
  rejection: "no application of yours matches, nothing to change",
  offer: "no application of yours matches, nothing to change",
  recruiter_outreach: "no contact to add",
  job_alert: "job alert or newsletter, nothing to change",
  other: "nothing to change",
};

export function propose(u: Understanding, match: JobMatch, candidates: JobCandidate[], timeZone: string): Proposal {
  const job = match.jobId ? (candidates.find((c) => c.id === match.jobId) ?? null) : null;
  const company = match.company ?? u.fields.company ?? null;
  const position = match.position ?? u.fields.position ?? null;
  const f = u.fields;
  const changes: ProposedChange[] = [];
  const statusTo = (to: JobStatus, onlyIfEarlier = true) => {
    if (job && job.status !== to && (!onlyIfEarlier || isEarlier(job.status, to))) {
      changes.push({ type: "status", from: job.status, to });
    }
  };
  const interview = () => {
    if (f.interviewAt === undefined) return;
    changes.push({
      type: "interview",
      at: f.interviewAt,
      zone: f.interviewZone ?? timeZone,
      ...(f.meetingLink ? { link: f.meetingLink } : {}),
      ...(f.person?.name ? { interviewer: f.person.name } : {}),
    });
  };
  const contact = () => {
    if (f.person?.name && f.person.email) {
      changes.push({ type: "contact", name: f.person.name, email: f.person.email, company: company ?? "" });
    }
  };
  // Several applications at the company and nothing telling which (no position, or one like several of
  // theirs): no new one, and no change to a guess. A position like none of theirs is a new application.
  const key = company ? companyKey(company) : "";
  const sameCompany = key ? candidates.filter((c) => companyKey(c.company) === key) : [];
  const ambiguous =
    !job &&
    sameCompany.length > 1 &&
    (!u.fields.position || sameCompany.some((c) => positionSimilarity(u.fields.position ?? "", c.position) > 0));
  const by = (deadline: number | undefined) => (deadline === undefined ? "" : ` by ${formatWhen(deadline, timeZone)}`);
  let note = "";
  /** Said after the changes. */
  let afterward = "";

  if (ambiguous && GUESSING.has(u.kind)) {
    note = `more than one of your applications at ${company} may be meant, nothing to change`;
  } else {
    switch (u.kind) {
      case "application_received":
        if (job) {
          statusTo("applied");
          if (changes.length === 0) note = `already ${capitalize(job.status)}, nothing to change`;
        } else if (company) {
          changes.push({ type: "new_job", company, position: position ?? UNNAMED_POSITION, status: "applied" });
          contact();
        } else note = "the company is not named, nothing to change";
        break;
      case "interview_invitation":
        if (job) {
          statusTo("interview");
          interview();
        } else if (company) {
          changes.push({ type: "new_job", company, position: position ?? UNNAMED_POSITION, status: "interview" });
          interview();
        }
        // A booking link ("pick a time") gives no time yet: say so rather than leave the user wondering.
        if (f.interviewAt === undefined) {
          afterward = "no interview time in the email yet";
          if (job && changes.length === 0) note = `already ${capitalize(job.status)}, ${afterward}`;
        }
        break;
      case "interview_changed": {
        const cancelled = /cancel|called off/i.test(u.evidence);
        // An interview belongs to an application: without a matched one, the new time goes in a task.
        if (!cancelled && f.interviewAt !== undefined && job) interview();
        else if (company) {
          const newTime =
            !cancelled && f.interviewAt !== undefined
              ? ` to ${formatWhen(f.interviewAt, f.interviewZone ?? timeZone)}`
              : "";
          changes.push({
            type: "task",
            title: `Update the interview with ${company}: ${cancelled ? "it was cancelled" : `it was rescheduled${newTime}`}`,
            dueAt: null,
          });
        }
        break;
      }
      case "assessment":
        if (job) statusTo("screening");
        changes.push({
          type: "task",
          title: `Complete the assessment for ${company ?? "the application"}${by(f.deadline)}`,
          dueAt: f.deadline ?? null,
        });
        break;
      case "rejection":
        if (job && job.status !== "rejected" && job.status !== "withdrawn") statusTo("rejected", false);
        else if (job) note = `already ${capitalize(job.status)}, nothing to change`;
        break;
      case "offer":
        if (job) {
          statusTo("offer");
          if (f.deadline !== undefined) {
            changes.push({
              type: "task",
              title: `Reply to the offer from ${company}${by(f.deadline)}`,
              dueAt: f.deadline,
            });
          }
          if (changes.length === 0) note = `already ${capitalize(job.status)}, nothing to change`;
        }
        break;
      case "recruiter_outreach":
        contact();
        break;
      case "job_alert":
      case "other":
        break;
    }
  }
  const subject =
    company && u.kind !== "job_alert" && u.kind !== "other" ? `${company}${position ? ` · ${position}` : ""}` : null;
  const said =
    changes.length > 0
      ? [...changes.map((c) => describe(c, timeZone)), ...(afterward ? [afterward] : [])].join(", ")
      : note || NOTHING[u.kind];
  const summary = subject ? `${subject}: ${said}` : capitalize(said);
  return { jobId: job?.id ?? null, changes, summary };
}
