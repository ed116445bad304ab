/** Employment types as boards write them (schema.org's FULL_TIME, "Full-time", "Contract", …) → Offerpath's job types. */
import type { JobType } from "./types";

const RULES: [RegExp, JobType][] = [
  [/full[\s_-]*time|permanent|regular/i, "full-time"],
  [/part[\s_-]*time/i, "part-time"],
  [/contract|temporary|temp\b|freelance|fixed[\s_-]*term|per[\s_-]*diem/i, "contract"],
  [/intern|trainee|apprentice/i, "internship"],
  [/telecommute|remote/i, "remote"],
];

/** The first of the values that maps to a job type, or undefined. */
export function jobTypeOf(values: unknown): JobType | undefined {
  const list = Array.isArray(values) ? values : [values];
  for (const v of list) {
    if (typeof v !== "string") continue;
    for (const [re, type] of RULES) if (re.test(v)) return type;
  }
  for (const v of list) if (typeof v === "string" && /other|volunteer|seasonal/i.test(v)) return "other";
  return undefined;
}
