/**
 * The browser extension's hand-off, its reading half (api-contract.md §11): validates the JSON job the
 * extension left in `localStorage.pendingJobData` and fills the form by element name. Loaded by
 * extension-handoff.ts only when there is such a job to read (decision 062).
 */

import { CURRENCIES, JOB_SOURCES, JOB_TYPES, PRIORITIES } from "@core/enums";
import { jobSourceFromUrl } from "@core/job-source";

const TEXT_FIELDS = ["company", "position", "jobLocation", "jobDescription", "jobUrl"] as const;
const ENUMS: Record<string, readonly string[]> = {
  jobType: JOB_TYPES,
  priority: PRIORITIES,
  source: JOB_SOURCES,
  "salary.currency": CURRENCIES,
};

export type PendingJob = Record<string, string | boolean>;

/** Validates and flattens the extension's payload into form values by element name; throws if unusable. */
export function parsePendingJob(raw: string): PendingJob {
  const data: unknown = JSON.parse(raw);
  if (typeof data !== "object" || data === null || Array.isArray(data)) throw new Error("not an object");
  const d = data as Record<string, unknown>;
  const out: PendingJob = {};
  for (const key of TEXT_FIELDS) {
    if (typeof d[key] === "string") out[key] = (d[key] as string).slice(0, key === "jobDescription" ? 20000 : 2048);
  }
  if (typeof d.jobType === "string" && ENUMS.jobType.includes(d.jobType)) out.jobType = d.jobType;
  if (typeof d.priority === "string" && ENUMS.priority.includes(d.priority)) out.priority = d.priority;
  if (typeof d.favorite === "boolean") out.favorite = d.favorite;
  // contract §11.3's `source` names the extension's reader ("generic" for any page): a board's name is kept, and
  // any other page's source is read from its address (an ATS page is the company's site; issue 33).
  if (typeof d.source === "string" && ENUMS.source.includes(d.source)) out.source = d.source;
  else if (typeof out.jobUrl === "string") {
    const found = jobSourceFromUrl(out.jobUrl);
    if (found) out.source = found;
  }
  const salary = d.salary;
  if (typeof salary === "object" && salary !== null) {
    const s = salary as Record<string, unknown>;
    for (const k of ["min", "max"] as const) {
      const n = Number(s[k]);
      if (Number.isFinite(n) && n >= 0) out[`salary.${k}`] = String(Math.round(n));
    }
    if (typeof s.currency === "string" && ENUMS["salary.currency"].includes(s.currency)) {
      out["salary.currency"] = s.currency;
    }
  }
  if (!out.company && !out.position) throw new Error("no job in payload");
  return out;
}

/** Writes values into the form's controls by name, firing input/change so any listener sees them. */
export function fillForm(form: HTMLFormElement, values: PendingJob) {
  for (const [name, value] of Object.entries(values)) {
    const el = form.elements.namedItem(name);
    if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement))
      continue;
    if (el instanceof HTMLInputElement && el.type === "checkbox") el.checked = value === true || value === "true";
    else el.value = String(value);
    el.dispatchEvent(new Event("input", { bubbles: true }));
    el.dispatchEvent(new Event("change", { bubbles: true }));
  }
}
