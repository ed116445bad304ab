import { redirect } from "react-router";
import { endWebSession } from "~/server/auth.server";
import { getDeps } from "~/server/context.server";
import type { Route } from "./+types/logout";

export async function loader() {
  return redirect("/dashboard");
}

export async function action({ request, context }: Route.ActionArgs) {
  const cookie = await endWebSession(getDeps(context), request);
  // The browser empties this site's caches and storage (the service worker's copy of /today, its queue)
  // as the session ends (docs/decisions/059); the sign-out button also tells the worker when it runs.
  return redirect("/login", { headers: { "Set-Cookie": cookie, "Clear-Site-Data": '"cache", "storage"' } });
}
