/**
 * Which of the nine kinds an application email is, and the sentence that decided it (issue 32).
 * Deterministic rules, in this order (docs/inbox-classifier.md describes them and their measured precision):
 *
 * 1. Gmail's forwarding confirmation is "other".
 * 2. A calendar that cancels, or updates, an event is "interview changed"; one that invites is an interview.
 * 3. Every kind has phrases (English, with Indian English usage: "kindly", "revert", "do the needful",
 *    "shortlisted", "CTC"), each with a weight; a phrase in the subject counts half again. Job alerts also
 *    count their senders (jobalerts-noreply@linkedin.com, Naukri's recommendations) and how much of the mail
 *    is "unsubscribe" and "apply now" listings.
 * 4. The kind with the highest score wins when it reaches MIN_SCORE; ties go to the earlier kind in
 *    PRECEDENCE (a rejection that thanks you for applying is a rejection). Nothing reaching it is "other".
 *
 * The evidence is the sentence holding the heaviest phrase of the winning kind.
 */
import type { InboxKind, ReadMessage } from "@core/inbox";

type Rule = readonly [pattern: RegExp, weight: number];

/** When two kinds score the same, the earlier one wins. */
const PRECEDENCE: InboxKind[] = [
  "rejection",
  "offer",
  "interview_changed",
  "interview_invitation",
  "assessment",
  "application_received",
  "recruiter_outreach",
  "job_alert",
  "other",
];

/** A kind needs this much to be chosen: one strong phrase, or two weaker ones. */
export const MIN_SCORE = 5;

const RULES: Record<Exclude<InboxKind, "other">, Rule[]> = {
  rejection: [
    [/\bregret to inform\b/i, 10],
    [/\b(?:will|would) not be (?:moving|going) forward\b/i, 10],
    [/\bwon'?t be (?:moving|going) forward\b/i, 10],
    [/\b(?:decided|chosen|decision) (?:not )?to (?:move|proceed|go) forward with (?:other|another|a different)\b/i, 10],
    [/\b(?:decided|chosen) to (?:pursue|proceed with|move ahead with|continue with) (?:other|another)\b/i, 10],
    [/\bmove forward with (?:other|another) candidates?\b/i, 10],
    [/\b(?:decided|chosen) not to (?:proceed|move forward|progress|pursue)\b/i, 10],
    [/\bnot (?:be )?(?:progressing|proceeding) (?:with )?your (?:application|candidacy)\b/i, 10],
    [/\bwe (?:are|will be) unable to (?:proceed|offer you|move forward)\b/i, 10],
    [/\bnot (?:been )?(?:selected|shortlisted)\b/i, 9],
    [/\bunable to shortlist\b/i, 9],
    [/\b(?:position|role) has (?:now )?been filled\b/i, 9],
    [/\bother candidates (?:whose|who)\b/i, 8],
    [/\bnot a (?:fit|match) (?:for|at) this time\b/i, 8],
    [/\bnot (?:the right|a good) (?:fit|match)\b/i, 6],
    [/\bunfortunately\b/i, 3],
    [/\bkeep your (?:resume|cv|profile|details) (?:on file|in our (?:database|records|talent))\b/i, 3],
    [/\bwish you (?:all the )?(?:best|success|luck) (?:in|with) your (?:job )?(?:search|future|career)/i, 3],
    [/\bdeclined?\b.{0,20}\bapplication\b/i, 5],
    [/\bapplication (?:status|update)\b.{0,40}\b(?:rejected|unsuccessful|not selected)\b/i, 9],
    [/\bunsuccessful\b/i, 5],
    [/\b(?:decided|chosen|choose) to focus on (?:other )?candidates\b/i, 10],
    [
      /\b(?:selected|chosen|hired|gone with|went with|offered the (?:role|position) to) (?:another|other|a different) (?:candidate|applicant|person)s?\b/i,
      10,
    ],
    [/\bcandidates (?:whose|who(?:se)? (?:experience|background|skills))\b/i, 6],
    [
      /\bprofile (?:is|does) not (?:match|matching|suit|fit)\b|\bnot matching (?:our|the) (?:current )?requirements?\b/i,
      10,
    ],
    [
      /\b(?:not|unable to|won'?t) (?:be able to )?(?:take|move|carry) your (?:candidature|application|profile|candidacy) (?:forward|further|ahead)\b/i,
      10,
    ],
    [/\bno longer (?:being )?(?:considered|under consideration|in consideration)\b/i, 10],
    [/\b(?:position|role|requisition|opening) (?:has been|is now|was) (?:closed|cancelled|canceled|put on hold)\b/i, 7],
    [/\b(?:go|move|went|moving) in (?:a )?(?:different|another) direction\b/i, 9],
    [/\bnot (?:be )?proceeding (?:further )?with\b/i, 9],
    [/\b(?:isn'?t|is not|not) the right (?:time|moment) to (?:move|proceed|go)\b/i, 10],
    [/\bnot in a position to (?:consider|proceed|move|offer|take)\b/i, 10],
    [/\b(?:won'?t|will not|not) be (?:inviting|progressing|moving|taking) you\b/i, 10],
    [/\b(?:forward|ahead) with (?:other |another |a different |different )?(?:candidate|applicant)s?\b/i, 9],
    [/\bsadly\b/i, 3],
    [/\b(?:not|won'?t|unable to|cannot|can'?t) (?:be able to )?(?:offer you|extend (?:you )?an offer)\b/i, 10],
    [
      /\bother (?:profiles|candidates|applicants) (?:that|who|which) (?:are|were) (?:a )?(?:closer|better|stronger|more)\b/i,
      9,
    ],
  ],
  offer: [
    [/\b(?:pleased|happy|delighted|excited|thrilled) to (?:extend|offer)\b/i, 10],
    [/\bextend (?:you )?an offer\b/i, 10],
    [/\boffer (?:letter|of employment)\b/i, 9],
    [/\bplease find attached (?:the|your) offer\b/i, 10],
    [/\b(?:job|employment|verbal|formal) offer\b/i, 8],
    [/\baccept(?:ance of)? (?:the|this|our) offer\b/i, 6],
    [/\bjoining (?:date|bonus|formalities)\b/i, 5],
    [/\bdate of joining\b/i, 5],
    [/\bwelcome (?:aboard|to the team)\b/i, 5],
    [/\b(?:annual|total|fixed) (?:ctc|compensation)\b/i, 5],
    [/\bctc of\b/i, 5],
    [/\bcompensation (?:package|details)\b/i, 3],
    [/\blike (?:you )?to (?:have you )?join (?:us|[A-Z]\w*)/i, 7],
    [/\boffer (?:document|details|packet|pack)\b/i, 8],
    [/\b\d{1,3}(?:\.\d{1,2})? ?LPA\b|\bESOPs?\b|\bfixed pay\b/i, 3],
    [/\byour offer (?:is|has been) (?:now )?(?:ready|available|released|attached|sent|enclosed)\b/i, 10],
    [/\bselected for the (?:[\w-]+ ){0,4}(?:position|role|post)\b/i, 7],
  ],
  interview_changed: [
    [/\b(?:has|have|had) (?:been |now been )?(?:rescheduled|re-scheduled|postponed|preponed|moved)\b/i, 10],
    [/\b(?:we|i) (?:need|have|would like|had) to (?:reschedule|postpone|prepone|move)\b/i, 10],
    [/\brescheduled (?:to|for)\b/i, 10],
    [/\b(?:interview|call|meeting|round)\b.{0,40}\b(?:cancelled|canceled|called off)\b/i, 10],
    [/\b(?:cancelled|canceled|cancellation)\b.{0,30}\b(?:interview|call|meeting|round)\b/i, 9],
    [/\bupdated invitation\b/i, 10],
    [/\binvitation (?:updated|changed)\b/i, 10],
    [/\bnew (?:date|time|slot|timing)\b/i, 5],
    [/\bchange in (?:the )?(?:interview )?(?:schedule|timing|time)\b/i, 9],
    [/\brevised (?:schedule|timing|time|slot)\b/i, 8],
    [
      /\b(?:move|moved|push|pushed|shift|shifted|bump|bumped|change|changed) (?:our|the|your|this) (?:\w+ )?(?:call|interview|meeting|chat|round|conversation|discussion)\b/i,
      9,
    ],
    [/\bupdated (?:invite|invitation|calendar invite)\b/i, 6],
    [/\b(?:a |had a |have a )?conflict (?:came|has come|come) up\b/i, 4],
    [/\b(?:different|another|alternate|new) (?:time|slot|day|date)\b/i, 4],
    [
      /\b(?:interview|call|discussion|round|meeting)\b.{0,40}\b(?:will not|won'?t|cannot|can'?t|would not) (?:happen|take place|go ahead)\b/i,
      10,
    ],
    [/\bfresh (?:time|slot|date)\b/i, 4],
    [/\bchange of plans?\b/i, 8],
    [/\b(?:will|would) now be (?:at|on|held)\b/i, 8],
    [/\binstead of\b/i, 2],
  ],
  interview_invitation: [
    [
      /\b(?:invite|invited|inviting) you (?:to|for) (?:an? |the |your )?(?:\w+ ){0,3}(?:interview|conversation|chat|call|discussion|round)\b/i,
      10,
    ],
    [/\b(?:like|love|want) to (?:schedule|set up|arrange|invite you)\b/i, 8],
    [/\b(?:interview|call|round|discussion) (?:has been|is|was) (?:scheduled|confirmed|booked|fixed)\b/i, 10],
    [/\b(?:interview|call) (?:confirmation|invitation|invite|scheduled)\b/i, 9],
    [/\bschedule (?:an? |the |your )?(?:\w+ ){0,2}(?:interview|call|chat|conversation)\b/i, 8],
    [/\b(?:share|send|provide|let us know|confirm) your (?:availability|available slots|convenient time)\b/i, 8],
    [/\b(?:select|pick|choose|book) (?:a |an )?(?:time|slot)\b/i, 7],
    [/\bshortlisted for (?:the )?(?:next|first|second|final|technical|\w+ )?(?:round|interview|discussion)\b/i, 10],
    [
      /\b(?:next|first|second|final|technical|hr|managerial|onsite|on-site|virtual|video|phone) (?:round|interview|screen)\b/i,
      5,
    ],
    [/\b(?:phone|recruiter|initial) screen\b/i, 5],
    [/\bface[- ]to[- ]face\b|\bF2F\b/i, 5],
    [/\binterview\b/i, 2],
    [/\bpanel\b/i, 2],
    [/\binterview (?:details|schedule)\b/i, 6],
    [/\bplease join (?:the|using|via|through)\b/i, 5],
    [/\bcalendly\.com\b|\bgoodtime\.io\b/i, 6],
    [/\b(?:can|could|would) you (?:make it|be available|join|do)\b/i, 6],
    [/\b(?:chat|call|conversation|discussion|meeting) with (?:me|us|our|the|my)\b/i, 4],
    [
      /\b(?:meet|zoom|teams|webex|meeting|video) link\b|\bjoin (?:the |our )?(?:meeting|call)\b|\bmicrosoft teams meeting\b/i,
      5,
    ],
    [/\bdetails of (?:your|the) (?:\w+ ){0,2}(?:interview|discussion|round|call)\b/i, 9],
    [/\btechnical discussion\b/i, 6],
    [/\b(?:are|would) you (?:be )?(?:available|free) (?:for|on|at|to|this|next|tomorrow)\b/i, 8],
    [/\b\d{1,2}[- ]?min(?:ute)?s? (?:call|chat|conversation|interview|meeting|screen)\b/i, 6],
    [/\bwith (?:our|the|my) hiring manager\b/i, 4],
    [/\binterview loop\b|\byour interview (?:loop|schedule|itinerary|agenda)\b|\bhere (?:is|are) your interview/i, 9],
    [
      /zoom\.us\/j\/|meet\.google\.com\/[a-z]{3,4}-|teams\.microsoft\.com\/l\/meetup-join|webex\.com\/(?:meet|join)/i,
      4,
    ],
  ],
  assessment: [
    [/\bassessment link\b/i, 10],
    [
      /\b(?:complete|take|attempt|finish|submit) (?:the |this |your |an |our )?(?:online |coding |technical )?(?:assessment|test|challenge|assignment|exercise)\b/i,
      9,
    ],
    [/\btake[- ]home\b/i, 9],
    [/\bcoding (?:challenge|test|assignment|exercise|round|assessment)\b/i, 8],
    [/\bonline (?:test|assessment|coding)\b/i, 8],
    [/\bhackerrank|codility|hackerearth|codesignal|testgorilla|mettl|imocha|coderbyte|hirepro\b/i, 7],
    [/\bassessment\b/i, 4],
    [/\bassignment\b/i, 4],
    [/\btest link\b/i, 7],
    [
      /\b(?:work on|complete|solve|finish|attempt) (?:the |this |our )?(?:attached |following )?(?:assignment|task|problem|case study|exercise)\b/i,
      9,
    ],
    [/\bcase study\b|\bproblem statement\b/i, 6],
    [/\bsend (?:your|the|me your) (?:solution|submission|code)\b/i, 6],
  ],
  application_received: [
    [/\bthank(?:s| you) for (?:applying|your application|submitting your application)\b/i, 7],
    [/\b(?:we )?(?:have )?(?:successfully )?received your (?:job )?application\b/i, 7],
    [/\byour application (?:has been|was) (?:successfully )?(?:received|submitted|sent|forwarded|viewed)\b/i, 7],
    [/\bapplication (?:received|submitted|sent|confirmation|acknowledg(?:e)?ment)\b/i, 6],
    [/\byour application to [^.\n]{1,80}? (?:was|has been) (?:sent|submitted|received)\b/i, 7],
    [/\bapplied successfully\b|\bsuccessfully applied\b/i, 7],
    [/\bthank(?:s| you) for (?:your )?interest in\b/i, 4],
    [/\b(?:review|reviewing) your (?:application|profile|resume|candidacy)\b/i, 2],
    [/\byou applied (?:for|to)\b/i, 5],
    [/\b(?:we'?ve|we have|we) (?:got|received) your (?:application|resume|cv|profile)\b/i, 7],
    [/\backnowledge (?:the )?receipt of your (?:application|resume|cv|profile)\b/i, 9],
    [/\byour application is in\b|\bhat in the ring\b|\bthanks? (?:you )?for your submission\b/i, 7],
    [/\blook at your application\b/i, 4],
  ],
  recruiter_outreach: [
    [/\bcame across your (?:profile|resume|cv)\b/i, 9],
    [/\b(?:i am|i'm) (?:a |the )?(?:recruiter|talent|technical recruiter|hiring)\b/i, 5],
    [/\b(?:reaching|reach) out (?:to you )?(?:regarding|about|with|for)\b/i, 6],
    [/\b(?:would|will) you be (?:interested|open)\b/i, 7],
    [/\bare you (?:open|interested|looking)\b/i, 7],
    [/\b(?:exciting|great|new) (?:job )?(?:opportunity|opening|role)\b/i, 4],
    [/\b(?:share|send) (?:me )?your (?:updated )?(?:resume|cv|profile)\b/i, 7],
    [/\b(?:current|expected) ctc\b/i, 6],
    [/\bnotice period\b/i, 4],
    [/\byour profile (?:matches|looks|seems|is a good)\b/i, 6],
    [/\bwe are hiring\b|\bwe're hiring\b|\bhiring for\b/i, 3],
    [/\bkindly revert\b|\brevert (?:back )?with\b/i, 4],
    [/\bdo the needful\b/i, 3],
    [/\binmail\b/i, 5],
    [
      /\b(?:urgent )?(?:requirement|opening|position) for (?:an? )?[A-Z][\w.+#/-]*(?: [A-Z][\w.+#/-]*){0,3} (?:for|with|at) (?:our|one of our) (?:client|clients)\b|\bfor (?:our|one of our) (?:client|clients)\b/i,
      6,
    ],
    [/\bcctc\b|\bectc\b/i, 6],
    [/\b(?:send|share|forward) (?:me )?your (?:latest|recent|current|updated) (?:resume|cv|profile)\b/i, 7],
    [/\bJD\b|\bjob description\b/i, 2],
    [/\bany interest in (?:a |an )?(?:quick |short )?(?:chat|call|conversation|role|opportunity)\b/i, 8],
    [
      /\b(?:saw|seen|noticed|found|checked out|came across|read) your (?:github|profile|work|portfolio|blog|post|resume|talk|project|open[- ]source)\b/i,
      8,
    ],
    [/\byou'?d (?:enjoy|be a (?:great|good|strong) (?:fit|match|addition)|love it)\b/i, 5],
    [/\b(?:love|happy) to (?:chat|connect|tell you)\b/i, 4],
    [/\b(?:i|we) (?:lead|run|head|manage) (?:talent|recruiting|hiring|recruitment)\b/i, 6],
    [/\bopen to (?:a |an )?(?:conversation|chat|call|discussion|talk|new (?:role|opportunit))/i, 8],
    [/\bcaught my (?:eye|attention)\b/i, 5],
    [/\bwe'?re looking for (?:someone|an? |engineers?|people)/i, 5],
    [/\bif you'?re (?:exploring|open|looking)\b|\bmade me think of you\b/i, 6],
  ],
  job_alert: [
    [/\bjob alert\b/i, 9],
    [/\bjobs? (?:for you|you may be interested in|matching your|based on your|recommended for you)\b/i, 9],
    [/\brecommended jobs?\b/i, 9],
    [/\bnew jobs?\b.{0,30}\b(?:for|matching|in)\b/i, 6],
    [/\b\d+\+? (?:new )?jobs\b/i, 6],
    [/\bjob recommendations?\b/i, 9],
    [/\bnewsletter\b|\bweekly digest\b|\bdaily digest\b/i, 7],
    [/\bdigest\b|\btop stories\b/i, 4],
    [/\bview all jobs\b|\bsee all jobs\b|\bsee more jobs\b/i, 5],
    [/\bare hiring\b|\bis hiring\b/i, 3],
    [/\bunsubscribe\b/i, 1],
  ],
};

/** Senders whose mail is a job alert or newsletter whatever it says. */
const ALERT_SENDER =
  /^(?:jobalerts?-?noreply|jobs-listings|alerts?|jobalerts?|naukrialerts|recommendations?|newsletter|digest)@/i;
const ALERT_DOMAINS =
  /(?:^|\.)(?:linkedin\.com|naukri\.com|indeed\.com|indeedemail\.com|wellfound\.com|angel\.co|instahyre\.com|foundit\.in|glassdoor\.com)$/i;

export type Classified = { kind: InboxKind; evidence: string };

/** The sentences of `text` (lines and ". "-separated parts), with their positions. */
function sentenceAround(text: string, index: number): string {
  let start = index;
  let end = index;
  const stops = ".!?\n";
  while (start > 0 && !stops.includes(text[start - 1]) && index - start < 300) start--;
  while (end < text.length && !stops.includes(text[end]) && end - index < 300) end++;
  if (end < text.length && text[end] !== "\n") end++;
  return text.slice(start, end).replace(/\s+/g, " ").trim();
}

/**
 * Parts of the text not to read for the kind: quoted replies ("> …", "On … wrote:") and forwarded header
 * lines, which repeat earlier mail; and conditional sentences about what may happen later ("if you need to
 * reschedule…", "if we decide not to move forward…").
 */
function readable(text: string): string {
  return text
    .split("\n")
    .filter((line) => !/^\s*>/.test(line) && !/^\s*(?:From|Sent|To|Cc|Date|Subject):/i.test(line))
    .map((line) =>
      line
        // What is done is no event: "Thanks for completing our take-home" comes with a result, not a task.
        .replace(
          /\bthank(?:s| you) for (?:taking the time to )?(?:complet|submitt|doing|attempt|finish)\w* (?:our |the |your )?(?:\w+ ){0,2}(?:take-home|assessment|test|assignment|exercise|challenge)s?\b[^.!?\n]{0,120}[.!?]?/gi,
          " ",
        )
        .replace(
          /\b(?:if|should|in case|in the event)\b[^.!?\n]{0,80}\b(?:reschedul|cancel|not (?:be )?(?:moving|selected|shortlisted)|move forward with other|unable to)[^.!?\n]{0,120}[.!?]?/gi,
          " ",
        ),
    )
    .join("\n");
}

/** The kind of `msg` and the sentence that decided it. Pure and deterministic. */
export function classify(msg: ReadMessage, calendarMethod: string | null): Classified {
  if (msg.confirmation) return { kind: "other", evidence: "Gmail forwarding confirmation" };
  if (calendarMethod === "CANCEL")
    return { kind: "interview_changed", evidence: "The calendar invitation cancels the event" };

  const text = readable(msg.text.slice(0, 20_000));
  const subject = msg.subject;
  const scores = new Map<InboxKind, { score: number; best: number; evidence: string }>();
  for (const [kind, rules] of Object.entries(RULES) as [Exclude<InboxKind, "other">, Rule[]][]) {
    let score = 0;
    let best = 0;
    let evidence = "";
    for (const [pattern, weight] of rules) {
      const inSubject = pattern.exec(subject);
      const inText = pattern.exec(text);
      if (!inSubject && !inText) continue;
      const counted = inSubject ? weight * 1.5 : weight;
      score += counted;
      if (counted > best) {
        best = counted;
        evidence = inSubject ? `Subject: ${subject}` : sentenceAround(text, inText?.index ?? 0);
      }
    }
    scores.set(kind, { score, best, evidence });
  }

  // Job alerts: who sends them, and how much of the mail is listings to unsubscribe from.
  const alert = scores.get("job_alert");
  if (alert) {
    const fromAlertSender =
      ALERT_SENDER.test(msg.sender.email) && ALERT_DOMAINS.test(msg.sender.email.split("@")[1] ?? "");
    const listings = (text.match(/\bapply now\b|\bview job\b|\beasy apply\b|\bapply on company website\b/gi) ?? [])
      .length;
    if (fromAlertSender) {
      alert.score += 10;
      if (alert.best < 10) {
        alert.best = 10;
        alert.evidence = `Sent by ${msg.sender.email}, a job alert sender`;
      }
    }
    if (!fromAlertSender && /^(?:newsletter|digest|news)@/i.test(msg.sender.email)) alert.score += 4;
    if (listings >= 3) {
      alert.score += 6;
      if (!alert.evidence) alert.evidence = `${listings} job listings with "Apply now" links`;
    }
  }

  // A calendar that invites (or updates an invitation) weighs as a confirmed interview.
  if (calendarMethod === "REQUEST" || calendarMethod === "PUBLISH") {
    const interview = scores.get("interview_invitation");
    if (interview) {
      interview.score += 8;
      if (interview.best < 8) {
        interview.best = 8;
        interview.evidence = "A calendar invitation is attached";
      }
    }
  }

  let winner: InboxKind = "other";
  let top = 0;
  for (const kind of PRECEDENCE) {
    const entry = scores.get(kind);
    if (entry && entry.score >= MIN_SCORE && entry.score > top) {
      winner = kind;
      top = entry.score;
    }
  }
  if (winner === "other") return { kind: "other", evidence: "No phrase of an application email decided it" };
  return { kind: winner, evidence: (scores.get(winner)?.evidence ?? "").slice(0, 300) };
}
