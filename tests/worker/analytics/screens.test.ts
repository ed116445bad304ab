/** /analytics (issue 23): the real figures on Premium, a labelled sample with the upgrade on Free and Basic. */
import { describe, expect, it } from "vitest";
import { createJob, page, setPlan, signUpForWeb } from "../support";

describe("/analytics", () => {
  it("on Premium: the user's own figures, charts as SVG with their tables, no sample label", async () => {
    const user = await signUpForWeb();
    await setPlan(user.userId, "premium");
    await createJob(user, { company: "Zyxcorp Unique", applicationDate: new Date().toISOString().slice(0, 10) });
    const res = await page("/analytics?period=last-week", user.cookie);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain("Sample data");
    expect(html).toContain("Zyxcorp Unique");
    expect(html).toMatch(/<svg[^>]*role="img"/);
    expect(html).toContain("<details");
    expect(html).toContain('<option value="last-week" selected="">');
  });

  it.each(["free", "basic"] as const)(
    "on %s: the sample, labelled, naming Premium, with the upgrade link",
    async (plan) => {
      const user = await signUpForWeb();
      await setPlan(user.userId, plan);
      await createJob(user, { company: "Zyxcorp Unique" });
      const res = await page("/analytics", user.cookie);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain("Sample data");
      expect(html).toContain("Advanced analytics is included in the Premium plan");
      expect(html).toContain('href="/plans"');
      expect(html).not.toContain("Zyxcorp Unique");
    },
  );

  it("signed out: to the sign-in page", async () => {
    const res = await page("/analytics");
    expect(res.status).toBe(302);
  });
});
