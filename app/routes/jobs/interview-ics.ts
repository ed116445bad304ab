import { interviewIcsResponse } from "@worker/domain/calendar/responses.server";
import { getDeps, getUser } from "~/server/context.server";
import { valueOr404 } from "~/server/not-found.server";
import type { Route } from "./+types/interview-ics";

/** One interview as an `.ics` download for its owner; anyone else's is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return valueOr404(await interviewIcsResponse(getDeps(context), getUser(context), params.jobId, params.interviewId));
}
