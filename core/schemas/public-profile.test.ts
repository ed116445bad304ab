/** The public profile's settings schema (issue 23): handles and lists as the API and the form send them. */
import { describe, expect, it } from "vitest";
import { handleSchema, publicProfileSchema } from "./public-profile";

describe("handleSchema", () => {
  it.each([
    ["Demo", "demo"],
    ["  asha-v  ", "asha-v"],
    ["a1b", "a1b"],
    ["x".repeat(30), "x".repeat(30)],
  ])("takes %j as %j", (input, out) => {
    expect(handleSchema.parse(input)).toBe(out);
  });

  it.each(["ab", "x".repeat(31), "a_b", "a b", "-ab", "ab-", "a--b", "admin", "U", "Login", "ünï", "dot.ted", ""])(
    "refuses %j",
    (input) => {
      expect(handleSchema.safeParse(input).success).toBe(false);
    },
  );
});

describe("publicProfileSchema", () => {
  it("reads a form's comma-separated lists and checkbox values, trimming and dropping repeats", () => {
    const parsed = publicProfileSchema.parse({
      targetRoles: " Designer, designer ,, Frontend developer ",
      locations: ["Pune", " Pune ", "Remote"],
      enabled: "true",
      openToWork: "",
    });
    expect(parsed).toMatchObject({
      targetRoles: ["Designer", "Frontend developer"],
      locations: ["Pune", "Remote"],
      enabled: true,
      openToWork: false,
    });
  });

  it("refuses more than 5 items or an item over 60 characters", () => {
    expect(publicProfileSchema.safeParse({ locations: "a,b,c,d,e,f" }).success).toBe(false);
    expect(publicProfileSchema.safeParse({ targetRoles: ["r".repeat(61)] }).success).toBe(false);
    expect(publicProfileSchema.safeParse({ targetRoles: "a,b,c,d,e" }).success).toBe(true);
  });
});
