/**
 * The popup: reads the posting in the tab (the reader injected on click, activeTab), shows every field for
 * editing, says "Already tracked" when the account has the posting, and saves it (POST /jobs) or hands it
 * to the app's /jobs/new. `?tab=<id>` names the tab to read (the popup opened as a page, as the
 * Playwright spec does); otherwise it reads the active tab of its window.
 */
import { browser } from "wxt/browser";
import { login, logout, lookup, type NewJob, SignedOut, saveJob, type TrackedJob } from "../../lib/api";
import type { Extraction, JobFields } from "../../lib/extract";
import { CURRENCIES, JOB_TYPES } from "../../lib/extract/types";
import { matchView } from "../../lib/match-view";
import { getKeptResume, type KeptResume } from "../../lib/resume";
import {
  getSession,
  getSettings,
  JOB_STATUSES,
  originPattern,
  PRIORITIES,
  type Session,
  type Settings,
  takeSignedOutReason,
} from "../../lib/settings";

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const form = $<HTMLFormElement>("job-form");
const field = <T extends HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(name: string) =>
  form.elements.namedItem(name) as T;

const STATUS_LABELS: Record<string, string> = {
  saved: "Saved",
  applied: "Applied",
  screening: "Screening",
  interview: "Interview",
  offer: "Offer",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
};
const TYPE_LABELS: Record<string, string> = {
  "full-time": "Full-time",
  "part-time": "Part-time",
  contract: "Contract",
  internship: "Internship",
  remote: "Remote",
  other: "Other",
};

let settings: Settings;
let session: Session | null = null;
let extraction: Extraction | null = null;
let tabId: number | undefined;
let keptResume: KeptResume | null = null;

function options(select: HTMLSelectElement, values: readonly string[], labels: Record<string, string> = {}) {
  select.replaceChildren(...values.map((v) => new Option(labels[v] ?? v.charAt(0).toUpperCase() + v.slice(1), v)));
}

function say(text: string | null, kind: "message" | "problem" = "message") {
  const other = kind === "message" ? "problem" : "message";
  $(other).hidden = true;
  const el = $(kind);
  el.textContent = text ?? "";
  el.hidden = !text;
}

async function badge(text: string, color = "#4338ca") {
  if (tabId === undefined) return;
  await browser.action.setBadgeText({ tabId, text }).catch(() => {});
  if (text) await browser.action.setBadgeBackgroundColor({ tabId, color }).catch(() => {});
}

async function targetTab(): Promise<number | undefined> {
  const named = new URLSearchParams(location.search).get("tab");
  if (named && /^\d+$/.test(named)) return Number(named);
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab?.id;
}

function showSignedOut(reason: string | null) {
  session = null;
  $("who").hidden = true;
  $("sign-out").hidden = true;
  $("clip").hidden = true;
  $("signed-out").hidden = false;
  $("app-address").textContent = settings.appOrigin;
  if (reason) say(reason, "problem");
  else say(null);
}

function fill(job: JobFields) {
  field<HTMLInputElement>("company").value = job.company;
  field<HTMLInputElement>("position").value = job.position;
  field<HTMLInputElement>("jobLocation").value = job.jobLocation;
  field<HTMLSelectElement>("jobType").value = job.jobType;
  field<HTMLInputElement>("salary.min").value = job.salary.min ? String(job.salary.min) : "";
  field<HTMLInputElement>("salary.max").value = job.salary.max ? String(job.salary.max) : "";
  field<HTMLSelectElement>("salary.currency").value = job.salary.currency;
  field<HTMLInputElement>("jobUrl").value = job.jobUrl;
  field<HTMLTextAreaElement>("jobDescription").value = job.jobDescription;
}

/** The posting's match against the kept resume (decision 055), or the offer to keep one. */
function showMatch() {
  const box = $("match");
  $("match-offer").hidden = keptResume !== null;
  const view = keptResume ? matchView(field<HTMLTextAreaElement>("jobDescription").value, keptResume.text) : null;
  if (!keptResume || !view) {
    box.hidden = true;
    return;
  }
  const labels = (terms: { label: string; importance: string }[]) =>
    terms.map((t) => (t.importance === "preferred" ? `${t.label} (preferred)` : t.label)).join(", ");
  $("match-score").textContent = view.score === null ? "no score" : String(view.score);
  $("match-summary").textContent = view.summary;
  $("match-missing").textContent = labels(view.missing);
  $("match-missing-line").hidden = view.missing.length === 0;
  $("match-matched").textContent = labels(view.matched);
  $("match-matched-line").hidden = view.matched.length === 0;
  $("match-resume").textContent = keptResume.name;
  box.hidden = false;
}

function edited(): NewJob {
  const num = (name: string) => {
    const n = Number(field<HTMLInputElement>(name).value);
    return Number.isFinite(n) && n > 0 ? Math.round(n) : 0;
  };
  return {
    company: field<HTMLInputElement>("company").value.trim(),
    position: field<HTMLInputElement>("position").value.trim(),
    jobLocation: field<HTMLInputElement>("jobLocation").value.trim(),
    jobType: field<HTMLSelectElement>("jobType").value as NewJob["jobType"],
    salary: {
      min: num("salary.min"),
      max: num("salary.max"),
      currency: field<HTMLSelectElement>("salary.currency").value as NewJob["salary"]["currency"],
    },
    jobUrl: field<HTMLInputElement>("jobUrl").value.trim(),
    jobDescription: field<HTMLTextAreaElement>("jobDescription").value,
    status: field<HTMLSelectElement>("status").value as NewJob["status"],
    priority: field<HTMLSelectElement>("priority").value as NewJob["priority"],
    favorite: field<HTMLInputElement>("favorite").checked,
  };
}

function showTracked(job: TrackedJob | null, justSaved = false) {
  const box = $("tracked");
  if (!job) {
    box.hidden = true;
    return;
  }
  const link = document.createElement("a");
  link.href = `${settings.appOrigin}/jobs/${encodeURIComponent(job._id)}`;
  link.target = "_blank";
  link.rel = "noopener";
  link.textContent = "Open it in Offerpath";
  const status = STATUS_LABELS[job.status] ?? job.status;
  box.replaceChildren(`${justSaved ? "Saved" : "Already tracked"}: ${status}. `, link);
  box.hidden = false;
  void badge("✓", "#047857");
}

/** A session error shows the popup signed out with its reason; anything else as a problem. */
async function guard(work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    if (error instanceof SignedOut) {
      await takeSignedOutReason(); // said now, not again next time
      showSignedOut(error.message);
    } else say(error instanceof Error ? error.message : "Something went wrong", "problem");
  }
}

async function readPage(): Promise<Extraction | null> {
  if (tabId === undefined) return null;
  try {
    const [result] = await browser.scripting.executeScript({ target: { tabId }, files: ["/reader.js"] });
    return (result?.result as Extraction | undefined) ?? null;
  } catch {
    return null;
  }
}

async function showClip() {
  if (!session) return;
  $("signed-out").hidden = true;
  $("who").textContent = session.user.name ? `Signed in as ${session.user.name}` : "Signed in";
  $("who").hidden = false;
  $("sign-out").hidden = false;
  $("clip").hidden = false;
  field<HTMLSelectElement>("status").value = settings.defaultStatus;
  field<HTMLSelectElement>("priority").value = settings.defaultPriority;
  keptResume = await getKeptResume(settings.appOrigin);
  say("Reading the page…");
  extraction = await readPage();
  if (!extraction) {
    say(
      "This page cannot be read (browser pages and extension stores are off limits). You can still fill in the fields.",
      "problem",
    );
    return;
  }
  fill(extraction.job);
  showMatch();
  const choice = $("posting-choice");
  choice.hidden = extraction.postings.length < 2;
  options(
    $<HTMLSelectElement>("posting"),
    extraction.postings.map((_, i) => String(i)),
    Object.fromEntries(
      extraction.postings.map((p, i) => [
        String(i),
        `${p.position || "Untitled"}${p.company ? ` at ${p.company}` : ""}`,
      ]),
    ),
  );
  if (extraction.isPosting) {
    say(extraction.postings.length > 1 ? `${extraction.postings.length} job postings on this page: pick one.` : null);
    await badge("JOB");
  } else {
    say("This page does not look like a job posting. You can still fill in the fields and save it.");
    await badge("");
  }
  await guard(async () => {
    if (!session || !extraction?.job.jobUrl) return;
    showTracked(await lookup(session, extraction.job.jobUrl));
  });
}

async function start() {
  settings = await getSettings();
  options(field<HTMLSelectElement>("jobType"), JOB_TYPES, TYPE_LABELS);
  options(field<HTMLSelectElement>("status"), JOB_STATUSES, STATUS_LABELS);
  options(field<HTMLSelectElement>("priority"), PRIORITIES);
  options(field<HTMLSelectElement>("salary.currency"), CURRENCIES, Object.fromEntries(CURRENCIES.map((c) => [c, c])));
  tabId = await targetTab();
  const reason = await takeSignedOutReason();
  session = await getSession(settings.appOrigin);
  if (!session) return showSignedOut(reason);
  await showClip();
}

$<HTMLSelectElement>("posting").addEventListener("change", (e) => {
  const i = Number((e.target as HTMLSelectElement).value);
  if (extraction?.postings[i]) fill(extraction.postings[i]);
  showMatch();
});

let matchTimer: ReturnType<typeof setTimeout> | undefined;
field<HTMLTextAreaElement>("jobDescription").addEventListener("input", () => {
  clearTimeout(matchTimer);
  matchTimer = setTimeout(showMatch, 250);
});

$<HTMLFormElement>("sign-in-form").addEventListener("submit", (e) => {
  e.preventDefault();
  const email = ($("email") as HTMLInputElement).value.trim();
  const password = ($("password") as HTMLInputElement).value;
  if (!email || !password) return say("Enter your email and password.", "problem");
  void guard(async () => {
    say("Signing in…");
    session = await login(settings.appOrigin, email, password);
    ($("password") as HTMLInputElement).value = "";
    say(null);
    await showClip();
    field<HTMLInputElement>("company").focus();
  });
});

$("web-sign-in").addEventListener("click", () => {
  void browser.tabs.create({ url: `${settings.appOrigin}/extension/connect` });
});

$("sign-out").addEventListener("click", () => {
  const current = session;
  if (!current) return;
  void guard(async () => {
    await logout(current);
    showSignedOut(null);
    say("You are signed out.");
    ($("email") as HTMLInputElement).focus();
  });
});

form.addEventListener("submit", (e) => {
  e.preventDefault();
  if (!form.reportValidity() || !session) return;
  const job = edited();
  const button = $<HTMLButtonElement>("save");
  button.disabled = true;
  void guard(async () => {
    if (!session) return;
    const saved = await saveJob(session, job);
    say(null);
    showTracked(saved, true);
  }).finally(() => {
    button.disabled = false;
  });
});

$("handoff").addEventListener("click", () => {
  const job = edited();
  // The /jobs/new tab is written through scripting: that needs the app's host permission, asked for here,
  // inside the click (browsers grant a request only from a user's gesture).
  const origins = [originPattern(settings.appOrigin)];
  void browser.permissions
    .request({ origins })
    .then((granted) => {
      if (!granted) return say("Offerpath needs access to its own site to open the job there.", "problem");
      return browser.runtime.sendMessage({ type: "handoff", job });
    })
    .catch((error: unknown) => say(error instanceof Error ? error.message : String(error), "problem"));
});

void start();
