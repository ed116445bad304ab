/**
 * The contact-us message, client-safe: the /contact form, its action and POST /api/v1/contactus validate
 * with this one schema (api-contract.md §10, spec §5 and §8).
 */
import { z } from "zod";
import { CONTACT_MESSAGES } from "../limits";
import { EMAIL_MAX } from "./auth";

export { CONTACT_MESSAGES };

/** The contact-us form's field limits (the form reads them as constraints of this schema). */
export const CONTACT_LIMITS = { name: 100, subject: 200, message: 5000, token: 2048 } as const;

/** Seconds a visitor must spend on the form before a post counts (spec §9, "contact bot timer"). */
export const CONTACT_MIN_FILL_MS = 3_000;

/** One line of text: trimmed, inner whitespace (newlines included) collapsed, so it is safe in a mail subject. */
const line = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .transform((s) => s.replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .min(1, { error: `${label} is required` })
        .max(max, { error: `${label} must be at most ${max} characters` }),
    );

export const contactMessageSchema = z.object({
  name: line("Name", CONTACT_LIMITS.name),
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, { error: "Email is required" })
    .max(EMAIL_MAX, { error: `Email must be at most ${EMAIL_MAX} characters`, abort: true })
    .pipe(z.email({ error: "Please enter a valid email address" })),
  subject: line("Subject", CONTACT_LIMITS.subject),
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, { error: "Message is required" })
    .max(CONTACT_LIMITS.message, { error: `Message must be at most ${CONTACT_LIMITS.message} characters` }),
});

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

/** A human-verification token as either face sends it; anything but a short string is no token. */
export const turnstileTokenField = z
  .string()
  .trim()
  .max(CONTACT_LIMITS.token)
  .optional()
  .catch(undefined)
  .transform((t) => t || undefined);

/** The honeypot: any non-empty value marks a bot. */
export const honeypotField = z
  .unknown()
  .transform((v) => (typeof v === "string" ? v.trim() !== "" : v !== undefined && v !== null && v !== ""));

/** The four fields the contract calls required, each present and not blank. */
export function hasAllRequiredFields(body: Record<string, unknown>): boolean {
  return (["name", "email", "subject", "message"] as const).every(
    (k) => typeof body[k] === "string" && (body[k] as string).trim() !== "",
  );
}
