/**
 * Understanding one forwarded email (issue 32): its kind with the evidence, and what it names (company,
 * position, interview time and zone, meeting link, deadline, the person who wrote). Pure and
 * deterministic: rules only (docs/inbox-classifier.md), no model, no storage. Then, with the user's
 * applications of that company, which one it is about (matchJob) and what it proposes (propose).
 *
 * The Worker's pipeline (worker/domain/inbox/receive.server.ts):
 *   readMessage(raw) → understand(message, zone) → candidatePrefix → read ≤ 50 jobs → matchJob → propose
 */
import { DEFAULT_TIME_ZONE, isValidTimeZone } from "@core/dates";
import type { ExtractedFields, ReadMessage, Understanding } from "@core/inbox";
import { type CalendarEvent, readCalendar } from "./understand/calendar";
import { classify } from "./understand/classify";
import {
  companyOf,
  deadlineOf,
  interviewTimeOf,
  meetingLinkOf,
  personOf,
  positionOf,
  senderOf,
} from "./understand/extract";

export { companyKey } from "./understand/company";
export { candidatePrefix, matchJob } from "./understand/match";
export { formatWhen, isEarlier, propose } from "./understand/propose";

export function understand(msg: ReadMessage, timeZone: string): Understanding {
  const zone = isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  let event: CalendarEvent | null = null;
  // An invitation's dates are read around the email's own date (its Date header, else now).
  const now = msg.sentAt ?? Date.now();
  for (const calendar of msg.calendars) {
    event = readCalendar(calendar, zone, now);
    if (event) break;
  }
  const { kind, evidence } = classify(msg, event?.method ?? null);
  const sender = senderOf(msg);
  const fields: ExtractedFields = {};
  // A job alert lists many companies and "other" is no application's: neither names one to act on.
  if (kind !== "job_alert" && kind !== "other") {
    const company = companyOf(msg, sender, event);
    if (company) fields.company = company;
    const position = positionOf(msg, event, company);
    if (position) fields.position = position;
    const person = personOf(msg, sender, event);
    if (person) fields.person = person;
  }
  if (kind === "interview_invitation" || kind === "interview_changed") {
    const time = interviewTimeOf(msg, kind, event, zone);
    if (time) {
      fields.interviewAt = time.at;
      fields.interviewZone = time.zone;
    }
    const link = meetingLinkOf(msg, event);
    if (link) fields.meetingLink = link;
  }
  if (kind === "assessment" || kind === "offer") {
    const deadline = deadlineOf(msg, zone);
    if (deadline !== undefined) fields.deadline = deadline;
  }
  return { kind, evidence, fields };
}
