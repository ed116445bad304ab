/**
 * What an application email names (issue 32): the company, the position, the person who wrote, the
 * meeting link, the interview's time and an assessment's or offer's deadline. Pure; each reader tries its
 * sources from the most to the least telling and keeps the first answer.
 *
 * The company, in order: the ATS's subject pattern ("Thank you for applying to Stripe", "Stripe - Backend
 * Engineer"), the body's phrases ("your application to Stripe", "position at Stripe"), the display name
 * ("Stripe via Greenhouse", "Stripe Recruiting"), the sending domain unless it is an ATS's or a mailbox
 * provider's, the ATS tenant ("stripe@myworkday.com", "stripe.bamboohr.com"), the signature.
 */

import { DAY_MS } from "@core/dates";
import type { InboxKind, Person, ReadMessage } from "@core/inbox";
import { findDateTimes } from "../when";
import type { CalendarEvent } from "./calendar";
import { atsOf, companyKey, isFreeMail, nameFromDomain } from "./company";

/** A company name as written after "at", "to", "with": capitalised words ("Acme Technologies Pvt. Ltd."). */
const NAME_WORD = /^(?:[A-Z0-9][\w&'’.+-]*|&|and|of|de|la|the)$/;
/** Words that end a company name though they are capitalised. */
const NOT_NAME = new Set([
  "We",
  "I",
  "You",
  "Your",
  "Our",
  "The",
  "This",
  "Thank",
  "Thanks",
  "Team",
  "Hi",
  "Dear",
  "Hello",
  "Regards",
  "For",
  "On",
  "In",
  "At",
  "As",
  "Please",
  "Kindly",
  "Unfortunately",
  "Is",
  "Has",
  "Will",
  "And",
  "Via",
]);

/** Up to five capitalised words from the start of `rest`: the name a phrase introduces. */
export function nameAt(rest: string): string | null {
  const taken: string[] = [];
  for (const raw of rest.slice(0, 120).split(/\s+/)) {
    let word = raw.replace(/[,;:!?)"”]+$/, "");
    let stop = word !== raw;
    const abbreviation = /^(?:Inc|Ltd|Pvt|Co|Corp|LLC|Jr|Sr)\.$/i.test(word) || /^(?:[A-Z]\.)+$/.test(word);
    if (word.endsWith(".") && !abbreviation) {
      word = word.slice(0, -1);
      stop = true;
    }
    if (!word || !NAME_WORD.test(word) || NOT_NAME.has(word)) break;
    taken.push(word);
    if (stop || taken.length >= 5) break;
  }
  while (taken.length > 0 && /^(?:&|and|of|de|la|the)$/.test(taken[taken.length - 1])) taken.pop();
  const name = taken.join(" ");
  return name.length >= 2 ? name : null;
}

/** Subject patterns of the ATSs and job boards, the company in group "c" and the position in "p". */
const SUBJECT_PATTERNS: RegExp[] = [
  /^(?:thank you|thanks) for (?:applying|your application|your interest)(?: to| in| at| with)? (?<c>.+?)(?:[!.]|$)/i,
  /^your application (?:to|at|with) (?<c>.+?)(?: for (?:the )?(?<p>.+?))?(?:[!.]|$)/i,
  /^your application (?:for|was sent to) (?:the )?(?<p>.+?) (?:at|to|with) (?<c>.+?)(?:[!.]|$)/i,
  /^your application was sent to (?<c>.+?)(?:[!.]|$)/i,
  /^application (?:received|update|status|submitted)(?: for)?[:\s-]+(?<p>.+?) (?:at|with|-|–|\|) (?<c>.+?)$/i,
  /^(?:interview|assessment|coding challenge|offer|next steps)(?: invitation| invite| request| confirmed)?(?: with| from| at| for)? (?<c>[A-Z][^:|–-]+?)(?: [-–|:] (?<p>.+))?$/,
  /^(?<c>[A-Z][\w&.' ]{1,40}?) (?:interview|assessment|offer|application)\b.*$/,
  /^(?<c>[A-Z][\w&.' ]{1,40}?) [-–|] (?<p>.+?)(?: [-–|] .+)?$/,
  /^(?<p>.+?) (?:at|@) (?<c>[A-Z][\w&.' ]{1,40}?)(?: [-–|] .+)?$/,
];

/** Body phrases that introduce the company's name. */
const COMPANY_PHRASES: RegExp[] = [
  /\b(?:thank you|thanks) for (?:applying|your application|your interest|submitting your application)(?: for [^.\n]{1,80}?)? (?:to|at|in|with) /gi,
  /\b(?:applying|applied|application) (?:to|at|with) /gi,
  /\b(?:position|role|opening|job|opportunity|career opportunities|interest) (?:at|with) /gi,
  /\binterview with /gi,
  /\b(?:join|joining|working at|work at|behalf of|here at|from|offer from|team at|recruiter at|recruiting for|hiring for) /gi,
  /\bwelcome to /gi,
];

function companyFromSubject(subject: string): { company?: string; position?: string } {
  for (const pattern of SUBJECT_PATTERNS) {
    const found = pattern.exec(subject.trim());
    const company = found?.groups?.c?.trim();
    if (!company) continue;
    const name = nameAt(company) ?? null;
    if (
      !name ||
      atsOf(`${name.toLowerCase()}.com`) ||
      /^(?:your|the|a|an|our|re|fwd?|application|interview)$/i.test(name)
    )
      continue;
    return { company: name, position: found?.groups?.p?.trim() };
  }
  return {};
}

function companyFromBody(text: string): string | null {
  const head = text.slice(0, 6000);
  let best: { index: number; name: string } | null = null;
  for (const phrase of COMPANY_PHRASES) {
    for (const found of head.matchAll(phrase)) {
      const name = nameAt(head.slice(found.index + found[0].length));
      if (!name || atsOf(`${companyKey(name)}.com`) || NOT_NAME.has(name)) continue;
      if (!best || found.index < best.index) best = { index: found.index, name };
      break;
    }
  }
  return best?.name ?? null;
}

/** "Stripe via Greenhouse", "Stripe Recruiting", "Talent Acquisition at Stripe" → "Stripe". */
function companyFromDisplayName(name: string): string | null {
  const via = /^(.+?)\s+(?:via|through|@)\s+.+$/i.exec(name);
  const at = /\b(?:at|from|@)\s+(.+)$/i.exec(name);
  const base = (via?.[1] ?? at?.[1] ?? name)
    .replace(
      /\b(?:recruiting|recruitment|recruiters?|careers?|talent(?: acquisition)?(?: team)?|hiring(?: team)?|hr(?: team)?|people(?: team)?|jobs|team|notifications?|no-?reply)\b/gi,
      "",
    )
    .replace(/[|,:-]+\s*$/, "")
    .replace(/\s+/g, " ")
    .trim();
  if (
    !base ||
    atsOf(`${companyKey(base)}.com`) ||
    /^(?:workday|greenhouse|lever|ashby|icims|taleo|jobvite|bamboohr|smartrecruiters|naukri|linkedin|indeed|wellfound)$/i.test(
      companyKey(base),
    )
  ) {
    return null;
  }
  return base;
}

/** A display name that reads as a person's ("Priya Sharma", "Rahul K."), not a company's. */
function looksLikePerson(name: string): boolean {
  return (
    /^[A-Z][a-z'’-]+(?: [A-Z][a-z'’.-]*){1,3}$/.test(name.trim()) &&
    !/\b(?:recruiting|careers|talent|hiring|team|hr|jobs|inc|ltd|technologies|labs|group|via)\b/i.test(name)
  );
}

export type Sender = { name: string; email: string; domain: string; ats: string | null };

export function senderOf(msg: ReadMessage): Sender {
  const domain = msg.sender.email.split("@")[1] ?? "";
  return { name: msg.sender.name, email: msg.sender.email, domain, ats: atsOf(domain) };
}

/** An ATS's tenant: "stripe@myworkday.com", "stripe.bamboohr.com", "jobs.lever.co/stripe" in a link. */
function companyFromTenant(sender: Sender, text: string): string | null {
  if (!sender.ats) return null;
  const local = sender.email.split("@")[0];
  if (
    /^(?:myworkday\.com|taleo\.net)$/.test(sender.domain) &&
    !/^(?:no-?reply|donotreply|notifications?)$/i.test(local)
  ) {
    return nameFromDomain(`${local}.com`);
  }
  const sub = /^([a-z0-9-]+)\.(?:bamboohr\.com|myworkdayjobs\.com|icims\.com|taleo\.net)$/i.exec(sender.domain);
  if (sub && !/^(?:app|mail|email|us|eu|www|careers|jobs|notifications?)$/i.test(sub[1]))
    return nameFromDomain(`${sub[1]}.com`);
  const link =
    /\b(?:jobs\.lever\.co|boards\.greenhouse\.io|job-boards\.greenhouse\.io|jobs\.ashbyhq\.com)\/([a-z0-9-]+)/i.exec(
      text,
    );
  if (link) return nameFromDomain(`${link[1]}.com`);
  const workday = /\b([a-z0-9-]+)\.(?:wd\d+\.)?myworkdayjobs\.com/i.exec(text);
  if (workday) return nameFromDomain(`${workday[1]}.com`);
  return null;
}

/** The signature: the lines after "Regards," / "Thanks," / "Best," at the end of the message. */
const CLOSING =
  /^(?:(?:best|warm|kind|with)?\s*regards|thanks(?: (?:&|and) regards)?|thank you|best(?: wishes)?|cheers|sincerely|yours (?:sincerely|truly)|warmly|many thanks)[,.!]?\s*$/i;

function signature(text: string): string[] {
  const lines = text.slice(-4000).split("\n");
  for (let i = lines.length - 1; i >= 0 && i >= lines.length - 40; i--) {
    if (CLOSING.test(lines[i].trim())) {
      return lines
        .slice(i + 1, i + 7)
        .map((l) => l.trim())
        .filter(Boolean);
    }
  }
  return [];
}

const NO_REPLY =
  /^(?:no-?reply|noreply|do-?not-?reply|donotreply|notifications?|mailer|jobs?|careers|alerts?|info|hello|support|talent|recruiting|hr|hiring|team|inmail-hit-reply|messages-noreply|jobalerts-noreply|invitations?|calendar-notification)[\w.+-]*@/i;

/** The person who wrote: a named human sender, else the signature's name (with an address from it if any). */
export function personOf(msg: ReadMessage, sender: Sender, event: CalendarEvent | null): Person | undefined {
  const sig = signature(msg.text);
  const sigName = sig.find((line) => looksLikePerson(line.replace(/\s*[|,].*$/, "")))?.replace(/\s*[|,].*$/, "");
  const sigEmail = sig.map((line) => /[\w.+'-]+@[\w-]+(?:\.[\w-]+)+/.exec(line)?.[0]).find(Boolean);
  const humanAddress = !NO_REPLY.test(sender.email) && !sender.ats;
  if (humanAddress && looksLikePerson(sender.name)) return { name: sender.name, email: sender.email };
  if (sigName && (sigEmail || humanAddress)) return { name: sigName, email: (sigEmail ?? sender.email).toLowerCase() };
  if (event?.organizer && !NO_REPLY.test(event.organizer.email) && looksLikePerson(event.organizer.name)) {
    return event.organizer;
  }
  if (humanAddress && sender.name && !isFreeMail(sender.domain)) return undefined;
  if (sigName) return { name: sigName, email: sigEmail ?? "" };
  return undefined;
}

export function companyOf(msg: ReadMessage, sender: Sender, event: CalendarEvent | null): string | undefined {
  const fromSubject = companyFromSubject(msg.subject).company;
  if (fromSubject) return fromSubject;
  const fromBody = companyFromBody(msg.text);
  if (fromBody) return fromBody;
  if (!looksLikePerson(sender.name)) {
    const fromName = companyFromDisplayName(sender.name);
    if (fromName && (sender.ats || companyKey(fromName) === companyKey(sender.domain) || isFreeMail(sender.domain)))
      return fromName;
  }
  if (sender.domain && !sender.ats && !isFreeMail(sender.domain)) {
    const display = companyFromDisplayName(sender.name);
    if (display && companyKey(display) === companyKey(sender.domain)) return display;
    return nameFromDomain(sender.domain);
  }
  const tenant = companyFromTenant(sender, msg.text);
  if (tenant) return tenant;
  if (event) {
    const fromEvent = companyFromSubject(event.summary).company;
    if (fromEvent) return fromEvent;
  }
  const sig = signature(msg.text);
  for (const line of sig) {
    const email = /@([\w-]+(?:\.[\w-]+)+)/.exec(line)?.[1];
    if (email && !isFreeMail(email) && !atsOf(email)) return nameFromDomain(email);
  }
  const last = sig[sig.length - 1];
  if (last && !looksLikePerson(last) && nameAt(last)) return nameAt(last) ?? undefined;
  return undefined;
}

/** Phrases that introduce a position's title. */
const POSITION_PHRASES: RegExp[] = [
  /\b(?:position|role|job title|designation|opening)\s*:\s*/gi,
  /\bfor the (?:position|role|post) of /gi,
  /\b(?:applying|applied|application|candidacy|interest|interview|shortlisted|considered|consideration)(?: for)? (?:the |our |an? )?(?:position of |role of )?(?=[A-Z])/g,
  /\bas (?:an? |our )(?=[A-Z])/g,
  /\bfor (?:the |our |an? )(?=[A-Z][\w-]* (?:[A-Z][\w/-]* ){0,5}(?:position|role|opening)\b)/g,
  /\b(?:opening|opportunity|vacancy) for (?:an? |the )?(?=[A-Z])/g,
];
/** Words a title ends before. */
const TITLE_END =
  /\s+(?:at|with|in|to|on|from|position|role|opening|job|and we|we|has|have|is|was|here|via|-|–|—|\||\()\b|[,.!?;:\n(|]|\s[-–—|]\s/;
/** What a job title contains: one of these words tells it from any capitalised phrase. */
const TITLE_WORD =
  /\b(?:engineer|developer|scientist|analyst|manager|designer|architect|lead|intern|internship|consultant|specialist|associate|administrator|officer|director|head|sde|swe|devops|sre|programmer|tester|qa|researcher|product|marketing|sales|executive|representative|coordinator|recruiter|writer|accountant|advocate|strategist|vp|president|principal|staff|fellow|trainee)\b/i;

function cleanTitle(value: string): string | null {
  const cut = value
    .slice(0, 120)
    .split(TITLE_END)[0]
    .replace(/^["“'‘]|["”'’]$/g, "")
    .trim();
  if (cut.length < 2 || cut.length > 80 || !TITLE_WORD.test(cut)) return null;
  return cut.replace(/\s+/g, " ");
}

export function positionOf(msg: ReadMessage, event: CalendarEvent | null): string | undefined {
  const fromSubject = companyFromSubject(msg.subject).position;
  const subjectTitle = fromSubject ? cleanTitle(fromSubject) : null;
  if (subjectTitle) return subjectTitle;
  const head = msg.text.slice(0, 6000);
  for (const phrase of POSITION_PHRASES) {
    for (const found of head.matchAll(phrase)) {
      const title = cleanTitle(head.slice(found.index + found[0].length));
      if (title) return title;
    }
  }
  // A subject that is the title itself ("Senior Backend Engineer - Stripe" was read above; "Re: SDE-2 opening").
  const subjectOnly = cleanTitle(msg.subject.replace(/^.*?(?:for|:)\s+(?=[A-Z])/, ""));
  if (subjectOnly) return subjectOnly;
  if (event) {
    const fromEvent = cleanTitle(event.summary.replace(/^.*?(?:interview|call|round)\s*(?:for|:|-|–)\s*/i, ""));
    if (fromEvent) return fromEvent;
  }
  return undefined;
}

const MEETING_LINK =
  /https:\/\/(?:[\w-]+\.)?(?:zoom\.us\/(?:j|my|w)\/[\w?=&.%-]+|meet\.google\.com\/[a-z]{3,4}-[a-z]{4}-[a-z]{3,4}|teams\.microsoft\.com\/l\/meetup-join\/[^\s)>\]]+|teams\.live\.com\/meet\/[\w?=&%-]+|[\w-]+\.webex\.com\/(?:meet|join|[\w-]+\/j\.php)[^\s)>\]]*)/i;

export function meetingLinkOf(msg: ReadMessage, event: CalendarEvent | null): string | undefined {
  const sources = [event?.location ?? "", event?.description ?? "", msg.text.slice(0, 20_000)];
  for (const source of sources) {
    const found = MEETING_LINK.exec(source)?.[0];
    if (found) return found.replace(/[.,;]+$/, "");
  }
  return undefined;
}

/** Lines that repeat earlier mail's dates (forwarded and quoted headers) are not read for times. */
function withoutHeaderLines(text: string): string {
  return text.replace(/^\s*>?\s*\**(?:Date|Sent)\**:.*$|^.*\bwrote:\s*$/gim, (line) => " ".repeat(line.length));
}

/** The interview's time and zone: the calendar's start, else the text's date with a time. */
export function interviewTimeOf(
  msg: ReadMessage,
  kind: InboxKind,
  event: CalendarEvent | null,
  timeZone: string,
): { at: number; zone: string } | undefined {
  if (event?.start != null && event.method !== "CANCEL") return { at: event.start, zone: event.zone };
  const text = withoutHeaderLines(msg.text.slice(0, 20_000));
  const sentAt = msg.sentAt ?? Date.now();
  const found = findDateTimes(text, timeZone, sentAt).filter((d) => d.hasTime && d.at >= sentAt - 3_600_000);
  if (found.length === 0) return undefined;
  if (kind === "interview_changed") {
    // The new time: the one introduced by "to", "new time", "now"; else the last one written.
    const introduced = found.find((d) =>
      /\b(?:to|new (?:date|time|slot)(?: is)?:?|now(?: be)?(?: on| at)?|instead|revised(?: time)?:?)\s*(?:on\s+)?(?:[a-z]{3,9},?\s*)?$/i.test(
        text.slice(Math.max(0, d.index - 40), d.index),
      ),
    );
    const chosen = introduced ?? found[found.length - 1];
    return { at: chosen.at, zone: chosen.zone };
  }
  return { at: found[0].at, zone: found[0].zone };
}

/** A deadline: "by Dec 5", "before 5th December 11:59 PM IST", "within 48 hours", "expires in 3 days". */
export function deadlineOf(msg: ReadMessage, timeZone: string): number | undefined {
  const text = withoutHeaderLines(msg.text.slice(0, 20_000));
  const sentAt = msg.sentAt ?? Date.now();
  const within = /\b(?:within|in(?: the next)?|next)\s+(\d{1,3})\s*(hours?|hrs?|days?)\b/i.exec(text);
  const dated = findDateTimes(text, timeZone, sentAt).filter((d) => {
    const before = text.slice(Math.max(0, d.index - 60), d.index).toLowerCase();
    return /\b(?:by|before|deadline|due|until|till|expires?|expiry|latest by|no later than|valid (?:till|until|up to))\b/.test(
      before,
    );
  });
  if (dated.length > 0) {
    const d = dated[0];
    // A date without a time is due at its day's end.
    return d.hasTime ? d.at : d.at + DAY_MS - 60_000;
  }
  if (within) {
    const n = Number(within[1]);
    return sentAt + n * (/^h/i.test(within[2]) ? 3_600_000 : DAY_MS);
  }
  return undefined;
}
