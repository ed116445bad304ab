import { describe, expect, it } from "vitest";
import { themeFormSchema } from "./schemas/theme";
import { themeCookie, themeFromCookie } from "./theme";

describe("themeFromCookie", () => {
  it("reads light or dark from the op_theme cookie among others", () => {
    expect(themeFromCookie("op_theme=dark")).toBe("dark");
    expect(themeFromCookie("op_session=abc.def; op_theme=light; op_toast=x")).toBe("light");
    expect(themeFromCookie("a=1;op_theme=dark ")).toBe("dark");
  });

  it("is system without the cookie or with any other value", () => {
    expect(themeFromCookie(null)).toBe("system");
    expect(themeFromCookie("")).toBe("system");
    expect(themeFromCookie("op_session=x")).toBe("system");
    for (const bad of ["system", "DARK", "blue", "", "dark%20", '"dark"', "light dark"]) {
      expect(themeFromCookie(`op_theme=${bad}`)).toBe("system");
    }
    // A cookie whose name only ends or starts like ours is someone else's.
    expect(themeFromCookie("xop_theme=dark; op_themes=dark")).toBe("system");
  });

  it("reads back what themeCookie writes", () => {
    for (const theme of ["light", "dark"] as const) {
      const pair = themeCookie(theme, true).split(";")[0];
      expect(themeFromCookie(pair)).toBe(theme);
    }
  });
});

describe("themeCookie", () => {
  it("keeps light or dark for a year, Secure on https", () => {
    expect(themeCookie("dark", true)).toBe("op_theme=dark; Max-Age=31536000; Path=/; SameSite=Lax; Secure");
    expect(themeCookie("light", false)).toBe("op_theme=light; Max-Age=31536000; Path=/; SameSite=Lax");
  });

  it("clears the cookie for system", () => {
    expect(themeCookie("system", false)).toBe("op_theme=; Max-Age=0; Path=/; SameSite=Lax");
  });
});

describe("themeFormSchema", () => {
  it("accepts the three themes and refuses anything else with one message", () => {
    expect(themeFormSchema.parse({ theme: "dark" })).toEqual({ theme: "dark" });
    const refused = themeFormSchema.safeParse({ theme: "sepia" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].message).toBe("Choose System, Light or Dark");
  });
});
