/**
 * A fetcher's answer to a refused action (a script's `useFetcher` post, `js=1`): `{ok:false, error}` with
 * the failure's own status, the one the API gives the same code (`failureStatus`), so no route maps codes
 * by hand. A plain form post is answered by the route as before (a 404 page, a redirect with a toast).
 */
import { type Failure, failureStatus } from "@worker/lib/result";
import { data } from "react-router";

export type FetcherReply = { ok: boolean; error: string | undefined };

export function fetcherFailure(failure: Failure) {
  return data({ ok: false, error: failure.message } satisfies FetcherReply, failureStatus[failure.code]);
}
