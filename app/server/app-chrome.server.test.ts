import { describe, expect, it } from "vitest";
import { renderChrome } from "./app-chrome.server";
import { pageAddress } from "./server-parts.server";

const user = { name: "Ira <Test>", email: "ira@example.test", planName: "premium", planStatus: "Active" as const };
const chrome = (pathname: string, extra: Partial<Parameters<typeof renderChrome>[0]> = {}) =>
  renderChrome({
    user,
    unreadNotifications: 0,
    inboxWaiting: 0,
    zoneOffer: null,
    address: { pathname, search: "" },
    ...extra,
  });

/** The links marked as the current section, by their text. */
const current = (html: string) =>
  [...html.matchAll(/<a [^>]*aria-current="page"[^>]*>.*?<\/svg>([^<]+)/g)].map((m) => m[1]);

describe("pageAddress", () => {
  it("is the document's own address", () => {
    expect(pageAddress(new Request("https://x.test/applications?status=Applied"))).toEqual({
      pathname: "/applications",
      search: "?status=Applied",
    });
  });

  it("is the page's address for a client navigation's data request, without React Router's own parameters", () => {
    const data = new Request("https://x.test/applications.data?status=Applied&_routes=routes%2F_app%2Croot&index");
    expect(pageAddress(data)).toEqual({ pathname: "/applications", search: "?status=Applied" });
    expect(pageAddress(new Request("https://x.test/_root.data?_routes=root"))).toEqual({ pathname: "/", search: "" });
  });
});

describe("renderChrome", () => {
  it("marks the page's section in both navigations, a job's page under Applications, and no other", () => {
    expect(current(chrome("/tasks").side)).toEqual(["Tasks"]);
    expect(current(chrome("/tasks").header)).toEqual(["Tasks"]);
    expect(current(chrome("/jobs/abc").side)).toEqual(["Applications"]);
    expect(current(chrome("/profile/data").side)).toEqual(["Profile"]);
    expect(current(chrome("/notifications").side)).toEqual([]);
    // A path that only starts like a section's is not in it.
    expect(current(chrome("/tasksx").side)).toEqual([]);
  });

  it("escapes what the user wrote and shows the counts, capped", () => {
    const { side, header } = chrome("/dashboard", { unreadNotifications: 3, inboxWaiting: 100 });
    expect(side).toContain("Ira &lt;Test&gt;");
    expect(side).not.toContain("<Test>");
    expect(side).toContain('99+<span class="sr-only"> waiting</span>');
    expect(header).toContain('3<span class="sr-only"> unread)</span>');
    expect(header).toMatch(/<form [^>]*action="\/logout" method="post">/);
  });

  it("draws the zone offer's banner only with an offer, back to the page's address", () => {
    expect(chrome("/tasks").banner).toBe("");
    const { banner } = renderChrome({
      user,
      unreadNotifications: 0,
      inboxWaiting: 0,
      zoneOffer: { browser: "America/Los_Angeles", account: "Asia/Kolkata" },
      address: { pathname: "/tasks", search: "?q=a&status=Open" },
    });
    expect(banner).toContain("Switch to America/Los_Angeles");
    expect(banner).toContain('name="returnTo" value="/tasks?q=a&amp;status=Open"');
  });
});
