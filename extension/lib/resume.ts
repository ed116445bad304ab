/**
 * The resume text the user allowed the extension to keep (issue 33, decision 055): fetched once from the
 * app (GET /match/resume) when the user asks for it in the options, kept in extension storage only, used
 * by the popup to match a posting before it is saved, and forgotten on request (or on sign-out).
 */
import { browser } from "wxt/browser";

export type KeptResume = { documentId: string; name: string; text: string; keptAt: number; origin: string };

/** The kept resume, only when it came from the app address set now. */
export async function getKeptResume(appOrigin: string): Promise<KeptResume | null> {
  const { resume } = (await browser.storage.local.get("resume")) as { resume?: KeptResume | null };
  return resume && resume.origin === appOrigin ? resume : null;
}

export const keepResume = (resume: KeptResume) => browser.storage.local.set({ resume });

export const forgetResume = () => browser.storage.local.remove("resume");
