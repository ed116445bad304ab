/**
 * Issue 30: at 390 px (a phone) no screen scrolls sideways. Every screen of app/routes.ts is opened at
 * 390×844, public and signed in as a Premium user with data (applications in every status with interviews
 * and long names, contacts with interactions, tasks, a document, a payment, a public profile), and
 * `document.scrollingElement.scrollWidth` must not pass 390. A test below checks that the list covers every
 * route of app/routes.ts, so a new screen cannot be left out.
 */

import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { fakeTurnstile } from "./fake-turnstile";
import { expect, login, newUser, payForPlan, registerWithBearer, test } from "./fixtures";
import { seedOffers } from "./offers-seed";

const WIDTH = 390;

/** Route patterns of app/routes.ts that are not screens (files, redirects, actions), with why. */
const NOT_SCREENS: Record<string, string> = {
  "robots.txt": "a text file",
  "sitemap.xml": "an XML file",
  "calendar/:file": "the iCalendar feed",
  logout: "an action (its GET redirects)",
  signup: "redirects to /register",
  "profile/data/export": "a download",
  "profile/time-zone-offer": "an action (its GET redirects)",
  "inbox/address": "an action (its GET redirects)",
  "profile/data/import/csv/:uploadId": "needs a kept CSV upload (import screens, checked in data-import.spec.ts)",
  "profile/data/import/csv/:uploadId/outcome": "needs a finished import (data-import.spec.ts)",
  "profile/data/import/csv/:uploadId/skipped.csv": "a download",
  "profile/data/import/undo/:importId": "needs a finished import (import-undo.spec.ts)",
  "documents/:id/edit": "the old address: redirects to documents/edit/:id",
  "documents/upload": "an action",
  "applications/bulk/export": "a download (an action)",
  "documents/:id/download": "a download",
  "jobs/:jobId/interviews/:interviewId/calendar.ics": "a download",
  "payment/stand-in": "reached by paying (payForPlan below goes through it)",
  "payment/callback": "an action of the payment flow",
  "unsubscribe/:token": "needs an email's signed link (notifications.spec.ts)",
  "reset-password/:token": "needs an emailed token (accounts.spec.ts)",
};

const PUBLIC = [
  "/",
  "/login",
  "/register",
  "/forgot-password",
  "/terms-of-use",
  "/privacy-policy",
  "/refund-policy",
  "/developers/api",
  "/extension",
  "/contact",
  "/no-such-page",
];

type Ids = {
  job: string;
  saved: string;
  interview: string;
  contact: string;
  interaction: string;
  task: string;
  document: string;
  /** Two offers (seeded: offers-seed.ts). */
  offers: string[];
};

function signedInScreens(ids: Ids, handle: string, receipt: string, planId: string): string[] {
  return [
    "/dashboard",
    "/today",
    "/analytics",
    "/extension/connect",
    "/profile",
    "/profile/public",
    "/profile/data",
    "/profile/calendar",
    "/profile/notifications",
    "/notifications",
    "/inbox",
    "/profile/data/import",
    "/applications",
    "/applications?status=saved",
    "/applications/bulk",
    "/applications?view=board",
    "/offers",
    `/offers/compare?ids=${ids.offers.join(",")}`,
    "/jobs/new",
    `/jobs/edit/${ids.job}`,
    `/jobs/${ids.job}`,
    `/jobs/${ids.saved}`,
    `/jobs/${ids.job}/delete`,
    `/jobs/${ids.job}/offer`,
    `/jobs/${ids.job}/interviews/new`,
    `/jobs/${ids.job}/interviews/edit/${ids.interview}`,
    `/jobs/${ids.job}/interviews/${ids.interview}/delete`,
    "/contacts",
    "/contacts/new",
    `/contacts/edit/${ids.contact}`,
    `/contacts/${ids.contact}`,
    `/contacts/${ids.contact}/delete`,
    `/contacts/${ids.contact}/interactions/${ids.interaction}/delete`,
    "/documents",
    `/documents/edit/${ids.document}`,
    `/documents/${ids.document}/delete`,
    `/documents/${ids.document}/text`,
    "/tasks",
    "/tasks/new",
    `/tasks/edit/${ids.task}`,
    `/tasks/${ids.task}`,
    `/tasks/${ids.task}/delete`,
    "/plans",
    `/payment?planId=${planId}&billingType=monthly`,
    "/payment-history",
    `/payments/${receipt}/receipt`,
    "/subscription",
    "/subscription/cancel",
    `/u/${handle}`,
  ];
}

async function overflow(page: Page, path: string): Promise<string | null> {
  const res = await page.goto(path, { waitUntil: "load" });
  expect(res?.status() ?? 0, path).toBeLessThan(500);
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  if (width <= WIDTH) return null;
  // Name the widest elements that stick out, to say what to fix.
  const culprits = await page.evaluate((max) => {
    const out: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll("*"))) {
      const r = el.getBoundingClientRect();
      if (r.right > max + 0.5 && r.width > 0) {
        const parentOut = el.parentElement && el.parentElement.getBoundingClientRect().right > max + 0.5;
        if (!parentOut)
          out.push(`${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} (${Math.round(r.right)})`);
      }
    }
    return out.slice(0, 4);
  }, WIDTH);
  return `${path}: ${width}px ${culprits.join("; ")}`;
}

test("the list covers every screen of app/routes.ts", () => {
  const source = readFileSync("app/routes.ts", "utf8");
  const patterns = [...source.matchAll(/route\("([^"]+)"/g)].map((m) => m[1]).filter((p) => p !== "*");
  const screens = [
    ...PUBLIC,
    ...signedInScreens(
      { job: "J", saved: "S", interview: "I", contact: "C", interaction: "X", task: "T", document: "D", offers: ["O"] },
      "H",
      "R",
      "P",
    ),
  ].map((p) => p.split("?")[0].slice(1));
  const toRegex = (pattern: string) => new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, "[^/]+").replace(/\./g, "\\.")}$`);
  const uncovered = patterns.filter((p) => !NOT_SCREENS[p] && !screens.some((s) => toRegex(p).test(s)));
  expect(uncovered).toEqual([]);
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: WIDTH, height: 844 } });

  test("no public screen scrolls sideways", async ({ page }) => {
    await fakeTurnstile(page); // /contact's widget script comes from a host the tests cannot reach
    const wide: string[] = [];
    for (const path of PUBLIC) {
      const found = await overflow(page, path);
      if (found) wide.push(found);
    }
    expect(wide).toEqual([]);
  });

  test("no signed-in screen scrolls sideways, with data on every one", async ({ page }) => {
    test.setTimeout(240_000);
    const user = newUser();
    const headers = await registerWithBearer(page, user);
    const post = async (path: string, data: Record<string, unknown>) => {
      const res = await page.request.post(`/api/v1${path}`, { data, headers });
      expect(res.status(), `${path} ${await res.text()}`).toBeLessThan(300);
      return res.json();
    };
    const long = "Senior Staff Platform Reliability Engineering Lead (Payments Infrastructure)";
    const company = "Internationalisation & Localisation Consultancy Private Limited";
    const statuses = ["saved", "applied", "screening", "interview", "offer", "rejected", "withdrawn"];
    const jobs: string[] = [];
    for (const [i, status] of statuses.entries()) {
      const body = await post("/jobs", {
        company: `${company} ${i}`,
        position: `${long} ${i}`,
        status,
        jobLocation: "Bengaluru, Karnataka, India (hybrid, three days a week)",
        jobUrl: `https://careers.example.com/jobs/${randomUUID()}/apply?source=a-very-long-tracking-value-${i}`,
        salary: { min: 1500000, max: 2500000, currency: "INR" },
        notes: "https://docs.example.com/a/very/long/unbroken/link/that/must/wrap/somewhere/on/a/phone/screen",
      });
      jobs.push(body.job._id);
    }
    const job = jobs[3];
    const interviewed = await post(`/jobs/${job}/interviews`, {
      date: "2027-02-01T10:30",
      interviewType: "video",
      withPerson: "Priyadarshini Venkataraman-Subramanian, Director of Engineering",
      notes: "Prepare the system design of a multi-region payments ledger",
    });
    const interview = interviewed.job.interviewHistory[0]._id;
    const contactBody = await post("/contacts", {
      name: "Priyadarshini Venkataraman-Subramanian",
      email: "priyadarshini.venkataraman-subramanian@internationalisation.example.com",
      company,
      position: long,
      relationship: "recruiter",
      tags: ["engineering-leadership", "payments", "bengaluru"],
      followUpDate: "2026-01-01",
      linkedIn: "https://www.linkedin.com/in/priyadarshini-venkataraman-subramanian-0123456789",
    });
    const contact = contactBody.contact._id;
    const interacted = await post(`/contacts/${contact}/interactions`, {
      date: "2026-11-01T10:00",
      method: "call",
      notes: "Talked about the platform team's roadmap and the interview loop",
    });
    const taskBody = await post("/tasks", {
      title: `Send the portfolio and the references to ${company}`,
      dueDate: "2026-01-05",
      priority: "high",
      category: "follow-up",
      relatedJob: job,
      relatedContact: contact,
    });
    await post("/tasks", { title: "A cancelled task", dueDate: "2026-01-04", status: "cancelled" });
    const pdf = Buffer.from(`%PDF-1.7\n% ${randomUUID()}\n1 0 obj << >> endobj\n%%EOF\n`);
    const uploaded = await page.request.post("/api/v1/documents", {
      multipart: {
        document: {
          name: "Resume-Priyadarshini-Venkataraman-Subramanian-2026-final-final.pdf",
          mimeType: "application/pdf",
          buffer: pdf,
        },
      },
      headers,
    });
    expect(uploaded.status()).toBe(201);
    const document = (await uploaded.json()).document._id;

    await login(page, user);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/plans");
    await payForPlan(page, "Premium");
    const handle = `narrow-${randomUUID().slice(0, 8)}`;
    const profile = await page.request.put("/api/v1/profiles", {
      data: { enabled: true, handle, headline: long, targetRoles: [long.slice(0, 60)], showCompanies: true },
      headers,
    });
    expect(profile.status()).toBe(200);
    await page.goto("/payment-history");
    const receiptHref = await page.locator('a[href$="/receipt"]').first().getAttribute("href");
    const receipt = receiptHref?.split("/")[2] ?? "";
    const plans = await (await page.request.get("/api/v1/plans")).json();
    const planId = plans.plans.find((p: { name: string }) => p.name === "basic")._id;

    const wide: string[] = [];
    const interaction = interacted.contact.interactionHistory[0]._id;
    const letter = (fixedTotal: number) => ({
      currency: "INR" as const,
      fixed: { kind: "total" as const, fixedTotal, basicPercent: 40 },
      city: "Bengaluru, Karnataka, India (hybrid, three days a week)",
      deadline: "2099-01-15",
    });
    const offers = seedOffers([
      [jobs[4], letter(2_400_000)],
      [jobs[3], letter(2_100_000)],
    ]);
    const ids = { job, saved: jobs[0], interview, contact, interaction, task: taskBody.task._id, document, offers };
    for (const path of signedInScreens(ids, handle, receipt, planId)) {
      const found = await overflow(page, path);
      if (found) wide.push(found);
    }
    expect(wide).toEqual([]);
  });
});

const boxesOverlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const width of [WIDTH, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === WIDTH ? 844 : 800 } });

    test("a toast never covers the page header's actions (issue 30)", async ({ page }) => {
      const user = newUser();
      await registerWithBearer(page, user);
      await login(page, user);
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto("/contacts/new");
      await page.getByRole("textbox", { name: "Name", exact: true }).fill("Meera Iyer");
      await page
        .getByRole("button", { name: /Add Contact|Save/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/contacts$/);
      const toast = page.getByRole("status").filter({ hasText: "Contact added successfully!" });
      await expect(toast).toBeVisible();
      const add = page.locator("main").getByRole("link", { name: /Add/ }).first();
      await expect(add).toBeVisible();
      const [t, a] = [await toast.boundingBox(), await add.boundingBox()];
      expect(t && a && !boxesOverlap(t, a), JSON.stringify({ toast: t, add: a })).toBe(true);
    });

    test("the contacts search shows its whole placeholder (issue 30)", async ({ page }) => {
      const user = newUser();
      await registerWithBearer(page, user);
      await login(page, user);
      await page.goto("/contacts");
      const search = page.locator("#contact-search");
      const fits = await search.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement("canvas").getContext("2d");
        if (!context) return { text: 0, room: 0 };
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = context.measureText(input.placeholder).width;
        const room = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        return { text, room };
      });
      expect(fits.text, JSON.stringify(fits)).toBeLessThanOrEqual(fits.room);
    });
  });
}
