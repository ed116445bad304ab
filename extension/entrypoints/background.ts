/**
 * The service worker: the hand-off to /jobs/new (the popup closes when the tab opens), and the session the
 * app's /extension/connect page gives after a web sign-in: sent by the page on Chrome and Edge
 * (externally_connectable), read by a content script on Firefox; only from the app address set in the options.
 */
import { browser } from "wxt/browser";
import { defineBackground } from "wxt/utils/define-background";
import { type HandoffJob, openInOfferpath } from "../lib/handoff";
import { getSettings, saveSession } from "../lib/settings";

type Handoff = { type: "handoff"; job: HandoffJob };
type Connect = {
  type: "offerpath-session";
  token: string;
  refreshToken: string;
  user: { name: string; email: string };
};

/** Keeps a session the app's /extension/connect page sent, only from the app address set in the options. */
async function connect(message: Connect, pageUrl: string | undefined) {
  const { appOrigin } = await getSettings();
  if (!pageUrl || message?.type !== "offerpath-session") return { ok: false };
  const page = new URL(pageUrl);
  if (page.origin !== appOrigin || !page.pathname.startsWith("/extension/connect")) return { ok: false };
  if (typeof message.token !== "string" || typeof message.refreshToken !== "string") return { ok: false };
  await saveSession({
    token: message.token,
    refreshToken: message.refreshToken,
    user: { name: String(message.user?.name ?? ""), email: String(message.user?.email ?? "") },
    origin: appOrigin,
  });
  return { ok: true };
}

export default defineBackground(() => {
  browser.runtime.onMessage.addListener((message: Handoff | Connect, sender) => {
    if (sender.id !== browser.runtime.id) return;
    if (message?.type === "handoff") {
      return getSettings()
        .then((s) => openInOfferpath(s.appOrigin, message.job))
        .then(() => ({ ok: true }));
    }
    // Firefox: the content script on /extension/connect (entrypoints/connect.content.ts).
    if (message?.type === "offerpath-session" && sender.tab) return connect(message, sender.tab.url);
  });

  // Chrome and Edge: the /extension/connect page itself (externally_connectable).
  browser.runtime.onMessageExternal?.addListener((message: Connect, sender) => connect(message, sender.url));
});
