import { documentResponse } from "@worker/domain/documents/download.server";
import { getDeps, getUser } from "~/server/context.server";
import { valueOr404 } from "~/server/not-found.server";
import type { Route } from "./+types/download";

/** A document's bytes for its owner (GET and HEAD, ranges, ETag); anyone else's is a 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return valueOr404(await documentResponse(getDeps(context), getUser(context).id, params.id, request));
}
