/**
 * One CSV per area (issue 22), written a page at a time: headers a person reads, dates in the user's time
 * zone, RFC 4180 quoting (CRLF line ends, quotes doubled) by papaparse, UTF-8 with a byte order mark so
 * Excel reads it as UTF-8, and spreadsheet formulas neutralised: a text cell that starts with `=`, `+`,
 * `-`, `@`, a tab or a carriage return gets a leading `'` and quotes, so no spreadsheet runs it.
 */

import type { ExportArea } from "@core/data-export";
import { dateOnlyValue, dueDateInZone, toDateTimeLocalValue } from "@core/dates";
import Papa from "papaparse";
import type { Deps } from "../../deps";
import type { ContactFields } from "../contacts.server";
import { type JobFields, jobFields } from "../jobs.server";
import { offerOfRow } from "../offers/offers.server";
import { salaryFigure } from "./json.server";
import {
  type ContactWithLinks,
  contactPages,
  type InterviewWithJob,
  interviewPages,
  type JobWithInterviews,
  jobPages,
  type OfferWithJob,
  offerPages,
  type TaskWithNames,
  taskPages,
} from "./read.server";

/**
 * papaparse's own `escapeFormulae: true` is `/^[=+\-@\t\r].*$/`, whose `.` stops at a line break, so
 * "=HYPERLINK(…)\nmore" would pass unescaped: only the first character matters.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

type Cell = string | number;
type Column<Row> = [header: string, value: (row: Row) => Cell];

const yesNo = (value: boolean) => (value ? "Yes" : "No");

/** A timestamp as the user's wall clock, "2026-11-26 14:05", which spreadsheets read as a date and time. */
const at = (date: Date | null, tz: string) => (date ? toDateTimeLocalValue(date, tz).replace("T", " ") : "");

/** Every CSV's columns, in order, for a user in `tz` (exported for the column-coverage test). */
export function columnsFor(tz: string) {
  const zone = ` (${tz})`;
  // Every field of `jobFields` (the API's and the JSON's) has its columns here: a new one fails to compile.
  const job: { [K in keyof JobFields]: Column<JobRow>[] } = {
    company: [["Company", (j) => j.fields.company]],
    position: [["Position", (j) => j.fields.position]],
    status: [["Status", (j) => j.fields.status]],
    jobType: [["Job type", (j) => j.fields.jobType]],
    jobLocation: [["Location", (j) => j.fields.jobLocation]],
    priority: [["Priority", (j) => j.fields.priority]],
    source: [["Source", (j) => j.fields.source]],
    favorite: [["Favourite", (j) => yesNo(j.fields.favorite)]],
    applicationDate: [["Date applied", (j) => dateOnlyValue(j.job.applicationDate)]],
    salary: [
      ["Salary min", (j) => salaryFigure(j.fields.salary.min) ?? ""],
      ["Salary max", (j) => salaryFigure(j.fields.salary.max) ?? ""],
      ["Salary currency", (j) => j.fields.salary.currency],
    ],
    jobUrl: [["Job URL", (j) => j.fields.jobUrl]],
    notes: [["Notes", (j) => j.fields.notes]],
    feedbackReceived: [["Feedback received", (j) => j.fields.feedbackReceived]],
    jobDescription: [["Job description", (j) => j.fields.jobDescription]],
    createdAt: [[`Created${zone}`, (j) => at(j.job.createdAt, tz)]],
    updatedAt: [[`Updated${zone}`, (j) => at(j.job.updatedAt, tz)]],
  };
  const jobs: Column<JobRow>[] = [
    ...job.company,
    ...job.position,
    ...job.status,
    ...job.jobType,
    ...job.jobLocation,
    ...job.priority,
    ...job.source,
    ...job.favorite,
    ...job.applicationDate,
    ...job.salary,
    ...job.jobUrl,
    ["Contact person", (j) => j.job.contactPersonName ?? ""],
    ...job.notes,
    ...job.feedbackReceived,
    ...job.jobDescription,
    ["Resume", (j) => j.job.resume],
    ["Cover letter", (j) => j.job.coverLetter],
    ...job.createdAt,
    ...job.updatedAt,
    ["Application ID", (j) => j.job.id],
  ];
  const interviews: Column<InterviewWithJob>[] = [
    ["Company", (i) => i.company],
    ["Position", (i) => i.position],
    [`Date${zone}`, (i) => at(i.date, tz)],
    ["Type", (i) => i.interviewType],
    ["With", (i) => i.withPerson],
    ["Notes", (i) => i.notes],
    [`Follow-up${zone}`, (i) => at(i.followUpDate, tz)],
    ["Application ID", (i) => i.jobId],
    ["Interview ID", (i) => i.id],
  ];
  const tasks: Column<TaskWithNames>[] = [
    ["Title", (t) => t.title],
    ["Description", (t) => t.description],
    ["Status", (t) => t.status],
    ["Priority", (t) => t.priority],
    ["Category", (t) => t.category],
    [`Due${zone}`, (t) => at(t.dueDate && dueDateInZone(t.dueDate, tz), tz)],
    [`Reminder${zone}`, (t) => at(t.reminder, tz)],
    [`Completed${zone}`, (t) => at(t.completedAt, tz)],
    ["Application", (t) => (t.jobCompany === null ? "" : `${t.jobCompany} — ${t.jobPosition}`)],
    ["Application ID", (t) => t.relatedJobId ?? ""],
    ["Contact", (t) => t.contactName ?? ""],
    ["Contact ID", (t) => t.relatedContactId ?? ""],
    [`Created${zone}`, (t) => at(t.createdAt, tz)],
    [`Updated${zone}`, (t) => at(t.updatedAt, tz)],
    ["Task ID", (t) => t.id],
  ];
  // Every field of `contactFields` (the API's and the JSON's) has its columns here: a new one fails to compile.
  const contact: { [K in keyof ContactFields]: Column<ContactWithLinks>[] } = {
    name: [["Name", (c) => c.name]],
    email: [["Email", (c) => c.email]],
    phone: [["Phone", (c) => c.phone]],
    company: [["Company", (c) => c.company]],
    position: [["Position", (c) => c.position]],
    linkedIn: [["LinkedIn", (c) => c.linkedIn]],
    relationship: [["Relationship", (c) => c.relationship]],
    tags: [["Tags", (c) => c.tags.join(", ")]],
    favorite: [["Favourite", (c) => yesNo(c.favorite)]],
    followUpDate: [[`Follow-up${zone}`, (c) => at(c.followUpDate, tz)]],
    lastContactDate: [[`Last contacted${zone}`, (c) => at(c.lastContactDate, tz)]],
    notes: [["Notes", (c) => c.notes]],
    createdAt: [[`Created${zone}`, (c) => at(c.createdAt, tz)]],
    updatedAt: [[`Updated${zone}`, (c) => at(c.updatedAt, tz)]],
  };
  const contacts: Column<ContactWithLinks>[] = [
    ...contact.name,
    ...contact.email,
    ...contact.phone,
    ...contact.company,
    ...contact.position,
    ...contact.linkedIn,
    ...contact.relationship,
    ...contact.tags,
    ...contact.favorite,
    ...contact.followUpDate,
    ...contact.lastContactDate,
    ["Interactions", (c) => c.interactions.length],
    ...contact.notes,
    ["Related application IDs", (c) => c.relatedJobIds.join(" ")],
    ...contact.createdAt,
    ...contact.updatedAt,
    ["Contact ID", (c) => c.id],
  ];
  const interactions: Column<InteractionRow>[] = [
    ["Contact", (i) => i.contactName],
    [`Date${zone}`, (i) => at(i.date, tz)],
    ["Method", (i) => i.method],
    ["Notes", (i) => i.notes],
    ["Contact ID", (i) => i.contactId],
    ["Interaction ID", (i) => i.id],
  ];
  // An offer's letter, one column per figure (a year's amounts in the offer's currency); the parts a letter
  // states one way or another (fixed pay, equity, PF, gratuity) have the columns of each way, the others empty.
  const o = (row: OfferWithRead) => row.offer;
  const fixedOf = (r: OfferWithRead) => o(r).fixed;
  const grantOf = (r: OfferWithRead) => o(r).equity?.grant;
  const vestingOf = (r: OfferWithRead) => o(r).equity?.vesting;
  const offerColumns: Column<OfferWithRead>[] = [
    ["Company", (r) => r.row.company],
    ["Position", (r) => r.row.position],
    ["Currency", (r) => o(r).currency],
    ["Fixed pay given as", (r) => fixedOf(r).kind],
    [
      "Basic",
      (r) => {
        const f = fixedOf(r);
        return f.kind === "components" ? f.basic : "";
      },
    ],
    [
      "HRA",
      (r) => {
        const f = fixedOf(r);
        return f.kind === "components" ? f.hra : "";
      },
    ],
    [
      "Special allowance",
      (r) => {
        const f = fixedOf(r);
        return f.kind === "components" ? f.specialAllowance : "";
      },
    ],
    [
      "Other allowances",
      (r) => {
        const f = fixedOf(r);
        return f.kind === "components" ? f.otherAllowances : "";
      },
    ],
    [
      "Fixed total",
      (r) => {
        const f = fixedOf(r);
        return f.kind === "total" ? f.fixedTotal : "";
      },
    ],
    [
      "Basic % of fixed",
      (r) => {
        const f = fixedOf(r);
        return f.kind === "total" ? f.basicPercent : "";
      },
    ],
    ["Variable at target", (r) => o(r).variable.target],
    ["Expected payout %", (r) => o(r).variable.expectedPayoutPercent],
    ["Joining bonus", (r) => o(r).joiningBonus.amount],
    ["Clawback months", (r) => o(r).joiningBonus.clawbackMonths],
    ["Relocation", (r) => o(r).relocation],
    ["Retention bonus", (r) => o(r).retentionBonus.amount],
    ["Retention paid after months", (r) => o(r).retentionBonus.payableAfterMonths],
    ["Equity", (r) => o(r).equity?.kind ?? ""],
    [
      "Equity units",
      (r) => {
        const g = grantOf(r);
        return g?.by === "units" ? g.units : "";
      },
    ],
    [
      "Value per unit",
      (r) => {
        const g = grantOf(r);
        return g?.by === "units" ? g.valuePerUnit : "";
      },
    ],
    [
      "Exercise price per unit",
      (r) => {
        const g = grantOf(r);
        return g?.by === "units" ? g.exercisePricePerUnit : "";
      },
    ],
    [
      "Equity value",
      (r) => {
        const g = grantOf(r);
        return g?.by === "value" ? g.value : "";
      },
    ],
    [
      "Vesting",
      (r) => {
        const v = vestingOf(r);
        if (!v) return "";
        return v.kind === "cliff"
          ? `${v.years} years, ${v.cliffMonths}-month cliff, every ${v.every}`
          : `${v.percentsByYear.join("/")} % by year`;
      },
    ],
    [
      "Employer PF",
      (r) => {
        const p = o(r).employerPf;
        return p.basis === "amount" ? p.perYear : p.basis;
      },
    ],
    [
      "Gratuity",
      (r) => {
        const g = o(r).gratuity;
        return g.basis === "amount" ? g.perYear : g.basis;
      },
    ],
    [
      "Benefits",
      (r) =>
        o(r)
          .benefits.map((b) => `${b.label}: ${b.perYear}`)
          .join("; "),
    ],
    ["Stated CTC", (r) => o(r).statedCtc ?? ""],
    ["Notice period days", (r) => o(r).noticePeriodDays],
    ["Notice buyout", (r) => o(r).noticeBuyout],
    ["City", (r) => o(r).city],
    ["Metro", (r) => yesNo(o(r).metro)],
    ["State", (r) => o(r).state ?? ""],
    ["Deadline", (r) => r.row.deadline ?? ""],
    ["Notes", (r) => o(r).notes],
    [`Created${zone}`, (r) => at(r.row.createdAt, tz)],
    [`Updated${zone}`, (r) => at(r.row.updatedAt, tz)],
    ["Application ID", (r) => r.row.jobId],
    ["Offer ID", (r) => r.row.id],
  ];
  return { jobs, interviews, tasks, contacts, interactions, offers: offerColumns };
}

/** One applications row: the job as read, and its fields as the API and the JSON write them. */
export type JobRow = { job: JobWithInterviews; fields: JobFields };

async function* jobRows(pages: AsyncIterable<JobWithInterviews[]>): AsyncGenerator<JobRow[]> {
  for await (const page of pages) yield page.map((job) => ({ job, fields: jobFields(job) }));
}

/** One offers row: the stored row and its letter read back through the schema. */
type OfferWithRead = { row: OfferWithJob; offer: ReturnType<typeof offerOfRow> };

async function* offerRows(pages: AsyncIterable<OfferWithJob[]>): AsyncGenerator<OfferWithRead[]> {
  for await (const page of pages) yield page.map((row) => ({ row, offer: offerOfRow(row) }));
}

/** One interaction row: the interaction with its contact's name. */
type InteractionRow = ContactWithLinks["interactions"][number] & { contactName: string };

/** Rows of `pages` as CSV text: the BOM and header first, then one piece per page. */
async function* csvOf<Row>(columns: Column<Row>[], pages: AsyncIterable<Row[]>): AsyncGenerator<string> {
  const config = { escapeFormulae: FORMULA_START, newline: "\r\n" } as const;
  yield `\uFEFF${Papa.unparse([columns.map(([header]) => header)], config)}\r\n`;
  for await (const page of pages) {
    if (page.length === 0) continue;
    const rows = page.map((row) => columns.map(([, value]) => value(row)));
    yield `${Papa.unparse(rows, config)}\r\n`;
  }
}

async function* interactionRows(pages: AsyncIterable<ContactWithLinks[]>): AsyncGenerator<InteractionRow[]> {
  for await (const page of pages) {
    yield page.flatMap((c) => c.interactions.map((i) => ({ ...i, contactName: c.name })));
  }
}

/**
 * The CSV of one area for the user, in pieces of about a page each; `jobIds` limits the applications CSV
 * to those of the user's jobs (a selection's export on /applications, issue 31): the same columns.
 */
export function csvExport(
  deps: Deps,
  userId: string,
  area: ExportArea,
  tz: string,
  jobIds?: readonly string[],
): AsyncGenerator<string> {
  const columns = columnsFor(tz);
  switch (area) {
    case "jobs":
      return csvOf(columns.jobs, jobRows(jobPages(deps, userId, false, jobIds)));
    case "interviews":
      return csvOf(columns.interviews, interviewPages(deps, userId));
    case "tasks":
      return csvOf(columns.tasks, taskPages(deps, userId, true));
    case "contacts":
      return csvOf(columns.contacts, contactPages(deps, userId));
    case "interactions":
      return csvOf(columns.interactions, interactionRows(contactPages(deps, userId)));
    case "offers":
      return csvOf(columns.offers, offerRows(offerPages(deps, userId)));
  }
}
