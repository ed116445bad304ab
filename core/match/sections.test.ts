/** Required or preferred: headings, inline labels, sentence-level words, ignored parts (sections.ts). */
import { describe, expect, it } from "vitest";
import { matchResume } from "./index";
import { headingOf } from "./sections";

/** Each asked term's label and importance. */
function asked(posting: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const t of matchResume(posting, "").terms) out[t.label] = t.importance;
  return out;
}

describe("headings", () => {
  it("reads required, preferred, ignored and neutral headings", () => {
    for (const h of [
      "Requirements",
      "Must have:",
      "What you'll need",
      "Qualifications",
      "Desired Candidate Profile",
      "Key Skills",
      "**Minimum qualifications**",
    ]) {
      expect([h, headingOf(h)?.part]).toEqual([h, "required"]);
    }
    for (const h of [
      "Nice to have",
      "Bonus",
      "Preferred qualifications",
      "Good to have:",
      "Pluses",
      "Bonus points",
      "It's a plus",
    ]) {
      expect([h, headingOf(h)?.part]).toEqual([h, "preferred"]);
    }
    for (const h of [
      "About us",
      "About Acme",
      "Benefits",
      "Perks and benefits",
      "What we offer",
      "Equal Opportunity Employer",
    ]) {
      expect([h, headingOf(h)?.part]).toEqual([h, "ignored"]);
    }
    for (const h of ["Responsibilities", "About the role", "Job Description", "What you'll do"]) {
      expect([h, headingOf(h)?.part]).toEqual([h, "neutral"]);
    }
  });

  it("does not take a sentence for a heading", () => {
    expect(headingOf("Experience with AWS is an added advantage")).toBeNull();
    expect(headingOf("We are a fast-growing team.")).toBeNull();
    expect(headingOf("Nice to have: Docker")).toEqual({ part: "preferred", content: true });
  });
});

describe("importance of each term", () => {
  it("follows the section a term sits in", () => {
    expect(
      asked(`Backend Engineer
Requirements
- Python and SQL
Nice to have
- Docker
Responsibilities
- Build services on Kubernetes`),
    ).toEqual({
      Python: "required",
      SQL: "required",
      Kubernetes: "required",
      // From the title, which no other sentence repeats.
      "Backend development": "required",
      Docker: "preferred",
    });
  });

  it("lets a sentence's own words override its section", () => {
    expect(
      asked(`Requirements
- React
- TypeScript is a plus
- Redux preferred
- Familiarity with GraphQL would be great
Good to have
- Must be fluent in English`),
    ).toEqual({
      React: "required",
      TypeScript: "preferred",
      Redux: "preferred",
      GraphQL: "preferred",
      English: "required",
    });
  });

  it("reads inline labels and leaves out what is about the company", () => {
    expect(
      asked(`Data Engineer
Must have: Spark, Airflow
Good to have: dbt
About us
We build Kubernetes tooling used by 500 companies.
Location: Bengaluru
Benefits
Free Udemy courses on Python`),
    ).toEqual({
      "Apache Spark": "required",
      "Apache Airflow": "required",
      "Data engineering": "required",
      dbt: "preferred",
    });
  });

  it("counts the title's terms only where the text does not name them", () => {
    expect(asked("Java Developer - 5 Yrs\nWe need Spring Boot.")).toEqual({
      "Spring Boot": "required",
      Java: "required",
    });
    const r = matchResume("Java Developer | 3-5 Yrs\nNice to have\n- Java 17 and Spring Boot", "");
    expect(r.terms.map((t) => [t.label, t.importance, t.postingSentence])).toEqual([
      ["Java", "preferred", "Java 17 and Spring Boot"],
      ["Spring Boot", "preferred", "Java 17 and Spring Boot"],
    ]);
    expect(r.experience.askedYears).toBe(3);
    expect(
      matchResume("Java Developer | 3-5 Yrs\nRequirements\n- 2+ years of experience", "").experience.askedYears,
    ).toBe(2);
    expect(asked("We need Java and Spring Boot.")).toEqual({ Java: "required", "Spring Boot": "required" });
  });

  it("keeps a term required when the posting also asks it in a required place", () => {
    const r = matchResume("Requirements\n- Docker is a plus\n- Docker and Helm", "");
    expect(r.terms.find((t) => t.label === "Docker")).toMatchObject({
      importance: "required",
      postingSentence: "Docker and Helm",
    });
  });
});

describe("the posting's own phrases", () => {
  it("takes capitalised multi-word terms the dictionary lacks, not titles, places or common words", () => {
    const r = matchResume(
      `Revenue Analyst
Requirements
- Experience running Revenue Operations for B2B teams
- Strong Stakeholder Management across Bengaluru and Mumbai offices
- Knowledge of Deal Desk processes and Partner Ecosystem programs
- Senior Software Engineer experience not needed`,
      "Ran revenue operations and the deal desk at a startup.",
    );
    const phrases = r.terms.filter((t) => t.kind === "phrase").map((t) => [t.label, t.found]);
    expect(phrases).toEqual([
      ["Deal Desk", true],
      ["Partner Ecosystem", false],
    ]);
    const skills = r.terms.filter((t) => t.kind === "skill").map((t) => [t.label, t.found]);
    expect(skills).toEqual([
      ["Revenue operations", true],
      ["Stakeholder management", false],
    ]);
  });
});

describe("headings with curly apostrophes", () => {
  it("reads “What’s in it for you” and “It’s a plus”", () => {
    expect(headingOf("What’s in it for you")?.part).toBe("ignored");
    expect(headingOf("It’s a plus")?.part).toBe("preferred");
    expect(headingOf("What you’ll need")?.part).toBe("required");
  });
});
