/**
 * `/calendar`: the caller's private calendar feed address (docs/decisions/037-calendar-feed.md), a thin
 * adapter over worker/domain/calendar. The feed itself is served at `/calendar/<secret>.ics`, outside the API.
 */
import { Hono } from "hono";
import { calendarUrlFor, regenerateCalendarFeed, turnOffCalendarFeed } from "../domain/calendar/feeds.server";
import type { ApiEnv } from "./http";
import { requireAuth } from "./middleware/require-auth";

export const calendarApi = new Hono<ApiEnv>();

calendarApi.use("*", requireAuth());

calendarApi.get("/", async (c) =>
  c.json({ success: true, calendarUrl: await calendarUrlFor(c.get("deps"), c.get("userId")) }),
);

calendarApi.post("/regenerate", async (c) =>
  c.json({ success: true, calendarUrl: await regenerateCalendarFeed(c.get("deps"), c.get("userId")) }),
);

calendarApi.delete("/", async (c) => {
  await turnOffCalendarFeed(c.get("deps"), c.get("userId"));
  return c.json({ success: true, calendarUrl: null });
});
