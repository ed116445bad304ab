/**
 * The service worker: the hand-off to /jobs/new (the popup closes when the tab opens), and, on Chrome and
 * Edge, the session the app's /extension/connect page sends after a web sign-in (externally_connectable;
 * only the app address set in the options is listened to).
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

export default defineBackground(() => {
  browser.runtime.onMessage.addListener((message: Handoff, sender) => {
    if (sender.id !== browser.runtime.id || message?.type !== "handoff") return;
    return getSettings()
      .then((s) => openInOfferpath(s.appOrigin, message.job))
      .then(() => ({ ok: true }));
  });

  browser.runtime.onMessageExternal?.addListener((message: Connect, sender) => {
    return (async () => {
      const { appOrigin } = await getSettings();
      const from = sender.url ? new URL(sender.url).origin : sender.origin;
      if (from !== appOrigin || message?.type !== "offerpath-session") return { ok: false };
      if (typeof message.token !== "string" || typeof message.refreshToken !== "string") return { ok: false };
      await saveSession({
        token: message.token,
        refreshToken: message.refreshToken,
        user: { name: String(message.user?.name ?? ""), email: String(message.user?.email ?? "") },
        origin: appOrigin,
      });
      return { ok: true };
    })();
  });
});
