/** The settings form's starting values (strings, as its inputs hold them) and its checkboxes. */
import type { ProfileSettings } from "@worker/domain/public-profile.server";
import type { FormValues } from "~/ui/forms";

export const PUBLIC_PROFILE_FORM_CHECKBOXES = [
  "enabled",
  "showName",
  "openToWork",
  "showProgress",
  "showCompanies",
  "allowIndexing",
] as const;

export function publicProfileFormValues(s: Omit<ProfileSettings, "url">): FormValues {
  const values: FormValues = {
    handle: s.handle ?? "",
    headline: s.headline,
    targetRoles: s.targetRoles.join(", "),
    locations: s.locations.join(", "),
  };
  for (const name of PUBLIC_PROFILE_FORM_CHECKBOXES) values[name] = s[name] ? "true" : "";
  return values;
}
