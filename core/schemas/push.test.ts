import { describe, expect, it } from "vitest";
import { deviceLabel, isKnownPushService, pushSubscriptionSchema } from "./push";

const p256dh = `B${"A".repeat(86)}`;
const auth = "A".repeat(22);

describe("pushSubscriptionSchema", () => {
  it("takes what PushSubscription.toJSON() gives, padding dropped", () => {
    const parsed = pushSubscriptionSchema.parse({
      endpoint: "https://fcm.googleapis.com/fcm/send/abc",
      expirationTime: null,
      keys: { p256dh: `${p256dh}=`, auth: `${auth}==` },
    });
    expect(parsed.keys).toEqual({ p256dh, auth });
  });

  it("refuses http, credentials in the URL, and keys of the wrong size or alphabet", () => {
    const bad = [
      { endpoint: "http://push.example/x", keys: { p256dh, auth } },
      { endpoint: "https://u:p@push.example/x", keys: { p256dh, auth } },
      { endpoint: `https://push.example/${"x".repeat(1100)}`, keys: { p256dh, auth } },
      { endpoint: "https://push.example/x", keys: { p256dh: `C${"A".repeat(86)}`, auth } },
      { endpoint: "https://push.example/x", keys: { p256dh: p256dh.slice(1), auth } },
      { endpoint: "https://push.example/x", keys: { p256dh, auth: `${auth}A` } },
      { endpoint: "https://push.example/x", keys: { p256dh, auth: "+".repeat(22) } },
      { endpoint: "https://push.example/x" },
    ];
    for (const input of bad) expect(pushSubscriptionSchema.safeParse(input).success, JSON.stringify(input)).toBe(false);
  });
});

describe("isKnownPushService", () => {
  it("knows the browsers' push services and nothing else", () => {
    for (const host of [
      "fcm.googleapis.com",
      "updates.push.services.mozilla.com",
      "web.push.apple.com",
      "wns2-by3p.notify.windows.com",
    ])
      expect(isKnownPushService(host), host).toBe(true);
    for (const host of ["127.0.0.1", "evil.example", "push.apple.com.evil.example", "fcm.googleapis.com.evil.example"])
      expect(isKnownPushService(host), host).toBe(false);
  });
});

describe("deviceLabel", () => {
  it("names the browser and the system from a User-Agent", () => {
    expect(
      deviceLabel(
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      ),
    ).toBe("Chrome on Android");
    expect(
      deviceLabel(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari on iPhone");
    expect(deviceLabel("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0")).toBe(
      "Firefox on Linux",
    );
    expect(
      deviceLabel(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      ),
    ).toBe("Edge on Windows");
    expect(deviceLabel(null)).toBe("This browser");
  });
});
