/**
 * The public profile's settings API and handle rules (issue 23, docs/decisions/035): the plan gate, every
 * handle rule, and the public view answering only what the owner chose.
 */
import { describe, expect, it } from "vitest";
import { api, as, createJob, FILES, type SignedUp, setPlan, signUp, upload } from "../support";

async function premium(name = "Asha Verma"): Promise<SignedUp> {
  const user = await signUp({ name });
  await setPlan(user.userId, "premium");
  return user;
}

const uniqueHandle = (tag = "h") => `${tag}-${crypto.randomUUID().slice(0, 8)}`;

const put = (user: SignedUp, body: unknown) => api("PUT", "/profiles", { ...as(user), body });

describe("the plan gate", () => {
  for (const plan of ["free", "basic"] as const) {
    it(`${plan}: GET and PUT /profiles answer 403 in the envelope, naming the plan that has it`, async () => {
      const user = await signUp();
      await setPlan(user.userId, plan);
      for (const res of [await api("GET", "/profiles", as(user)), await put(user, { handle: uniqueHandle() })]) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({
          success: false,
          message: "A public profile is included in the Premium plan. Upgrade at /plans to publish yours.",
        });
      }
    });
  }

  it("premium: GET before any save answers the defaults (off, no handle, companies hidden)", async () => {
    const user = await premium();
    const res = await api("GET", "/profiles", as(user));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      profile: {
        enabled: false,
        handle: null,
        showName: true,
        headline: "",
        targetRoles: [],
        locations: [],
        openToWork: false,
        showProgress: true,
        showCompanies: false,
        allowIndexing: false,
        url: null,
      },
    });
  });

  it("needs a bearer token", async () => {
    expect((await api("GET", "/profiles")).status).toBe(401);
    expect((await api("PUT", "/profiles", { body: { handle: "abc" } })).status).toBe(401);
  });
});

describe("PUT /profiles", () => {
  it("saves what is sent, keeps what is not, and answers the contract's shape with the page's url", async () => {
    const user = await premium();
    const handle = uniqueHandle("asha");
    const first = await put(user, {
      enabled: true,
      handle,
      headline: "Frontend developer",
      targetRoles: ["Frontend developer", " frontend developer ", "Designer"],
      locations: "Bengaluru, Remote",
      openToWork: true,
    });
    expect(first.status).toBe(200);
    expect(first.body.profile).toEqual({
      enabled: true,
      handle,
      showName: true,
      headline: "Frontend developer",
      targetRoles: ["Frontend developer", "Designer"],
      locations: ["Bengaluru", "Remote"],
      openToWork: true,
      showProgress: true,
      showCompanies: false,
      allowIndexing: false,
      url: `http://localhost:8787/u/${handle}`,
    });
    const second = await put(user, { headline: "Staff engineer" });
    expect(second.body.profile).toMatchObject({ handle, enabled: true, headline: "Staff engineer", openToWork: true });
    expect((await api("GET", "/profiles", as(user))).body.profile).toEqual(second.body.profile);
  });

  it("the first save needs a handle", async () => {
    const user = await premium();
    const res = await put(user, { enabled: true });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: "handle is required" });
  });
});

describe("handle rules", () => {
  it("is stored lower-cased: MixedCase is saved as mixedcase and served at both spellings", async () => {
    const user = await premium();
    const handle = uniqueHandle("Mixed").replace("mixed", "MiXeD");
    const res = await put(user, { enabled: true, handle: `  ${handle}  ` });
    expect(res.status).toBe(200);
    expect(res.body.profile.handle).toBe(handle.trim().toLowerCase());
    expect((await api("GET", `/profiles/view/${handle.toUpperCase()}`)).status).toBe(200);
  });

  const REFUSED: [string, string][] = [
    ["ab", "Handle must be at least 3 characters"],
    ["a".repeat(31), "Handle must be at most 30 characters"],
    ["with_underscore", "Handle may use only letters a–z, digits 0–9 and hyphens"],
    ["with space", "Handle may use only letters a–z, digits 0–9 and hyphens"],
    ["café-owner", "Handle may use only letters a–z, digits 0–9 and hyphens"],
    ["dot.name", "Handle may use only letters a–z, digits 0–9 and hyphens"],
    ["-leading", "Handle must start and end with a letter or digit"],
    ["trailing-", "Handle must start and end with a letter or digit"],
    ["two--hyphens", "Handle may not contain two hyphens in a row"],
    ["admin", "Handle “admin” is reserved. Please choose another."],
    ["API", "Handle “api” is reserved. Please choose another."],
    ["login", "Handle “login” is reserved. Please choose another."],
    ["logout", "Handle “logout” is reserved. Please choose another."],
    ["signup", "Handle “signup” is reserved. Please choose another."],
    ["register", "Handle “register” is reserved. Please choose another."],
    ["profile", "Handle “profile” is reserved. Please choose another."],
    ["dashboard", "Handle “dashboard” is reserved. Please choose another."],
    ["plans", "Handle “plans” is reserved. Please choose another."],
  ];

  it.each(REFUSED)("refuses %j: %s", async (handle, message) => {
    const user = await premium();
    const res = await put(user, { enabled: true, handle });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message });
    expect((await api("GET", "/profiles", as(user))).body.profile.handle).toBeNull();
  });

  it("accepts exactly 3 and exactly 30 characters of a-z, 0-9 and single hyphens", async () => {
    const user = await premium();
    for (const handle of [
      `a${crypto.randomUUID().slice(0, 2)}`,
      `x-${crypto.randomUUID().replaceAll("-", "").slice(0, 28)}`,
    ]) {
      const res = await put(user, { handle });
      expect(res.status, handle).toBe(200);
      expect(res.body.profile.handle).toBe(handle);
    }
  });

  it("is unique case-insensitively: a handle taken in any case is refused under the field", async () => {
    const owner = await premium();
    const other = await premium();
    const handle = uniqueHandle("taken");
    expect((await put(owner, { handle })).status).toBe(200);
    const res = await put(other, { handle: handle.toUpperCase() });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: "That handle is taken. Please choose another." });
    // Saving one's own handle again is no conflict.
    expect((await put(owner, { handle, headline: "Still mine" })).status).toBe(200);
  });

  it("a changed handle frees the old one: the old page is a 404 and another user may take it", async () => {
    const owner = await premium();
    const other = await premium();
    const old = uniqueHandle("old");
    const renamed = uniqueHandle("new");
    await put(owner, { enabled: true, handle: old });
    expect((await api("GET", `/profiles/view/${old}`)).status).toBe(200);
    expect((await put(owner, { handle: renamed })).status).toBe(200);
    expect((await api("GET", `/profiles/view/${old}`)).status).toBe(404);
    expect((await api("GET", `/profiles/view/${renamed}`)).status).toBe(200);
    const taken = await put(other, { enabled: true, handle: old });
    expect(taken.status).toBe(200);
    expect((await api("GET", `/profiles/view/${old}`)).body.profile.name).toBe("Asha Verma");
  });
});

describe("GET /profiles/view/:handle", () => {
  /** A premium user with everything a profile must never show: notes, salaries, contacts, email, documents. */
  async function ownerWithSecrets() {
    const user = await premium("Ravi Kumar");
    const jobId = await createJob(user, {
      company: "Visible Corp",
      position: "Engineer",
      status: "interview",
      notes: "SECRET-NOTE-7731",
      jobDescription: "SECRET-DESCRIPTION-5521",
      salary: { min: 4_321_987, max: 5_432_198, currency: "INR" },
      jobUrl: "https://secret.example/job-9917",
    });
    await createJob(user, { company: "Saved Only Ltd", position: "Lead", status: "saved" });
    await api("POST", `/jobs/${jobId}/interviews`, {
      ...as(user),
      body: { date: "2026-06-01T10:00", interviewType: "video", withPerson: "SECRET-INTERVIEWER", notes: "SECRET-IV" },
    });
    const contact = await api("POST", "/contacts", {
      ...as(user),
      body: { name: "SECRET-CONTACT-NAME", email: "secret.contact@example.test", notes: "SECRET-CONTACT-NOTE" },
    });
    expect(contact.status).toBe(201);
    const doc = await upload(user, FILES.pdf("SECRET-DOCUMENT-BYTES"), "SECRET-CV.pdf");
    expect(doc.status).toBe(201);
    return user;
  }

  const SECRETS = (user: SignedUp) => [
    user.email,
    "SECRET-",
    "secret.example",
    "secret.contact@example.test",
    "4321987",
    "4,321,987",
    "43,21,987",
    "5432198",
    "Saved Only Ltd",
    "SECRET-CV",
  ];

  it("answers only what the owner chose; hidden fields are absent", async () => {
    const user = await ownerWithSecrets();
    const handle = uniqueHandle("ravi");
    await put(user, { enabled: true, handle, headline: "Engineer", showName: false, showProgress: false });
    const res = await api("GET", `/profiles/view/${handle}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-cache");
    expect(res.body).toEqual({
      success: true,
      profile: {
        handle,
        headline: "Engineer",
        targetRoles: [],
        locations: [],
        openToWork: false,
        url: `http://localhost:8787/u/${handle}`,
      },
    });
  });

  it("with everything shown, still never a note, salary, contact, email or document", async () => {
    const user = await ownerWithSecrets();
    const handle = uniqueHandle("all");
    await put(user, { enabled: true, handle, showCompanies: true, openToWork: true });
    const res = await api("GET", `/profiles/view/${handle}`);
    expect(res.status).toBe(200);
    const { profile } = res.body;
    expect(profile.name).toBe("Ravi Kumar");
    expect(profile.companies).toEqual(["Visible Corp"]);
    expect(profile.progress.byStage).toEqual({
      applied: 0,
      screening: 0,
      interview: 1,
      offer: 0,
      rejected: 0,
      withdrawn: 0,
    });
    expect(profile.progress.total).toBe(1);
    expect(profile.progress.weeks).toHaveLength(12);
    const text = JSON.stringify(res.body);
    for (const secret of SECRETS(user)) expect(text, secret).not.toContain(secret);
    expect(Object.keys(profile).sort()).toEqual(
      ["companies", "handle", "headline", "locations", "name", "openToWork", "progress", "targetRoles", "url"].sort(),
    );
  });

  it("is a 404 for an unknown handle, a profile that is off, and handles that cannot exist", async () => {
    const user = await premium();
    const handle = uniqueHandle("off");
    await put(user, { enabled: false, handle });
    for (const path of [handle, uniqueHandle("nobody"), "ab", "%00", "a".repeat(300), "admin", "..%2F..%2Fprofiles"]) {
      const res = await api("GET", `/profiles/view/${path}`);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ success: false, message: "Profile not found" });
    }
  });
});

describe("hostile input", () => {
  const BODIES: unknown[] = [
    { handle: ["abc"] },
    { handle: { toString: "abc" } },
    { handle: 123 },
    { handle: null },
    { handle: "<script>alert(1)</script>" },
    { handle: "abc\u0000def" },
    { handle: "\u202Eevil" },
    { handle: "аdmin" }, // Cyrillic а
    { handle: "x".repeat(100_000) },
    { headline: "h".repeat(121), handle: "valid-handle-x" },
    { targetRoles: Array.from({ length: 6 }, (_, i) => `role ${i}`), handle: "valid-handle-y" },
    { targetRoles: ["r".repeat(61)], handle: "valid-handle-z" },
    { targetRoles: [{}], handle: "valid-handle-w" },
    { locations: 5, handle: "valid-handle-v" },
    { enabled: "yes", handle: "valid-handle-u" },
    { constructor: { prototype: { enabled: true } } },
  ];

  it.each(BODIES.map((b, i) => [i, b] as const))(
    "body %i is a 400 in the envelope, never a 5xx or a save",
    async (_i, body) => {
      const user = await premium();
      const res = await put(user, body);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(typeof res.body.message).toBe("string");
      expect((await api("GET", "/profiles", as(user))).body.profile.handle).toBeNull();
    },
  );

  it("a headline with markup is stored as text and served as text", async () => {
    const user = await premium();
    const handle = uniqueHandle("xss");
    const res = await put(user, { enabled: true, handle, headline: '<img src=x onerror="alert(1)">' });
    expect(res.status).toBe(200);
    const view = await api("GET", `/profiles/view/${handle}`);
    expect(view.body.profile.headline).toBe('<img src=x onerror="alert(1)">');
  });

  it("a __proto__ key in the JSON sets nothing", async () => {
    const user = await premium();
    const handle = uniqueHandle("proto");
    const res = await api("PUT", "/profiles", {
      ...as(user),
      rawBody: `{"__proto__":{"enabled":true,"showCompanies":true},"handle":"${handle}"}`,
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": user.ip },
    });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ handle, enabled: false, showCompanies: false });
    expect(({} as Record<string, unknown>).enabled).toBeUndefined();
  });

  it("malformed JSON and a non-object body are 400s", async () => {
    const user = await premium();
    for (const rawBody of ["{", "[]", "null", '"abc"']) {
      const res = await api("PUT", "/profiles", {
        ...as(user),
        rawBody,
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": user.ip },
      });
      expect(res.status, rawBody).toBe(400);
      expect(res.body).toEqual({ success: false, message: "Malformed JSON body" });
    }
  });
});
