/**
 * Every reader and the JSON-LD normaliser against the fixture pages in extension/fixtures, written in the
 * shape of each board's markup (issue 25). Parsed by happy-dom as the browser would parse them.
 */
import { readFileSync } from "node:fs";
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { matchView } from "../match-view";
import { extractJob } from "./index";
import { parseLenient, readJsonLd } from "./jsonld";
import { parseSalaryText } from "./salary";
import { htmlToText } from "./text";

function page(name: string, url: string) {
  const html = readFileSync(new URL(`../../fixtures/${name}.html`, import.meta.url), "utf8");
  const window = new Window({ url, settings: { disableJavaScriptEvaluation: true, disableCSSFileLoading: true } });
  const doc = new window.DOMParser().parseFromString(html, "text/html") as unknown as Document;
  return { doc, clip: () => extractJob(doc, url) };
}

describe("schema.org JobPosting JSON-LD", () => {
  it("finds the posting inside @graph, with remote work, hourly pay and a description full of markup", () => {
    const { clip } = page("jsonld-graph", "https://careers.northwind.example/jobs/sre-42?utm_source=x#apply");
    const { isPosting, job, postings, sources } = clip();
    expect(isPosting).toBe(true);
    expect(sources[0]).toBe("jsonld");
    expect(postings).toHaveLength(1);
    expect(job).toMatchObject({
      position: "Site Reliability Engineer",
      company: "Northwind Traders",
      jobLocation: "Remote (India, Sri Lanka)",
      jobType: "contract",
      jobUrl: "https://careers.northwind.example/jobs/sre-42?utm_source=x",
      // $40–55 an hour × 2,080 hours.
      salary: { min: 83200, max: 114400, currency: "USD" },
    });
    expect(job.jobDescription).toBe(
      "About the role\n\nYou will keep our platform up & running.\n\n• Own on-call\n• Write runbooks\n\nSalary: competitive\nBenefits: yes",
    );
    expect(job.jobDescription).not.toMatch(/alert|color:red|<|&amp;/);
  });

  it("reads a posting's required and preferred skills as lines the popup's match sees (the match journey's page)", () => {
    const { job, isPosting } = page("jsonld-match", "https://careers.contoso.example/jobs/data-engineer").clip();
    expect(isPosting).toBe(true);
    expect(job).toMatchObject({ position: "Data Engineer", company: "Contoso", jobType: "full-time" });
    expect(job.jobDescription).toBe(
      "About the role\n\nYou will build the data platform behind our analytics team.\n\nRequirements\n\n• 3+ years of Python and SQL\n• Pipelines in Apache Airflow and dbt\n• Experience with AWS\n\nNice to have\n\n• Kafka\n• Terraform",
    );
    const view = matchView(job.jobDescription, "Data engineer. Built pipelines in Python, SQL and Airflow.");
    expect(view?.matched.map((t) => t.key)).toEqual(expect.arrayContaining(["python", "sql"]));
    expect(view?.missing.map((t) => [t.key, t.importance])).toEqual(
      expect.arrayContaining([
        ["dbt", "required"],
        ["kafka", "preferred"],
      ]),
    );
  });

  it("tolerates malformed blocks: skips the broken one, repairs trailing commas and raw line breaks", () => {
    const { clip } = page("jsonld-malformed", "https://contoso.example/careers/data-analyst");
    const { isPosting, job } = clip();
    expect(isPosting).toBe(true);
    expect(job).toMatchObject({
      position: "Data Analyst",
      company: "Contoso Ltd", // hiringOrganization given as text
      jobLocation: "Bengaluru, Karnataka, IN; Pune, Maharashtra",
      jobType: "full-time",
      salary: { min: 900000, max: 900000, currency: "INR" }, // 75,000 a month, a single value
      jobDescription: "Analyse sales data.\nBuild dashboards.",
    });
    expect(parseLenient('{"a": 1, "b": [1, 2,],}')).toEqual({ a: 1, b: [1, 2] });
    expect(parseLenient('{"a": ')).toBeUndefined();
  });

  it("reads two postings on one page, each with its own fields, the first shown", () => {
    const { clip } = page("two-postings", "https://fabrikam.example/careers");
    const { job, postings } = clip();
    expect(postings.map((p) => p.position)).toEqual(["Frontend Engineer", "Design Intern"]);
    expect(job).toBe(postings[0]);
    expect(postings[0]).toMatchObject({
      company: "Fabrikam",
      jobLocation: "Berlin, Germany",
      jobType: "full-time",
      salary: { min: 65000, max: 80000, currency: "EUR" },
      jobDescription: "Build our design system.", // entity-encoded HTML decoded, then read as text
    });
    expect(postings[1]).toMatchObject({
      company: "Fabrikam",
      jobLocation: "Berlin, DE",
      jobType: "internship",
      salary: { min: 21600, max: 21600, currency: "EUR" },
    });
  });

  it("maps employment types and salary units", () => {
    const doc = new Window().document as unknown as Document;
    const read = (posting: Record<string, unknown>) => {
      doc.head.innerHTML = `<script type="application/ld+json">${JSON.stringify({ "@type": "JobPosting", title: "T", ...posting })}</script>`;
      return readJsonLd(doc)[0];
    };
    expect(read({ employmentType: "PART_TIME" }).jobType).toBe("part-time");
    expect(read({ employmentType: "TEMPORARY" }).jobType).toBe("contract");
    expect(read({ employmentType: "OTHER" }).jobType).toBe("other");
    expect(read({ jobLocationType: "TELECOMMUTE" })).toMatchObject({ jobType: "remote", jobLocation: "Remote" });
    const pay = (value: unknown, unitText?: string, currency = "GBP") =>
      read({
        baseSalary: {
          "@type": "MonetaryAmount",
          currency,
          value: { "@type": "QuantitativeValue", ...(value as object), unitText },
        },
      }).salary;
    expect(pay({ value: 500 }, "DAY")).toEqual({ min: 130000, max: 130000, currency: "GBP" });
    expect(pay({ minValue: 1000, maxValue: 1200 }, "WEEK")).toEqual({ min: 52000, max: 62400, currency: "GBP" });
    expect(pay({ minValue: 50000, maxValue: 60000 }, "YEAR")).toEqual({ min: 50000, max: 60000, currency: "GBP" });
    expect(pay({ minValue: 50000 }, undefined, "USD")).toEqual({ min: 50000, max: 50000, currency: "USD" });
    expect(pay({ value: 5000 }, "MONTH", "SGD")).toBeUndefined(); // a currency Offerpath does not store
    expect(read({ title: "No org" }).company).toBeUndefined();
  });
});

describe("site readers", () => {
  it("LinkedIn: JSON-LD first, the page's own markup for what it leaves out (type, salary)", () => {
    const { job, sources, isPosting } = page("linkedin", "https://www.linkedin.com/jobs/view/4012345/?trk=x").clip();
    expect(isPosting).toBe(true);
    expect(sources).toEqual(["jsonld", "linkedin", "generic"]);
    expect(job).toMatchObject({
      position: "Senior Backend Engineer",
      company: "Acme Robotics",
      jobLocation: "Bengaluru, Karnataka, IN",
      jobType: "full-time",
      salary: { min: 3000000, max: 4500000, currency: "INR" },
    });
    expect(job.jobDescription).toContain("• Design services in Go and Postgres");
  });

  it("Indeed: hourly pay to a yearly figure, part-time, the '- job post' suffix dropped", () => {
    const { job, sources } = page("indeed", "https://www.indeed.com/viewjob?jk=abc123").clip();
    expect(sources).toEqual(["indeed", "generic"]);
    expect(job).toMatchObject({
      position: "Warehouse Associate",
      company: "Globex Logistics",
      jobLocation: "Springfield, IL 62701",
      jobType: "part-time",
      salary: { min: 38480, max: 45760, currency: "USD" },
    });
    expect(job.jobDescription).toBe("Duties\n\n• Pick and pack orders\n• Load trucks\n\nShifts: evenings & weekends.");
  });

  it("Naukri: lakh figures (12-18 Lacs P.A. → 1,200,000–1,800,000 INR), both cities, key skills", () => {
    const { job } = page(
      "naukri",
      "https://www.naukri.com/job-listings-java-developer-infosys-pune-3-to-6-years-261124000123",
    ).clip();
    expect(job).toMatchObject({
      position: "Java Developer",
      company: "Infosys",
      jobLocation: "Pune, Hyderabad",
      jobType: "full-time",
      salary: { min: 1200000, max: 1800000, currency: "INR" },
    });
    expect(job.jobDescription).toContain("Key Skills: Java, Spring Boot, Kafka");
  });

  it("Glassdoor: K figures, the rating left off the employer's name", () => {
    const { job } = page(
      "glassdoor",
      "https://www.glassdoor.com/job-listing/product-manager-initech-JV_IC1139761.htm?jl=1009876543",
    ).clip();
    expect(job).toMatchObject({
      position: "Product Manager",
      company: "Initech",
      jobLocation: "Austin, TX",
      salary: { min: 120000, max: 150000, currency: "USD" },
    });
    expect(job.jobDescription).toContain("• 5+ years in product");
  });

  it("Greenhouse: 'at Hooli', the pay range", () => {
    const { job } = page("greenhouse", "https://boards.greenhouse.io/hooli/jobs/4567890").clip();
    expect(job).toMatchObject({
      position: "Staff Data Engineer",
      company: "Hooli",
      jobLocation: "Remote - US",
      salary: { min: 180000, max: 220000, currency: "USD" },
    });
  });

  it("Lever: company from the logo, commitment as the type", () => {
    const { job } = page("lever", "https://jobs.lever.co/umbrella/0b7c-research-scientist").clip();
    expect(job).toMatchObject({
      position: "Research Scientist",
      company: "Umbrella Corporation",
      jobLocation: "Raccoon City",
      jobType: "contract",
      salary: { min: 95000, max: 120000, currency: "USD" },
      jobDescription: "Study cell biology.\n\nLab work daily.",
    });
  });

  it("Workday: header, locations and time type", () => {
    const { job } = page(
      "workday",
      "https://wayne.wd5.myworkdayjobs.com/en-US/External/job/Gotham/Cloud-Architect_R-01234",
    ).clip();
    expect(job).toMatchObject({
      position: "Cloud Architect",
      company: "Wayne Enterprises",
      jobLocation: "Gotham City, NJ",
      jobType: "full-time",
    });
    expect(job.jobDescription).toContain("• Azure");
  });

  it("Ashby: the left pane's sections", () => {
    const { job } = page("ashby", "https://jobs.ashbyhq.com/stark/5f0c-ml-engineer").clip();
    expect(job).toMatchObject({
      position: "Machine Learning Engineer",
      company: "Stark Industries",
      jobLocation: "New York City",
      jobType: "full-time",
      salary: { min: 190000, max: 240000, currency: "USD" },
    });
  });

  it("Wellfound: the pay before the equity", () => {
    const { job } = page("wellfound", "https://wellfound.com/jobs/2998877-founding-engineer").clip();
    expect(job).toMatchObject({
      position: "Founding Engineer",
      company: "Pied Piper",
      jobLocation: "San Francisco",
      jobType: "full-time",
      salary: { min: 150000, max: 190000, currency: "USD" },
    });
  });
});

describe("the generic fallback", () => {
  it("reads the first heading and the title split at ' - ' / ' | ', skipping the site's own name", () => {
    const { job, isPosting, sources } = page("generic", "https://careers.tailspin.example/jobs/42").clip();
    expect(isPosting).toBe(true);
    expect(sources).toEqual(["generic"]);
    expect(job).toMatchObject({
      position: "Backend Developer (Go)",
      company: "Tailspin Toys",
      jobDescription: "Join Tailspin Toys to build the APIs behind our toy shop.",
      jobUrl: "https://careers.tailspin.example/jobs/42",
    });
  });

  it("says a page that is not a job posting is not one", () => {
    const { isPosting } = page("not-a-job", "https://blog.example/2026/sourdough").clip();
    expect(isPosting).toBe(false);
  });
});

describe("salary phrases", () => {
  it.each([
    ["12-18 Lacs P.A.", { min: 1200000, max: 1800000, currency: "INR" }],
    ["₹ 5.5 - 8 Lacs", { min: 550000, max: 800000, currency: "INR" }],
    ["₹5,00,000 - ₹8,00,000 a year", { min: 500000, max: 800000, currency: "INR" }],
    ["1.2 Cr", { min: 12000000, max: 12000000, currency: "INR" }],
    ["$25 - $30 an hour", { min: 52000, max: 62400, currency: "USD" }],
    ["£3,000 per month", { min: 36000, max: 36000, currency: "GBP" }],
    ["€400 / day", { min: 104000, max: 104000, currency: "EUR" }],
    ["$120-150K", { min: 120000, max: 150000, currency: "USD" }],
    ["CA$90,000", { min: 90000, max: 90000, currency: "CAD" }],
  ])("%s", (text, salary) => {
    expect(parseSalaryText(text)).toEqual(salary);
  });

  it("reads nothing from a phrase without figures or currency", () => {
    expect(parseSalaryText("Not disclosed")).toBeUndefined();
    expect(parseSalaryText("Competitive")).toBeUndefined();
    expect(parseSalaryText("3 - 6 years")).toBeUndefined();
  });
});

describe("htmlToText", () => {
  it("runs nothing and loads nothing while reading markup", () => {
    const doc = new Window().document as unknown as Document;
    const text = htmlToText(
      doc,
      '<img src="x" onerror="globalThis.pwned=1"><p>Hi</p><script>globalThis.pwned=2</script>',
    );
    expect(text).toBe("Hi");
    expect((globalThis as { pwned?: number }).pwned).toBeUndefined();
  });
});
