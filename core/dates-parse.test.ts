import { describe, expect, it } from "vitest";
import { parseDateOnly, parseDateTimeLocal } from "./dates";

const KOLKATA = "Asia/Kolkata";

describe("screen date parsers refuse impossible values instead of shifting them", () => {
  it.each(["2026-13-01", "0000-01-01", "0099-05-08", "1899-12-31", "2030-02-30"])("parseDateOnly(%s)", (value) => {
    expect(parseDateOnly(value)).toBeNull();
  });

  it.each(["2026-13-01T10:00", "0000-01-01T10:00", "0050-01-01T10:00", "2026-05-08T10:99", "2030-02-30T10:00"])(
    "parseDateTimeLocal(%s)",
    (value) => {
      expect(parseDateTimeLocal(value, KOLKATA)).toBeNull();
    },
  );

  it("still reads real dates", () => {
    expect(parseDateOnly("1900-01-01")?.toISOString()).toBe("1900-01-01T00:00:00.000Z");
    expect(parseDateTimeLocal("2028-02-29T23:59", KOLKATA)?.toISOString()).toBe("2028-02-29T18:29:00.000Z");
  });
});
