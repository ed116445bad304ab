/** The settings form's starting values (strings, as its inputs hold them) and its checkboxes. */
import type { FormValues } from "~/lib/forms";

export const PUBLIC_PROFILE_FORM_CHECKBOXES = [
  "enabled",
  "showName",
  "openToWork",
  "showProgress",
  "showCompanies",
  "allowIndexing",
] as const;

export type PublicProfileSettingsView = {
  enabled: boolean;
  handle: string | null;
  showName: boolean;
  headline: string;
  targetRoles: string[];
  locations: string[];
  openToWork: boolean;
  showProgress: boolean;
  showCompanies: boolean;
  allowIndexing: boolean;
};

export function publicProfileFormValues(s: PublicProfileSettingsView): FormValues {
  const values: FormValues = {
    handle: s.handle ?? "",
    headline: s.headline,
    targetRoles: s.targetRoles.join(", "),
    locations: s.locations.join(", "),
  };
  for (const name of PUBLIC_PROFILE_FORM_CHECKBOXES) values[name] = s[name] ? "true" : "";
  return values;
}
