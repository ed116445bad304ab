import { describe, expect, it } from "vitest";
import { api, as, formPost, page, sessionCookieFrom, signUp, webLogin } from "../support";

describe("web sessions", () => {
  it("sends a visitor to /login and remembers where they were going", async () => {
    const res = await page("/profile?tab=x");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login?redirectTo=%2Fprofile%3Ftab%3Dx");
  });

  it("logs in with a form post, sets an HttpOnly Lax cookie, and shows the dashboard", async () => {
    const a = await signUp({ name: "Kavya Nair" });
    const { res, cookie } = await webLogin(a.email, a.password);
    expect(res.headers.get("location")).toBe("/dashboard");
    const set = res.headers.getSetCookie().find((c) => c.startsWith("op_session="))!;
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    expect(set).not.toMatch(/Expires|Max-Age/i); // no "remember me": a browser-session cookie
    const shown = await page("/dashboard", cookie);
    expect(shown.status).toBe(200);
    const html = await shown.text();
    expect(html).toContain("Welcome back, Kavya!");
    expect(html).toContain("No applications yet");
  });

  it("keeps a remembered session for 30 days", async () => {
    const a = await signUp();
    const { res } = await webLogin(a.email, a.password, { remember: "on" });
    const set = res.headers.getSetCookie().find((c) => c.startsWith("op_session="))!;
    const expires = new Date(/Expires=([^;]+)/i.exec(set)![1]).getTime();
    expect(expires - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  });

  it("shows Invalid credentials on a wrong password, with status 401", async () => {
    const a = await signUp();
    const res = await formPost("/login", { email: a.email, password: "wrong-pass" });
    expect(res.status).toBe(401);
    expect(await res.text()).toContain("Invalid credentials");
  });

  it.each([
    ["//evil.example", "/dashboard"],
    ["https://evil.example/x", "/dashboard"],
    ["/\\evil.example", "/dashboard"],
    ["/jobs/new?company=Acme", "/jobs/new?company=Acme"],
  ])("sanitises redirectTo=%s", async (redirectTo, expected) => {
    const a = await signUp();
    const { res } = await webLogin(a.email, a.password, { redirectTo });
    expect(res.headers.get("location")).toBe(expected);
  });

  it("rotates the cookie at login and ends the old session", async () => {
    const a = await signUp();
    const first = await webLogin(a.email, a.password);
    const second = await formPost("/login", { email: a.email, password: a.password }, first.cookie);
    const secondCookie = sessionCookieFrom(second);
    expect(secondCookie).not.toBe(first.cookie);
    expect((await page("/dashboard", first.cookie)).status).toBe(302);
    expect((await page("/dashboard", secondCookie)).status).toBe(200);
  });

  it("logs out: the cookie is cleared and the session is dead", async () => {
    const a = await signUp();
    const { cookie } = await webLogin(a.email, a.password);
    const out = await formPost("/logout", {}, cookie);
    expect(out.headers.get("location")).toBe("/login");
    expect(out.headers.getSetCookie().join()).toMatch(/op_session=;/);
    expect((await page("/dashboard", cookie)).status).toBe(302);
  });

  it("serves the Firefox extension's cookie checks from the same session", async () => {
    const a = await signUp();
    const { cookie } = await webLogin(a.email, a.password);
    const check = await api("GET", "/auth/check-session", { headers: { Cookie: cookie } });
    expect(check.body).toMatchObject({ success: true, isAuthenticated: true, user: { email: a.email } });
    const ext = await api("GET", "/auth/check-extension-auth", { headers: { Cookie: cookie } });
    expect(ext.status).toBe(200);
    expect(ext.body.user.email).toBe(a.email);
  });

  it("ends the web session when the password is changed through the API", async () => {
    const a = await signUp();
    const { cookie } = await webLogin(a.email, a.password);
    await api("PATCH", "/auth/update-password", {
      token: a.token,
      body: { currentPassword: a.password, newPassword: "another-pass-9" },
    });
    expect((await page("/dashboard", cookie)).status).toBe(302);
    expect((await api("GET", "/auth/check-session", { headers: { Cookie: cookie } })).body.isAuthenticated).toBe(false);
  });

  it("sends unknown paths of a signed-in user to /dashboard, and /signup to /register", async () => {
    const a = await signUp();
    const { cookie } = await webLogin(a.email, a.password);
    const res = await page("/no/such/page", cookie);
    expect(res.headers.get("location")).toBe("/dashboard");
    expect((await page("/signup?planId=plan_basic")).headers.get("location")).toBe("/register?planId=plan_basic");
  });

  it("rejects a forged cookie", async () => {
    const a = await signUp();
    const { cookie } = await webLogin(a.email, a.password);
    const [name, value] = cookie.split("=");
    const [id] = value.split(".");
    expect((await page("/dashboard", `${name}=${id}.forged-secret`)).status).toBe(302);
  });
});

describe("screens", () => {
  it("registers with a form post and lands signed in on the dashboard with a toast", async () => {
    const email = `web-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const res = await formPost("/register", {
      name: "Rohan Mehta",
      email,
      password: "secret-12",
      confirmPassword: "secret-12",
      timeZone: "Europe/Berlin",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/dashboard");
    const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]);
    const shown = await page("/dashboard", cookies.join("; "));
    const html = await shown.text();
    expect(html).toContain("Welcome to Offerpath, Rohan! Your account is ready.");
    const me = await api("POST", "/auth/login", { body: { email, password: "secret-12" } });
    expect(me.body.user.timeZone).toBe("Europe/Berlin");
  });

  it("keeps the saved zone at sign-in and offers the browser's once, Switch or Keep (issue 30)", async () => {
    const u = await signUp();
    const zoneOf = async () => (await api("GET", "/auth/me", as(u))).body.user.timeZone;
    const before = await zoneOf();
    expect(before).toBe("Asia/Kolkata");
    const london = await webLogin(u.email, u.password, { timeZone: "Europe/London" }, u.ip);
    expect(london.res.status).toBe(302);
    expect(await zoneOf()).toBe("Asia/Kolkata");
    const banner = "Your browser is in <strong>Europe/London</strong>; your account uses <strong>Asia/Kolkata</strong>";
    expect(await (await page("/dashboard", london.cookie)).text()).toContain(banner);
    expect(await (await page("/tasks", london.cookie)).text()).toContain(banner);
    // The API's sign-in never changes it either.
    await api("POST", "/auth/login", { body: { email: u.email, password: u.password, timeZone: "Europe/Paris" } });
    expect(await zoneOf()).toBe("Asia/Kolkata");

    // Keep: the zone stays, and London is not offered again, in this session or the next.
    const kept = await formPost(
      "/profile/time-zone-offer",
      { zone: "Europe/London", choice: "keep", returnTo: "/tasks" },
      london.cookie,
    );
    expect(kept.status).toBe(302);
    expect(kept.headers.get("location")).toBe("/tasks");
    expect(await zoneOf()).toBe("Asia/Kolkata");
    expect(await (await page("/dashboard", london.cookie)).text()).not.toContain("Your browser is in");
    const again = await webLogin(u.email, u.password, { timeZone: "Europe/London" }, u.ip);
    expect(await (await page("/dashboard", again.cookie)).text()).not.toContain("Your browser is in");
    // Without JavaScript the form reports no zone: nothing to offer.
    const noJs = await webLogin(u.email, u.password, {}, u.ip);
    expect(await (await page("/dashboard", noJs.cookie)).text()).not.toContain("Your browser is in");

    // Another zone is offered; Switch saves it, and it is not offered again.
    const tokyo = await webLogin(u.email, u.password, { timeZone: "Asia/Tokyo" }, u.ip);
    expect(await (await page("/dashboard", tokyo.cookie)).text()).toContain(
      "Your browser is in <strong>Asia/Tokyo</strong>",
    );
    const switched = await formPost(
      "/profile/time-zone-offer",
      { zone: "Asia/Tokyo", choice: "switch", returnTo: "/dashboard" },
      tokyo.cookie,
    );
    expect(switched.status).toBe(302);
    expect(await zoneOf()).toBe("Asia/Tokyo");
    expect(await (await page("/dashboard", tokyo.cookie)).text()).not.toContain("Your browser is in");
    // A zone that is not a zone is refused with a toast, nothing saved.
    const bad = await formPost(
      "/profile/time-zone-offer",
      { zone: "Mars/Olympus", choice: "switch", returnTo: "/dashboard" },
      tokyo.cookie,
    );
    expect(bad.status).toBe(302);
    expect(await zoneOf()).toBe("Asia/Tokyo");
  });

  it("a password change keeps this browser's zone offer in the session that replaces the old one", async () => {
    const u = await signUp();
    const london = await webLogin(u.email, u.password, { timeZone: "Europe/London" }, u.ip);
    const changed = await formPost(
      "/profile",
      { intent: "password", currentPassword: u.password, newPassword: "changed-12", confirmPassword: "changed-12" },
      london.cookie,
    );
    expect(changed.status).toBe(302);
    const fresh = sessionCookieFrom(changed);
    expect(fresh).not.toBe(london.cookie);
    expect(await (await page("/dashboard", fresh)).text()).toContain(
      "Your browser is in <strong>Europe/London</strong>",
    );
  });

  it('says "Welcome" on the dashboard until the first sign-in after registering, then "Welcome back"', async () => {
    const email = `first-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const res = await formPost("/register", {
      name: "Asha Iyer",
      email,
      password: "secret-12",
      confirmPassword: "secret-12",
    });
    const cookie = sessionCookieFrom(res);
    const first = await (await page("/dashboard", cookie)).text();
    expect(first).toContain("Welcome, Asha!");
    expect(first).not.toContain("Welcome back");
    const later = await webLogin(email, "secret-12");
    expect(await (await page("/dashboard", later.cookie)).text()).toContain("Welcome back, Asha!");
  });

  it("answers register validation errors with 400 and the spec's messages", async () => {
    const res = await formPost("/register", {
      name: "Rohan",
      email: "r@example.test",
      password: "secret-1",
      confirmPassword: "x",
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Passwords do not match");
  });

  it("shows 'Invalid or expired reset link.' for a bogus reset token", async () => {
    const res = await page("/reset-password/not-a-real-token");
    expect(await res.text()).toContain("Invalid or expired reset link.");
  });

  it("profile: updates the name and refuses a password change with mismatched confirmation", async () => {
    const a = await signUp();
    const { cookie } = await webLogin(a.email, a.password);
    const upd = await formPost(
      "/profile",
      { intent: "profile", name: "New Name", email: a.email, timeZone: "Asia/Tokyo" },
      cookie,
    );
    expect(upd.status).toBe(302);
    const mismatch = await formPost(
      "/profile",
      { intent: "password", currentPassword: a.password, newPassword: "abcdef", confirmPassword: "abcdeg" },
      cookie,
    );
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain("New passwords do not match");
    const me = await api("GET", "/auth/me", { token: a.token });
    expect(me.body.user).toMatchObject({ name: "New Name", timeZone: "Asia/Tokyo" });
  });

  it("deletes the account after the password is confirmed", async () => {
    const a = await signUp();
    const { cookie } = await webLogin(a.email, a.password);
    const wrong = await formPost("/profile", { intent: "delete", password: "nope-nope" }, cookie);
    expect(wrong.status).toBe(400);
    const done = await formPost("/profile", { intent: "delete", password: a.password }, cookie);
    expect(done.headers.get("location")).toBe("/");
    expect((await api("POST", "/auth/login", { body: { email: a.email, password: a.password } })).status).toBe(401);
    expect((await page("/dashboard", cookie)).status).toBe(302);
  });
});
