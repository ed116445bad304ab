/**
 * What the data export offers (issue 22), as plain constants the "Your data" screen, the API's query
 * schema and the domain share. No zod here: the screen's client chunk imports it.
 */
export const EXPORT_FORMATS = ["json", "csv", "zip"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The CSV files, one per area. */
export const EXPORT_AREAS = ["jobs", "interviews", "tasks", "contacts", "interactions", "offers"] as const;
export type ExportArea = (typeof EXPORT_AREAS)[number];

/** How each area's file is named and described: "applications" is what people call jobs. */
export const EXPORT_AREA_LABELS: Record<ExportArea, { file: string; label: string }> = {
  jobs: { file: "applications", label: "Applications" },
  interviews: { file: "interviews", label: "Interviews" },
  tasks: { file: "tasks", label: "Tasks" },
  contacts: { file: "contacts", label: "Contacts" },
  interactions: { file: "interactions", label: "Interactions with contacts" },
  offers: { file: "offers", label: "Offers" },
};

/** The version of the JSON format (docs/export-format.md); raised only by a change a reader would notice. */
export const EXPORT_FORMAT_VERSION = 1;
