import { pushSubscriptionSchema } from "@core/schemas/push";
import { removePushDeviceByEndpoint } from "@worker/domain/notifications/push.server";
import { redirect } from "react-router";
import { endWebSession, loadCurrentUser } from "~/server/auth.server";
import { getDeps } from "~/server/context.server";
import type { Route } from "./+types/logout";

export async function loader() {
  return redirect("/dashboard");
}

export async function action({ request, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  // The sign-out button posts this browser's push endpoint (when it has one): its pushes stop with the session,
  // so a shared device never shows the next person this account's reminders (docs/decisions/060-web-push.md).
  const form = await request.formData().catch(() => null);
  const endpoint = pushSubscriptionSchema.shape.endpoint.safeParse(form?.get("pushEndpoint"));
  if (endpoint.success) {
    const user = await loadCurrentUser(request, deps);
    if (user) await removePushDeviceByEndpoint(deps, user.id, endpoint.data);
  }
  const cookie = await endWebSession(deps, request);
  // The browser empties this site's caches and storage (the service worker's copy of /today, its queue)
  // as the session ends (docs/decisions/059); the sign-out button also tells the worker when it runs.
  return redirect("/login", { headers: { "Set-Cookie": cookie, "Clear-Site-Data": '"cache", "storage"' } });
}
