/**
 * The CSV import's choices (issue 22, docs/decisions/032-data-import.md), without zod so the import screens
 * can ship them to the browser; `schemas/data-import.ts` validates with them.
 */
/** What a CSV column can be read as; `ignore` drops the column. */
export const CSV_FIELDS = [
  "company",
  "position",
  "status",
  "applicationDate",
  "jobUrl",
  "jobLocation",
  "salary",
  "notes",
  "contact",
  "jobType",
  "jobDescription",
  "priority",
  "source",
  "ignore",
] as const;
export type CsvField = (typeof CSV_FIELDS)[number];

export const DATE_ORDERS = ["DMY", "MDY", "YMD"] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];
export const DUPLICATE_ACTIONS = ["skip", "update"] as const;

/** The refusal of an import file past its bound (20 MB), on both faces. */
export const IMPORT_TOO_LARGE = "Import files can be up to 20 MB";

/** What an import wrote, or found already present, per area: the outcome both faces show. */
export type ImportCounts = {
  jobs: number;
  interviews: number;
  tasks: number;
  contacts: number;
  interactions: number;
  offers: number;
};
/** A row the import left out, with the file's row number, its area when the file has several, and why. */
export type SkippedRow = { row: number; area?: string; reason: string };
