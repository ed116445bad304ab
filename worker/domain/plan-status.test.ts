import { describe, expect, it } from "vitest";
import { planStatusLabel } from "./plan-status";

const now = new Date("2026-11-24T12:00:00.000Z");
const inDays = (d: number) => new Date(now.getTime() + d * 86_400_000);

describe("planStatusLabel (sidebar plan status from the user row)", () => {
  it("is Active on the free plan whatever the row says", () => {
    expect(planStatusLabel("free", null, now)).toBe("Active");
    expect(planStatusLabel("free", inDays(-3), now)).toBe("Active");
  });
  it("is Active while a paid period runs more than 7 days", () => {
    expect(planStatusLabel("basic", inDays(30), now)).toBe("Active");
    expect(planStatusLabel("premium", new Date(inDays(7).getTime() + 1), now)).toBe("Active");
  });
  it("is Expiring soon within 7 days, after the end, or with no known period", () => {
    expect(planStatusLabel("basic", inDays(7), now)).toBe("Expiring soon");
    expect(planStatusLabel("basic", inDays(1), now)).toBe("Expiring soon");
    expect(planStatusLabel("premium", inDays(-1), now)).toBe("Expiring soon");
    expect(planStatusLabel("premium", null, now)).toBe("Expiring soon");
  });
});
