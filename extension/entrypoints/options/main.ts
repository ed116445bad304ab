/** Options: the app's address (another than the default asks for its host permission), the defaults of a clipped job, the shortcut. */
import { browser } from "wxt/browser";
import { fetchDefaultResume } from "../../lib/api";
import { forgetResume, getKeptResume, keepResume } from "../../lib/resume";
import {
  getSession,
  getSettings,
  JOB_STATUSES,
  type JobStatus,
  originPattern,
  PRIORITIES,
  PRODUCTION_ORIGIN,
  type Priority,
  saveSettings,
  toOrigin,
} from "../../lib/settings";

const form = document.getElementById("options-form") as HTMLFormElement;
const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement & HTMLSelectElement;
const saved = document.getElementById("saved") as HTMLElement;

function say(text: string) {
  saved.textContent = text;
  saved.hidden = false;
}

async function start() {
  const s = await getSettings();
  for (const [name, values] of [
    ["defaultStatus", JOB_STATUSES],
    ["defaultPriority", PRIORITIES],
  ] as const) {
    input(name).replaceChildren(...values.map((v) => new Option(v.charAt(0).toUpperCase() + v.slice(1), v)));
  }
  input("appOrigin").value = s.appOrigin;
  input("defaultStatus").value = s.defaultStatus;
  input("defaultPriority").value = s.defaultPriority;
  const commands = await browser.commands.getAll().catch(() => []);
  const shortcut = commands.find((c) => c.name === "_execute_action")?.shortcut;
  (document.getElementById("shortcut") as HTMLElement).textContent = shortcut || "no shortcut set";
}

form.addEventListener("submit", (e) => {
  e.preventDefault();
  const origin = toOrigin(input("appOrigin").value);
  if (!origin) return say("Enter an http or https address, such as https://offerpath.app.");
  const next = {
    appOrigin: origin,
    defaultStatus: input("defaultStatus").value as JobStatus,
    defaultPriority: input("defaultPriority").value as Priority,
  };
  // Asked inside the click: a self-hosted or local address needs the browser's permission for that site.
  const asking =
    origin === PRODUCTION_ORIGIN
      ? Promise.resolve(true)
      : browser.permissions.request({ origins: [originPattern(origin)] });
  void asking
    .then(async (granted) => {
      if (!granted) return say(`Not saved: the browser did not allow access to ${origin}.`);
      await saveSettings(next);
      if (import.meta.env.FIREFOX && origin !== PRODUCTION_ORIGIN) await registerConnectScript(origin);
      input("appOrigin").value = origin;
      say("Options saved.");
    })
    .catch((error: unknown) => say(error instanceof Error ? error.message : String(error)));
});

/** Firefox: the "Sign in with Offerpath" reader on a self-hosted app's /extension/connect page. */
async function registerConnectScript(origin: string) {
  await browser.scripting.unregisterContentScripts({ ids: ["connect"] }).catch(() => {});
  await browser.scripting.registerContentScripts([
    {
      id: "connect",
      matches: [`${origin}/extension/connect*`],
      js: ["content-scripts/connect.js"],
      persistAcrossSessions: true,
    },
  ]);
}

const resumeSaid = document.getElementById("resume-said") as HTMLElement;
const keepButton = document.getElementById("keep-resume") as HTMLButtonElement;
const forgetButton = document.getElementById("forget-resume") as HTMLButtonElement;

/** What is kept now: the resume's name and when, or nothing. */
async function showResume() {
  const { appOrigin } = await getSettings();
  const kept = await getKeptResume(appOrigin);
  (document.getElementById("resume-state") as HTMLElement).textContent = kept
    ? `Kept: the text of ${kept.name}, fetched ${new Date(kept.keptAt).toLocaleString()}.`
    : "No resume text is kept.";
  keepButton.textContent = kept ? "Fetch it again" : "Keep my default resume's text";
  forgetButton.hidden = !kept;
}

function sayResume(text: string) {
  resumeSaid.textContent = text;
  resumeSaid.hidden = false;
}

keepButton.addEventListener("click", () => {
  void (async () => {
    const { appOrigin } = await getSettings();
    const session = await getSession(appOrigin);
    if (!session) return sayResume("Sign in from the extension's popup first.");
    const answer = await fetchDefaultResume(session);
    if (!answer.document) return sayResume("Choose your default resume on Offerpath's documents screen first.");
    if (answer.gap === "noText") {
      return sayResume(`${answer.document.name} has no text yet: see or correct it on Offerpath's documents screen.`);
    }
    await keepResume({
      documentId: answer.document._id,
      name: answer.document.name,
      text: answer.text,
      keptAt: Date.now(),
      origin: appOrigin,
    });
    sayResume(`Kept the text of ${answer.document.name} in this browser.`);
    await showResume();
  })().catch((error: unknown) => sayResume(error instanceof Error ? error.message : String(error)));
});

forgetButton.addEventListener("click", () => {
  void forgetResume()
    .then(showResume)
    .then(() => sayResume("The resume's text is forgotten."));
});

void start();
void showResume();
