import { calendarFeedResponse } from "@worker/domain/calendar/responses.server";
import { clientKeyOf, getDeps } from "~/server/context.server";
import type { Route } from "./+types/calendar-feed";

/** A user's private calendar feed, opened by the secret in its address; anything else is a 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return calendarFeedResponse(getDeps(context), request, clientKeyOf(request));
}
