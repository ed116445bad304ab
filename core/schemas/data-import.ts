/**
 * The CSV import's options (issue 22, docs/decisions/032-data-import.md), client-safe: the API's multipart
 * fields and the import screens read them with this one schema.
 */
import { z } from "zod";
import { CSV_FIELDS, DATE_ORDERS, DUPLICATE_ACTIONS } from "../data-import";
import { JOB_STATUSES } from "../enums";

export { CSV_FIELDS, type CsvField, DATE_ORDERS, type DateOrder, DUPLICATE_ACTIONS } from "../data-import";

/**
 * A JSON object in a form field ("" or absent: none), as a Map: its keys are the file's headers and status
 * values, and one named `constructor` or `__proto__` is a key like any other (issue 30), which a plain
 * object (or `z.record`, which drops `__proto__`) would not keep.
 */
const jsonObject = <T extends z.ZodType>(values: T, name: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      const entries = new Map<string, z.output<T>>();
      if (v === undefined || v.trim() === "") return entries;
      let parsed: unknown;
      try {
        parsed = JSON.parse(v);
      } catch {
        ctx.addIssue({ code: "custom", message: `${name} must be a JSON object` });
        return z.NEVER;
      }
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
        ctx.addIssue({ code: "custom", message: `${name} must be a JSON object` });
        return z.NEVER;
      }
      for (const [key, value] of Object.entries(parsed)) {
        const checked = values.safeParse(value);
        if (!checked.success) {
          ctx.addIssue({ code: "custom", message: `${name}: ${checked.error.issues[0]?.message ?? "is not valid"}` });
          return z.NEVER;
        }
        entries.set(key, checked.data);
      }
      return entries;
    });

/** A form's empty field means "not given". */
const blankIsAbsent = (v: unknown) => (v === "" ? undefined : v);

export const csvImportOptionsSchema = z.object({
  mapping: jsonObject(z.enum(CSV_FIELDS, { error: `must be one of: ${CSV_FIELDS.join(", ")}` }), "mapping"),
  statusMap: jsonObject(z.enum(JOB_STATUSES, { error: `must be one of: ${JOB_STATUSES.join(", ")}` }), "statusMap"),
  dateOrder: z.preprocess(
    blankIsAbsent,
    z.enum(DATE_ORDERS, { error: `must be one of: ${DATE_ORDERS.join(", ")}` }).optional(),
  ),
  onDuplicate: z.preprocess(
    blankIsAbsent,
    z
      .enum(DUPLICATE_ACTIONS, { error: `must be one of: ${DUPLICATE_ACTIONS.join(", ")}` })
      .optional()
      .transform((v) => v ?? "skip"),
  ),
  dryRun: z
    .string()
    .optional()
    .transform((v) => v === "true" || v === "on" || v === "1"),
});

export type CsvImportOptions = z.output<typeof csvImportOptionsSchema>;
