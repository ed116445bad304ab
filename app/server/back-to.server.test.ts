import { describe, expect, it } from "vitest";
import { backTo } from "./back-to.server";

const post = (referer?: string) =>
  new Request("https://app.test/inbox", { method: "POST", headers: referer ? { Referer: referer } : {} });

describe("backTo", () => {
  it("keeps the page's own query", () => {
    expect(backTo(post("https://app.test/inbox?cursor=abc&status=new"), "/inbox")).toBe("/inbox?cursor=abc&status=new");
  });
  it("never leaves the screen or the site", () => {
    expect(backTo(post("https://evil.test/inbox?x=1"), "/inbox")).toBe("/inbox");
    expect(backTo(post("https://app.test/notifications?page=2"), "/inbox")).toBe("/inbox");
  });
  it("answers the first page without a Referer or with a malformed one", () => {
    expect(backTo(post(), "/inbox")).toBe("/inbox");
    expect(backTo(post("not a url"), "/inbox")).toBe("/inbox");
  });
});
