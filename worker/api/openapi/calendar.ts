/** The OpenAPI operations of worker/api/calendar.ts (api-contract.md §12, docs/decisions/037-calendar-feed.md). */
import { z } from "@hono/zod-openapi";
import { ok } from "./components";
import { operation } from "./operation";

const tag = "Calendar";
const url = z.string().openapi({
  format: "uri",
  description: "The private iCalendar feed: `<site>/calendar/<secret>.ics`. Anyone holding it can read the feed.",
  example: "https://offerpath.app/calendar/3yq0X2mJ9pZbQ7cV1nL8kR4sT6uW5eA0dF2gH9jK1mN.ics",
});

export const calendarOperations = [
  operation({
    method: "get",
    path: "/calendar",
    tag,
    summary: "Get the calendar feed address",
    description:
      "`calendarUrl` is null until a feed is created (`POST /calendar/regenerate`) or after it is turned off.",
    auth: "bearer",
    success: { description: "The caller's feed address, or null.", schema: ok({ calendarUrl: url.nullable() }) },
  }),
  operation({
    method: "post",
    path: "/calendar/regenerate",
    tag,
    summary: "Create or regenerate the calendar feed address",
    description: "Creates the feed, or gives it a new address: the previous address answers 404 from this moment on.",
    auth: "bearer",
    success: { description: "The new address.", schema: ok({ calendarUrl: url }) },
  }),
  operation({
    method: "delete",
    path: "/calendar",
    tag,
    summary: "Turn the calendar feed off",
    description: "The address answers 404 from now on. Turning off a feed that is already off succeeds.",
    auth: "bearer",
    success: { description: "Turned off.", schema: ok({ calendarUrl: z.null() }) },
  }),
];
