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
const NAME_WORD = /^(?:[A-Z0-9][\w&'’.+-]*|&|and|of|de|la)$/;
/** Capitalised words that are not (the start of) a company's name. */
const NOT_NAME = new Set(
  "We I I'm I’m I've We're We’re You Your Our The This That Thank Thanks Team Hi Dear Hello Regards For On In At As Please Kindly Unfortunately Is Has Will And Via Let Here Congratulations Greetings".split(
    " ",
  ),
);
/** Places a subject or a sentence names where a company could stand ("… with a leading MNC - Bangalore"). */
const PLACES = new Set(
  "bangalore bengaluru mumbai pune hyderabad chennai delhi newdelhi noida gurgaon gurugram kolkata ahmedabad india remote hybrid onsite usa us uk london singapore dubai sanfrancisco newyork seattle".split(
    " ",
  ),
);
/** Names that are tools and platforms, never the employer. */
const PLATFORMS = new Set(
  "googlecalendar google googlemeet gmail outlook zoom microsoftteams teams webex hackerrank hackerearth codility testgorilla codesignal mettl docusign calendly linkedin naukri indeed wellfound workday greenhouse lever ashby icims smartrecruiters taleo jobvite bamboohr glassdoor instahyre".split(
    " ",
  ),
);

/** A job title contains one of these words, which tell it from any other capitalised phrase. */
const TITLE_WORD =
  /\b(?:engineer|engineering|developer|scientist|analyst|manager|designer|architect|lead|intern|internship|consultant|specialist|associate|administrator|officer|director|head|sde|swe|devops|sre|programmer|tester|qa|researcher|marketing|sales|executive|representative|coordinator|recruiter|writer|accountant|advocate|strategist|vp|principal|staff|fellow|trainee|member|technical staff)\b/i;

/** Up to five capitalised words from the start of `rest`: the name a phrase introduces. */
export function nameAt(rest: string): string | null {
  const taken: string[] = [];
  for (const raw of rest.slice(0, 120).split(/\s+/)) {
    let word = raw.replace(/[,;:!?)"”]+$/, "");
    let stop = word !== raw;
    const abbreviation = /^(?:Inc|Ltd|Pvt|Co|Corp|LLC|Jr|Sr)\.$/i.test(word) || /^(?:[A-Z]\.)+$/.test(word);
    if (word.endsWith(".") && !abbreviation && !/\.[a-z]{2,4}$/i.test(word.slice(0, -1))) {
      word = word.slice(0, -1);
      stop = true;
    }
    if (!word || !NAME_WORD.test(word) || NOT_NAME.has(word)) break;
    if (taken.length === 0 && !/^[A-Z]/.test(word)) break;
    taken.push(word);
    if (stop || taken.length >= 5) break;
  }
  while (taken.length > 0 && /^(?:&|and|of|de|la)$/.test(taken[taken.length - 1])) taken.pop();
  const name = taken.join(" ");
  return name.length >= 2 ? name : null;
}

/** A name worth keeping as the company: not a tool's, not an ATS's, not a job title. */
function employer(name: string | null | undefined): string | null {
  if (!name) return null;
  const key = companyKey(name);
  if (!key || PLATFORMS.has(key) || PLACES.has(key) || atsOf(`${key}.com`) || TITLE_WORD.test(name) || isGeneric(name))
    return null;
  return name;
}

/** Words of a subject that name neither a company nor a position ("Interview Schedule", "Update on your"). */
const GENERIC = new Set(
  "a an the your our my for of on in to at with from and is was has been by re fwd fw careers career recruiting recruitment talent quick short intro introductory hello hi hr f2f walk-in drive release selection invitation invite invited updated update updates interview interviews schedule scheduled application applications applied status offer letter assessment online coding test technical round next steps step change following up regarding welcome thank thanks you confirmation acknowledgement acknowledgment opportunity opportunities opening openings urgent hiring call results feedback job jobs new message cancelled canceled event accepted phone screen virtual onsite take-home assignment exercise challenge sent received great news exploring postponed rescheduled preponed congratulations candidature it this regarding request details about important action required reminder".split(
    " ",
  ),
);

function isGeneric(phrase: string): boolean {
  const words = phrase
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter(Boolean);
  return words.length === 0 || words.every((w) => GENERIC.has(w));
}

/** A subject segment without its leading and trailing generic words: "Invitation: PhonePe Hiring Challenge" → "PhonePe". */
function trimGeneric(segment: string): string {
  const words = segment.trim().split(/\s+/);
  while (words.length > 0 && GENERIC.has(words[0].toLowerCase().replace(/[^a-z0-9-]/g, ""))) words.shift();
  while (words.length > 0 && GENERIC.has(words[words.length - 1].toLowerCase().replace(/[^a-z0-9-]/g, ""))) words.pop();
  return words.join(" ");
}

/** Subject phrases of the ATSs and job boards that introduce the company ("… applying to Stripe"). */
const SUBJECT_COMPANY = [
  /\b(?:for|as|to) (?:the )?(?<p>[A-Z][^@]{1,80}?) at (?=[A-Z])/,
  /\b(?:applying|application|applied|interest|apply) (?:to|at|in|with) (?:the )?(?:(?<p>[^@]{2,80}?) at )?/i,
  /\b(?:application|profile|resume) (?:was |has been )?(?:(?:sent|forwarded|submitted) to|viewed by) /i,
  /\b(?:interview|offer|opportunity|news|update|message|invitation|next steps|call|chat|congratulations|greetings) (?:with|from|at) (?:\w+ (?:at|from) )?/i,
  /\bwelcome to /i,
  /\b(?:opportunity|opening|role|position|jobs?) at /i,
];

/** The company and position an ATS-style subject names. */
function fromSubject(subject: string): { company?: string; position?: string } {
  const clean = subject
    .replace(
      /^(?:\s*(?:re|fwd?|fw|invitation|updated invitation|cancelled event|canceled event|accepted)\s*:\s*)+/i,
      "",
    )
    .replace(/\s@\s.*$/, "")
    .trim();
  let company: string | null = null;
  let position: string | undefined;
  // "Uber has invited you to take a CodeSignal assessment".
  const inviter = /^(.{2,60}?) (?:has invited you|is inviting you|invited you|would like to invite you)\b/i.exec(clean);
  if (inviter) company = employer(nameAt(inviter[1]));
  for (const pattern of SUBJECT_COMPANY) {
    const found = pattern.exec(clean);
    if (!found || company) continue;
    const name = employer(nameAt(clean.slice(found.index + found[0].length)));
    if (name) {
      company = name;
      const p = found.groups?.p?.trim();
      if (p && TITLE_WORD.test(p)) position = p;
      break;
    }
  }
  // "Interview Schedule - Freshworks - Senior Backend Engineer", "Application status update: Infosys".
  for (const segment of clean.split(/\s[-–—|:]\s|:\s|\s\|\s?|\s[-–—]/)) {
    const trimmed = trimGeneric(
      segment.replace(/^(?:[\w-]+ ){0,4}(?:for|of) (?=[A-Z])/, (m) => (isGeneric(m) ? "" : m)),
    );
    if (!trimmed) continue;
    if (TITLE_WORD.test(trimmed)) position ??= trimmed;
    // Only a segment that is a name throughout: "Quick chat about the role" names nobody.
    else if (!company && nameAt(trimmed) === trimmed.replace(/[.!?]+$/, "")) company = employer(trimmed);
  }
  return { ...(company ? { company } : {}), ...(position ? { position } : {}) };
}

/** Body phrases that introduce the company's name. */
const COMPANY_PHRASES: RegExp[] = [
  /\b(?:thank you|thanks) for (?:applying|your application|your interest|submitting your application)(?: for [^.\n]{1,80}?)? (?:to|at|in|with) /gi,
  /\b(?:applying|applied|application|interest) (?:to|at|with|in) /gi,
  /\b(?:position|role|opening|job|opportunity|opportunities|career opportunities|interest) (?:at|with) /gi,
  /\binterview with /gi,
  /\b(?:sent|submitted|forwarded) to /gi,
  /\b(?:join|joining|working at|work at|behalf of|here at|greetings from|offer from|team at|recruiter at|recruiting for|hiring for|invited by|update from|from|at) /gi,
  /\bwelcome to /gi,
];

function companyFromBody(text: string): string | null {
  const head = text.slice(0, 6000);
  let best: { index: number; name: string } | null = null;
  for (const phrase of COMPANY_PHRASES) {
    for (const found of head.matchAll(phrase)) {
      const name = employer(nameAt(head.slice(found.index + found[0].length)));
      if (!name) continue;
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
  const subjectCompany = fromSubject(msg.subject).company;
  if (subjectCompany) return subjectCompany;
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
    const fromEvent = fromSubject(event.summary).company;
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
  /\b(?:for )?the (?:position|role|post) of /gi,
  /\b(?:applying|applied|application|candidacy|interest|interview|shortlisted|considered|consideration)(?: for| in)? (?:the |our |an? )?(?:position of |role of )?(?=[A-Z])/g,
  /\bas (?:an? |our )(?=[A-Z])/g,
  /\bfor (?:the |our |an? )(?=[A-Z][\w-]*,? (?:[A-Z][\w/,-]* ){0,5}(?:position|role|opening)\b)/g,
  /\b(?:opening|opportunity|vacancy) for (?:an? |the )?(?=[A-Z])/g,
];
/** Words a title ends before. */
const TITLE_END =
  /\s+(?:at|with|in|to|on|from|position|role|opening|job|and we|we|has|have|is|was|here|via|-|–|—|\||\()\b|[,.!?;:\n(|]|\s[-–—|]\s/;
/** Lower-case words a title may hold ("Member of Technical Staff", "Head of Sales & Marketing"). */
const TITLE_CONNECTOR = /^(?:of|and|&|for|in|the|-|\/)$/;

function cleanTitle(value: string): string | null {
  const phrase = value
    .slice(0, 120)
    .split(TITLE_END)[0]
    .replace(/^["“'‘]|["”'’]$/g, "")
    .trim();
  // A title is written in capitals: it ends at the first lower-case word that is not a connector.
  const words = phrase.split(/\s+/);
  const end = words.findIndex((w) => /^[a-z]/.test(w) && !TITLE_CONNECTOR.test(w));
  const cut = (end < 0 ? words : words.slice(0, end)).join(" ").replace(/\s+(?:of|and|&|for|in|the|-)$/, "");
  if (cut.length < 2 || cut.length > 80 || !TITLE_WORD.test(cut)) return null;
  return cut.replace(/\s+/g, " ");
}

export function positionOf(msg: ReadMessage, event: CalendarEvent | null, company?: string): string | undefined {
  const subjectPosition = fromSubject(msg.subject).position;
  const subjectTitle = subjectPosition ? cleanTitle(subjectPosition) : null;
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
  // A job board's listing: the company on one line, the title on the next (or the line before).
  if (company) {
    const lines = head.split("\n").map((l) => l.trim());
    for (const [i, line] of lines.entries()) {
      if (line !== company) continue;
      const title = cleanTitle(lines[i + 1] ?? "") ?? cleanTitle(lines[i - 1] ?? "");
      if (title) return title;
    }
  }
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

/**
 * Lines that repeat earlier mail's dates are not read for times: a forwarded or quoted header's "Date:" /
 * "Sent:" (one within three lines of a "From:") and "On … wrote:". A "Date: 2/12 at 15:00" line of the
 * message itself is kept.
 */
function withoutHeaderLines(text: string): string {
  const lines = text.split("\n");
  const isFrom = (line: string | undefined) => line !== undefined && /^\s*>?\s*\**From\**:/i.test(line);
  return lines
    .map((line, i) => {
      if (/\bwrote:\s*$/.test(line)) return "";
      if (!/^\s*>?\s*\**(?:Date|Sent)\**:/i.test(line)) return line;
      const near = lines.slice(Math.max(0, i - 3), i + 4);
      return near.some(isFrom) ? "" : line;
    })
    .join("\n");
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
    return /\b(?:by|before|deadline|due|until|till|expires?|expiry|closes?|ends?|latest by|no later than|valid (?:till|until|up to))\b/.test(
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
