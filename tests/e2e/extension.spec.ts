/**
 * Offerpath's own extension (issue 25), built and loaded unpacked in Debian's Chromium against fixture
 * pages served here and the local app.
 *
 * What this drives, honestly: Playwright cannot click the toolbar button, so the popup is opened as a
 * page (`chrome-extension://<id>/popup.html?tab=<id of the fixture tab>`) and told which tab to read.
 * Clicking the button is what grants `activeTab`; without it the reader is injected under a host
 * permission for 127.0.0.1 that only this build has (`OFFERPATH_E2E=1`, extension/wxt.config.ts), since a
 * test cannot answer the browser's permission prompt either. Everything else is the real package: the
 * reader injected with scripting.executeScript, the API calls from the extension's origin, storage, the
 * service worker's hand-off to /jobs/new, the badge.
 */
import { execSync } from "node:child_process";
import { randomInt } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import os from "node:os";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { CHROME_EXTENSION_ID } from "@core/extension";
import { matchResume } from "@core/match";
import { type BrowserContext, chromium, type Page, type Worker } from "@playwright/test";
import { expect, login, newUser, test } from "./fixtures";

/** The extension APIs the service worker has (the functions below are evaluated there, not here). */
declare const chrome: {
  storage: { local: { get(key: string): Promise<Record<string, unknown>> } };
  tabs: { query(q: { url: string }): Promise<{ id?: number }[]> };
  action: { getBadgeText(d: { tabId: number }): Promise<string> };
};

const PORT = Number(process.env.E2E_PORT ?? 8788);
const APP = `http://127.0.0.1:${PORT}`;
const FIXTURE_PORT = PORT + 200;
const FIXTURES = `http://127.0.0.1:${FIXTURE_PORT}`;
const EXT_DIR = join(process.cwd(), "extension/.output-e2e/chrome-mv3");

let server: Server;
let context: BrowserContext;
let profile: string;
let worker: Worker;
let extensionId: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  execSync("npx wxt build extension -b chrome", { env: { ...process.env, OFFERPATH_E2E: "1" }, stdio: "ignore" });
  server = createServer((req, res) => {
    const name = (req.url ?? "/").replace(/[?#].*$/, "").replace(/^\//, "");
    if (!/^[a-z0-9-]+\.html$/.test(name)) return res.writeHead(404).end();
    try {
      res
        .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
        .end(readFileSync(join("extension/fixtures", name)));
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(FIXTURE_PORT, "127.0.0.1", resolve));
  profile = mkdtempSync(join(os.tmpdir(), "offerpath-ext-"));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: false,
    args: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      `--disable-extensions-except=${EXT_DIR}`,
      `--load-extension=${EXT_DIR}`,
    ],
  });
  worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker", { timeout: 60_000 }));
  extensionId = new URL(worker.url()).host;
});

test.afterAll(async () => {
  await context?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  if (profile) rmSync(profile, { recursive: true, force: true });
});

const clientIp = () => `198.18.${randomInt(256)}.${randomInt(256)}`;

async function register() {
  const user = newUser();
  const res = await fetch(`${APP}/api/v1/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": clientIp() },
    body: JSON.stringify({ name: user.name, email: user.email, password: user.password }),
  });
  expect(res.status).toBe(201);
  const { token } = (await res.json()) as { token: string };
  return { ...user, token };
}

const apiAs = async (token: string, path: string, init: RequestInit = {}) =>
  fetch(`${APP}/api/v1${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, ...init.headers } });

/** The extension's stored session token (read in the service worker, as the extension reads it). */
const storedToken = () =>
  worker.evaluate(async () => {
    const { session } = (await chrome.storage.local.get("session")) as { session?: { token: string } | null };
    return session?.token ?? null;
  });

async function fixtureTab(name: string): Promise<{ page: Page; tabId: number }> {
  const page = await context.newPage();
  await page.goto(`${FIXTURES}/${name}`);
  const tabId = await worker.evaluate(async (url) => {
    const [tab] = await chrome.tabs.query({ url });
    return tab?.id ?? -1;
  }, `${FIXTURES}/${name}`);
  expect(tabId).toBeGreaterThan(0);
  return { page, tabId };
}

const popupUrl = (tabId: number) => `chrome-extension://${extensionId}/popup.html?tab=${tabId}`;

const badge = (tabId: number) => worker.evaluate((id) => chrome.action.getBadgeText({ tabId: id }), tabId);

async function axeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Presses Tab until the element matching `selector` has the focus (the popup used with the keyboard alone). */
async function tabTo(page: Page, selector: string, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${selector}`);
}

test("options, sign in, clip, edit, save, Already tracked, not a posting, hand-off, sign out, Sign in with Offerpath, a revoked session", async () => {
  test.setTimeout(240_000);
  const user = await register();

  // Options: the local app's address (not the production default) and its host permission.
  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  await expect(options.getByLabel("Offerpath's address")).toHaveValue("https://offerpath.app");
  await axeClean(options);
  await options.getByLabel("Offerpath's address").fill(APP);
  await options.getByRole("button", { name: "Save options" }).click();
  await expect(options.getByRole("status")).toHaveText("Options saved.");
  await options.close();

  // A JSON-LD posting, and the popup told to read its tab; signed out first.
  const { page: board, tabId } = await fixtureTab("jsonld-graph.html");
  const popup = await context.newPage();
  await popup.goto(popupUrl(tabId));
  await expect(popup.getByRole("heading", { name: "Sign in to save jobs" })).toBeVisible();
  await expect(popup.getByText(`Signing in to ${APP}.`)).toBeVisible();
  await axeClean(popup);

  // Sign in with the keyboard alone: a wrong password first, then the right one.
  await tabTo(popup, "#email");
  await popup.keyboard.type(user.email);
  await popup.keyboard.press("Tab");
  await popup.keyboard.type("wrong-password");
  await popup.keyboard.press("Enter");
  await expect(popup.getByRole("alert")).toHaveText("Invalid credentials");
  await popup.getByLabel("Password").fill("");
  await popup.getByLabel("Password").focus();
  await popup.keyboard.type(user.password);
  await popup.keyboard.press("Enter");
  await expect(popup.getByText(`Signed in as ${user.name}`)).toBeVisible();

  // The posting, read on the page.
  await expect(popup.getByLabel("Position")).toHaveValue("Site Reliability Engineer");
  await expect(popup.getByLabel("Company")).toHaveValue("Northwind Traders");
  await expect(popup.getByLabel("Location")).toHaveValue("Remote (India, Sri Lanka)");
  await expect(popup.getByLabel("Job type")).toHaveValue("contract");
  await expect(popup.getByLabel("Minimum")).toHaveValue("83200");
  await expect(popup.getByLabel("Maximum")).toHaveValue("114400");
  await expect(popup.getByLabel("Currency")).toHaveValue("USD");
  await expect(popup.getByLabel("Posting URL")).toHaveValue(`${FIXTURES}/jsonld-graph.html`);
  await expect(popup.getByLabel("Description")).toHaveValue(
    /^About the role\n\nYou will keep our platform up & running\./,
  );
  await expect(popup.getByLabel("Status")).toHaveValue("saved");
  await expect(popup.getByLabel("Favorite")).not.toBeChecked();
  expect(await badge(tabId)).toBe("JOB");
  await axeClean(popup);

  // Edit with the keyboard (focus is on Company after signing in), pick a priority, save.
  await expect(popup.getByLabel("Company")).toBeFocused();
  await popup.keyboard.press("ControlOrMeta+a");
  await popup.keyboard.type("Northwind");
  await popup.getByLabel("Priority").selectOption("high");
  await tabTo(popup, "#save");
  await popup.keyboard.press("Enter");
  await expect(popup.getByText("Saved: Saved.")).toBeVisible();
  const openLink = popup.getByRole("link", { name: "Open it in Offerpath" });
  const href = await openLink.getAttribute("href");
  expect(href).toMatch(new RegExp(`^${APP}/jobs/[A-Za-z0-9_-]+$`));
  expect(await badge(tabId)).toBe("✓");

  const token = await storedToken();
  expect(token).toBeTruthy();
  const found = (await (
    await apiAs(token as string, `/jobs/lookup?url=${encodeURIComponent(`${FIXTURES}/jsonld-graph.html`)}`)
  ).json()) as {
    job: Record<string, unknown> | null;
  };
  expect(found.job).toMatchObject({
    company: "Northwind",
    position: "Site Reliability Engineer",
    status: "saved",
    priority: "high",
    favorite: false,
    jobType: "contract",
    salary: { min: 83200, max: 114400, currency: "USD" },
  });
  expect(href).toBe(`${APP}/jobs/${(found.job as { _id: string })._id}`);

  // A second visit (the same posting through a tracking link): "Already tracked" with its status and a link.
  await board.goto(`${FIXTURES}/jsonld-graph.html?utm_source=newsletter#apply`);
  await popup.reload();
  await expect(popup.getByText("Already tracked: Saved.")).toBeVisible();
  await expect(popup.getByRole("link", { name: "Open it in Offerpath" })).toHaveAttribute("href", href as string);
  expect(await badge(tabId)).toBe("✓");

  // A page that is not a job posting: the popup says so.
  await board.goto(`${FIXTURES}/not-a-job.html`);
  await popup.reload();
  await expect(popup.getByText("This page does not look like a job posting.")).toBeVisible();
  expect(await badge(tabId)).toBe("");

  // Hand-off to /jobs/new (signed in on the web too), through pendingJobData.
  const web = await context.newPage();
  await login(web, user, `${APP}/login`);
  await expect(web).toHaveURL(/\/dashboard$/);
  await board.goto(`${FIXTURES}/generic.html`);
  await popup.reload();
  await expect(popup.getByLabel("Position")).toHaveValue("Backend Developer (Go)");
  await popup.getByLabel("Favorite").check();
  const opened = context.waitForEvent("page", (p) => p.url().includes("/jobs/new"));
  await popup.getByRole("button", { name: "Open in Offerpath" }).click();
  const form = await opened;
  await expect(form.getByTestId("extension-banner")).toContainText("filled in from the browser extension");
  await expect(form.locator('input[name="company"]')).toHaveValue("Tailspin Toys");
  await expect(form.locator('input[name="position"]')).toHaveValue("Backend Developer (Go)");
  await expect(form.locator('input[name="jobUrl"]')).toHaveValue(`${FIXTURES}/generic.html`);
  await expect(form.getByLabel("Mark as favorite")).toBeChecked();
  await form.close();

  // Sign out: the session ends on the server too.
  await popup.getByRole("button", { name: "Sign out" }).click();
  await expect(popup.getByRole("status")).toHaveText("You are signed out.");
  await expect(popup.getByRole("heading", { name: "Sign in to save jobs" })).toBeVisible();
  expect((await apiAs(token as string, "/auth/me")).status).toBe(401);
  expect(await storedToken()).toBeNull();

  // "Sign in with Offerpath": the app's /extension/connect page (signed in on the web) hands the extension a
  // session of its own, by messaging its fixed id (externally_connectable).
  expect(extensionId).toBe(CHROME_EXTENSION_ID);
  const connectOpened = context.waitForEvent("page", (p) => p.url().includes("/extension/connect"));
  await popup.getByRole("button", { name: "Sign in with Offerpath" }).click();
  const connectPage = await connectOpened;
  await expect(connectPage.getByRole("heading", { name: "Connect the browser extension" })).toBeVisible();
  await axeClean(connectPage);
  await connectPage.getByRole("button", { name: "Connect the extension" }).click();
  await expect(connectPage.getByRole("status")).toHaveText("The extension is signed in. You can close this tab.");
  await expect(connectPage.locator("#offerpath-extension-session")).toHaveCount(0);
  await connectPage.close();
  await popup.reload();
  await expect(popup.getByText(`Signed in as ${user.name}`)).toBeVisible();
  await expect(popup.getByLabel("Position")).toHaveValue("Backend Developer (Go)");

  // A session revoked elsewhere (its token logged out through the API): signed out, with the reason.
  const second = (await storedToken()) as string;
  expect(second).not.toBe(token);
  expect((await apiAs(second, "/auth/logout", { method: "POST" })).status).toBe(200);
  await popup.reload();
  await expect(popup.getByRole("alert")).toContainText("Your Offerpath session has ended");
  await expect(popup.getByRole("heading", { name: "Sign in to save jobs" })).toBeVisible();
  expect(await storedToken()).toBeNull();
  await axeClean(popup);
});

/**
 * A resume with some of the skills jsonld-match.html asks for (Python, SQL, Airflow) and not others (dbt and
 * AWS required, Kafka and Terraform preferred).
 */
const RESUME = [
  "Asha Rao",
  "Data engineer",
  "Built batch pipelines in Python, SQL and Airflow; shipped them with Docker on Kubernetes.",
].join("\n");

/** The resume the extension keeps (read in the service worker, as the popup reads it). */
const storedResume = () =>
  worker.evaluate(async () => {
    const { resume } = (await chrome.storage.local.get("resume")) as {
      resume?: { documentId: string; name: string; text: string; origin: string } | null;
    };
    return resume ?? null;
  });

test("the popup's resume match: a TXT resume read and made the default, kept in the options, matched against a posting, forgotten", async () => {
  test.setTimeout(240_000);
  const user = await register();

  // A plain-text resume uploaded through the API, its text read off the request path (the queue).
  const upload = new FormData();
  upload.append("document", new Blob([RESUME], { type: "text/plain" }), "ml-resume.txt");
  upload.append("type", "resume");
  const uploaded = await apiAs(user.token, "/documents", { method: "POST", body: upload });
  expect(uploaded.status).toBe(201);
  const documentId = ((await uploaded.json()) as { document: { _id: string } }).document._id;
  let read = { text: "", textStatus: "pending" };
  await expect(async () => {
    const answer = await apiAs(user.token, `/documents/${documentId}/text`);
    expect(answer.status).toBe(200);
    read = ((await answer.json()) as { document: typeof read }).document;
    expect(read.textStatus).toBe("done");
  }).toPass({ timeout: 60_000 });
  expect(read.text).toContain("Airflow");

  // The default resume, chosen on the documents screen (there is no API for it). The web session of the
  // first journey is cleared first: this browser signs in to the app as the new user.
  await context.clearCookies();
  const web = await context.newPage();
  await login(web, user, `${APP}/login`);
  await expect(web).toHaveURL(/\/dashboard$/);
  await web.goto(`${APP}/documents`);
  await web.getByRole("button", { name: "Use as default resume: ml-resume.txt" }).click();
  await expect(web.getByText("Default resume saved")).toBeVisible();
  await web.close();

  // The extension pointed at the local app (as in the first journey, so this one also runs alone).
  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  await options.getByLabel("Offerpath's address").fill(APP);
  await options.getByRole("button", { name: "Save options" }).click();
  await expect(options.locator("#saved")).toHaveText("Options saved.");

  // Nothing kept yet: pressing the button signed out of the extension says to sign in first.
  expect(await storedToken()).toBeNull();
  await expect(options.locator("#resume-state")).toHaveText("No resume text is kept.");
  await options.getByRole("button", { name: "Keep my default resume's text" }).click();
  await expect(options.locator("#resume-said")).toHaveText("Sign in from the extension's popup first.");

  // Sign in to the extension in the popup of the posting's tab: no resume kept, so the hint, no match.
  const { tabId } = await fixtureTab("jsonld-match.html");
  const popup = await context.newPage();
  await popup.goto(popupUrl(tabId));
  await popup.getByLabel("Email").fill(user.email);
  await popup.getByLabel("Password").fill(user.password);
  await popup.getByLabel("Password").press("Enter");
  await expect(popup.getByText(`Signed in as ${user.name}`)).toBeVisible();
  await expect(popup.getByLabel("Position")).toHaveValue("Data Engineer");
  await expect(popup.getByText("See how your resume fits this posting")).toBeVisible();
  await expect(popup.locator("#match")).toBeHidden();

  // Keep the default resume's text in the options: stored in the extension, the text the app read.
  await options.reload();
  await options.getByRole("button", { name: "Keep my default resume's text" }).click();
  await expect(options.locator("#resume-said")).toHaveText("Kept the text of ml-resume.txt in this browser.");
  await expect(options.locator("#resume-state")).toHaveText(/^Kept: the text of ml-resume\.txt, fetched /);
  await expect(options.getByRole("button", { name: "Fetch it again" })).toBeVisible();
  expect(await storedResume()).toMatchObject({ documentId, name: "ml-resume.txt", text: read.text, origin: APP });

  // The popup matches the posting against it: what the engine says on the same texts, and known terms.
  await popup.reload();
  await expect(popup.getByText(`Signed in as ${user.name}`)).toBeVisible();
  const match = popup.locator("#match");
  await expect(match).toBeVisible();
  await expect(popup.getByText("See how your resume fits this posting")).toBeHidden();
  const description = await popup.getByLabel("Description").inputValue();
  expect(description).toContain("Pipelines in Apache Airflow and dbt");
  const expected = matchResume(description, read.text);
  const labels = (found: boolean) =>
    expected.terms
      .filter((t) => t.found === found)
      .sort((a, b) => (a.importance === b.importance ? 0 : a.importance === "required" ? -1 : 1))
      .map((t) => (t.importance === "preferred" ? `${t.label} (preferred)` : t.label))
      .join(", ");
  await expect(match.getByRole("heading", { level: 3 })).toHaveText(`Match ${expected.score}`);
  await expect(popup.locator("#match-summary")).toHaveText(expected.summary);
  await expect(popup.locator("#match-matched")).toHaveText(labels(true));
  await expect(popup.locator("#match-missing")).toHaveText(labels(false));
  await expect(popup.locator("#match-resume")).toHaveText("ml-resume.txt");
  // Not vacuous: a skill the resume has and one it lacks, a score strictly between none and all.
  await expect(popup.locator("#match-matched")).toContainText("Python");
  await expect(popup.locator("#match-matched")).toContainText("Apache Airflow");
  await expect(popup.locator("#match-missing")).toContainText("dbt");
  await expect(popup.locator("#match-missing")).toContainText("Kafka (preferred)");
  await expect(popup.locator("#match-matched")).not.toContainText("dbt");
  await expect(popup.locator("#match-missing")).not.toContainText("Python");
  expect(expected.score).toBeGreaterThan(0);
  expect(expected.score).toBeLessThan(100);
  await axeClean(popup);

  // Forget it: gone from storage, and the popup offers to keep the text again instead of a match.
  await options.getByRole("button", { name: "Forget it" }).click();
  await expect(options.locator("#resume-said")).toHaveText("The resume's text is forgotten.");
  await expect(options.locator("#resume-state")).toHaveText("No resume text is kept.");
  await expect(options.getByRole("button", { name: "Forget it" })).toBeHidden();
  expect(await storedResume()).toBeNull();
  await popup.reload();
  await expect(popup.getByText(`Signed in as ${user.name}`)).toBeVisible();
  await expect(popup.getByLabel("Position")).toHaveValue("Data Engineer");
  await expect(popup.getByText("See how your resume fits this posting")).toBeVisible();
  await expect(popup.locator("#match")).toBeHidden();
  await options.close();
  await popup.close();
});
