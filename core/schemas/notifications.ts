/** Notifications and their settings (issue 24, docs/decisions/036-reminders.md): what the API and the forms accept. */
import { z } from "zod";
import { SETTING_KIND_LABELS, SETTING_KINDS, type SettingKind } from "../notification-kinds";
import { MAX_PAGE, positiveInt } from "./fields";

export { SETTING_KIND_LABELS, SETTING_KINDS, type SettingKind };

export const NOTIFICATIONS_MAX_LIMIT = 50;

/** GET /notifications and the /notifications URL. */
export const notificationListQuerySchema = z.object({
  page: positiveInt(1, MAX_PAGE),
  limit: positiveInt(20, NOTIFICATIONS_MAX_LIMIT),
  unread: z
    .string()
    .optional()
    .transform((v) => v === "true" || v === "1"),
});
export type NotificationListQuery = z.output<typeof notificationListQuerySchema>;

const channels = z
  .object({
    inApp: z.boolean({ message: "inApp must be true or false" }).optional(),
    email: z.boolean({ message: "email must be true or false" }).optional(),
    push: z.boolean({ message: "push must be true or false" }).optional(),
  })
  .strict();

const HOUR_MESSAGE = "digestHour must be a whole hour from 0 to 23";

/** PUT /notifications/settings: any subset; what is left out stays as it is. */
export const notificationSettingsInputSchema = z
  .object({
    emailEnabled: z.boolean({ message: "emailEnabled must be true or false" }).optional(),
    digestMode: z.enum(["digest", "separate"], { message: "digestMode must be digest or separate" }).optional(),
    digestHour: z
      .number({ message: HOUR_MESSAGE })
      .int({ message: HOUR_MESSAGE })
      .min(0, { message: HOUR_MESSAGE })
      .max(23, { message: HOUR_MESSAGE })
      .optional(),
    kinds: z
      .object({
        task_reminder: channels.optional(),
        interview: channels.optional(),
        task_due: channels.optional(),
        follow_up: channels.optional(),
        plan_end: channels.optional(),
        inbox: channels.optional(),
        offer_deadline: channels.optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type NotificationSettingsInput = z.output<typeof notificationSettingsInputSchema>;

const checkbox = z
  .string()
  .optional()
  .transform((v) => v === "on" || v === "true");

/** The settings form (/profile/notifications): an unticked box is absent, so every box is read as on/off. */
export const notificationSettingsFormSchema = z
  .object({
    emailEnabled: checkbox,
    digestMode: z.enum(["digest", "separate"], { message: "Choose a daily digest or separate emails" }),
    digestHour: z
      .string({ message: "Choose an hour" })
      .regex(/^\d{1,2}$/, { message: "Choose an hour" })
      .transform(Number)
      .refine((h) => h >= 0 && h <= 23, { message: "Choose an hour" }),
    kinds: z
      .object(
        Object.fromEntries(
          SETTING_KINDS.map((k) => [k, z.object({ inApp: checkbox, email: checkbox, push: checkbox }).optional()]),
        ),
      )
      .optional(),
  })
  .transform(
    (v): NotificationSettingsInput => ({
      emailEnabled: v.emailEnabled,
      digestMode: v.digestMode,
      digestHour: v.digestHour,
      kinds: Object.fromEntries(
        SETTING_KINDS.map((k) => [
          k,
          {
            inApp: v.kinds?.[k]?.inApp ?? false,
            email: v.kinds?.[k]?.email ?? false,
            push: v.kinds?.[k]?.push ?? false,
          },
        ]),
      ) as NotificationSettingsInput["kinds"],
    }),
  );
