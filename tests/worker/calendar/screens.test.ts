/**
 * The calendar's screens in workerd: /profile/calendar's forms as a browser without JavaScript posts them,
 * the address on /profile, and "Add to calendar" on the job page (the .ics download and the Google link),
 * with its ownership check (docs/decisions/037).
 */
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import {
  addInterview,
  createJob,
  EVIL,
  followToast,
  formPost,
  page,
  send,
  signUpForWeb,
  uniqueClientIp,
  type WebUser,
} from "../support";

const FEED_PATH = /http:\/\/localhost:8787(\/calendar\/[A-Za-z0-9_-]{43}\.ics)/;

function feedPathIn(html: string): string | null {
  return FEED_PATH.exec(html)?.[1] ?? null;
}

const feedStatus = async (path: string) =>
  (await send(path, { headers: { "CF-Connecting-IP": uniqueClientIp() } })).status;

async function post(user: WebUser, intent: string) {
  const res = await formPost("/profile/calendar", { intent }, { cookie: user.cookie, ip: user.ip });
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe("/profile/calendar");
  return followToast(res, user.cookie);
}

describe("/profile/calendar without JavaScript", () => {
  it("creates, regenerates and turns off the feed with plain posts", async () => {
    const user = await signUpForWeb();
    const empty = await (await page("/profile/calendar", user.cookie)).text();
    expect(empty).toContain("Create feed");
    expect(feedPathIn(empty)).toBeNull();

    const created = await post(user, "create");
    expect(created).toContain("Your calendar feed is ready");
    const first = feedPathIn(created);
    expect(first).not.toBeNull();
    expect(await feedStatus(first ?? "")).toBe(200);
    for (const app of ["Google Calendar", "Apple Calendar", "Outlook"]) expect(created).toContain(app);
    // /profile shows the same address and links here.
    const profile = await (await page("/profile", user.cookie)).text();
    expect(feedPathIn(profile)).toBe(first);
    expect(profile).toContain('href="/profile/calendar"');

    const regenerated = await post(user, "regenerate");
    const second = feedPathIn(regenerated);
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
    expect(await feedStatus(first ?? "")).toBe(404);
    expect(await feedStatus(second ?? "")).toBe(200);

    const off = await post(user, "off");
    expect(off).toContain("Calendar feed turned off");
    expect(feedPathIn(off)).toBeNull();
    expect(await feedStatus(second ?? "")).toBe(404);
  });

  it("refuses a cross-site post and ignores an unknown intent", async () => {
    const user = await signUpForWeb();
    const forged = await formPost("/profile/calendar", { intent: "create" }, { cookie: user.cookie, origin: EVIL });
    expect(forged.status).toBe(403);
    const odd = await formPost("/profile/calendar", { intent: "__proto__" }, { cookie: user.cookie, ip: user.ip });
    expect(odd.status).toBe(302);
    expect(feedPathIn(await (await page("/profile/calendar", user.cookie)).text())).toBeNull();
  });

  it("needs a session", async () => {
    const res = await page("/profile/calendar");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/login/);
  });
});

describe("Add to calendar on the job page", () => {
  it("links each interview's .ics download and a Google Calendar template", async () => {
    const user = await signUpForWeb();
    const jobId = await createJob(user, { company: "Smith & Sons", position: "R&D Lead", jobLocation: "Pune" });
    const interviewId = await addInterview(user, jobId, {
      date: "2030-03-08T17:00:00Z",
      interviewType: "in-person",
      withPerson: "Zoë",
    });
    const html = await (await page(`/jobs/${jobId}`, user.cookie)).text();
    expect(html).toContain(`href="/jobs/${jobId}/interviews/${interviewId}/calendar.ics"`);
    const google = /href="(https:\/\/calendar\.google\.com\/calendar\/render\?[^"]+)"/.exec(html)?.[1];
    if (!google) throw new Error("no Google Calendar link");
    const url = new URL(google.replaceAll("&amp;", "&"));
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe("Interview: R&D Lead at Smith & Sons");
    expect(url.searchParams.get("dates")).toBe("20300308T170000Z/20300308T180000Z");
    expect(url.searchParams.get("location")).toBe("Pune");
    expect(url.searchParams.get("details")).toContain("In-person interview with Zoë.");
  });

  it("downloads the interview as a calendar file for its owner only", async () => {
    const owner = await signUpForWeb();
    const other = await signUpForWeb();
    const jobId = await createJob(owner, { company: "Ünïcödé Ltd, Inc.", position: "Engineer" });
    const interviewId = await addInterview(owner, jobId, { date: "2030-04-01T09:30:00Z" });
    const path = `/jobs/${jobId}/interviews/${interviewId}/calendar.ics`;

    const res = await page(path, owner.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toBe(
      'attachment; filename="interview-unicode-ltd-inc-2030-04-01.ics"',
    );
    const events = new ICAL.Component(ICAL.parse(await res.text())).getAllSubcomponents("vevent");
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]);
    expect(event.uid).toBe(`interview-${interviewId}@localhost:8787`);
    expect(event.summary).toBe("Interview: Engineer at Ünïcödé Ltd, Inc.");
    expect(event.startDate.toJSDate().toISOString()).toBe("2030-04-01T09:30:00.000Z");

    const otherJob = await createJob(other);
    for (const [who, p] of [
      [other, path],
      [owner, `/jobs/${otherJob}/interviews/${interviewId}/calendar.ics`],
      [owner, `/jobs/${jobId}/interviews/nope/calendar.ics`],
      [owner, `/jobs/${jobId}/interviews/${"a".repeat(600)}/calendar.ics`],
      [owner, `/jobs/${jobId}/interviews/..%2F..%2Fprofile/calendar.ics`],
    ] as const) {
      const denied = await page(p, who.cookie);
      expect(denied.status, p).toBe(404);
      expect(await denied.text(), p).not.toContain("BEGIN:VCALENDAR");
    }
    const anonymous = await page(path);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/login/);
  });
});
