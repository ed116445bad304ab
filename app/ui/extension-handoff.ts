/**
 * The browser extension's hand-off (api-contract.md §11): the extension leaves a JSON job in
 * `localStorage.pendingJobData` and fires a `jobDataAvailable` window event; /jobs/new reads it, fills
 * the form by element name, and removes the key so a duplicate event is harmless.
 */

import { useLayoutEffect, useState } from "react";

export type HandoffState = "idle" | "waiting" | "received" | "error";

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
      // The reading half loads only now (extension-handoff-fill.ts); if it cannot (offline, or gone after
      // a deploy), the job is reported unreadable as a bad payload is, and the form stays as typed.
      import("./extension-handoff-fill")
        .then(({ parsePendingJob, fillForm }) => {
          const values = parsePendingJob(raw);
          if (formRef.current) fillForm(formRef.current, values);
          setState("received");
        })
        .catch(() => setState("error"));
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
