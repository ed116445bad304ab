/**
 * Turnstile's script comes from challenges.cloudflare.com, which the browser tests cannot reach. This
 * stand-in answers that request (page.route) with a tiny `window.turnstile` that renders a hidden response
 * field and hands the callback Cloudflare's dummy token, as the real widget does with a test site key.
 * The application's code is unchanged (docs/decisions/015-contact-form.md).
 */
import type { Page } from "@playwright/test";

export const DUMMY_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";

const SCRIPT = `(() => {
  const widgets = new Map();
  let next = 0;
  const solve = (w) => setTimeout(() => {
    w.input.value = ${JSON.stringify(DUMMY_TOKEN)};
    w.params.callback?.(${JSON.stringify(DUMMY_TOKEN)});
  }, 100);
  const find = (ref) => (typeof ref === "string" ? widgets.get(ref) : [...widgets.values()].find((w) => w.el === ref)) ?? [...widgets.values()][0];
  window.turnstile = {
    ready: (fn) => fn(),
    render(container, params) {
      const el = typeof container === "string" ? document.querySelector(container) : container;
      const input = document.createElement("input");
      input.type = "hidden";
      input.name = params["response-field-name"] || "cf-turnstile-response";
      el.appendChild(input);
      const id = "fake-widget-" + ++next;
      const w = { el, params, input };
      widgets.set(id, w);
      solve(w);
      return id;
    },
    reset(ref) {
      const w = find(ref);
      if (!w) return;
      w.input.value = "";
      solve(w);
    },
    remove(ref) {
      const w = find(ref);
      if (w) w.input.remove();
    },
    getResponse: (ref) => find(ref)?.input.value,
    isExpired: () => false,
    execute: () => {},
  };
  const onload = new URL(document.currentScript.src).searchParams.get("onload");
  if (onload && typeof window[onload] === "function") window[onload]();
})();`;

/** Serves the stand-in for Turnstile's script; `gate` lets a test hold the script back for a moment. */
export async function fakeTurnstile(page: Page, gate?: Promise<unknown>) {
  await page.route("https://challenges.cloudflare.com/turnstile/v0/api.js*", async (route) => {
    await gate;
    await route.fulfill({ contentType: "text/javascript", body: SCRIPT });
  });
}
