/**
 * "Turn on notifications on this device" (issue 35, docs/decisions/060-web-push.md). Push needs JavaScript by
 * nature: on the click (never before) the browser asks for its permission, the service worker subscribes with
 * the server's VAPID public key, and the subscription is posted to the settings screen's action, which adds
 * the device to the list below. Without JavaScript the button stays disabled and the page says why.
 */
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";

type State = "loading" | "ready" | "unsupported" | "denied" | "working" | "failed";

const MESSAGES: Partial<Record<State, string>> = {
  unsupported:
    "This browser cannot receive push notifications (on an iPhone or iPad, add Offerpath to the Home Screen first).",
  denied:
    "Notifications are blocked for this site in this browser. Allow them in the browser's site settings, then try again.",
  failed: "This browser could not turn notifications on. Try again, or use email reminders.",
};

/** The VAPID key as the bytes `pushManager.subscribe` takes (base64url in the page). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export function PushOptIn({ publicKey }: { publicKey: string }) {
  const fetcher = useFetcher();
  const [state, setState] = useState<State>("loading");

  useEffect(() => {
    const supported = "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
    if (!supported) setState("unsupported");
    else setState(Notification.permission === "denied" ? "denied" : "ready");
  }, []);

  async function turnOn() {
    setState("working");
    try {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") {
        setState(permission === "denied" ? "denied" : "ready");
        return;
      }
      await navigator.serviceWorker.register("/sw.js");
      const registration = await navigator.serviceWorker.ready;
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(publicKey),
        }));
      const { endpoint, keys } = subscription.toJSON();
      await fetcher.submit(
        { intent: "push-subscribe", endpoint: endpoint ?? "", p256dh: keys?.p256dh ?? "", auth: keys?.auth ?? "" },
        { method: "post" },
      );
      setState("ready");
    } catch {
      setState("failed");
    }
  }

  const message = MESSAGES[state];
  return (
    <div className="space-y-2">
      <noscript>
        <p className="text-sm text-slate-700">
          Turning notifications on needs JavaScript: the browser asks for permission and hands this page its
          subscription. The devices already on are listed below, and you can remove them without it.
        </p>
      </noscript>
      <Button
        type="button"
        onClick={turnOn}
        // Disabled until the page's script runs (without JavaScript it never does: the note above says why).
        disabled={state === "loading" || state === "unsupported" || state === "working"}
        aria-describedby={message ? "push-status" : undefined}
      >
        {state === "working" ? "Turning on…" : "Turn on notifications on this device"}
      </Button>
      {message ? (
        <p id="push-status" role="status" className="text-sm text-slate-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}
