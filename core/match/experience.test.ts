/** Years asked by a posting and shown by a resume (experience.ts). */
import { describe, expect, it } from "vitest";
import { askedYears, shownYears } from "./experience";
import { splitSentences } from "./normalise";
import { postingParts } from "./sections";

const NOW = new Date("2026-11-15T00:00:00Z");

function asked(posting: string): number | null {
  const sentences = splitSentences(posting);
  return askedYears(sentences, postingParts(sentences, posting.split("\n")))?.years ?? null;
}

function shown(resume: string): number | null {
  return shownYears(splitSentences(resume), resume.split("\n"), NOW)?.years ?? null;
}

describe("years asked", () => {
  it("reads the usual ways of asking", () => {
    expect(asked("Requirements\n- 3+ years of experience in React")).toBe(3);
    expect(asked("Requirements\n- Minimum 5 years in sales")).toBe(5);
    expect(asked("Requirements\n- At least 2 yrs of experience")).toBe(2);
    expect(asked("Requirements\n- 2-4 years of experience")).toBe(2);
    expect(asked("Requirements\n- 2 to 4 years in accounts")).toBe(2);
    expect(asked("Requirements\n- Five (5) years of professional experience")).toBe(5);
    expect(asked("Job\nExperience: 4-7 Yrs")).toBe(4);
    expect(asked("Requirements\n- 7 years of experience managing teams")).toBe(7);
  });

  it("takes the overall bar, the largest of the required sentences, before preferred ones", () => {
    expect(asked("Requirements\n- 5+ years of backend experience\n- 2+ years with Go")).toBe(5);
    expect(asked("Requirements\n- Python\nNice to have\n- 3+ years with Kafka")).toBe(3);
    expect(asked("Requirements\n- 2+ years with SQL\nNice to have\n- 8+ years in fintech")).toBe(2);
  });

  it("ignores numbers that are not years of experience, and the company's own history", () => {
    expect(asked("Requirements\n- Python\n- 401(k) matching")).toBeNull();
    expect(asked("Role\nWe ship\nAbout us\nWe have 25+ years of experience serving banks.")).toBeNull();
    expect(asked("Requirements\n- Freshers can apply: 0-1 years")).toBe(0);
    expect(asked("Requirements\n- Must be 18+ years of age\n- At least 21 years old")).toBeNull();
    expect(asked("Requirements\n- Must be 18+ years of age and have 2+ years of driving experience")).toBe(2);
  });
});

describe("years shown", () => {
  it("prefers an explicit claim", () => {
    expect(shown("Backend engineer with 6 years of experience.\nAcme — 2010 – Present")).toBe(6);
    expect(shown("8+ yrs of professional experience in sales")).toBe(8);
  });

  it("adds date ranges, counting overlaps once and Present as this month", () => {
    expect(shown("Acme — Jan 2019 – Present")).toBe(7.9);
    expect(shown("Acme, 2018-2021")).toBe(3);
    expect(shown("Acme 03/2019 - 06/2021")).toBe(2.3);
    expect(shown("Acme — Jan 2020 – Dec 2020\nGlobex — Jun 2020 – Jun 2021")).toBe(1.5);
    expect(shown("Acme — March 2021 to Nov 2026\nGlobex — 2017 – 2021")).toBe(9.8);
    expect(shown("Acme — Jan '22 – Till date")).toBe(4.9);
    expect(shown("Acme — Jun-2020 to Mar-2022")).toBe(1.8);
    expect(shown("Acme | Apr'22 - Present")).toBe(4.7);
    expect(shown("Acme, 2019-Present")).toBe(7.9);
  });

  it("leaves out education and school lines", () => {
    expect(shown("Experience\nAcme — 2020 – 2022\nEducation\nPES University 2014-2018")).toBe(2);
    expect(shown("B.Tech, 2014 - 2018\nAcme — 2020 – 2022")).toBe(2);
  });

  it("shows nothing when the resume has no years", () => {
    expect(shown("Skills: Python, SQL")).toBeNull();
    expect(shown("")).toBeNull();
  });
});
