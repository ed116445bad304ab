/**
 * `/calendar`: the caller's private calendar feed address (docs/decisions/037-calendar-feed.md), a thin
 * adapter over worker/domain/calendar. The feed itself is served at `/calendar/<secret>.ics`, outside the API.
 */
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { calendarUrlFor, regenerateCalendarFeed, turnOffCalendarFeed } from "../domain/calendar/feeds.server";
import type { ApiEnv } from "./http";
import { requireAuth } from "./middleware/require-auth";
import { ok } from "./openapi/components";
import { route } from "./openapi/route";

export const calendarApi = new OpenAPIHono<ApiEnv>();

calendarApi.use("*", requireAuth());

const tag = "Calendar";
const url = z.string().openapi({
  format: "uri",
  description: "The private iCalendar feed: `<site>/calendar/<secret>.ics`. Anyone holding it can read the feed.",
  example: "https://offerpath.app/calendar/3yq0X2mJ9pZbQ7cV1nL8kR4sT6uW5eA0dF2gH9jK1mN.ics",
});

route(
  calendarApi,
  {
    method: "get",
    path: "/",
    tag,
    summary: "Get the calendar feed address",
    description:
      "`calendarUrl` is null until a feed is created (`POST /calendar/regenerate`) or after it is turned off.",
    auth: "bearer",
    success: { description: "The caller's feed address, or null.", schema: ok({ calendarUrl: url.nullable() }) },
  },
  async (c) => c.json({ success: true, calendarUrl: await calendarUrlFor(c.get("deps"), c.get("userId")) }),
);

route(
  calendarApi,
  {
    method: "post",
    path: "/regenerate",
    tag,
    summary: "Create or regenerate the calendar feed address",
    description: "Creates the feed, or gives it a new address: the previous address answers 404 from this moment on.",
    auth: "bearer",
    success: { description: "The new address.", schema: ok({ calendarUrl: url }) },
  },
  async (c) => c.json({ success: true, calendarUrl: await regenerateCalendarFeed(c.get("deps"), c.get("userId")) }),
);

route(
  calendarApi,
  {
    method: "delete",
    path: "/",
    tag,
    summary: "Turn the calendar feed off",
    description: "The address answers 404 from now on. Turning off a feed that is already off succeeds.",
    auth: "bearer",
    success: { description: "Turned off.", schema: ok({ calendarUrl: z.null() }) },
  },
  async (c) => {
    await turnOffCalendarFeed(c.get("deps"), c.get("userId"));
    return c.json({ success: true, calendarUrl: null });
  },
);
