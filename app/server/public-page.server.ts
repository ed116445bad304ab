/** Glue for the public pages, which must render even when the database cannot be reached. */
import type { Deps } from "@worker/deps";
import { loadCurrentUser } from "./auth.server";

/** Whether a visitor is signed in; an unreadable session store counts as signed out, never as a 500. */
export async function isSignedIn(request: Request, deps: Deps): Promise<boolean> {
  try {
    return (await loadCurrentUser(request, deps)) !== null;
  } catch (cause) {
    console.error("Public page: the session could not be read; rendering as signed out", cause);
    return false;
  }
}
