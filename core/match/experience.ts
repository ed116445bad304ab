/**
 * Years of experience: what the posting asks and what the resume shows (docs/match.md "Experience").
 *
 * Asked: the smallest number of each "3+ years", "minimum 5 years", "at least 2 yrs", "2-4 years",
 * "5 years of experience" (numbers in words too: "five years"); the largest of those in required
 * sentences wins (the overall bar, not a sub-skill's), else the largest in preferred ones, else the title's
 * ("Java Developer | 4-7 Yrs").
 *
 * Shown: an explicit claim ("6 years of experience", "8+ yrs of professional experience": the largest)
 * wins; without one, the union of the resume's date ranges ("Jan 2019 – Present", "2018-2021",
 * "03/2019 - 06/2021", "Jun-2020 to Mar-2022", "Apr'22 – Till date"), overlaps counted once, outside its Education/Certifications/Training sections and
 * off lines naming a degree or a school. A range with months counts both end months; year-only ranges
 * count whole years ("2018-2021" is 3); "Present" is the month of `now`. Shown to one decimal.
 */
import { type Sentence, trimEndOf } from "./normalise";
import type { Part } from "./sections";

const NUMBER_WORDS: Record<string, string> = {
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
  ten: "10",
  eleven: "11",
  twelve: "12",
  fifteen: "15",
  twenty: "20",
};
const NUMBER_WORD =
  /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\b(?:\s*\(\d+\))?/gi;

const YEARS = "(?:years?|yrs?)";
/** "18+ years of age", "21 years old": an age, not experience. */
const NOT_AGE = String.raw`(?!\s*(?:of\s+age|old|or\s+older|and\s+above\s+of\s+age))`;
const ASKED = [
  new RegExp(String.raw`(\d{1,2})\s*(?:\+|plus)\s*${YEARS}\b${NOT_AGE}`, "gi"),
  new RegExp(String.raw`(\d{1,2})(?:\.\d)?\s*(?:-|–|—|to)\s*\d{1,2}(?:\.\d)?\s*\+?\s*${YEARS}\b${NOT_AGE}`, "gi"),
  new RegExp(
    String.raw`(?:minimum|min\.?|at\s*least|not less than)\s*(?:of\s*)?(\d{1,2})\s*\+?\s*${YEARS}\b${NOT_AGE}`,
    "gi",
  ),
  new RegExp(String.raw`(\d{1,2})\s*${YEARS}\s*(?:of\s*)?(?:[\w-]+\s+){0,3}?(?:experience|exp\b)`, "gi"),
];
const EXPLICIT = new RegExp(
  String.raw`(\d{1,2}(?:\.\d)?)\s*\+?\s*${YEARS}\s*(?:of\s*)?(?:[\w-]+\s+){0,3}?(?:experience|exp\b)`,
  "gi",
);

const MONTHS = "jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec";
const MONTH_INDEX: Record<string, number> = {
  jan: 0,
  feb: 1,
  mar: 2,
  apr: 3,
  may: 4,
  jun: 5,
  jul: 6,
  aug: 7,
  sep: 8,
  sept: 8,
  oct: 9,
  nov: 10,
  dec: 11,
};
const DATE = String.raw`(?:(${MONTHS})[a-z]*[\s.,'’-]*(\d{4}|\d{2})\b|(\d{1,2})\s*[/.-]\s*(\d{4})|(\d{4}))`;
const END = `(?:${DATE}|(present|current|currently|now|till date|till now|to date|today|ongoing|date))`;
const RANGE = new RegExp(String.raw`\b${DATE}\s*(?:-|–|—|to|till|until)\s*${END}`, "gi");

const NOT_WORK_HEADING =
  /^(education|academic|academics|qualifications?|educational qualifications?|certifications?|courses?|training|awards?|achievements?|publications?|hobbies|interests|languages|personal)\b/i;
const WORK_HEADING =
  /^(experience|work experience|professional experience|employment|work history|career|projects?|internships?)\b/i;
const SCHOOL_LINE =
  /\b(university|college|school|institute|academy|iit|nit|bits|b\.?\s?tech|b\.?e\.|bachelor|master|m\.?\s?tech|mba|pgdm|b\.?com|m\.?com|b\.?sc|m\.?sc|bca|mca|degree|cgpa|gpa|percentage|class x|12th|10th|hsc|ssc|graduat)/i;

export type Asked = { years: number; sentence: string } | null;
export type Shown = { years: number; sentence: string } | null;

function withDigits(text: string): string {
  return text.replace(NUMBER_WORD, (w) => NUMBER_WORDS[w.replace(/\s*\(.*$/, "").toLowerCase()] ?? w);
}

/** The years a posting asks (see the file's comment). */
export function askedYears(sentences: Sentence[], parts: Part[]): Asked {
  let required: Asked = null;
  let preferred: Asked = null;
  let title: Asked = null;
  for (let i = 0; i < sentences.length; i++) {
    const part = parts[i];
    if (part === "ignored") continue;
    const text = withDigits(sentences[i].text);
    let least: number | null = null;
    for (const re of ASKED) {
      re.lastIndex = 0;
      for (let m = re.exec(text); m !== null; m = re.exec(text)) {
        const n = Number(m[1]);
        if (n <= 30 && (least === null || n < least)) least = n;
      }
    }
    if (least === null) continue;
    const found = { years: least, sentence: sentences[i].text };
    if (part === "title") {
      if (!title || least > title.years) title = found;
    } else if (part === "preferred") {
      if (!preferred || least > preferred.years) preferred = found;
    } else if (!required || least > required.years) {
      required = found;
    }
  }
  return required ?? preferred ?? title;
}

/** The years a resume shows (see the file's comment). */
export function shownYears(sentences: Sentence[], lines: string[], now: Date): Shown {
  let explicit: Shown = null;
  for (const s of sentences) {
    const text = withDigits(s.text);
    EXPLICIT.lastIndex = 0;
    for (let m = EXPLICIT.exec(text); m !== null; m = EXPLICIT.exec(text)) {
      const n = Number(m[1]);
      if (n <= 50 && (!explicit || n > explicit.years)) explicit = { years: n, sentence: s.text };
    }
  }
  if (explicit) return explicit;

  const nowMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const spans: [number, number][] = [];
  let firstLine: string | null = null;
  let work = true;
  for (const rawLine of lines) {
    const line = rawLine.trim();
    const bare = trimEndOf(line.replace(/^[\s#*>•\-–]+/, ""), ":*");
    if (bare.split(/\s+/).length <= 4 && /^[A-Za-z &/]+$/.test(bare)) {
      if (NOT_WORK_HEADING.test(bare)) work = false;
      else if (WORK_HEADING.test(bare)) work = true;
    }
    if (!work || SCHOOL_LINE.test(line)) continue;
    RANGE.lastIndex = 0;
    for (let m = RANGE.exec(line); m !== null; m = RANGE.exec(line)) {
      const start = monthOf(m[1], m[2], m[3], m[4], m[5], false);
      const end = m[11] ? nowMonth + 1 : monthOf(m[6], m[7], m[8], m[9], m[10], true);
      if (start === null || end === null || end <= start || start > nowMonth || end > nowMonth + 1) continue;
      spans.push([start, end]);
      firstLine ??= line;
    }
  }
  if (spans.length === 0 || firstLine === null) return null;
  spans.sort((a, b) => a[0] - b[0]);
  let months = 0;
  let [curStart, curEnd] = spans[0];
  for (const [s, e] of spans.slice(1)) {
    if (s <= curEnd) curEnd = Math.max(curEnd, e);
    else {
      months += curEnd - curStart;
      [curStart, curEnd] = [s, e];
    }
  }
  months += curEnd - curStart;
  return { years: Math.round((months / 12) * 10) / 10, sentence: firstLine };
}

/**
 * A date as a month index (year × 12 + month). A start is its month; an end is the month after it
 * (ranges count both end months); a year alone is January as a start and as an end (so "2018-2021" is 36
 * months).
 */
function monthOf(
  monthName: string | undefined,
  monthYear: string | undefined,
  monthNum: string | undefined,
  numYear: string | undefined,
  yearOnly: string | undefined,
  isEnd: boolean,
): number | null {
  let year: number;
  let month: number;
  if (monthName && monthYear) {
    year = Number(monthYear.length === 2 ? `20${monthYear}` : monthYear);
    month = MONTH_INDEX[monthName.toLowerCase()];
  } else if (monthNum && numYear) {
    year = Number(numYear);
    month = Number(monthNum) - 1;
    if (month < 0 || month > 11) return null;
  } else if (yearOnly) {
    year = Number(yearOnly);
    if (year < 1950 || year > 2100) return null;
    return year * 12;
  } else {
    return null;
  }
  if (year < 1950 || year > 2100) return null;
  return year * 12 + month + (isEnd ? 1 : 0);
}
