/** The public /extension page (issue 25): what the extension does, how to install the build's packages, no fake store link. */
import { describe, expect, it } from "vitest";
import { page } from "../support";

describe("/extension", () => {
  it("is linked from each of the landing page's extension claims", async () => {
    const html = await (await page("/")).text();
    expect(html.match(/href="\/extension"/g)?.length).toBe(4); // the feature, the step, a use case, the FAQ answer
  });

  it("links the packages the build serves, and no store listing that does not exist", async () => {
    const res = await page("/extension");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('href="/downloads/offerpath-extension-chrome.zip"');
    expect(html).toContain('href="/downloads/offerpath-extension-firefox.zip"');
    expect(html).toContain("Load unpacked");
    expect(html).toContain("Load Temporary Add-on");
    expect(html).toContain("not yet listed in the Chrome Web Store");
    expect(html).not.toMatch(
      /chromewebstore\.google\.com|chrome\.google\.com\/webstore|addons\.mozilla\.org|microsoftedge\.microsoft\.com/,
    );
  });
});
