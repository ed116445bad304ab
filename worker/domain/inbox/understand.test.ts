import type { JobCandidate, ReadMessage, Understanding } from "@core/inbox";
import { describe, expect, it } from "vitest";
import { candidatePrefix, companyKey, formatWhen, matchJob, propose, understand } from "./understand";
import { readCalendar } from "./understand/calendar";

function message(overrides: Partial<ReadMessage>): ReadMessage {
  return {
    messageId: "m@x",
    sender: { name: "Jane Doe", email: "jane@stripe.com" },
    forwardedBy: "",
    subject: "",
    sentAt: Date.parse("2026-11-27T06:00:00Z"),
    text: "",
    auth: null,
    calendars: [],
    confirmation: null,
    ...overrides,
  };
}

const job = (id: string, company: string, position: string, status: JobCandidate["status"] = "applied") => ({
  id,
  company,
  position,
  status,
});
const understood = (kind: Understanding["kind"], fields: Understanding["fields"], evidence = "x"): Understanding => ({
  kind,
  evidence,
  fields,
});

describe("companyKey: one company however it is written", () => {
  it('"Acme Inc." = "ACME" = acme.com = "Acme Technologies Pvt. Ltd."', () => {
    const keys = [
      "Acme Inc.",
      "ACME",
      "acme.com",
      "Acme Technologies Pvt. Ltd.",
      "careers.acme.co.in",
      "The Acme Company",
    ];
    expect(new Set(keys.map(companyKey))).toEqual(new Set(["acme"]));
  });

  it("keeps look-alikes apart", () => {
    expect(companyKey("Acme Robotics")).not.toBe(companyKey("Acme"));
    expect(companyKey("Metabase")).not.toBe(companyKey("Meta"));
    expect(companyKey("Meta Platforms, Inc.")).toBe("metaplatforms");
    expect(companyKey("Tech Mahindra")).toBe("techmahindra");
  });
});

describe("matchJob", () => {
  const jobs = [
    job("1", "Acme Technologies Pvt. Ltd.", "Backend Engineer"),
    job("2", "Acme Robotics", "Backend Engineer"),
    job("3", "Metabase", "Data Engineer"),
    job("4", "Stripe, Inc.", "Backend Engineer"),
    job("5", "Stripe", "Sr. Frontend Engineer II"),
  ];

  it("matches the same company however written, and never a look-alike", () => {
    expect(matchJob(understood("rejection", { company: "ACME" }), jobs).jobId).toBe("1");
    expect(matchJob(understood("rejection", { company: "acme.com" }), jobs).jobId).toBe("1");
    expect(matchJob(understood("rejection", { company: "Acme Robotics" }), jobs).jobId).toBe("2");
    expect(matchJob(understood("rejection", { company: "Meta" }), jobs)).toEqual({
      jobId: null,
      company: "Meta",
      position: null,
    });
  });

  it("lets the position decide between several applications at one company", () => {
    const frontend = matchJob(understood("offer", { company: "Stripe", position: "Senior Frontend Engineer 2" }), jobs);
    expect(frontend).toEqual({ jobId: "5", company: "Stripe", position: "Sr. Frontend Engineer II" });
    expect(matchJob(understood("offer", { company: "Stripe", position: "Backend Engineer" }), jobs).jobId).toBe("4");
    // No position, or one matching neither: no match rather than a guess.
    expect(matchJob(understood("offer", { company: "Stripe" }), jobs).jobId).toBeNull();
    expect(matchJob(understood("offer", { company: "Stripe", position: "Product Designer" }), jobs).jobId).toBeNull();
  });

  it("takes the one application at a company unless the message names a different role", () => {
    expect(
      matchJob(understood("rejection", { company: "Metabase", position: "Senior Data Engineer" }), jobs).jobId,
    ).toBe("3");
    expect(
      matchJob(understood("application_received", { company: "Metabase", position: "Designer" }), jobs).jobId,
    ).toBe(null);
  });

  it("matches nothing without a company", () => {
    expect(matchJob(understood("rejection", {}), jobs)).toEqual({ jobId: null, company: null, position: null });
  });
});

describe("candidatePrefix", () => {
  it("is a lower-cased start every spelling of the company shares", () => {
    expect(candidatePrefix(understood("rejection", { company: "Acme Inc." }))).toBe("acme");
    expect(candidatePrefix(understood("rejection", { company: "The Zendesk Group" }))).toBe("zend");
    expect(candidatePrefix(understood("rejection", { company: "HP" }))).toBe("hp");
    expect(candidatePrefix(understood("rejection", {}))).toBeNull();
    for (const stored of ["ACME", "Acme Technologies Pvt. Ltd.", "acme.com"]) {
      expect(stored.toLowerCase().startsWith(candidatePrefix(understood("offer", { company: "Acme" })) ?? "-")).toBe(
        true,
      );
    }
  });
});

describe("propose: the changes and their sentence", () => {
  const zone = "Asia/Kolkata";
  const interviewAt = Date.parse("2026-12-02T09:30:00Z");

  it("an interview invitation moves an earlier application to Interview and adds the interview", () => {
    const u = understood("interview_invitation", {
      company: "Stripe",
      position: "Backend Engineer",
      interviewAt,
      interviewZone: "Asia/Kolkata",
      meetingLink: "https://meet.google.com/abc-defg-hij",
      person: { name: "Jane Doe", email: "jane@stripe.com" },
    });
    const jobs = [job("j1", "Stripe", "Backend Engineer", "applied")];
    const p = propose(u, matchJob(u, jobs), jobs, zone);
    expect(p.summary).toBe("Stripe · Backend Engineer: Applied → Interview, add an interview on 2 Dec 15:00 IST");
    expect(p.jobId).toBe("j1");
    expect(p.changes).toEqual([
      { type: "status", from: "applied", to: "interview" },
      {
        type: "interview",
        at: interviewAt,
        zone: "Asia/Kolkata",
        link: "https://meet.google.com/abc-defg-hij",
        interviewer: "Jane Doe",
      },
    ]);
    // Already further along: the interview only.
    const offered = [job("j1", "Stripe", "Backend Engineer", "offer")];
    expect(propose(u, matchJob(u, offered), offered, zone).changes?.map((c) => c.type)).toEqual(["interview"]);
  });

  it("an invitation with a booking link and no time says so", () => {
    const u = understood("interview_invitation", { company: "Linear", position: "Product Engineer" });
    const jobs = [job("l", "Linear", "Product Engineer", "applied")];
    expect(propose(u, matchJob(u, jobs), jobs, zone).summary).toBe(
      "Linear · Product Engineer: Applied → Interview, no interview time in the email yet",
    );
    const already = [job("l", "Linear", "Product Engineer", "interview")];
    expect(propose(u, matchJob(u, already), already, zone)).toEqual({
      jobId: "l",
      changes: [],
      summary: "Linear · Product Engineer: already Interview, no interview time in the email yet",
    });
  });

  it("shows a time in the zone it was written in", () => {
    const u = understood("interview_invitation", {
      company: "Figma",
      interviewAt: Date.parse("2026-12-09T18:00:00Z"),
      interviewZone: "America/Los_Angeles",
    });
    expect(propose(u, matchJob(u, []), [], zone).summary).toBe(
      "Figma: add the application (Interview), add an interview on 9 Dec 10:00 PST",
    );
    expect(formatWhen(Date.parse("2026-07-09T18:00:00Z"), "America/Los_Angeles")).toBe("9 Jul 11:00 PDT");
    expect(formatWhen(Date.parse("2026-12-10T15:00:00Z"), "UTC")).toBe("10 Dec 15:00 UTC");
  });

  it("an unmatched application received proposes the application and the writer as a contact", () => {
    const u = understood("application_received", {
      company: "Acme",
      position: "SRE",
      person: { name: "Priya Sharma", email: "priya@acme.com" },
    });
    const p = propose(u, matchJob(u, []), [], zone);
    expect(p.changes).toEqual([
      { type: "new_job", company: "Acme", position: "SRE", status: "applied" },
      { type: "contact", name: "Priya Sharma", email: "priya@acme.com", company: "Acme" },
    ]);
    expect(p.summary).toBe("Acme · SRE: add the application (Applied), add Priya Sharma as a contact");
  });

  it("a matched application received moves only a saved job", () => {
    const u = understood("application_received", { company: "Acme" });
    const saved = [job("s", "Acme Inc.", "SRE", "saved")];
    expect(propose(u, matchJob(u, saved), saved, zone)).toEqual({
      jobId: "s",
      changes: [{ type: "status", from: "saved", to: "applied" }],
      summary: "Acme Inc. · SRE: Saved → Applied",
    });
    const screening = [job("s", "Acme Inc.", "SRE", "screening")];
    expect(propose(u, matchJob(u, screening), screening, zone).summary).toBe(
      "Acme Inc. · SRE: already Screening, nothing to change",
    );
  });

  it("a rejection and an offer change a matched application's status; unmatched, nothing", () => {
    const jobs = [job("r", "Plaid", "Software Engineer", "interview")];
    const rejection = understood("rejection", { company: "Plaid" });
    expect(propose(rejection, matchJob(rejection, jobs), jobs, zone).summary).toBe(
      "Plaid · Software Engineer: Interview → Rejected",
    );
    const offer = understood("offer", { company: "Plaid", deadline: Date.parse("2026-12-14T18:29:00Z") });
    expect(propose(offer, matchJob(offer, jobs), jobs, zone).summary).toBe(
      'Plaid · Software Engineer: Interview → Offer, add the task "Reply to the offer from Plaid by 14 Dec 23:59 IST"',
    );
    expect(propose(rejection, matchJob(rejection, []), [], zone)).toEqual({
      jobId: null,
      changes: [],
      summary: "Plaid: no application of yours matches, nothing to change",
    });
  });

  it("an assessment adds its task with the deadline, and moves an applied job to Screening", () => {
    const u = understood("assessment", { company: "Atlassian", deadline: Date.parse("2026-12-01T18:29:00Z") });
    const jobs = [job("a", "Atlassian", "Backend Developer", "applied")];
    const p = propose(u, matchJob(u, jobs), jobs, zone);
    expect(p.summary).toBe(
      'Atlassian · Backend Developer: Applied → Screening, add the task "Complete the assessment for Atlassian by 1 Dec 23:59 IST"',
    );
    expect(p.changes?.[1]).toEqual({
      type: "task",
      title: "Complete the assessment for Atlassian by 1 Dec 23:59 IST",
      dueAt: Date.parse("2026-12-01T18:29:00Z"),
    });
  });

  it("a rescheduled interview proposes the new time for its application, else a task; a cancelled one a task", () => {
    const moved = understood("interview_changed", { company: "TCS", interviewAt, interviewZone: "Asia/Kolkata" });
    const tcs = [job("t1", "TCS", "Engineer", "interview")];
    expect(propose(moved, matchJob(moved, tcs), tcs, zone).summary).toBe(
      "TCS · Engineer: add an interview on 2 Dec 15:00 IST",
    );
    // No application to add it to (applying an interview would have nowhere to go): a task with the new time.
    expect(propose(moved, matchJob(moved, []), [], zone).changes).toEqual([
      { type: "task", title: "Update the interview with TCS: it was rescheduled to 2 Dec 15:00 IST", dueAt: null },
    ]);
    const cancelled = understood("interview_changed", { company: "CRED" }, "The calendar invitation cancels the event");
    expect(propose(cancelled, matchJob(cancelled, []), [], zone).changes).toEqual([
      { type: "task", title: "Update the interview with CRED: it was cancelled", dueAt: null },
    ]);
  });

  it("with several applications at the company and nothing telling which, changes nothing and adds none", () => {
    const jobs = [job("a", "Stripe", "Backend Engineer"), job("b", "Stripe", "Data Scientist")];
    for (const kind of [
      "application_received",
      "rejection",
      "offer",
      "interview_invitation",
      "interview_changed",
    ] as const) {
      const u = understood(kind, { company: "Stripe" });
      expect(propose(u, matchJob(u, jobs), jobs, zone)).toEqual({
        jobId: null,
        changes: [],
        summary: "Stripe: more than one of your applications at Stripe may be meant, nothing to change",
      });
    }
    // A position that names neither is a new application.
    const other = understood("application_received", { company: "Stripe", position: "Product Designer" });
    expect(propose(other, matchJob(other, jobs), jobs, zone).changes?.[0]).toMatchObject({ type: "new_job" });
  });

  it("recruiter outreach proposes the writer as a contact; alerts and other nothing", () => {
    const outreach = understood("recruiter_outreach", {
      company: "Snowflake",
      person: { name: "David Kim", email: "david.kim@snowflake.com" },
    });
    expect(propose(outreach, matchJob(outreach, []), [], zone).summary).toBe("Snowflake: add David Kim as a contact");
    expect(propose(understood("job_alert", {}), matchJob(understood("job_alert", {}), []), [], zone)).toEqual({
      jobId: null,
      changes: [],
      summary: "Job alert or newsletter, nothing to change",
    });
  });
});

describe("calendar invitations (ical.js)", () => {
  /** The email's date the invitations are read around. */
  const NOW = Date.parse("2026-11-28T09:00:00Z");
  const calendar = (dtstart: string, extra = "") =>
    [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "METHOD:REQUEST",
      extra,
      "BEGIN:VEVENT",
      dtstart,
      "SUMMARY:Interview - Backend Engineer",
      "ORGANIZER;CN=Rohan Mehta:mailto:rohan@cred.club",
      "DESCRIPTION:Join https://meet.google.com/qwe-rtyu-iop",
      "UID:1",
      "END:VEVENT",
      "END:VCALENDAR",
    ]
      .filter(Boolean)
      .join("\r\n");

  it("reads DTSTART with an IANA TZID in that zone", () => {
    const event = readCalendar(calendar("DTSTART;TZID=Asia/Kolkata:20261208T110000"), "UTC", NOW);
    expect(event?.start).toBe(Date.parse("2026-12-08T05:30:00Z"));
    expect(event?.zone).toBe("Asia/Kolkata");
    expect(event?.method).toBe("REQUEST");
    expect(event?.organizer).toEqual({ name: "Rohan Mehta", email: "rohan@cred.club" });
  });

  it("reads Outlook's Windows zone names, and an unknown TZID in the user's zone (its VTIMEZONE is not read)", () => {
    expect(readCalendar(calendar("DTSTART;TZID=Pacific Standard Time:20261208T110000"), "UTC", NOW)?.start).toBe(
      Date.parse("2026-12-08T19:00:00Z"),
    );
    const vtimezone = [
      "BEGIN:VTIMEZONE",
      "TZID:Custom Zone",
      "BEGIN:STANDARD",
      "DTSTART:19700101T000000",
      "TZOFFSETFROM:+0400",
      "TZOFFSETTO:+0400",
      "END:STANDARD",
      "END:VTIMEZONE",
    ].join("\r\n");
    const event = readCalendar(calendar("DTSTART;TZID=Custom Zone:20261208T110000", vtimezone), "Asia/Kolkata", NOW);
    expect(event?.start).toBe(Date.parse("2026-12-08T05:30:00Z"));
    expect(event?.zone).toBe("Asia/Kolkata");
  });

  it("reads a calendar whose VTIMEZONE repeats every minute from 1601 at once (ical.js would walk it)", () => {
    const poison = [
      "BEGIN:VTIMEZONE",
      "TZID:Poison",
      "BEGIN:STANDARD",
      "DTSTART:16010101T000000",
      "RRULE:FREQ=MINUTELY",
      "TZOFFSETFROM:+0000",
      "TZOFFSETTO:+0100",
      "END:STANDARD",
      "END:VTIMEZONE",
    ].join("\r\n");
    const started = performance.now();
    const event = readCalendar(calendar("DTSTART;TZID=Poison:20261208T110000", poison), "UTC", NOW);
    expect(performance.now() - started).toBeLessThan(100);
    expect(event?.start).toBe(Date.parse("2026-12-08T11:00:00Z"));
  });

  it("ignores an event's start more than a year before the email or three years after it", () => {
    expect(readCalendar(calendar("DTSTART;TZID=Asia/Kolkata:16010101T000000"), "UTC", NOW)?.start).toBeNull();
    expect(readCalendar(calendar("DTSTART:20300101T000000Z"), "UTC", NOW)?.start).toBeNull();
    expect(readCalendar(calendar("DTSTART:20271201T000000Z"), "UTC", NOW)?.start).toBe(
      Date.parse("2027-12-01T00:00:00Z"),
    );
  });

  it("reads UTC times as they are and floating times in the user's zone", () => {
    expect(readCalendar(calendar("DTSTART:20261208T053000Z"), "America/Los_Angeles", NOW)?.start).toBe(
      Date.parse("2026-12-08T05:30:00Z"),
    );
    expect(readCalendar(calendar("DTSTART:20261208T110000"), "Asia/Kolkata", NOW)?.start).toBe(
      Date.parse("2026-12-08T05:30:00Z"),
    );
  });

  it("marks a cancelled event, and reads nothing from text that is not a calendar", () => {
    expect(
      readCalendar(calendar("DTSTART:20261208T053000Z").replace("METHOD:REQUEST", "METHOD:CANCEL"), "UTC", NOW)?.method,
    ).toBe("CANCEL");
    expect(readCalendar("not a calendar", "UTC", NOW)).toBeNull();
  });

  it("an invitation's calendar decides the interview's time, zone and link", () => {
    const u = understand(
      message({
        subject: "Invitation: CRED - Backend Engineer - Technical Interview",
        calendars: [calendar("DTSTART;TZID=Asia/Kolkata:20261208T110000")],
      }),
      "UTC",
    );
    expect(u.kind).toBe("interview_invitation");
    expect(u.fields).toMatchObject({
      company: "CRED",
      interviewAt: Date.parse("2026-12-08T05:30:00Z"),
      interviewZone: "Asia/Kolkata",
      meetingLink: "https://meet.google.com/qwe-rtyu-iop",
    });
  });
});

describe("understand", () => {
  it("takes the company from the text, not the ATS that sent it", () => {
    const u = understand(
      message({
        sender: { name: "Stripe via Greenhouse", email: "no-reply@greenhouse.io" },
        subject: "Your application",
        text: "Hi Asha,\n\nThank you for applying to Stripe. We have received your application for the Backend Engineer role.",
      }),
      "Asia/Kolkata",
    );
    expect(u).toMatchObject({
      kind: "application_received",
      fields: { company: "Stripe", position: "Backend Engineer" },
    });
    const fromName = understand(
      message({
        sender: { name: "Stripe via Greenhouse", email: "no-reply@greenhouse.io" },
        text: "We received your application.",
      }),
      "UTC",
    );
    expect(fromName.fields.company).toBe("Stripe");
  });

  it("does not read a conditional sentence as the event: 'if you are not selected' is no rejection", () => {
    const u = understand(
      message({
        text: "Thank you for applying to Acme! We received your application. If you are not selected for this position, keep an eye on our jobs page.",
      }),
      "UTC",
    );
    expect(u.kind).toBe("application_received");
  });

  it("understands one message in a few milliseconds, and a megabyte of text fast", () => {
    const text = `Thank you for applying to Acme. We regret to inform you that we will not be moving forward. ${"Lorem ipsum dolor sit amet, Dec 2 at 3 PM IST, 2/12 at 15:00. unsubscribe ".repeat(14_000)}`;
    expect(text.length).toBeGreaterThan(1_000_000);
    const big = message({ text, subject: "Update on your application to Acme" });
    let started = performance.now();
    expect(understand(big, "Asia/Kolkata").kind).toBe("rejection");
    expect(performance.now() - started).toBeLessThan(1000);
    const small = message({ text: text.slice(0, 3000), subject: "Update on your application to Acme" });
    understand(small, "Asia/Kolkata");
    started = performance.now();
    for (let i = 0; i < 50; i++) understand(small, "Asia/Kolkata");
    expect((performance.now() - started) / 50).toBeLessThan(20);
  });
});
