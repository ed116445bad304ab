import { describe, expect, it } from "vitest";
import { jobSourceFromText, jobSourceFromUrl } from "./job-source";

describe("jobSourceFromUrl", () => {
  it.each([
    ["https://www.linkedin.com/jobs/view/123", "linkedin"],
    ["https://in.linkedin.com/jobs/view/123", "linkedin"],
    ["https://www.naukri.com/job-listings-dev-42", "naukri"],
    ["https://in.indeed.com/viewjob?jk=1", "indeed"],
    ["https://www.glassdoor.co.in/job-listing/x", "glassdoor"],
    ["https://wellfound.com/jobs/1", "wellfound"],
    ["https://www.instahyre.com/job-1", "instahyre"],
    ["https://www.foundit.in/job/1", "foundit"],
    ["https://boards.greenhouse.io/acme/jobs/1", "company-site"],
    ["https://job-boards.greenhouse.io/acme/jobs/1", "company-site"],
    ["https://jobs.lever.co/acme/1", "company-site"],
    ["https://jobs.ashbyhq.com/acme/1", "company-site"],
    ["https://acme.wd5.myworkdayjobs.com/en-US/careers/job/1", "company-site"],
  ])("%s is %s", (url, source) => {
    expect(jobSourceFromUrl(url)).toBe(source);
  });

  it("knows nothing of other sites, look-alike hosts or bad addresses", () => {
    expect(jobSourceFromUrl("https://careers.acme.example/jobs/1")).toBeNull();
    expect(jobSourceFromUrl("https://notlinkedin.com/jobs/1")).toBeNull();
    expect(jobSourceFromUrl("https://linkedin.com.evil.example/jobs")).toBeNull();
    expect(jobSourceFromUrl("not a url")).toBeNull();
    expect(jobSourceFromUrl("")).toBeNull();
  });
});

describe("jobSourceFromText", () => {
  it.each([
    ["", ""],
    ["  ", ""],
    ["linkedin", "linkedin"],
    ["LinkedIn", "linkedin"],
    ["LinkedIn Jobs", "linkedin"],
    ["company-site", "company-site"],
    ["Company site", "company-site"],
    ["Company website", "company-site"],
    ["Careers page", "company-site"],
    ["Employee referral", "referral"],
    ["Referred by Priya", "referral"],
    ["Recruiter", "recruiter"],
    ["AngelList", "wellfound"],
    ["Monster India", "foundit"],
    ["https://www.naukri.com/job-listings-1", "naukri"],
    ["https://careers.acme.example/1", "other"],
    ["A newsletter", "other"],
  ])("%j is %j", (text, source) => {
    expect(jobSourceFromText(text)).toBe(source);
  });
});
