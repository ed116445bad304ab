import { describe, expect, it } from "vitest";
import { themeAttributes } from "./theme";

describe("themeAttributes", () => {
  it("leaves system to the media query: no data-theme, both colour schemes", () => {
    expect(themeAttributes("system")).toEqual({ colorScheme: "light dark" });
  });

  it("names a chosen theme on <html> and as the only colour scheme", () => {
    expect(themeAttributes("dark")).toEqual({ "data-theme": "dark", colorScheme: "dark" });
    expect(themeAttributes("light")).toEqual({ "data-theme": "light", colorScheme: "light" });
  });
});
