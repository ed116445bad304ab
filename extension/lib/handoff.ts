/**
 * "Open in Offerpath": the job goes to the app's /jobs/new through the `pendingJobData` protocol of
 * contract §11 (page localStorage + a `jobDataAvailable` event), for a full edit there. Runs in the
 * background, since the popup closes when the new tab opens.
 */
import { browser } from "wxt/browser";
import type { JobFields } from "./extract/types";
import type { Priority } from "./settings";

export type HandoffJob = JobFields & { priority: Priority; favorite: boolean };

/** The contract §11.3 payload. */
export function pendingJobData(job: HandoffJob, today: string) {
  return {
    company: job.company,
    position: job.position,
    jobLocation: job.jobLocation,
    jobDescription: job.jobDescription,
    jobType: job.jobType,
    jobUrl: job.jobUrl,
    salary: job.salary,
    applicationDate: today,
    status: "saved",
    priority: job.priority,
    favorite: job.favorite,
    notes: "",
    source: "generic",
    extractedWith: "offerpath-extension",
  };
}

/** Written into the /jobs/new tab (a function serialised by scripting.executeScript: no outside names). */
function deliver(json: string) {
  localStorage.setItem("pendingJobData", json);
  window.dispatchEvent(new CustomEvent("jobDataAvailable", { detail: { source: "chromeExtension" } }));
}

function loaded(tabId: number): Promise<void> {
  return new Promise((resolve) => {
    const listener = (id: number, info: { status?: string }) => {
      if (id === tabId && info.status === "complete") {
        browser.tabs.onUpdated.removeListener(listener);
        resolve();
      }
    };
    browser.tabs.onUpdated.addListener(listener);
  });
}

export async function openInOfferpath(origin: string, job: HandoffJob) {
  const tab = await browser.tabs.create({ url: `${origin}/jobs/new?extension=true` });
  if (tab.id === undefined) return;
  await loaded(tab.id);
  const json = JSON.stringify(pendingJobData(job, new Date().toISOString().slice(0, 10)));
  await browser.scripting.executeScript({ target: { tabId: tab.id }, func: deliver, args: [json] });
}
