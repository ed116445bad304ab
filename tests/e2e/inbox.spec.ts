/**
 * Issue 32, acting on forwarded emails, through the real path: the user's address is turned on, realistic
 * emails are delivered to it through wrangler's local Email Routing endpoint (tests/e2e/inbox-mail.ts), the
 * email handler reads, classifies and matches them, and the user applies (with and without JavaScript),
 * dismisses, deletes, lets rejections apply by themselves and undoes one; axe at 390 and 1280 px.
 */

import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, login, newUser, registerWithBearer, test } from "./fixtures";
import { applicationReceived, deliver, interviewInvitation, jobAlert, type Mail, rejection } from "./inbox-mail";

type Api = { Authorization: string };

/**
 * A signed-in user with one application (Initech, Platform Engineer, Applied) and their forwarding address
 * turned on; the job's id, the address and the API headers.
 */
async function userWithAddress(page: Page) {
  const user = newUser();
  const headers = await registerWithBearer(page, user);
  const job = await page.request.post("/api/v1/jobs", {
    headers,
    data: { company: "Initech", position: "Platform Engineer", status: "applied" },
  });
  expect(job.status()).toBe(201);
  const jobId: string = (await job.json()).job._id;
  const on = await page.request.post("/api/v1/inbox/address", { headers });
  expect(on.status()).toBe(200);
  const address: string = (await on.json()).inboxAddress.address;
  await login(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { jobId, address, headers };
}

/** Delivers `mail` to `address` and checks the handler kept it. */
async function delivered(page: Page, address: string, mail: Mail): Promise<Mail> {
  expect(await deliver(page, address, mail.raw)).toEqual({ status: 200, text: "Worker successfully processed email" });
  return mail;
}

async function readJob(page: Page, jobId: string, headers: Api) {
  return (await (await page.request.get(`/api/v1/jobs/${jobId}`, { headers })).json()).job;
}

function card(page: Page, mail: Mail) {
  return page.getByRole("article", { name: mail.subject });
}

async function applyAndUndo(page: Page) {
  const { jobId, address, headers } = await userWithAddress(page);
  const m = await delivered(page, address, rejection("Initech", "Platform Engineer"));
  await page.goto("/inbox");
  const message = card(page, m);
  await expect(message.getByText("Proposes: Initech · Platform Engineer: Applied → Rejected")).toBeVisible();
  await expect(message.getByText("SPF pass")).toBeVisible();
  await expect(message.getByText(/^Why: .*we will not be moving forward with your application/)).toBeVisible();
  await message.getByRole("button", { name: `Apply: ${m.subject}` }).click();
  await expect(page.getByText("Applied: Initech · Platform Engineer: Applied → Rejected").first()).toBeVisible();
  await expect(card(page, m).getByText("Done:")).toBeVisible();
  expect((await readJob(page, jobId, headers)).status).toBe("rejected");
  await card(page, m)
    .getByRole("button", { name: `Undo: ${m.subject}` })
    .click();
  await expect(card(page, m).getByText("Undone", { exact: true })).toBeVisible();
  expect((await readJob(page, jobId, headers)).status).toBe("applied");
}

/** An application received from a company the user has no application at proposes a new one. */
async function applyNewApplication(page: Page) {
  const { address, headers } = await userWithAddress(page);
  const m = await delivered(page, address, applicationReceived("Globex", "Site Reliability Engineer"));
  await page.goto("/inbox");
  const proposal = "Globex · Site Reliability Engineer: add the application (Applied)";
  await expect(card(page, m).getByText(`Proposes: ${proposal}`)).toBeVisible();
  await card(page, m)
    .getByRole("button", { name: `Apply: ${m.subject}` })
    .click();
  await expect(page.getByText(`Applied: ${proposal}`).first()).toBeVisible();
  await card(page, m).getByRole("link", { name: "Open the application" }).click();
  await expect(page.getByRole("heading", { name: "Site Reliability Engineer", level: 1 })).toBeVisible();
  await expect(page.getByRole("main").getByText("Globex", { exact: true })).toBeVisible();
  const jobs = (await (await page.request.get("/api/v1/jobs", { headers })).json()).jobs as {
    company: string;
    position: string;
    status: string;
  }[];
  expect(jobs.map(({ company, position, status }) => ({ company, position, status }))).toContainEqual({
    company: "Globex",
    position: "Site Reliability Engineer",
    status: "applied",
  });
}

test("apply a rejection in one click, then undo it", async ({ page }) => {
  await applyAndUndo(page);
});

test("an application received from a new company adds the application", async ({ page }) => {
  await applyNewApplication(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("apply and undo are plain form posts", async ({ page }) => {
    await applyAndUndo(page);
  });

  test("a new application from an email is a plain form post", async ({ page }) => {
    await applyNewApplication(page);
  });
});

test("an interview invitation moves the application and adds the interview with its Zoom link", async ({ page }) => {
  const { jobId, address, headers } = await userWithAddress(page);
  const zoom = "https://initech.zoom.us/j/93812345678?pwd=e2e";
  const m = await delivered(page, address, interviewInvitation("Initech", "Platform Engineer", zoom));
  await page.goto("/inbox");
  // 9:00 AM PT, shown in the zone it was written in (PST or PDT by the day).
  const proposal =
    /Initech · Platform Engineer: Applied → Interview, add an interview on \d{1,2} [A-Z][a-z]{2} 09:00 P[SD]T/;
  await expect(card(page, m).getByText(proposal)).toBeVisible();
  await card(page, m)
    .getByRole("button", { name: `Apply: ${m.subject}` })
    .click();
  await expect(card(page, m).getByText("Done:")).toBeVisible();
  const job = await readJob(page, jobId, headers);
  expect(job.status).toBe("interview");
  expect(job.interviewHistory).toHaveLength(1);
  expect(job.interviewHistory[0]).toMatchObject({ interviewType: "video", withPerson: "Megan Lee" });
  expect(job.interviewHistory[0].notes).toContain(`Meeting link: ${zoom}`);
});

test("undo a rejection that applied by itself", async ({ page }) => {
  const { jobId, address, headers } = await userWithAddress(page);
  await page.goto("/inbox");
  await page.getByRole("checkbox", { name: "Rejection", exact: true }).check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Saved: the kinds you ticked now apply by themselves")).toBeVisible();

  const m = await delivered(page, address, rejection("Initech", "Platform Engineer"));
  expect((await readJob(page, jobId, headers)).status).toBe("rejected");
  await page.reload();
  await expect(card(page, m).getByText("Done, applied automatically:")).toBeVisible();
  await expect(card(page, m).getByText("Initech · Platform Engineer: Applied → Rejected")).toBeVisible();
  await expect(page.getByText("Nothing waiting")).toBeVisible();
  await card(page, m)
    .getByRole("button", { name: `Undo: ${m.subject}` })
    .click();
  await expect(card(page, m).getByText("Undone", { exact: true })).toBeVisible();
  expect((await readJob(page, jobId, headers)).status).toBe("applied");
});

test("dismiss one email and delete another", async ({ page }) => {
  const { jobId, address, headers } = await userWithAddress(page);
  const a = await delivered(page, address, rejection("Initech", "Platform Engineer"));
  const b = await delivered(
    page,
    address,
    interviewInvitation("Initech", "Platform Engineer", "https://initech.zoom.us/j/93812345678"),
  );
  await page.goto("/inbox");
  await expect(page.getByText("2 waiting for you")).toBeVisible();
  await card(page, a)
    .getByRole("button", { name: `Dismiss: ${a.subject}` })
    .click();
  await expect(card(page, a).getByText("Dismissed", { exact: true })).toBeVisible();
  await expect(page.getByText("1 waiting for you")).toBeVisible();
  await card(page, b)
    .getByRole("button", { name: `Delete: ${b.subject}` })
    .click();
  await expect(page.getByText("Email deleted")).toBeVisible();
  await expect(card(page, b)).toHaveCount(0);
  // Neither changed the application.
  expect((await readJob(page, jobId, headers)).status).toBe("applied");
});

for (const width of [390, 1280]) {
  test(`the inbox passes axe at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const { address } = await userWithAddress(page);
    // One done, one waiting, one that proposes nothing; delivered oldest first.
    const done = await delivered(page, address, rejection("Initech", "Platform Engineer"));
    const waiting = await delivered(
      page,
      address,
      interviewInvitation("Initech", "Platform Engineer", "https://initech.zoom.us/j/93812345678?pwd=e2e"),
    );
    const alert = await delivered(page, address, jobAlert());
    await page.goto("/inbox");
    await card(page, done)
      .getByRole("button", { name: `Apply: ${done.subject}` })
      .click();
    await expect(card(page, done).getByText("Done:")).toBeVisible();
    await expect(card(page, alert).getByText("Nothing to apply")).toBeVisible();
    await card(page, waiting).getByText("Show the email").click();
    await expectNoAxeViolations(page);
    // Nothing scrolls sideways on a phone (issue 30), long subjects, links and bodies included.
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(width);
  });
}
