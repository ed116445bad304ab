/**
 * Firefox: "Sign in with Offerpath". Firefox has no page-to-extension messaging, so on the app's
 * /extension/connect page this script reads the session the page holds once the user has connected
 * (app/routes/extension/connect.tsx), hands it to the background, removes it from the page and says so.
 * Declared for the production address; the options page registers it for a self-hosted one.
 */
import { browser } from "wxt/browser";
import { defineContentScript } from "wxt/utils/define-content-script";

const DATA_ID = "offerpath-extension-session";
const STATUS_ID = "offerpath-extension-status";

export default defineContentScript({
  matches: ["https://offerpath.app/extension/connect*"],
  include: ["firefox"],
  main() {
    const deliver = async (el: Element) => {
      let session: unknown;
      try {
        session = JSON.parse(el.textContent ?? "");
      } catch {
        return;
      }
      el.remove();
      const reply = (await browser.runtime.sendMessage(session).catch(() => undefined)) as { ok?: boolean } | undefined;
      const status = document.getElementById(STATUS_ID);
      if (status)
        status.textContent = reply?.ok
          ? "The extension is signed in. You can close this tab."
          : "The extension did not take the session. Check its options: is this its Offerpath address?";
    };
    const look = () => {
      const el = document.getElementById(DATA_ID);
      if (el) void deliver(el);
      return !!el;
    };
    if (look()) return;
    // With JavaScript the page shows the session after the form's fetch: watch for it.
    const observer = new MutationObserver(() => {
      if (look()) observer.disconnect();
    });
    observer.observe(document.documentElement, { childList: true, subtree: true });
  },
});
