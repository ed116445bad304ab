/** The query of contract §9's optional analytics endpoints: `period`, where anything unknown means all time. */
import { z } from "zod";

export const analyticsQuerySchema = z.object({
  period: z
    .string()
    .max(40, { error: "period must be at most 40 characters" })
    .optional()
    .describe(
      "`last-week` (7 days), `last-month` (30), `last-3-months` (91), `last-6-months` (182), `last-year` (365), each ending today in the user's time zone; anything else is all time.",
    ),
});
