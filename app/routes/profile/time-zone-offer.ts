import { safeRedirect } from "@core/safe-redirect";
import { zoneOfferAnswerSchema } from "@core/schemas/auth";
import { answerZoneOffer } from "@worker/domain/auth/accounts.server";
import { redirect } from "react-router";
import { getDeps, getUser } from "~/server/context.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/time-zone-offer";

/** Nothing to show: the offer lives in the signed-in shell's banner. */
export async function loader() {
  return redirect("/profile");
}

/**
 * The banner's Switch and Keep buttons (decision 044): plain forms, so they work without JavaScript. Either
 * answer is stored, so that zone is not offered again; back to the page the banner was on.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const form = await request.formData();
  const back = safeRedirect(form.get("returnTo"), "/dashboard");
  const parsed = zoneOfferAnswerSchema.safeParse({ zone: form.get("zone"), choice: form.get("choice") });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "That answer could not be read";
    return redirectWithToast(back, { type: "error", message }, deps.config.SESSION_SECRET, request);
  }
  const result = await answerZoneOffer(deps, user.id, parsed.data);
  if (!result.ok) throw redirect("/login");
  const message =
    parsed.data.choice === "switch"
      ? `Your account now uses ${result.value.timeZone}.`
      : `Your account keeps ${result.value.timeZone}. Change it any time in your profile.`;
  return redirectWithToast(back, { type: "success", message }, deps.config.SESSION_SECRET, request);
}
