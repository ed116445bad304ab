/**
 * Which part of a posting each sentence sits in (docs/match.md "Required or preferred"):
 * 1. Headings set the section until the next heading. A heading is a short line (at most 7 words, not
 *    ending with a full stop) that is one of the phrases below as a whole, or such a phrase before a colon
 *    ("Must have: Java, Spring"), which then covers its own line and the lines after it.
 *    - preferred: "Nice to have", "Good to have", "Bonus", "Preferred …", "Pluses", "Desirable", "Added advantage";
 *    - ignored (about the company, not the candidate): "About us", "About <company>", "Benefits", "Perks",
 *      "What we offer", "Why join us", "Compensation", "Equal opportunity"; and one-line facts such as
 *      "Location:", "CTC:", "Notice period:", "Industry Type:", "Department:", "Employment Type:";
 *    - required: "Requirements", "Must have", "What you'll need", "Qualifications", "Key skills",
 *      "Desired candidate profile", "Who you are", "Eligibility", "Education", "Experience", …;
 *    - any other heading ("Responsibilities", "About the role", "Job description") is neutral.
 * 2. Neutral text (and text before any heading) counts as required: postings list what they need there too.
 *    The posting's first line, when it is a short title, only fills in what the text does not say (see
 *    `postingParts`).
 * 3. A sentence's own words override its section: "preferred", "preferably", "a plus", "an advantage",
 *    "nice to have", "good to have", "bonus", "desirable", "ideally", "not mandatory", "optional" make it
 *    preferred; otherwise "must", "mandatory", "required", "essential" make it required. Ignored sections
 *    stay ignored.
 */
import { type Sentence, trimEndOf } from "./normalise";

export type Part = "required" | "preferred" | "ignored" | "heading" | "title";

const PREFERRED_HEAD =
  /^(?:(?:nice|good)[\s-]to[\s-]haves?|bonus(?: points)?|preferred|preferable|pluses|plus points?|desirable|added advantage|brownie points|extra credit|optional|not mandatory|(?:preferred|desired|desirable|additional|bonus|optional|nice[\s-]to[\s-]have|good[\s-]to[\s-]have) (?:skills?|qualifications?|experience|requirements?)(?: and (?:skills?|qualifications?|experience))?|(?:it('|’)?s |it is )?a plus|(?:it would be|would be) (?:great|nice)(?: if you (?:have|had))?|even better if you have|bonus if you have|you might also have|ideally,? you have|what would make you stand out|stand out if you have)$/;
const IGNORED_HEAD =
  /^(about(?! (?:you|the role|the job|the position|this role|the opportunity|the team you))\b.*|who we are|our (?:story|mission|values|culture|company|benefits)|benefits?(?: and perks)?|perks(?: and benefits)?|what we offer|what('|’)?s in it for you|why (?:join|work)\b.*|compensation(?: and benefits)?|salary|pay|equal (?:opportunity|employment).*|eeo.*|diversity.*|how to apply|life at .*|company (?:overview|profile|description))$/;
const IGNORED_LINE_LABEL =
  /^(location|job location|work location|salary|ctc|package|notice period|industry(?: type)?|department|functional area|role category|employment type|job type|shift|schedule|work mode|openings|applicants|posted(?: on)?|company|website|address|pay|compensation|benefits|job id|reference|ref|reports? to|travel|start date|perks|walk[\s-]?in.*)$/;
const REQUIRED_HEAD =
  /^(requirements?|job requirements|required(?: skills| qualifications| experience)?|minimum qualifications|basic qualifications|must[\s-]haves?(?: skills)?|mandatory(?: skills)?|what you('|’)?ll need|what you need|what we('|’)?re looking for|what we are looking for|who you are|you have|you are|about you|your profile|qualifications?(?: and skills| and experience)?|skills(?: required| and qualifications| and experience)?|key skills|skill set|skillset|technical skills|desired candidate profile|candidate profile|eligibility(?: criteria)?|education(?:al qualifications?)?|experience(?: required)?|work experience|tech stack|our stack|tools)$/;

const PREFERRED_SENTENCE =
  /\b(preferred|preferably|preferable|a plus|an added advantage|added advantage|an advantage|advantageous|nice[\s-]to[\s-]have|good[\s-]to[\s-]have|bonus|desirable|ideally|not mandatory|not required|not necessary|optional|would be (?:great|nice|helpful))\b/i;
const REQUIRED_SENTENCE = /\b(must|mandatory|required|essential|minimum|at least|atleast)\b/i;

/** The first word of every heading the patterns know: any other line is text, without running them. */
const HEADING_FIRST_WORDS = new Set(
  `requirements requirement required minimum basic must mandatory what whats what's what’s who you about your qualifications
qualification skills skill skillset key technical desired candidate eligibility education educational experience work
tech our tools nice good bonus preferred preferable pluses plus desirable added an brownie extra optional not
additional it its it's it’s would even ideally stand benefits benefit perks why compensation salary pay equal eeo
diversity how life company location job ctc package notice industry department functional role roles employment
shift schedule openings applicants posted website address ref reference reports report travel start walk walk-in
responsibilities description the duties day summary overview position a`.split(/\s+/),
);

type Heading = { part: Part | "neutral"; content: boolean };

/** A line that is a heading (or "Heading: content"), and the part it opens; null when the line is text. */
export function headingOf(line: string): Heading | null {
  // Cheap first: a heading's label has at most 7 words, so 8 spaces before any colon rule it out.
  const colonAt = line.indexOf(":");
  const headText = colonAt >= 0 ? line.slice(0, colonAt) : line;
  if (headText.length > 80 || headText.trim().split(/\s+/).length > 8) return null;
  const firstWord = /[A-Za-z][A-Za-z'’-]*/.exec(headText)?.[0].toLowerCase();
  if (firstWord === undefined || !HEADING_FIRST_WORDS.has(firstWord)) return null;
  const cleaned = trimEndOf(line.replace(/^[\s#*>•\-–]+/, ""), "*_").replace(/\*\*/g, "");
  const colon = cleaned.indexOf(":");
  const head = (colon >= 0 ? cleaned.slice(0, colon) : cleaned)
    .toLowerCase()
    .replace(/[^a-z0-9'’&/ -]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  const content = colon >= 0 && cleaned.slice(colon + 1).trim().length > 0;
  const words = head ? head.split(" ").length : 0;
  if (words === 0 || words > 7) return null;
  if (colon < 0 && /[.!?]$/.test(cleaned)) return null;
  if (colon >= 0 && IGNORED_LINE_LABEL.test(head)) return { part: "ignored", content: true };
  if (PREFERRED_HEAD.test(head)) return { part: "preferred", content };
  if (IGNORED_HEAD.test(head)) return { part: "ignored", content };
  if (REQUIRED_HEAD.test(head)) return { part: "required", content };
  if (
    /^(responsibilities|key responsibilities|roles? (?:and|&) responsibilities|job description|description|the role|about the role|about the job|your role|role|what you('|’)?ll do|what you will do|duties|day to day|job summary|summary|overview|position summary|role overview|the opportunity)$/.test(
      head,
    )
  ) {
    return { part: "neutral", content };
  }
  return null;
}

/**
 * The part of each sentence of a posting. The first line is the posting's title when it is short (at most
 * 12 words), not a heading, not a full sentence, and more lines follow ("Java Backend Developer | 4-7
 * Yrs"): its terms count as required only when the text does not name them (then the text's sentence is
 * quoted, with its own importance), its years only when no other sentence asks any, and it gives no phrase.
 */
export function postingParts(sentences: Sentence[], lines: string[]): Part[] {
  const lineParts: (Part | "neutral")[] = [];
  const headingOnly = new Set<number>();
  let section: Part | "neutral" = "neutral";
  const first = lines.findIndex((l) => l.trim() !== "");
  const title =
    first >= 0 &&
    lines.slice(first + 1).some((l) => l.trim() !== "") &&
    headingOf(lines[first]) === null &&
    lines[first].trim().split(/\s+/).length <= 12 &&
    !/[.!?]$/.test(lines[first].trim())
      ? first
      : -1;
  for (let i = 0; i < lines.length; i++) {
    if (i === title) {
      lineParts.push("title");
      continue;
    }
    const h = headingOf(lines[i]);
    if (h && h.part === "ignored" && h.content && IGNORED_LINE_LABEL.test(labelOf(lines[i]))) {
      lineParts.push("ignored");
      continue;
    }
    if (h) {
      section = h.part;
      if (!h.content) headingOnly.add(i);
    }
    lineParts.push(section);
  }
  return sentences.map((s) => {
    if (headingOnly.has(s.line)) return "heading";
    const base = lineParts[s.line] ?? "neutral";
    if (base === "ignored" || base === "title") return base;
    if (PREFERRED_SENTENCE.test(s.text)) return "preferred";
    if (base !== "preferred") return "required";
    return REQUIRED_SENTENCE.test(s.text) ? "required" : "preferred";
  });
}

function labelOf(line: string): string {
  const cleaned = line.replace(/^[\s#*>•\-–]+/, "").replace(/\*\*/g, "");
  const colon = cleaned.indexOf(":");
  return (colon >= 0 ? cleaned.slice(0, colon) : "").toLowerCase().replace(/\s+/g, " ").trim();
}
