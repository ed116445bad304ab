/**
 * A user's notification settings (docs/decisions/036-reminders.md): each kind shown in the app, emailed and/or
 * pushed to the user's devices (docs/decisions/060-web-push.md), email off entirely, one daily digest or separate emails, and the digest's local hour.
 * No row means the defaults: everything on, a digest at 08:00.
 */

import {
  type NotificationSettingsInput,
  SETTING_KIND_LABELS,
  SETTING_KINDS,
  type SettingKind,
} from "@core/schemas/notifications";
import { eq, sql } from "drizzle-orm";
import { type DueItemKind, notificationSettings } from "../../db/schema";
import { sqlBatch } from "../../db/sql-batch";
import type { Deps } from "../../deps";

export { SETTING_KIND_LABELS, SETTING_KINDS, type SettingKind };

export function settingKindOf(kind: DueItemKind): SettingKind {
  switch (kind) {
    case "interview_24h":
    case "interview_2h":
      return "interview";
    case "contact_follow_up":
    case "interview_follow_up":
      return "follow_up";
    case "inbox_message":
      return "inbox";
    case "offer_deadline_eve":
    case "offer_deadline_day":
      return "offer_deadline";
    default:
      return kind;
  }
}

/** The due-item kinds that go in the daily digest (or separate emails at the digest hour). */
export const DIGEST_KINDS: readonly DueItemKind[] = [
  "task_due",
  "contact_follow_up",
  "interview_follow_up",
  "inbox_message",
];
export const isDigestKind = (kind: DueItemKind) => DIGEST_KINDS.includes(kind);

/** `push`: to every device the user turned push on in (none: nothing is pushed). */
export type KindChannels = { inApp: boolean; email: boolean; push: boolean };
export type NotificationSettings = {
  emailEnabled: boolean;
  digestMode: "digest" | "separate";
  /** 0-23, in the user's time zone. */
  digestHour: number;
  kinds: Record<SettingKind, KindChannels>;
};

export const DEFAULT_DIGEST_HOUR = 8;

export function defaultSettings(): NotificationSettings {
  return {
    emailEnabled: true,
    digestMode: "digest",
    digestHour: DEFAULT_DIGEST_HOUR,
    kinds: Object.fromEntries(SETTING_KINDS.map((k) => [k, { inApp: true, email: true, push: true }])) as Record<
      SettingKind,
      KindChannels
    >,
  };
}

type SettingsRow = typeof notificationSettings.$inferSelect;

/** The settings a stored row (or none) stands for. */
export function settingsFromRow(
  row: Pick<SettingsRow, "emailEnabled" | "digestMode" | "digestHour" | "kinds"> | null | undefined,
) {
  const settings = defaultSettings();
  if (!row) return settings;
  settings.emailEnabled = row.emailEnabled;
  settings.digestMode = row.digestMode;
  settings.digestHour = row.digestHour;
  for (const kind of SETTING_KINDS) {
    const stored = row.kinds?.[kind];
    settings.kinds[kind] = {
      inApp: stored?.inApp !== false,
      email: stored?.email !== false,
      push: stored?.push !== false,
    };
  }
  return settings;
}

export async function getNotificationSettings(deps: Deps, userId: string): Promise<NotificationSettings> {
  const [row] = await deps.read(
    deps.db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)).limit(1),
  );
  return settingsFromRow(row);
}

export type SettingsInput = NotificationSettingsInput;

/**
 * Saves the settings. A new digest hour places the user's waiting digest items again (the next cron run
 * computes their time in the user's zone).
 */
export async function updateNotificationSettings(
  deps: Deps,
  userId: string,
  input: SettingsInput,
): Promise<NotificationSettings> {
  const current = await getNotificationSettings(deps, userId);
  const next: NotificationSettings = {
    emailEnabled: input.emailEnabled ?? current.emailEnabled,
    digestMode: input.digestMode ?? current.digestMode,
    digestHour: input.digestHour ?? current.digestHour,
    kinds: { ...current.kinds },
  };
  for (const kind of SETTING_KINDS) {
    const change = input.kinds?.[kind];
    if (change) {
      next.kinds[kind] = {
        inApp: change.inApp ?? current.kinds[kind].inApp,
        email: change.email ?? current.kinds[kind].email,
        push: change.push ?? current.kinds[kind].push,
      };
    }
  }
  const values = {
    emailEnabled: next.emailEnabled,
    digestMode: next.digestMode,
    digestHour: next.digestHour,
    kinds: next.kinds,
    updatedAt: deps.now(),
  };
  const save = deps.db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
  if (next.digestHour !== current.digestHour) {
    // The waiting digest items (and the offers' deadlines, sent at the digest hour) are placed again at the
    // new hour by the next cron run.
    await sqlBatch(deps.db, [
      save.getSQL(),
      sql`UPDATE due_items SET fire_at = NULL WHERE user_id = ${userId} AND enqueued_at IS NULL
          AND kind IN ('task_due', 'contact_follow_up', 'interview_follow_up', 'inbox_message', 'offer_deadline_eve',
            'offer_deadline_day')`,
    ]);
  } else {
    await save;
  }
  return next;
}
