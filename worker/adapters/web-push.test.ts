import { describe, expect, it } from "vitest";
import { utf8Length } from "../db/utf8-parts";
import { MAX_PUSH_PAYLOAD_BYTES, pushPayload } from "./web-push.server";

describe("pushPayload", () => {
  const content = {
    title: "Reminder: Call Priya",
    body: "Task due 1 Feb 2027.",
    url: "/tasks/abc",
    tag: "task_reminder:abc",
  };

  it("is the JSON of the notification when it fits", () => {
    expect(JSON.parse(pushPayload(content))).toEqual(content);
  });

  it("shortens the body (with …) to the 3,993 bytes a push may carry, whatever its characters", () => {
    for (const char of ["a", "é", "😀", '"']) {
      const json = pushPayload({ ...content, body: char.repeat(5000) });
      expect(utf8Length(json)).toBeLessThanOrEqual(MAX_PUSH_PAYLOAD_BYTES);
      expect(utf8Length(json)).toBeGreaterThan(MAX_PUSH_PAYLOAD_BYTES - 20);
      const parsed = JSON.parse(json);
      expect(parsed.body.endsWith("…")).toBe(true);
      expect(parsed).toMatchObject({ title: content.title, url: content.url, tag: content.tag });
    }
  });
});
