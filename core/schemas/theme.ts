/** The profile's theme form (issue 31): System, Light or Dark; the cookie it sets is core/theme.ts's. */
import { z } from "zod";
import { THEMES } from "../theme";

export const themeFormSchema = z.object({
  theme: z.enum(THEMES, { error: "Choose System, Light or Dark" }),
});
