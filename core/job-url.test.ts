import { describe, expect, it } from "vitest";
import { jobUrlKey } from "./job-url";

describe("jobUrlKey", () => {
  it.each([
    ["HTTPS://Jobs.Example.COM/Posting/42/", "//jobs.example.com/Posting/42"],
    ["https://jobs.example.com:443/p/1", "//jobs.example.com/p/1"],
    ["http://jobs.example.com:80/p/1", "//jobs.example.com/p/1"],
    ["http://jobs.example.com:8080/p/1", "//jobs.example.com:8080/p/1"],
    ["https://jobs.example.com/p/1#apply", "//jobs.example.com/p/1"],
    ["https://example.com/", "//example.com"],
    ["  https://example.com/a//  ", "//example.com/a"],
    [
      "https://www.linkedin.com/jobs/view/123/?trk=public_jobs&refId=abc&trackingId=x%3D%3D&utm_source=mail",
      "//www.linkedin.com/jobs/view/123",
    ],
    [
      "https://in.indeed.com/viewjob?jk=abc&from=serp&utm_campaign=x&gclid=1&fbclid=2",
      "//in.indeed.com/viewjob?from=serp&jk=abc",
    ],
    ["https://boards.greenhouse.io/acme/jobs/1?gh_src=xyz&b=2&a=1", "//boards.greenhouse.io/acme/jobs/1?a=1&b=2"],
    ["https://x.example/p?UTM_Medium=a&id=7", "//x.example/p?id=7"],
  ])("%s → %s", (raw, key) => {
    expect(jobUrlKey(raw)).toBe(key);
  });

  it("gives http and https of one address one key (issue 30)", () => {
    expect(jobUrlKey("http://acme.example/jobs/1")).toBe(jobUrlKey("https://acme.example/jobs/1"));
    expect(jobUrlKey("HTTP://acme.example:80/jobs/1/")).toBe(jobUrlKey("https://acme.example:443/jobs/1"));
    expect(jobUrlKey("http://acme.example:8080/jobs/1")).not.toBe(jobUrlKey("https://acme.example/jobs/1"));
  });

  it("keeps what it cannot parse as trimmed text and the empty value empty", () => {
    expect(jobUrlKey("")).toBe("");
    expect(jobUrlKey("   ")).toBe("");
    expect(jobUrlKey(" not a url ")).toBe("not a url");
  });

  it("gives one key for the links of one posting and different keys for different postings", () => {
    const a = jobUrlKey("https://acme.example/jobs/1?utm_source=x");
    expect(jobUrlKey("https://ACME.example/jobs/1/#top")).toBe(a);
    expect(jobUrlKey("https://acme.example/jobs/2")).not.toBe(a);
    expect(jobUrlKey("https://acme.example/jobs/1?id=2")).not.toBe(a);
  });
});
