/**
 * Every column reaches the API, the export (JSON and CSV) and the import, or says why not (issue 29). For
 * each column of each table (drizzle's `getTableColumns`), two rows that differ in that column alone go
 * through the API's serializer, the export's JSON and CSV writers and, for jobs and contacts, the JSON
 * import's reading (`readExportFile`, then the one row builder of `writes.server.ts`); a column that
 * changes nothing in one of them fails, unless the lists below give the reason. A new column is thus a
 * failing test until it reaches every face or is named here.
 */
import { getTableColumns } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { contacts, interactions, interviews, jobs, tasks } from "../../db/schema";
import { serializeContact, serializeInteraction } from "../contacts.server";
import { readExportFile } from "../data-import/export-file";
import { jobFields, serializeInterview, serializeJob } from "../jobs.server";
import { serializeTask } from "../tasks.server";
import { contactRowFrom, jobRowFrom } from "../writes.server";
import { columnsFor } from "./csv.server";
import { contactJson, jobJson, taskJson } from "./json.server";

type Face = "api" | "json" | "csv" | "import";
type Excused = Partial<Record<Face, string>>;

const INTERNAL = "internal: reaches no face";

/** Columns that do not reach a face, and why (a column on no list must reach all four). */
const EXCUSED: Record<string, Record<string, Excused>> = {
  jobs: {
    id: { import: "an import gives every record a new id; the file's id only links its records (decision 032)" },
    userId: {
      json: "the owner: an export is one account's own",
      csv: "the owner: an export is one account's own",
      import: "an import writes into the importing account",
    },
    contactPersonId: { csv: "the CSV names the contact person (Contact person), read with the row" },
    priorityRank: { api: INTERNAL, json: INTERNAL, csv: INTERNAL, import: "derived from priority (its sort key)" },
    urlKey: { api: INTERNAL, json: INTERNAL, csv: INTERNAL, import: "derived from jobUrl (the lookup's key)" },
    resume: {
      api: "text kept from the original app's data: no form or API field writes it, the export keeps it",
      import: "no form or API field writes it, so an import has nowhere to put it",
    },
    coverLetter: {
      api: "text kept from the original app's data: no form or API field writes it, the export keeps it",
      import: "no form or API field writes it, so an import has nowhere to put it",
    },
    importRunId: {
      api: "which import created the row, for its undo (decision 040)",
      json: INTERNAL,
      csv: INTERNAL,
      import: "an import writes its own run",
    },
    boardRank: {
      api: "the card's place on the board, read by the board (decision 046); moves name neighbours, not keys",
      json: INTERNAL,
      csv: INTERNAL,
      import: "an imported job starts at the top of its column, as a new one",
    },
    stageSince: {
      api: "kept by a trigger from the status changes, shown on the board (decision 046)",
      json: INTERNAL,
      csv: INTERNAL,
      import: "kept by a trigger: an imported job enters its status when it is written",
    },
    matchScore: {
      json: "computed from the description and a resume (decision 055): derived, not the user's data",
      csv: "computed from the description and a resume (decision 055): derived, not the user's data",
      import: "computed again for an imported job after the import (decision 055)",
    },
    matchDocumentId: {
      api: "which resume the stored score used (decision 055); GET /jobs/{id}/match names it",
      json: INTERNAL,
      csv: INTERNAL,
      import: "computed again for an imported job after the import (decision 055)",
    },
    matchKey: {
      api: "what the stored score was computed from, so an unchanged refresh writes nothing (decision 055)",
      json: INTERNAL,
      csv: INTERNAL,
      import: "computed again for an imported job after the import (decision 055)",
    },
  },
  contacts: {
    id: { import: "an import gives every record a new id; the file's id only links its records (decision 032)" },
    userId: {
      json: "the owner: an export is one account's own",
      csv: "the owner: an export is one account's own",
      import: "an import writes into the importing account",
    },
    lastContactDate: { import: "derived from the imported interactions (contract §6.2)" },
    importRunId: {
      api: "which import created the row, for its undo (decision 040)",
      json: INTERNAL,
      csv: INTERNAL,
      import: "an import writes its own run",
    },
  },
  tasks: {
    userId: { json: "the owner: an export is one account's own", csv: "the owner: an export is one account's own" },
    priorityRank: { api: INTERNAL, json: INTERNAL, csv: INTERNAL },
    relatedJobId: { api: "populated: the API names the job as an object (contract §2.7), checked in workerd" },
    relatedContactId: { api: "populated: the API names the contact as an object (contract §2.7), checked in workerd" },
    importRunId: { api: "which import created the row, for its undo (decision 040)", json: INTERNAL, csv: INTERNAL },
  },
  interviews: {
    jobId: { api: "nested under its job", json: "nested under its job" },
    userId: {
      api: "the job's owner",
      json: "the owner: an export is one account's own",
      csv: "the owner: an export is one account's own",
    },
    createdAt: {
      api: "the interview history is in creation order; the time is not on the wire (contract §2.2)",
      csv: "the CSV is in creation order within each application",
    },
    jobCreatedAt: {
      api: "its job's creation time, kept by triggers for the export's order (decision 033)",
      json: INTERNAL,
      csv: INTERNAL,
    },
    sequence: {
      api: "the calendar feed's SEQUENCE, counted by each change of the interview (decision 045)",
      json: INTERNAL,
      csv: INTERNAL,
    },
  },
  interactions: {
    contactId: { api: "nested under its contact", json: "nested under its contact" },
    userId: {
      api: "the contact's owner",
      json: "the owner: an export is one account's own",
      csv: "the owner: an export is one account's own",
    },
    createdAt: {
      api: "the interaction history is in creation order; the time is not on the wire (contract §2.4)",
      csv: "the CSV lists a contact's interactions by date",
    },
  },
};

/** Values the forms' schemas check (the import reads every record through them). */
const VALID: Record<string, [unknown, unknown]> = {
  salaryCurrency: ["USD", "EUR"],
  email: ["a@example.com", "b@example.com"],
  linkedIn: ["https://www.linkedin.com/in/a", "https://www.linkedin.com/in/b"],
  jobUrl: ["https://a.example/job", "https://b.example/job"],
  source: ["linkedin", "naukri"],
};

/** Two values of a column that every face would tell apart. */
function valuesOf(name: string, column: SQLiteColumn): [unknown, unknown] {
  if (VALID[name]) return VALID[name];
  const enums = (column as { enumValues?: string[] }).enumValues;
  if (enums && enums.length > 1) return [enums[0], enums[1]];
  switch (column.dataType) {
    case "boolean":
      return [false, true];
    case "date":
      return [new Date("2026-01-05T10:00:00.000Z"), new Date("2026-03-09T00:00:00.000Z")];
    case "number":
      return [1111, 2222];
    case "json":
      return [["a-tag"], ["b-tag"]];
    default:
      return [`a-${name}`, `b-${name}`];
  }
}

/** A row of `table` with every column set (the first values), and the column's other value. */
function rows(table: Record<string, SQLiteColumn>) {
  const base: Record<string, unknown> = {};
  for (const [name, column] of Object.entries(table)) base[name] = valuesOf(name, column)[0];
  return {
    base,
    changed: (name: string) => ({ ...base, [name]: valuesOf(name, table[name])[1] }),
  };
}

const TZ = "Asia/Kolkata";
const csv = columnsFor(TZ);
const cells = <Row>(columns: Array<[string, (row: Row) => unknown]>, row: Row) =>
  JSON.stringify(columns.map(([, value]) => value(row)));

/** The file of an export holding `job` (and its contact person), read back as the import reads it. */
function importedJob(job: any) {
  const file = readExportFile({
    format: "offerpath-export",
    version: 1,
    contacts: [{ id: job.contactPersonId, name: "Someone" }],
    jobs: [jobJson({ ...job, interviews: [], contactPersonName: null })],
  });
  if (!file.ok) throw new Error(file.message);
  const [read] = file.value.jobs;
  return jobRowFrom("new-id", read.input, {
    today: new Date(0),
    contactPersonId: read.input.contactPerson,
    createdAt: read.createdAt?.getTime() ?? 0,
    updatedAt: read.updatedAt?.getTime() ?? 0,
  });
}

function importedContact(contact: any) {
  const file = readExportFile({
    format: "offerpath-export",
    version: 1,
    contacts: [contactJson({ ...contact, interactions: [], relatedJobIds: [] })],
  });
  if (!file.ok) throw new Error(file.message);
  const [read] = file.value.contacts;
  return contactRowFrom("new-id", read.input, {
    createdAt: read.createdAt?.getTime() ?? 0,
    updatedAt: read.updatedAt?.getTime() ?? 0,
  });
}

type Faces = Partial<Record<Face, (row: any) => string>>;

const FACES: Record<string, { table: Record<string, SQLiteColumn>; faces: Faces }> = {
  jobs: {
    table: getTableColumns(jobs),
    faces: {
      api: (j) => JSON.stringify(serializeJob(j, [], [])),
      json: (j) => JSON.stringify(jobJson({ ...j, interviews: [], contactPersonName: null })),
      csv: (j) => cells(csv.jobs, { job: { ...j, interviews: [], contactPersonName: null }, fields: jobFields(j) }),
      import: (j) => JSON.stringify(importedJob(j)),
    },
  },
  contacts: {
    table: getTableColumns(contacts),
    faces: {
      api: (c) => JSON.stringify(serializeContact(c, [], [])),
      json: (c) => JSON.stringify(contactJson({ ...c, interactions: [], relatedJobIds: [] })),
      csv: (c) => cells(csv.contacts, { ...c, interactions: [], relatedJobIds: [] }),
      import: (c) => JSON.stringify(importedContact(c)),
    },
  },
  tasks: {
    table: getTableColumns(tasks),
    faces: {
      api: (t) => JSON.stringify(serializeTask(t, null, null)),
      json: (t) => JSON.stringify(taskJson(t)),
      csv: (t) => cells(csv.tasks, { ...t, jobCompany: null, jobPosition: null, contactName: null }),
    },
  },
  interviews: {
    table: getTableColumns(interviews),
    faces: {
      api: (i) => JSON.stringify(serializeInterview(i)),
      json: (i) =>
        JSON.stringify(
          jobJson({ ...(rows(getTableColumns(jobs)).base as any), interviews: [i], contactPersonName: null })
            .interviews,
        ),
      csv: (i) => cells(csv.interviews, { ...i, company: "Acme", position: "Engineer" }),
    },
  },
  interactions: {
    table: getTableColumns(interactions),
    faces: {
      api: (i) => JSON.stringify(serializeInteraction(i)),
      json: (i) =>
        JSON.stringify(
          contactJson({ ...(rows(getTableColumns(contacts)).base as any), interactions: [i], relatedJobIds: [] })
            .interactions,
        ),
      csv: (i) => cells(csv.interactions, { ...i, contactName: "Someone" }),
    },
  },
};

describe("every column reaches the API, the export and the import, or says why not", () => {
  for (const [name, { table, faces }] of Object.entries(FACES)) {
    it(`${name}: each column changes what each face writes`, () => {
      const { base, changed } = rows(table);
      const missing: string[] = [];
      for (const column of Object.keys(table)) {
        const excused = EXCUSED[name]?.[column] ?? {};
        for (const face of ["api", "json", "csv", "import"] as const) {
          const write = faces[face];
          if (!write || excused[face]) continue;
          if (write(base) === write(changed(column))) missing.push(`${column} does not reach ${face}`);
        }
      }
      expect(missing).toEqual([]);
    });
  }

  it("names no column that is not there, and excuses no face that the column reaches", () => {
    const stale: string[] = [];
    for (const [name, excused] of Object.entries(EXCUSED)) {
      const { table, faces } = FACES[name];
      const { base, changed } = rows(table);
      for (const [column, reasons] of Object.entries(excused)) {
        if (!(column in table)) {
          stale.push(`${name}.${column} is not a column`);
          continue;
        }
        for (const face of Object.keys(reasons) as Face[]) {
          const write = faces[face];
          if (write && write(base) !== write(changed(column))) stale.push(`${name}.${column} does reach ${face}`);
        }
      }
    }
    expect(stale).toEqual([]);
  });
});
