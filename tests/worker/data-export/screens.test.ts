/**
 * The "Your data" screen and its downloads on the web face (issue 22): plain links that work without
 * JavaScript, the session user's data through the same domain as the API. Free users download the whole
 * account as JSON (issue 30) and are shown where to upgrade for CSV and ZIP, which are refused (403).
 */
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { createJob, page, setPlan, signUpForWeb } from "../support";

describe("/profile/data", () => {
  it("on Basic: plain download links for every form, each answering the user's own file", async () => {
    const user = await signUpForWeb({ name: "Web Exporter" });
    await setPlan(user.userId, "basic");
    await createJob(user, { company: "Screen Corp" });
    const html = await (await page("/profile/data", user.cookie)).text();
    expect(html).toContain("Your data");
    for (const href of [
      "format=zip",
      "format=json",
      ...["jobs", "interviews", "tasks", "contacts", "interactions", "offers"].map((a) => `format=csv&amp;area=${a}`),
    ]) {
      expect(html).toContain(`href="/profile/data/export?${href}"`);
    }
    const json = await page("/profile/data/export?format=json", user.cookie);
    expect(json.status).toBe(200);
    expect(json.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="offerpath-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const body = await json.json<{ profile: { email: string }; jobs: { company: string }[] }>();
    expect(body.profile.email).toBe(user.email);
    expect(body.jobs.map((j) => j.company)).toEqual(["Screen Corp"]);
    const csv = await page("/profile/data/export?format=csv&area=jobs", user.cookie);
    expect(csv.headers.get("Content-Disposition")).toContain("-applications.csv");
    expect(Papa.parse<Record<string, string>>(await csv.text(), { header: true }).data[0].Company).toBe("Screen Corp");
  });

  it("on Free: the JSON backup downloads; CSV and ZIP name the plans that include them and are 403", async () => {
    const user = await signUpForWeb();
    await createJob(user, { company: "Free Backup Co" });
    const res = await page("/profile/data", user.cookie);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Spreadsheets (CSV) and the ZIP are included in the Basic and Premium plans");
    expect(html).toContain("ZIP: the JSON, every CSV and your uploaded documents");
    expect(html).toContain('href="/plans"');
    expect(html.match(/href="\/profile\/data\/export\?[^"]*"/g)).toEqual(['href="/profile/data/export?format=json"']);
    const json = await page("/profile/data/export?format=json", user.cookie);
    expect(json.status).toBe(200);
    const body = await json.json<{ profile: { email: string; plan: string }; jobs: { company: string }[] }>();
    expect(body.profile).toMatchObject({ email: user.email, plan: "free" });
    expect(body.jobs.map((j) => j.company)).toEqual(["Free Backup Co"]);
    for (const query of ["format=zip", "format=csv&area=jobs"]) {
      const download = await page(`/profile/data/export?${query}`, user.cookie);
      expect(download.status, query).toBe(403);
      expect(await download.text()).toContain("Basic and Premium");
    }
  });

  it("a bad query is a 400; signed out, the screen and the download go to sign-in", async () => {
    const user = await signUpForWeb();
    await setPlan(user.userId, "premium");
    expect((await page("/profile/data/export?format=csv", user.cookie)).status).toBe(400);
    expect((await page("/profile/data/export?format=pdf", user.cookie)).status).toBe(400);
    for (const path of ["/profile/data", "/profile/data/export?format=json"]) {
      const res = await page(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("Location"), path).toContain("/login");
    }
  });

  it("is linked from the profile page and the account menu", async () => {
    const user = await signUpForWeb();
    const html = await (await page("/profile", user.cookie)).text();
    expect(html.match(/href="\/profile\/data"/g)?.length).toBeGreaterThanOrEqual(2);
  });
});
