/**
 * Account schemas, client-safe: the browser forms, the route actions and the API validate with these.
 * Messages are the spec's (spec §5).
 */
import { oneLine } from "@core/text";
import { z } from "zod";
import { isValidTimeZone, MAX_TIME_ZONE_LENGTH } from "../dates";

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
/** RFC 5321's limit for a whole address; every email input is capped here, on both faces. */
export const EMAIL_MAX = 254;

const tooLongPassword = `Password must be at most ${PASSWORD_MAX} characters`;

/** Any password-like input (current password, confirmation): required, capped so it never reaches scrypt huge. */
const secretField = (required: string) =>
  z.string({ error: required }).min(1, { error: required }).max(PASSWORD_MAX, { error: tooLongPassword, abort: true });

/** An email typed to look an account up (sign-in, reset): trimmed, capped and lower-cased, not format-checked. */
const lookupEmailField = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(EMAIL_MAX, { error: `Email must be at most ${EMAIL_MAX} characters`, abort: true })
    .transform((e) => e.toLowerCase());

export const emailField = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, { error: "Email is required" })
  .max(EMAIL_MAX, { error: `Email must be at most ${EMAIL_MAX} characters`, abort: true })
  .pipe(z.email({ error: "Please enter a valid email address" }))
  .transform((e) => e.toLowerCase());

export const nameField = z
  .string({ error: "Name is required" })
  .overwrite(oneLine)
  .trim()
  .min(1, { error: "Name is required" })
  .min(3, { error: "Name must be at least 3 characters" })
  .max(50, { error: "Name must be at most 50 characters" });

export const passwordField = z
  .string({ error: "Password is required" })
  .min(1, { error: "Password is required" })
  .min(PASSWORD_MIN, { error: `Password must be at least ${PASSWORD_MIN} characters` })
  .max(PASSWORD_MAX, { error: tooLongPassword, abort: true });

/** The length check aborts, so a huge value never reaches the zone lookup (or its cache). */
export const timeZoneField = z
  .string()
  .trim()
  .max(MAX_TIME_ZONE_LENGTH, { error: "Unknown time zone", abort: true })
  .refine(isValidTimeZone, "Unknown time zone");

/** The API's register body. */
export const registerSchema = z.object({
  name: nameField,
  email: emailField,
  password: passwordField,
  timeZone: timeZoneField.optional().catch(undefined),
});

/** The sign-up form: the API body plus the confirmation. */
export const registerFormSchema = registerSchema
  .extend({
    confirmPassword: secretField("Please confirm your password"),
  })
  .refine((v) => v.password === v.confirmPassword, { error: "Passwords do not match", path: ["confirmPassword"] });

export const loginSchema = z.object({
  email: lookupEmailField("Email is required"),
  password: secretField("Password is required"),
  timeZone: timeZoneField.optional().catch(undefined),
});

export const loginFormSchema = loginSchema.extend({
  remember: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
});

/** The answer to the offer of the browser's zone (decision 044): the zone offered and the choice. */
export const zoneOfferAnswerSchema = z.object({
  zone: timeZoneField,
  choice: z.enum(["switch", "keep"], { error: "Choose Switch or Keep" }),
});

export const forgotPasswordSchema = z.object({ email: lookupEmailField("Please provide your email address") });

export const resetPasswordSchema = z.object({ password: passwordField });

export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirmPassword: secretField("Please confirm your password") })
  .refine((v) => v.password === v.confirmPassword, { error: "Passwords do not match", path: ["confirmPassword"] });

/** Needed to change the email (docs/decisions/011-email-change.md); "" or absent means not given. */
const currentPasswordForEmail = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  z
    .string({ error: "Current password must be text" })
    .max(PASSWORD_MAX, { error: tooLongPassword, abort: true })
    .optional(),
);

export const updateProfileSchema = z.object({
  name: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), nameField.optional()),
  email: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), emailField.optional()),
  timeZone: timeZoneField.optional(),
  currentPassword: currentPasswordForEmail,
});

/** The profile form requires name and email (spec §5); the current password only to change the email. */
export const profileFormSchema = z.object({
  name: nameField,
  email: emailField,
  timeZone: timeZoneField,
  currentPassword: currentPasswordForEmail,
});

export const updatePasswordSchema = z.object({
  currentPassword: secretField("Current password is required"),
  newPassword: z
    .string({ error: "New password is required" })
    .min(1, "New password is required")
    .min(PASSWORD_MIN, `New password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, { error: `New password must be at most ${PASSWORD_MAX} characters`, abort: true }),
});

export const changePasswordFormSchema = updatePasswordSchema
  .extend({ confirmPassword: secretField("Please confirm your new password") })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: "New passwords do not match",
    path: ["confirmPassword"],
  });

export const deleteAccountSchema = z.object({ password: secretField("Enter your password to confirm") });

/** The profile's keyboard shortcuts switch (docs/decisions/049): its button posts "on" or "off". */
export const keyboardShortcutsFormSchema = z.object({
  shortcuts: z.enum(["on", "off"], { error: "Choose on or off for keyboard shortcuts" }),
});

export type RegisterInput = z.infer<typeof registerSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;
