import { safeRedirect } from "@core/safe-redirect";
import { inboxAddressIntentSchema } from "@core/schemas/inbox";
import { regenerateInboxAddress, turnOffInboxAddress, turnOnInboxAddress } from "@worker/domain/inbox/address.server";
import { redirect } from "react-router";
import { getDeps, getUser } from "~/server/context.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/address";

/** Nothing to show: the address lives in the panel at the top of /inbox. */
export async function loader() {
  return redirect("/inbox");
}

const DONE = {
  on: "Your forwarding address is on. Forward application emails to it.",
  regenerate: "New address created. The old one no longer receives mail: update your forwarding and filters.",
  off: "Forwarding address turned off. Mail sent to it is refused.",
} as const;

/**
 * The address panel's buttons (app/components/inbox/address-panel.tsx): plain form posts, so they work without
 * JavaScript; back to the page the panel is on (/inbox or /profile) with a toast.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const form = await request.formData();
  const back = safeRedirect(form.get("returnTo"), "/inbox");
  const intent = inboxAddressIntentSchema.safeParse(form.get("intent"));
  if (!intent.success) {
    return redirectWithToast(back, { type: "error", message: "Unknown action" }, deps.config.SESSION_SECRET, request);
  }
  if (intent.data === "on") await turnOnInboxAddress(deps, user.id);
  else if (intent.data === "regenerate") await regenerateInboxAddress(deps, user.id);
  else await turnOffInboxAddress(deps, user.id);
  return redirectWithToast(back, { type: "success", message: DONE[intent.data] }, deps.config.SESSION_SECRET, request);
}
