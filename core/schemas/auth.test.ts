import { describe, expect, it } from "vitest";
import {
  deleteAccountSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  timeZoneField,
  updatePasswordSchema,
  updateProfileSchema,
} from "./auth";

const huge = "x".repeat(3_000_000);

describe("timeZoneField", () => {
  it("stops at the length check: a huge value yields one issue and never reaches the zone check", () => {
    const parsed = timeZoneField.safeParse(huge);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toHaveLength(1);
    expect(parsed.error?.issues[0].code).toBe("too_big");
  });

  it("accepts a known zone and refuses an unknown one", () => {
    expect(timeZoneField.safeParse("Europe/Berlin").success).toBe(true);
    expect(timeZoneField.safeParse("Mars/Base").error?.issues[0].message).toBe("Unknown time zone");
  });
});

describe("every string input is capped", () => {
  const email = (length: number) => `${"a".repeat(length - "@example.test".length)}@example.test`;

  it("caps sign-in input: email 254, password 128", () => {
    expect(loginSchema.safeParse({ email: email(254), password: "p".repeat(128) }).success).toBe(true);
    expect(loginSchema.safeParse({ email: email(255), password: "secret1" }).error?.issues[0].path).toEqual(["email"]);
    expect(loginSchema.safeParse({ email: "a@b.test", password: "p".repeat(129) }).error?.issues[0].path).toEqual([
      "password",
    ]);
    expect(loginSchema.safeParse({ email: huge, password: huge }).error?.issues).toHaveLength(2);
  });

  it("caps forgot-password's email and lower-cases it", () => {
    expect(forgotPasswordSchema.parse({ email: " A@B.Test " }).email).toBe("a@b.test");
    expect(forgotPasswordSchema.safeParse({ email: email(255) }).success).toBe(false);
    expect(forgotPasswordSchema.safeParse({ email: "" }).error?.issues[0].message).toBe(
      "Please provide your email address",
    );
  });

  it("caps registration, profile, password change and account deletion", () => {
    expect(registerSchema.safeParse({ name: "Asha", email: email(255), password: "secret1" }).success).toBe(false);
    expect(updateProfileSchema.safeParse({ email: email(255) }).success).toBe(false);
    expect(updatePasswordSchema.safeParse({ currentPassword: huge, newPassword: "secret1" }).success).toBe(false);
    expect(updatePasswordSchema.safeParse({ currentPassword: "secret1", newPassword: huge }).success).toBe(false);
    expect(deleteAccountSchema.safeParse({ password: "p".repeat(129) }).success).toBe(false);
  });
});
