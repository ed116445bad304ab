/**
 * The browser extension's hand-off (api-contract.md §11): the extension leaves a JSON job in
 * `localStorage.pendingJobData` and fires a `jobDataAvailable` window event; /jobs/new reads it, fills
 * the form by element name, and removes the key so a duplicate event is harmless.
 */

import { CURRENCIES, JOB_SOURCES, JOB_TYPES, PRIORITIES } from "@core/enums";
import { jobSourceFromUrl } from "@core/job-source";
import { useLayoutEffect, useState } from "react";

export type HandoffState = "idle" | "waiting" | "received" | "error";

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

/** The element names the extension fills (api-contract.md §11.1): /jobs/new uses them, /jobs/edit must not. */
export const EXTENSION_FIELD_NAMES: readonly string[] = [
  "company",
  "position",
  "jobLocation",
  "salary.min",
  "salary.max",
  "jobUrl",
  "applicationDate",
  "jobType",
  "salary.currency",
  "priority",
  "favorite",
  "jobDescription",
  "notes",
  "source",
];

/**
 * /jobs/new only (`enabled`): reads pending job data at load and on each `jobDataAvailable` event, and
 * notices the extension's own DOM fill (script-made `input`/`change` events on its field names), so a
 * fill is always announced, even a stale one on a manual visit. Starts in "waiting" when the page was
 * opened by the extension (`?jobDataId=` or `?extension=`). `dismiss` returns to "idle".
 */
export function useExtensionHandoff(
  formRef: React.RefObject<HTMLFormElement | null>,
  { enabled, expectingData }: { enabled: boolean; expectingData: boolean },
) {
  const [state, setState] = useState<HandoffState>(enabled && expectingData ? "waiting" : "idle");
  // A layout effect: the listeners are on the form in the same task that hydrates it, so a fill right
  // after hydration is seen.
  useLayoutEffect(() => {
    if (!enabled) return;
    const form = formRef.current;
    const read = () => {
      let raw: string | null = null;
      try {
        raw = window.localStorage.getItem("pendingJobData");
      } catch {
        return;
      }
      if (!raw) return;
      try {
        window.localStorage.removeItem("pendingJobData");
      } catch {
        // Storage may be read-only (private mode); the values are read already.
      }
      try {
        const values = parsePendingJob(raw);
        if (formRef.current) fillForm(formRef.current, values);
        setState("received");
      } catch {
        setState("error");
      }
    };
    const onEvent = (event: Event) => {
      const source = (event as CustomEvent<{ source?: string }>).detail?.source;
      if (source === undefined || source === "chromeExtension" || source === "firefoxExtension") read();
    };
    const onScriptedFill = (event: Event) => {
      const name = (event.target as { name?: unknown } | null)?.name;
      if (!event.isTrusted && typeof name === "string" && EXTENSION_FIELD_NAMES.includes(name)) {
        setState("received");
      }
    };
    read();
    window.addEventListener("jobDataAvailable", onEvent);
    form?.addEventListener("input", onScriptedFill, true);
    form?.addEventListener("change", onScriptedFill, true);
    return () => {
      window.removeEventListener("jobDataAvailable", onEvent);
      form?.removeEventListener("input", onScriptedFill, true);
      form?.removeEventListener("change", onScriptedFill, true);
    };
  }, [formRef, enabled]);
  return { state, dismiss: () => setState("idle") };
}
