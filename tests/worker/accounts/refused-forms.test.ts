/**
 * The account forms' refused submits, as a browser without JavaScript sees them: status 400 (or the
 * failure's own), the spec's messages on the form that was sent, what was typed back in its fields,
 * and never a password.
 */
import { describe, expect, it } from "vitest";
import { formPost, signUp, signUpForWeb, uniqueClientIp, uniqueEmail } from "../support";

/** The page's forms, each with its HTML, keyed by the value of its `intent` submit button ("" if none). */
function formsByIntent(html: string): Record<string, string> {
  const forms: Record<string, string> = {};
  for (const [form] of html.matchAll(/<form\b[\s\S]*?<\/form>/g)) {
    const button = /<button[^>]*\bname="intent"[^>]*>/.exec(form)?.[0] ?? "";
    forms[/\bvalue="([^"]*)"/.exec(button)?.[1] ?? ""] = form;
  }
  return forms;
}

/** The `value` an input named `name` renders with. */
function inputValue(html: string, name: string): string | undefined {
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  return input ? /value="([^"]*)"/.exec(input)?.[1] : undefined;
}

describe("/register, the account step", () => {
  it("refuses invalid fields with 400, keeps the name and email, never the passwords", async () => {
    const email = uniqueEmail("reg");
    const res = await formPost(
      "/register",
      { name: "Al", email, password: "typed-secret-1", confirmPassword: "typed-secret-2" },
      { ip: uniqueClientIp() },
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Name must be at least 3 characters");
    expect(html).toContain("Passwords do not match");
    expect(inputValue(html, "name")).toBe("Al");
    expect(inputValue(html, "email")).toBe(email);
    expect(html).not.toContain("typed-secret");
  });

  it("says a taken email under the email field, with what was typed", async () => {
    const taken = await signUp();
    const res = await formPost(
      "/register",
      { name: "Second Person", email: taken.email, password: "typed-secret-1", confirmPassword: "typed-secret-1" },
      { ip: uniqueClientIp() },
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Email already in use");
    expect(inputValue(html, "name")).toBe("Second Person");
    expect(inputValue(html, "email")).toBe(taken.email);
    expect(html).not.toContain("typed-secret");
  });
});

describe("conform's control fields", () => {
  it("are ignored: a forged __intent__ is an ordinary refused form, not a 500", async () => {
    for (const forged of ["not json", '{"type":"reset","payload":{}}']) {
      const res = await formPost(
        "/register",
        {
          name: "Al",
          email: uniqueEmail("ctl"),
          password: "typed-secret-1",
          confirmPassword: "typed-secret-1",
          __intent__: forged,
        },
        { ip: uniqueClientIp() },
      );
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain("Name must be at least 3 characters");
      expect(inputValue(html, "name")).toBe("Al");
    }
  });
});

describe("/profile, three forms on one page", () => {
  it("profile: a refused form shows its errors on that form only, with what was typed", async () => {
    const u = await signUpForWeb();
    const res = await formPost(
      "/profile",
      { intent: "profile", name: "Jo", email: u.email, timeZone: "Asia/Tokyo", currentPassword: "typed-secret-1" },
      u.cookie,
    );
    expect(res.status).toBe(400);
    const forms = formsByIntent(await res.text());
    expect(forms.profile).toContain("Name must be at least 3 characters");
    expect(inputValue(forms.profile, "name")).toBe("Jo");
    expect(inputValue(forms.profile, "email")).toBe(u.email);
    expect(forms.profile).toMatch(/<option value="Asia\/Tokyo" selected="">/);
    expect(forms.password).not.toContain("Name must be");
    expect(forms.delete).not.toContain("Name must be");
    expect(Object.values(forms).join("")).not.toContain("typed-secret");
  });

  it("profile: a new email without the password is refused under the password field", async () => {
    const u = await signUpForWeb();
    const newEmail = uniqueEmail("moved");
    const res = await formPost(
      "/profile",
      { intent: "profile", name: "Moved Person", email: newEmail, timeZone: "UTC" },
      u.cookie,
    );
    expect(res.status).toBe(400);
    const { profile } = formsByIntent(await res.text());
    expect(profile).toContain("Enter your current password to change your email");
    expect(inputValue(profile, "name")).toBe("Moved Person");
    expect(inputValue(profile, "email")).toBe(newEmail);
  });

  it("password: mismatched or wrong passwords are refused on that form, and none is sent back", async () => {
    const u = await signUpForWeb();
    const mismatch = await formPost(
      "/profile",
      { intent: "password", currentPassword: u.password, newPassword: "typed-secret-1", confirmPassword: "typed-x" },
      u.cookie,
    );
    expect(mismatch.status).toBe(400);
    const html = await mismatch.text();
    const forms = formsByIntent(html);
    expect(forms.password).toContain("New passwords do not match");
    expect(forms.profile).not.toContain("New passwords do not match");
    expect(html).not.toContain("typed-secret");
    expect(html).not.toContain(u.password);

    const wrong = await formPost(
      "/profile",
      {
        intent: "password",
        currentPassword: "typed-secret-0",
        newPassword: "typed-secret-1",
        confirmPassword: "typed-secret-1",
      },
      u.cookie,
    );
    expect(wrong.status).toBe(400);
    const wrongHtml = await wrong.text();
    expect(formsByIntent(wrongHtml).password).toContain("Current password is incorrect");
    expect(wrongHtml).not.toContain("typed-secret");
  });

  it("delete: a wrong password keeps the confirmation open with its error, and the password is not sent back", async () => {
    const u = await signUpForWeb();
    const res = await formPost("/profile", { intent: "delete", password: "typed-secret-1" }, u.cookie);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(formsByIntent(html).delete).toContain("Password is incorrect");
    expect(html).toMatch(/<details class="group" open="">/);
    expect(html).not.toContain("typed-secret");

    const empty = await formPost("/profile", { intent: "delete", password: "" }, u.cookie);
    expect(empty.status).toBe(400);
    expect(formsByIntent(await empty.text()).delete).toContain("Enter your password to confirm");
  });

  it("a refused profile form leaves the delete confirmation closed", async () => {
    const u = await signUpForWeb();
    const html = await (
      await formPost("/profile", { intent: "profile", name: "Jo", email: u.email, timeZone: "UTC" }, u.cookie)
    ).text();
    expect(html).not.toMatch(/<details class="group" open="">/);
  });
});
