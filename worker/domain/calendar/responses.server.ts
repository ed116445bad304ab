/**
 * The calendar's HTTP answers: the private feed that calendar apps poll (`/calendar/<secret>.ics`) and
 * the one-interview download, plus the interview's "Add to Google Calendar" link
 * (docs/decisions/037-calendar-feed.md).
 *
 * A poll costs one indexed row when nothing changed: the feed's row carries a change stamp kept by
 * triggers (migrations/0016), which with the window's day makes the ETag, so a matching If-None-Match
 * (or If-Modified-Since) is a 304 before any item is read.
 */
import { DAY_MS } from "@core/dates";
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import type { Deps } from "../../deps";
import { fail, ok, type Result } from "../../lib/result";
import type { JobDto } from "../jobs.server";
import { hitLimit, limitKey } from "../rate-limit.server";
import { eventContext, feedEvents, feedWindowStart, findInterviewForCalendar, interviewEvent } from "./events.server";
import { findFeedBySecret } from "./feeds.server";
import { googleCalendarLink, renderCalendar } from "./ics";

/** Bumped whenever the feed's text changes shape for the same data, so every client refetches once. */
const FEED_FORMAT = 1;
/** The refresh interval the feed suggests to calendar apps. */
const FEED_REFRESH_SECONDS = 60 * 60;
const MINUTE = 60_000;
/**
 * Polls per feed (calendar apps poll every few minutes to every few hours) and unknown secrets per client
 * address: both generous for real clients, both tight for a script.
 */
export const CALENDAR_THROTTLES = {
  feed: { max: 120, windowMs: 60 * MINUTE },
  unknownClient: { max: 30, windowMs: 15 * MINUTE },
} as const;

const CALENDAR_TYPE = "text/calendar; charset=utf-8";

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });

/** The feed's whole path: `/calendar/<secret>.ics`, nothing else (no trailing slash, no other case). */
const FEED_PATH = /^\/calendar\/([A-Za-z0-9_-]{43})\.ics$/;

function etagOf(feedId: string, version: number, windowStart: Date): string {
  const material = `${FEED_FORMAT}:${feedId}:${version}:${windowStart.getTime()}`;
  return `"${encodeBase64urlNoPadding(sha256(new TextEncoder().encode(material))).slice(0, 27)}"`;
}

/** Whether any entity-tag of an If-None-Match header is `etag` (weak comparison, RFC 9110, section 13.1.2). */
function noneMatchHits(header: string, etag: string): boolean {
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** The feed's answer to a GET or HEAD of `/calendar/<secret>.ics`; 404 for anything but a live feed's secret. */
export async function calendarFeedResponse(deps: Deps, request: Request, clientKey: string): Promise<Response> {
  const match = FEED_PATH.exec(new URL(request.url).pathname);
  const feed = match ? await findFeedBySecret(deps, match[1]) : null;
  if (!feed) {
    const state = await hitLimit(deps, {
      key: limitKey("calendar:unknown", clientKey),
      ...CALENDAR_THROTTLES.unknownClient,
    });
    if (!state.allowed) return plain(429, "Too many requests", { "Retry-After": String(state.retryAfterSeconds) });
    return plain(404, "Not found");
  }
  const state = await hitLimit(deps, { key: limitKey("calendar:feed", feed.feedId), ...CALENDAR_THROTTLES.feed });
  if (!state.allowed) return plain(429, "Too many requests", { "Retry-After": String(state.retryAfterSeconds) });

  const now = deps.now();
  const windowStart = feedWindowStart(now);
  const etag = etagOf(feed.feedId, feed.version, windowStart);
  // The text changes when the data does (changedAt) and when the window moves, at 00:00 UTC.
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const modified = new Date(
    Math.floor(Math.min(Math.max(feed.changedAt.getTime(), today), now.getTime()) / 1000) * 1000,
  );
  const validators = {
    ETag: etag,
    "Last-Modified": modified.toUTCString(),
    // Any cache must ask again each time; the feed is one person's.
    "Cache-Control": "private, no-cache",
  };
  const noneMatch = request.headers.get("If-None-Match");
  const since = Date.parse(request.headers.get("If-Modified-Since") ?? "");
  const fresh =
    noneMatch !== null ? noneMatchHits(noneMatch, etag) : !Number.isNaN(since) && modified.getTime() <= since;
  if (fresh) return new Response(null, { status: 304, headers: validators });

  const events = await feedEvents(deps, feed.userId, feed.timeZone, windowStart);
  const text = renderCalendar({
    name: "Offerpath",
    timeZone: feed.timeZone,
    stamp: modified,
    events,
    refreshSeconds: FEED_REFRESH_SECONDS,
  });
  return new Response(request.method === "HEAD" ? null : text, {
    headers: { "Content-Type": CALENDAR_TYPE, "X-Robots-Tag": "noindex", ...validators },
  });
}

/** A file name's safe form: ASCII letters, digits and dashes, at most 60 characters. */
function fileSlug(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "")
    .toLowerCase();
  return slug || "interview";
}

/**
 * One of the caller's interviews as an `.ics` attachment (the same event, UID included, as in the feed).
 * Failures: NOT_FOUND "Interview not found" (another user's interview too).
 */
export async function interviewIcsResponse(
  deps: Deps,
  user: { id: string; timeZone: string },
  jobId: string,
  interviewId: string,
): Promise<Result<Response>> {
  const row = await findInterviewForCalendar(deps, user.id, jobId, interviewId);
  if (!row) return fail("NOT_FOUND", "Interview not found");
  const event = interviewEvent(eventContext(deps, user.timeZone), row);
  const text = renderCalendar({ name: "Offerpath", timeZone: user.timeZone, stamp: deps.now(), events: [event] });
  const name = `interview-${fileSlug(row.company)}-${row.date.toISOString().slice(0, 10)}.ics`;
  return ok(
    new Response(text, {
      headers: {
        "Content-Type": CALENDAR_TYPE,
        "Content-Disposition": `attachment; filename="${name}"`,
        "Cache-Control": "private, no-store",
      },
    }),
  );
}

/** "Add to calendar" for each interview of a job page: its Google Calendar link, keyed by interview id. */
export function interviewCalendarLinks(
  deps: Deps,
  timeZone: string,
  job: Pick<JobDto, "_id" | "company" | "position" | "jobLocation" | "interviewHistory">,
): Record<string, string> {
  const ctx = eventContext(deps, timeZone);
  return Object.fromEntries(
    job.interviewHistory.map((i) => [
      i._id,
      googleCalendarLink(
        interviewEvent(ctx, {
          interviewId: i._id,
          jobId: job._id,
          date: new Date(i.date),
          interviewType: i.interviewType,
          withPerson: i.withPerson,
          notes: i.notes,
          followUpDate: null,
          company: job.company,
          position: job.position,
          jobLocation: job.jobLocation,
          // A Google link carries no SEQUENCE.
          sequence: 0,
        }),
      ),
    ]),
  );
}
