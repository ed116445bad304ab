/**
 * The private calendar feed (`/calendar/<secret>.ics`, api-contract.md §12, docs/decisions/037) in workerd
 * on the real migrations, read back with a real iCalendar parser (ical.js): the right events and alarms in
 * the user's zone, stable UIDs, folding and escaping, ETag/304, regeneration, and isolation between users.
 */
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { addInterview, api, as, createJob, type SignedUp, send, signUp, uniqueClientIp } from "../support";

type Owner = SignedUp;

async function userIn(timeZone: string): Promise<Owner> {
  const user = await signUp();
  const res = await api("PATCH", "/auth/update-profile", { ...as(user), body: { timeZone } });
  if (res.status !== 200) throw new Error(`zone change failed: ${res.status} ${JSON.stringify(res.body)}`);
  return user;
}

async function regenerate(user: Owner): Promise<string> {
  const res = await api("POST", "/calendar/regenerate", as(user));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return new URL(res.body.calendarUrl).pathname;
}

function fetchFeed(path: string, headers: Record<string, string> = {}) {
  return send(path, { headers: { "CF-Connecting-IP": uniqueClientIp(), ...headers } });
}

async function feedText(path: string): Promise<string> {
  const res = await fetchFeed(path);
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
  return res.text();
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
  return { calendar, events, byUid: new Map(events.map((e) => [e.uid, e])) };
}

/** The wall-clock time of an instant in a zone: "2030-03-08 09:00". */
function wallTime(date: Date, timeZone: string): string {
  const f = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return f.format(date).replace(",", "");
}

async function task(user: Owner, body: Record<string, unknown>) {
  const res = await api("POST", "/tasks", { ...as(user), body });
  if (res.status !== 201) throw new Error(`task failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.task._id as string;
}

async function contact(user: Owner, body: Record<string, unknown>) {
  const res = await api("POST", "/contacts", { ...as(user), body });
  if (res.status !== 201) throw new Error(`contact failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.contact._id as string;
}

const HOST = "localhost:8787";

describe("the feed's events", () => {
  it("interviews an hour long with a 2-hour alarm, at the right local time in Los Angeles across the DST change", async () => {
    const user = await userIn("America/Los_Angeles");
    const jobId = await createJob(user, { company: "Globex", position: "Staff Engineer", jobLocation: "Austin, TX" });
    // Clocks go forward in Los Angeles on Sunday 10 March 2030: 09:00 is 17:00Z before, 16:00Z after.
    const before = await addInterview(user, jobId, { date: "2030-03-08T17:00:00Z", interviewType: "in-person" });
    const after = await addInterview(user, jobId, { date: "2030-03-11T16:00:00Z", interviewType: "video" });
    const { calendar, byUid } = parse(await feedText(await regenerate(user)));

    expect(calendar.getFirstPropertyValue("x-wr-timezone")).toBe("America/Los_Angeles");
    const a = byUid.get(`interview-${before}@${HOST}`);
    const b = byUid.get(`interview-${after}@${HOST}`);
    if (!a || !b) throw new Error("interviews missing from the feed");
    expect(wallTime(a.startDate.toJSDate(), "America/Los_Angeles")).toBe("2030-03-08 09:00");
    expect(wallTime(b.startDate.toJSDate(), "America/Los_Angeles")).toBe("2030-03-11 09:00");
    expect(a.endDate.toJSDate().getTime() - a.startDate.toJSDate().getTime()).toBe(3_600_000);
    expect(a.summary).toBe("Interview: Staff Engineer at Globex");
    expect(a.location).toBe("Austin, TX");
    expect(b.location).toBeNull();
    expect(a.description).toContain("In-person interview with Ann.");
    expect(a.component.getFirstPropertyValue("url")).toBe(`http://${HOST}/jobs/${jobId}`);
    const alarm = a.component.getFirstSubcomponent("valarm");
    expect(alarm?.getFirstPropertyValue("action")).toBe("DISPLAY");
    expect(String(alarm?.getFirstPropertyValue("trigger"))).toBe("-PT2H");
    expect(a.component.getFirstPropertyValue("dtstamp")).toBeTruthy();
  });

  it("tasks at their due date with the reminder as an alarm, and follow-ups as all-day events, in Asia/Kolkata", async () => {
    const user = await userIn("Asia/Kolkata");
    const jobId = await createJob(user, { company: "Initrode", position: "Analyst" });
    const interviewId = await addInterview(user, jobId, {
      date: "2030-05-02T04:30:00Z",
      followUpDate: "2030-05-09",
    });
    const dated = await task(user, {
      title: "Send portfolio",
      dueDate: "2030-05-10",
      reminder: "2030-05-09T03:30:00Z",
    });
    const timed = await task(user, { title: "Call back", dueDate: "2030-05-11T09:15:00Z" });
    const reminderOnly = await task(user, { title: "Check inbox", reminder: "2030-05-12T02:30:00Z" });
    const done = await task(user, { title: "Old news", dueDate: "2030-05-10", status: "completed" });
    const undated = await task(user, { title: "Someday" });
    const past = await task(user, {
      title: "Long ago",
      dueDate: new Date(Date.now() - 200 * 86_400_000).toISOString(),
    });
    const contactId = await contact(user, { name: "Priya Shah", company: "Hooli", followUpDate: "2030-05-15" });
    const { byUid } = parse(await feedText(await regenerate(user)));

    const interview = byUid.get(`interview-${interviewId}@${HOST}`);
    expect(interview && wallTime(interview.startDate.toJSDate(), "Asia/Kolkata")).toBe("2030-05-02 10:00");

    const due = byUid.get(`task-${dated}@${HOST}`);
    expect(due?.summary).toBe("Task due: Send portfolio");
    expect(due?.startDate.isDate).toBe(true);
    expect(due?.startDate.toString()).toBe("2030-05-10");
    const alarm = due?.component.getFirstSubcomponent("valarm");
    const trigger = alarm?.getFirstProperty("trigger");
    expect(trigger?.getFirstValue()?.toString()).toBe("2030-05-09T03:30:00Z");
    expect(wallTime(new Date("2030-05-09T03:30:00Z"), "Asia/Kolkata")).toBe("2030-05-09 09:00");

    const call = byUid.get(`task-${timed}@${HOST}`);
    expect(call?.startDate.isDate).toBe(false);
    expect(call && wallTime(call.startDate.toJSDate(), "Asia/Kolkata")).toBe("2030-05-11 14:45");

    const inbox = byUid.get(`task-${reminderOnly}@${HOST}`);
    expect(inbox?.summary).toBe("Reminder: Check inbox");
    expect(inbox && wallTime(inbox.startDate.toJSDate(), "Asia/Kolkata")).toBe("2030-05-12 08:00");
    expect(inbox?.component.getFirstSubcomponent("valarm")).toBeTruthy();

    for (const missing of [done, undated, past]) expect(byUid.has(`task-${missing}@${HOST}`), missing).toBe(false);

    const interviewFollowUp = byUid.get(`interview-follow-up-${interviewId}@${HOST}`);
    expect(interviewFollowUp?.startDate.toString()).toBe("2030-05-09");
    expect(interviewFollowUp?.summary).toBe("Follow up: Analyst at Initrode");
    const contactFollowUp = byUid.get(`contact-follow-up-${contactId}@${HOST}`);
    expect(contactFollowUp?.startDate.toString()).toBe("2030-05-15");
    expect(contactFollowUp?.summary).toBe("Follow up with Priya Shah (Hooli)");
  });

  it("a date-only due date stays on its day for a user west of UTC", async () => {
    const user = await userIn("America/Los_Angeles");
    const id = await task(user, { title: "File taxes", dueDate: "2030-04-15" });
    const { byUid } = parse(await feedText(await regenerate(user)));
    expect(byUid.get(`task-${id}@${HOST}`)?.startDate.toString()).toBe("2030-04-15");
  });

  it("keeps each UID across an edit, and the edit shows", async () => {
    const user = await signUp();
    const jobId = await createJob(user, { company: "Umbrella", position: "Chemist" });
    const interviewId = await addInterview(user, jobId, { date: "2030-01-10T10:00:00Z" });
    const taskId = await task(user, { title: "Prepare", dueDate: "2030-01-09" });
    const path = await regenerate(user);
    const first = parse(await feedText(path));

    await api("PATCH", `/jobs/${jobId}/interviews/${interviewId}`, {
      ...as(user),
      body: { date: "2030-01-11T12:00:00Z" },
    });
    await api("PATCH", `/jobs/${jobId}`, { ...as(user), body: { company: "Umbrella Corp" } });
    await api("PATCH", `/tasks/${taskId}`, { ...as(user), body: { title: "Prepare slides" } });
    const second = parse(await feedText(path));

    expect([...second.byUid.keys()].sort()).toEqual([...first.byUid.keys()].sort());
    const interview = second.byUid.get(`interview-${interviewId}@${HOST}`);
    expect(interview?.startDate.toJSDate().toISOString()).toBe("2030-01-11T12:00:00.000Z");
    expect(interview?.summary).toBe("Interview: Chemist at Umbrella Corp");
    expect(second.byUid.get(`task-${taskId}@${HOST}`)?.summary).toBe("Task due: Prepare slides");
  });

  it("an interview that moves gets a higher SEQUENCE each time (calendars take the new time); the zone comes before the events", async () => {
    const user = await signUp();
    const jobId = await createJob(user, { company: "Initech", position: "Analyst" });
    const interviewId = await addInterview(user, jobId, { date: "2030-02-10T10:00:00Z", followUpDate: "2030-02-12" });
    const path = await regenerate(user);
    const uid = `interview-${interviewId}@${HOST}`;
    const followUid = `interview-follow-up-${interviewId}@${HOST}`;
    const sequences = async () => {
      const text = await feedText(path);
      // RFC 5545 3.4: the calendar's properties (X-WR-TIMEZONE) before its first component.
      const lines = text.split("\r\n");
      const zone = lines.findIndex((l) => l.startsWith("X-WR-TIMEZONE:"));
      expect(zone).toBeGreaterThan(0);
      expect(zone).toBeLessThan(lines.indexOf("BEGIN:VEVENT"));
      const { byUid } = parse(text);
      return [byUid.get(uid)?.sequence, byUid.get(followUid)?.sequence];
    };
    expect(await sequences()).toEqual([0, 0]);

    const move = (body: Record<string, unknown>) =>
      api("PATCH", `/jobs/${jobId}/interviews/${interviewId}`, { ...as(user), body });
    expect((await move({ date: "2030-02-11T10:00:00Z" })).status).toBe(200);
    const [afterMove] = await sequences();
    expect(afterMove).toBeGreaterThan(0);
    expect((await move({ withPerson: "Bill Lumbergh" })).status).toBe(200);
    const [afterEdit, followUp] = await sequences();
    expect(afterEdit).toBeGreaterThan(afterMove ?? 0);
    expect(followUp).toBe(afterEdit);
  });

  it("folds long lines at 75 octets without splitting a character, and escapes , ; \\ and newlines", async () => {
    const user = await signUp();
    const company = "株式会社テスト, Ünïcödé; \\ 🙂🙂🙂 Ltd";
    const notes = `Line one, with commas; semicolons \\ backslash\nLine two ${"日本語のメモ🙂".repeat(40)}`;
    const jobId = await createJob(user, { company, position: "Développeur" });
    const interviewId = await addInterview(user, jobId, { date: "2030-02-01T10:00:00Z", notes });
    const text = await feedText(await regenerate(user));

    const bytes = new TextEncoder().encode(text);
    const decoder = new TextDecoder("utf-8", { fatal: true });
    let start = 0;
    let folded = 0;
    for (let i = 0; i < bytes.length - 1; i++) {
      if (bytes[i] !== 13 || bytes[i + 1] !== 10) continue;
      const line = bytes.subarray(start, i);
      expect(line.length).toBeLessThanOrEqual(75);
      // A fatal decoder throws on a line that ends or starts inside a multi-byte character.
      decoder.decode(line);
      if (line[0] === 32) folded++;
      start = i + 2;
    }
    expect(start).toBe(bytes.length);
    expect(folded).toBeGreaterThan(5);
    // Folding may fall inside an escape sequence (RFC 5545, section 3.1): check the escapes on the unfolded text.
    const unfolded = text.replace(/\r\n[ \t]/g, "");
    expect(unfolded).toContain("SUMMARY:Interview: Développeur at 株式会社テスト\\, Ünïcödé\\; \\\\ 🙂🙂🙂 Ltd\r\n");
    expect(unfolded).toContain("Line one\\, with commas\\; semicolons \\\\ backslash\\nLine two");

    const event = parse(text).byUid.get(`interview-${interviewId}@${HOST}`);
    expect(event?.summary).toBe(`Interview: Développeur at ${company}`);
    expect(event?.description).toContain(notes);
  });
});

describe("polling", () => {
  it("answers 304 to If-None-Match and If-Modified-Since, and a new ETag after a change", async () => {
    const user = await signUp();
    await task(user, { title: "One", dueDate: "2030-06-01" });
    const path = await regenerate(user);
    const first = await fetchFeed(path);
    expect(first.status).toBe(200);
    const etag = first.headers.get("ETag");
    const modified = first.headers.get("Last-Modified");
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(modified).toBeTruthy();
    expect(first.headers.get("Cache-Control")).toBe("private, no-cache");
    const head = await send(path, { method: "HEAD", headers: { "CF-Connecting-IP": uniqueClientIp() } });
    expect(head.status).toBe(200);
    expect(head.headers.get("ETag")).toBe(etag);
    expect(await head.text()).toBe("");

    const again = await fetchFeed(path, { "If-None-Match": etag ?? "" });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("ETag")).toBe(etag);
    expect((await fetchFeed(path, { "If-None-Match": `W/${etag}, "other"` })).status).toBe(304);
    expect((await fetchFeed(path, { "If-Modified-Since": modified ?? "" })).status).toBe(304);
    expect((await fetchFeed(path, { "If-None-Match": '"stale"' })).status).toBe(200);
    expect((await fetchFeed(path, { "If-Modified-Since": "Mon, 01 Jan 2001 00:00:00 GMT" })).status).toBe(200);

    await task(user, { title: "Two", dueDate: "2030-06-02" });
    const changed = await fetchFeed(path, { "If-None-Match": etag ?? "" });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(etag);
    expect(parse(await changed.text()).events.map((e) => e.summary)).toContain("Task due: Two");
  });

  it("a change to a contact's follow-up, a deleted interview and a zone change each change the ETag", async () => {
    const user = await signUp();
    const jobId = await createJob(user);
    const interviewId = await addInterview(user, jobId, { date: "2030-07-01T10:00:00Z" });
    const contactId = await contact(user, { name: "Raj", followUpDate: "2030-07-02" });
    const path = await regenerate(user);
    const etags = [(await fetchFeed(path)).headers.get("ETag")];
    const changes = [
      () => api("PATCH", `/contacts/${contactId}`, { ...as(user), body: { followUpDate: "2030-07-03" } }),
      () => api("DELETE", `/jobs/${jobId}/interviews/${interviewId}`, as(user)),
      () => api("PATCH", "/auth/update-profile", { ...as(user), body: { timeZone: "Europe/Berlin" } }),
    ];
    for (const change of changes) {
      expect((await change()).status).toBe(200);
      etags.push((await fetchFeed(path)).headers.get("ETag"));
    }
    expect(new Set(etags).size).toBe(4);
    const { calendar, byUid } = parse(await feedText(path));
    expect(calendar.getFirstPropertyValue("x-wr-timezone")).toBe("Europe/Berlin");
    expect(byUid.has(`interview-${interviewId}@${HOST}`)).toBe(false);
    expect(byUid.get(`contact-follow-up-${contactId}@${HOST}`)?.startDate.toString()).toBe("2030-07-03");
  });
});

describe("the feed's address", () => {
  it("regenerating kills the old address at once; turning off kills the new one", async () => {
    const user = await signUp();
    const none = await api("GET", "/calendar", as(user));
    expect(none.body).toEqual({ success: true, calendarUrl: null });
    const old = await regenerate(user);
    expect((await fetchFeed(old)).status).toBe(200);
    const shown = await api("GET", "/calendar", as(user));
    expect(new URL(shown.body.calendarUrl).pathname).toBe(old);

    const fresh = await regenerate(user);
    expect(fresh).not.toBe(old);
    expect(fresh).toMatch(/^\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await fetchFeed(old)).status).toBe(404);
    expect((await fetchFeed(fresh)).status).toBe(200);

    const off = await api("DELETE", "/calendar", as(user));
    expect(off.body).toEqual({ success: true, calendarUrl: null });
    expect((await fetchFeed(fresh)).status).toBe(404);
    expect((await api("GET", "/calendar", as(user))).body.calendarUrl).toBeNull();
    expect((await api("DELETE", "/calendar", as(user))).status).toBe(200);
  });

  it("needs a bearer token", async () => {
    for (const [method, path] of [
      ["GET", "/calendar"],
      ["POST", "/calendar/regenerate"],
      ["DELETE", "/calendar"],
    ]) {
      const res = await api(method, path);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body).toEqual({ success: false, message: "Authentication invalid" });
    }
  });

  it("never shows another user's items", async () => {
    const me = await signUp();
    const other = await signUp();
    const myJob = await createJob(me, { company: "Mine Inc" });
    await addInterview(me, myJob, { date: "2030-08-01T10:00:00Z" });
    const theirJob = await createJob(other, { company: "Theirs Ltd" });
    const theirInterview = await addInterview(other, theirJob, {
      date: "2030-08-01T10:00:00Z",
      followUpDate: "2030-08-05",
    });
    const theirTask = await task(other, {
      title: "Their secret task",
      dueDate: "2030-08-02",
      reminder: "2030-08-01T09:00:00Z",
    });
    const theirContact = await contact(other, { name: "Their Contact", followUpDate: "2030-08-03" });
    await regenerate(other);

    const text = await feedText(await regenerate(me));
    for (const leak of ["Theirs Ltd", "Their secret task", "Their Contact", theirInterview, theirTask, theirContact]) {
      expect(text).not.toContain(leak);
    }
    expect(parse(text).events).toHaveLength(1);
  });
});

describe("hostile feed addresses", () => {
  it("answers 404 to every secret that is not a live feed's, and the same to a near miss of a real one", async () => {
    const user = await signUp();
    const live = await regenerate(user);
    const secret = live.slice("/calendar/".length, -".ics".length);
    const nearMiss = `${secret.slice(0, -1)}${secret.endsWith("A") ? "B" : "A"}`;
    const paths = [
      `/calendar/${nearMiss}.ics`,
      `/calendar/${secret}`,
      `/calendar/${secret}.ICS`,
      `/calendar/${secret}.ics.ics`,
      `/calendar/${secret}x.ics`,
      `/calendar/${secret.slice(1)}.ics`,
      `/calendar/${"A".repeat(43)}.ics`,
      "/calendar/.ics",
      "/calendar/..%2F..%2Fetc%2Fpasswd",
      "/calendar/%2e%2e%2fapi%2fv1%2fjobs.ics",
      "/calendar/..%5C..%5Cwindows.ics",
      `/calendar/${secret}%00.ics`,
      `/calendar/${secret}%20.ics`,
      `/calendar/${"x".repeat(8000)}.ics`,
      `/calendar/${encodeURIComponent("🙂".repeat(43))}.ics`,
      `/calendar/${secret}.ics/`,
      `/calendar/a/${secret}.ics`,
      "/calendar/%",
    ];
    for (const path of paths) {
      const res = await fetchFeed(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain("BEGIN:VCALENDAR");
    }
    expect((await fetchFeed(live)).status).toBe(200);
  });

  it("throttles unknown secrets per client address (429 with Retry-After)", async () => {
    const ip = uniqueClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const res = await send(`/calendar/${"B".repeat(42)}${i % 10}.ics`, { headers: { "CF-Connecting-IP": ip } });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});
