/** The extension's stored state: the app's address, the defaults for a new job, and the session (extension storage only). */

import { JOB_STATUSES, PRIORITIES } from "@core/enums";
import { browser } from "wxt/browser";

export const PRODUCTION_ORIGIN = "https://offerpath.app";
export { JOB_STATUSES, PRIORITIES };
export type JobStatus = (typeof JOB_STATUSES)[number];
export type Priority = (typeof PRIORITIES)[number];

export type Settings = { appOrigin: string; defaultStatus: JobStatus; defaultPriority: Priority };
export type Session = { token: string; refreshToken: string; user: { name: string; email: string }; origin: string };

const DEFAULTS: Settings = { appOrigin: PRODUCTION_ORIGIN, defaultStatus: "saved", defaultPriority: "medium" };

export async function getSettings(): Promise<Settings> {
  const { settings } = (await browser.storage.local.get("settings")) as { settings?: Partial<Settings> };
  return { ...DEFAULTS, ...settings };
}

export const saveSettings = (settings: Settings) => browser.storage.local.set({ settings });

/** The stored session, only when it was made for the app address set now. */
export async function getSession(appOrigin: string): Promise<Session | null> {
  const { session } = (await browser.storage.local.get("session")) as { session?: Session };
  return session && session.origin === appOrigin ? session : null;
}

export const saveSession = (session: Session) => browser.storage.local.set({ session, signedOutReason: null });

/**
 * Forgets the session, and the resume text kept with it (lib/resume.ts); `reason` is what the popup says next
 * time ("Your session ended…").
 */
export const clearSession = (reason: string | null = null) =>
  browser.storage.local.set({ session: null, signedOutReason: reason, resume: null });

/** Why the last session ended, once: the popup shows it the next time it opens, then forgets it. */
export async function takeSignedOutReason(): Promise<string | null> {
  const { signedOutReason } = (await browser.storage.local.get("signedOutReason")) as {
    signedOutReason?: string | null;
  };
  if (signedOutReason) await browser.storage.local.set({ signedOutReason: null });
  return signedOutReason ?? null;
}

/**
 * An address the user typed, as an origin: "offerpath.example.com" → "https://offerpath.example.com";
 * null when it is not an http(s) address.
 */
export function toOrigin(raw: string): string | null {
  const text = raw.trim();
  if (!text) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** The host permission pattern for an origin ("http://127.0.0.1:8795" → "http://127.0.0.1/*": Chrome ignores ports). */
export const originPattern = (origin: string) => `${new URL(origin).protocol}//${new URL(origin).hostname}/*`;
