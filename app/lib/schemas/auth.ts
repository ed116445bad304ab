/**
 * Account schemas, client-safe: the browser forms, the route actions and the API validate with these.
 * Messages are the spec's (§5).
 */
import { z } from "zod";
import { isValidTimeZone } from "../dates";

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

export const emailField = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, { error: "Email is required" })
  .max(254, { error: "Email must be at most 254 characters" })
  .pipe(z.email({ error: "Please enter a valid email address" }))
  .transform((e) => e.toLowerCase());

export const nameField = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, { error: "Name is required" })
  .min(3, { error: "Name must be at least 3 characters" })
  .max(50, { error: "Name must be at most 50 characters" });

export const passwordField = z
  .string({ error: "Password is required" })
  .min(1, { error: "Password is required" })
  .min(PASSWORD_MIN, { error: `Password must be at least ${PASSWORD_MIN} characters` })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters` });

export const timeZoneField = z.string().trim().max(64).refine(isValidTimeZone, "Unknown time zone");

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
    confirmPassword: z.string({ error: "Please confirm your password" }).min(1, "Please confirm your password"),
  })
  .refine((v) => v.password === v.confirmPassword, { error: "Passwords do not match", path: ["confirmPassword"] });

export const loginSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: "Email is required" })
    .transform((e) => e.toLowerCase()),
  password: z
    .string()
    .min(1, { error: "Password is required" })
    .max(PASSWORD_MAX * 8),
  timeZone: timeZoneField.optional().catch(undefined),
});

export const loginFormSchema = loginSchema.extend({
  remember: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
});

export const forgotPasswordSchema = z.object({
  email: z.string({ error: "Please provide your email address" }).trim().min(1, "Please provide your email address"),
});

export const resetPasswordSchema = z.object({ password: passwordField });

export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirmPassword: z.string().min(1, "Please confirm your password") })
  .refine((v) => v.password === v.confirmPassword, { error: "Passwords do not match", path: ["confirmPassword"] });

export const updateProfileSchema = z.object({
  name: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), nameField.optional()),
  email: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), emailField.optional()),
  timeZone: timeZoneField.optional(),
});

/** The profile form requires both fields (spec §5). */
export const profileFormSchema = z.object({ name: nameField, email: emailField, timeZone: timeZoneField });

export const updatePasswordSchema = z.object({
  currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required"),
  newPassword: z
    .string({ error: "New password is required" })
    .min(1, "New password is required")
    .min(PASSWORD_MIN, `New password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `New password must be at most ${PASSWORD_MAX} characters`),
});

export const changePasswordFormSchema = updatePasswordSchema
  .extend({ confirmPassword: z.string().min(1, "Please confirm your new password") })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: "New passwords do not match",
    path: ["confirmPassword"],
  });

export const deleteAccountSchema = z.object({ password: z.string().min(1, "Enter your password to confirm") });

export type RegisterInput = z.infer<typeof registerSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;
