/** What a reader finds on a page: the fields of an Offerpath job the popup shows, each one editable. */
import { CURRENCIES, JOB_TYPES } from "@core/enums";

export { CURRENCIES, JOB_TYPES };
export type JobType = (typeof JOB_TYPES)[number];
export type Currency = (typeof CURRENCIES)[number];

export type Salary = { min: number; max: number; currency: Currency };

export type JobFields = {
  company: string;
  position: string;
  jobLocation: string;
  jobType: JobType;
  jobDescription: string;
  jobUrl: string;
  salary: Salary;
};

/** Where the fields came from: schema.org JSON-LD, one of the site readers, or the page's generic tags. */
export type Source =
  | "jsonld"
  | "linkedin"
  | "indeed"
  | "naukri"
  | "glassdoor"
  | "greenhouse"
  | "lever"
  | "workday"
  | "ashby"
  | "wellfound"
  | "generic";

export type Extraction = {
  /** True when the page holds a job posting (JSON-LD JobPosting, a site reader's posting, or a posting-like page). */
  isPosting: boolean;
  /** The posting shown first; `postings` has every posting found (two or more on some pages). */
  job: JobFields;
  postings: JobFields[];
  sources: Source[];
};

/** A reader's finding: any of the fields, blanks left out. */
export type Finding = Partial<Omit<JobFields, "salary">> & { salary?: Salary };

export const MAX = { company: 100, position: 100, jobLocation: 200, jobDescription: 20000, jobUrl: 2048 } as const;
