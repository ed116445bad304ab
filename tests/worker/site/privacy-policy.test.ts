/**
 * The privacy policy (issue 30): what is stored, why, how long and where, each period read from the code
 * that deletes the data; the services and what each receives; the cookies of the pages that load other
 * services; the emails sent by default; a grievance contact. Its "last updated" date is the date its text
 * last changed: a hash of the rendered text is kept beside the date, so changing the words without the
 * date and the change log fails here.
 */
import { HOUSEKEEPING } from "@worker/domain/housekeeping.server";
import { describe, expect, it } from "vitest";
import { PRIVACY_POLICY } from "~/routes/legal/privacy-version";
import { page } from "../support";

async function policyHtml(): Promise<string> {
  const res = await page(`/privacy-policy?fresh=${crypto.randomUUID()}`);
  expect(res.status).toBe(200);
  return (await res.text()).replace(/<!-- -->/g, "");
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

/** The policy's words alone: from the text's container to the change log. */
function policyText(html: string): string {
  const start = html.indexOf('id="policy-text"');
  const end = html.indexOf('id="changes"');
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  return textOf(html.slice(html.indexOf(">", start) + 1, html.lastIndexOf("<section", end)));
}

async function sha256Hex(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

describe("the privacy policy", () => {
  it("its date is the date its text last changed: the text's hash, the date and the change log move together", async () => {
    const html = await policyHtml();
    const hash = await sha256Hex(policyText(html));
    expect(
      hash,
      "The policy's text changed: set PRIVACY_POLICY.updated to today, add a line to its changes, and set textHash to this hash (app/routes/legal/privacy-version.ts)",
    ).toBe(PRIVACY_POLICY.textHash);
    expect(PRIVACY_POLICY.changes[0].date).toBe(PRIVACY_POLICY.updated);
    const dates = PRIVACY_POLICY.changes.map((c) => c.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(html).toContain(`Last updated: <time dateTime="${PRIVACY_POLICY.updated}">`);
    const changes = textOf(html.slice(html.indexOf('id="changes"')));
    for (const change of PRIVACY_POLICY.changes) expect(changes).toContain(change.change);
  });

  it("the hash check can fail: one word changed is another hash", async () => {
    const text = policyText(await policyHtml());
    expect(await sha256Hex(text.replace("Resend", "Mailgun"))).not.toBe(PRIVACY_POLICY.textHash);
  });

  it("has a retention row for every kind of data, with the periods the code keeps", async () => {
    const text = policyText(await policyHtml());
    for (const row of [
      "Your account",
      "Applications and what goes with them",
      "Documents",
      "Contact-form messages",
      "Rate-limit keys",
      "The email outbox",
      "Payment records",
      "Extension data",
    ])
      expect(text, row).toContain(row);
    const days = (ms: number) => `${ms / (24 * 60 * 60 * 1000)} days`;
    expect(text).toContain(`${days(HOUSEKEEPING.contactMessageKeepMs)}, then deleted by the daily housekeeping`);
    expect(text).toContain(
      `${days(HOUSEKEEPING.outboxKeepMs)}; an email that could not be sent, ${days(HOUSEKEEPING.failedOutboxKeepMs)}`,
    );
    expect(text).toContain("Kept without an end date.");
  });

  it("names each service and what it receives, the pages whose services set cookies, the default emails and the grievance contact", async () => {
    const html = await policyHtml();
    const text = policyText(html);
    for (const service of ["Cloudflare", "Resend", "Razorpay", "Cloudflare Turnstile"]) expect(text).toContain(service);
    expect(text).toContain("The contact form loads Cloudflare Turnstile");
    expect(text).toContain("The payment page (and the payment step of registration) loads Razorpay Checkout");
    expect(text).toContain("on by default");
    expect(html).toContain('href="/profile/notifications"');
    expect(text).toContain("Grievance Officer, Offerpath");
    expect(html).toContain('href="mailto:grievance@offerpath.app"');
    expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
  });
});
