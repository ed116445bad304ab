/** `GET /api/v1/export` and the web face's download route: which form, and which area for a CSV (issue 22). */
import { z } from "zod";
import { EXPORT_AREAS, EXPORT_FORMATS } from "../data-export";

export const exportQuerySchema = z
  .object({
    format: z.enum(EXPORT_FORMATS, { error: `format must be one of: ${EXPORT_FORMATS.join(", ")}` }),
    area: z.enum(EXPORT_AREAS, { error: `area must be one of: ${EXPORT_AREAS.join(", ")}` }).optional(),
  })
  .refine((q) => q.format !== "csv" || q.area !== undefined, {
    path: ["area"],
    error: `area is required for a CSV: one of ${EXPORT_AREAS.join(", ")}`,
  })
  .refine((q) => q.format === "csv" || q.area === undefined, {
    path: ["area"],
    error: "area is only for format=csv",
  });

export type ExportQuery = z.infer<typeof exportQuerySchema>;
