/**
 * Issue 32, acting on forwarded emails: apply a proposal with and without JavaScript, undo one that applied
 * by itself, dismiss and delete, and the screen's accessibility at 390 and 1280 px.
 *
 * Seeding: the messages are written into the e2e server's own local D1 (`wrangler d1 execute --local
 * --persist-to .wrangler/e2e-state-<port>`), as the email handler stores them. Delivering a real email
 * (`POST /cdn-cgi/local/email`) needs the address and the handler, which are another part of the issue;
 * once they are in, these journeys can deliver instead of writing rows.
 */

import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, login, newUser, registerWithBearer, test } from "./fixtures";

const PORT = Number(process.env.E2E_PORT ?? 8788);

/** Runs SQL against the e2e server's local D1 (one wrangler call for all the statements). */
function seedSql(statements: string[]) {
  execFileSync(
    "npx",
    [
      "wrangler",
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      `.wrangler/e2e-state-${PORT}`,
      "--command",
      statements.join(";\n"),
    ],
    { stdio: "pipe", env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" } },
  );
}

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

type Seeded = { id: string; subject: string };

/** One stored email, as the email handler writes it; `extra` sets its status columns. */
function messageSql(userId: string, m: Record<string, string | number | null>): string {
  const columns = Object.keys(m);
  const values = columns.map((c) => {
    const v = m[c];
    return v === null ? "NULL" : typeof v === "number" ? String(v) : quote(v);
  });
  return `INSERT INTO inbox_messages (user_id, ${columns.join(", ")}) VALUES (${quote(userId)}, ${values.join(", ")})`;
}

/** A signed-in user with one application (Initech, Applied); their id, the job's and the API headers. */
async function userWithJob(page: Page) {
  const user = newUser();
  const headers = await registerWithBearer(page, user);
  const me = await (await page.request.get("/api/v1/auth/me", { headers })).json();
  const job = await page.request.post("/api/v1/jobs", {
    headers,
    data: { company: "Initech", position: "Platform Engineer", status: "applied" },
  });
  expect(job.status()).toBe(201);
  const jobId: string = (await job.json()).job._id;
  await login(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { userId: me.user._id as string, jobId, headers };
}

function rejection(jobId: string, overrides: Record<string, string | number | null> = {}) {
  const id = `e2e-${randomUUID()}`;
  const subject = `An update on your Initech application ${id.slice(4, 10)}`;
  const now = Date.now();
  return {
    seeded: { id, subject },
    row: {
      id,
      message_id: `${id}@mail.example`,
      received_at: now,
      sent_at: now - 3_600_000,
      sender_address: "no-reply@greenhouse.io",
      sender_name: "Initech Recruiting",
      subject,
      body_text:
        "Hi Ira,\n\nThank you for your interest in Initech. After careful review we have decided to move forward with other candidates.\n\nCareers (https://initech.example/careers)",
      auth_results: JSON.stringify({ spf: "pass", dkim: "pass", dmarc: "pass" }),
      kind: "rejection",
      evidence: "we have decided to move forward with other candidates",
      job_id: jobId,
      proposal: JSON.stringify({
        jobId,
        changes: [{ type: "status", from: "applied", to: "rejected" }],
        summary: "Initech · Platform Engineer: Applied → Rejected",
      }),
      ...overrides,
    },
  };
}

async function jobStatus(page: Page, jobId: string, headers: Record<string, string>) {
  return (await (await page.request.get(`/api/v1/jobs/${jobId}`, { headers })).json()).job.status;
}

function card(page: Page, m: Seeded) {
  return page.getByRole("article", { name: m.subject });
}

async function applyAndUndo(page: Page) {
  const { userId, jobId, headers } = await userWithJob(page);
  const m = rejection(jobId);
  seedSql([messageSql(userId, m.row)]);
  await page.goto("/inbox");
  const message = card(page, m.seeded);
  await expect(message.getByText("Proposes: Initech · Platform Engineer: Applied → Rejected")).toBeVisible();
  await expect(message.getByText("SPF pass")).toBeVisible();
  await message.getByRole("button", { name: `Apply: ${m.seeded.subject}` }).click();
  await expect(page.getByText("Applied: Initech · Platform Engineer: Applied → Rejected").first()).toBeVisible();
  await expect(card(page, m.seeded).getByText("Done:")).toBeVisible();
  expect(await jobStatus(page, jobId, headers)).toBe("rejected");
  await card(page, m.seeded)
    .getByRole("button", { name: `Undo: ${m.seeded.subject}` })
    .click();
  await expect(card(page, m.seeded).getByText("Undone", { exact: true })).toBeVisible();
  expect(await jobStatus(page, jobId, headers)).toBe("applied");
}

test("apply a proposal in one click, then undo it", async ({ page }) => {
  await applyAndUndo(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("apply and undo are plain form posts", async ({ page }) => {
    await applyAndUndo(page);
  });
});

test("undo a proposal that applied by itself", async ({ page }) => {
  const { userId, jobId, headers } = await userWithJob(page);
  // As the email handler leaves a kind the user lets apply by itself: the job moved, the message done.
  const moved = await page.request.patch(`/api/v1/jobs/${jobId}`, { headers, data: { status: "rejected" } });
  expect(moved.status()).toBe(200);
  const m = rejection(jobId, {
    status: "applied",
    auto: 1,
    applied_at: Date.now(),
    undo: JSON.stringify({ jobId, previousStatus: "applied" }),
  });
  seedSql([messageSql(userId, m.row)]);
  await page.goto("/inbox");
  await expect(card(page, m.seeded).getByText("Done, applied automatically:")).toBeVisible();
  await card(page, m.seeded)
    .getByRole("button", { name: `Undo: ${m.seeded.subject}` })
    .click();
  await expect(card(page, m.seeded).getByText("Undone", { exact: true })).toBeVisible();
  expect(await jobStatus(page, jobId, headers)).toBe("applied");
});

test("dismiss one email and delete another", async ({ page }) => {
  const { userId, jobId } = await userWithJob(page);
  const a = rejection(jobId);
  const b = rejection(jobId, { received_at: Date.now() - 60_000 });
  seedSql([messageSql(userId, a.row), messageSql(userId, b.row)]);
  await page.goto("/inbox");
  await expect(page.getByText("2 waiting for you")).toBeVisible();
  await card(page, a.seeded)
    .getByRole("button", { name: `Dismiss: ${a.seeded.subject}` })
    .click();
  await expect(card(page, a.seeded).getByText("Dismissed", { exact: true })).toBeVisible();
  await expect(page.getByText("1 waiting for you")).toBeVisible();
  await card(page, b.seeded)
    .getByRole("button", { name: `Delete: ${b.seeded.subject}` })
    .click();
  await expect(page.getByText("Email deleted")).toBeVisible();
  await expect(card(page, b.seeded)).toHaveCount(0);
});

for (const width of [390, 1280]) {
  test(`the inbox passes axe at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const { userId, jobId } = await userWithJob(page);
    const waiting = rejection(jobId);
    const done = rejection(jobId, {
      received_at: Date.now() - 120_000,
      status: "applied",
      auto: 1,
      applied_at: Date.now(),
      undo: JSON.stringify({ jobId }),
    });
    const alert = rejection(jobId, {
      received_at: Date.now() - 240_000,
      kind: "job_alert",
      evidence: "Sender is a job alert list",
      job_id: null,
      proposal: "{}",
      auth_results: null,
    });
    seedSql([messageSql(userId, waiting.row), messageSql(userId, done.row), messageSql(userId, alert.row)]);
    await page.goto("/inbox");
    await expect(card(page, waiting.seeded)).toBeVisible();
    await card(page, waiting.seeded).getByText("Show the email").click();
    await expectNoAxeViolations(page);
    // Nothing scrolls sideways on a phone (issue 30), long subjects and bodies included.
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(width);
  });
}
