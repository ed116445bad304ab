/**
 * Reading an Offerpath export (`{"format":"offerpath-export","version":1, …}`, docs/export-format.md)
 * for an import: the envelope is checked, then every record passes the same zod schema as the forms and
 * the API (jobCreateSchema, interviewCreateSchema, taskCreateSchema, contactCreateSchema,
 * interactionCreateSchema; a job through `jobImportSchema`: no location stays empty, a null salary end is
 * unspecified), and every link must point at a record of the same file. Records name their
 * id as `_id` (the API's shape) or `id`; a job's interviews are `interviews` or `interviewHistory`, a
 * contact's interactions `interactions` or `interactionHistory`; links are the export's `contactPersonId`,
 * `relatedJobId`, `relatedContactId`, `relatedJobIds`, or the API's fields of the same name without `Id`
 * (ids or echoed `{_id}` objects).
 */

import { DOCUMENT_TYPES } from "@core/enums";
import { type Offer, offerSchema } from "@core/offers/offer";
import {
  type ContactCreateInput,
  contactCreateSchema,
  type InteractionCreateInput,
  interactionCreateSchema,
} from "@core/schemas/contacts";
import { parseApiDate } from "@core/schemas/fields";
import {
  type InterviewCreateInput,
  interviewCreateSchema,
  type JobCreateInput,
  jobImportSchema,
} from "@core/schemas/job";
import { type TaskCreateInput, taskCreateSchema } from "@core/schemas/task";
import { z } from "zod";
import { fail, ok, type Result } from "../../lib/result";

export const EXPORT_FORMAT = "offerpath-export";
export const EXPORT_VERSION = 1;
/** Far above any plan's limits; bounds the work one request can be asked to do. */
export const MAX_RECORDS_PER_AREA = 100_000;

type Stamps = { createdAt: Date | null; updatedAt: Date | null };
export type FileInterview = { sourceId: string; input: InterviewCreateInput; createdAt: Date | null };
/** A document sent with the application (issue 33): its content hash, type, name and when it was recorded. */
export type FileAppliedDocument = {
  documentId: string | null;
  sha256: string;
  type: string;
  name: string;
  recordedAt: Date;
};
export type FileJob = {
  sourceId: string;
  input: JobCreateInput;
  interviews: FileInterview[];
  appliedDocuments: FileAppliedDocument[];
} & Stamps;
export type FileInteraction = { sourceId: string; input: InteractionCreateInput; createdAt: Date | null };
export type FileContact = { sourceId: string; input: ContactCreateInput; interactions: FileInteraction[] } & Stamps;
export type FileTask = { sourceId: string; input: TaskCreateInput; completedAt: Date | null } & Stamps;
/** An application's offer (issue 34): its letter through `offerSchema`, and the file's id of its job. */
export type FileOffer = { jobSourceId: string; input: Offer } & Stamps;
export type ExportFile = { jobs: FileJob[]; contacts: FileContact[]; tasks: FileTask[]; offers: FileOffer[] };

const record = z.record(z.string(), z.unknown());
const area = z.array(record, { error: "must be a list of records" }).max(MAX_RECORDS_PER_AREA, {
  error: `must have at most ${MAX_RECORDS_PER_AREA} records`,
});

const envelope = z.object({
  format: z.literal(EXPORT_FORMAT, { error: `must be "${EXPORT_FORMAT}" (this is not an Offerpath export)` }),
  version: z.literal(EXPORT_VERSION, {
    error: `must be ${EXPORT_VERSION}: this file is from another version of Offerpath's export`,
  }),
  jobs: area.optional().default([]),
  tasks: area.optional().default([]),
  contacts: area.optional().default([]),
  offers: area.optional().default([]),
});

class FileError extends Error {}

function issueText(where: string, error: z.ZodError): string {
  const issue = error.issues[0];
  const path = [where, ...(issue?.path ?? []).map(String)].join(".");
  return `${path}: ${issue?.message ?? "is not valid"}`;
}

function parseWith<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new FileError(issueText(where, parsed.error));
  return parsed.data;
}

function sourceIdOf(rec: Record<string, unknown>, where: string): string {
  const id = rec._id ?? rec.id;
  if (typeof id !== "string" || !id.trim() || id.length > 200) throw new FileError(`${where}._id is required`);
  return id.trim();
}

function stamp(value: unknown): Date | null {
  return typeof value === "string" ? parseApiDate(value) : null;
}

function children(rec: Record<string, unknown>, names: string[], where: string): Record<string, unknown>[] {
  for (const name of names) {
    if (rec[name] === undefined || rec[name] === null) continue;
    return parseWith(area, rec[name], `${where}.${name}`);
  }
  return [];
}

/** The first of `names` present on the record (the export's `contactPersonId`, or the API's `contactPerson`). */
function field(rec: Record<string, unknown>, names: string[]): unknown {
  for (const name of names) if (rec[name] !== undefined) return rec[name];
  return undefined;
}

/** A salary whose unspecified ends are null (as the export writes them): those ends left out, so they read as 0. */
function unspecifiedLeftOut(value: unknown): unknown {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value ?? undefined;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null));
}

/** The id a link names: a string or an echoed `{_id}` / `{id}` object; null when none. */
function linkOf(value: unknown): string | null {
  if (typeof value === "string") return value.trim() || null;
  if (value && typeof value === "object") {
    const id = (value as Record<string, unknown>)._id ?? (value as Record<string, unknown>).id;
    return typeof id === "string" ? id.trim() || null : null;
  }
  return null;
}

/** Reads an export file (already JSON-decoded). Failures: VALIDATION, naming the record and field. */
export function readExportFile(value: unknown): Result<ExportFile> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return fail("VALIDATION", "The file is not an Offerpath export (expected a JSON object)");
  }
  try {
    const file = parseWith(envelope, value, "file");
    const seen = new Map<string, Set<string>>();
    const unique = (kind: string, id: string, where: string) => {
      const ids = seen.get(kind) ?? new Set<string>();
      if (ids.has(id)) throw new FileError(`${where}._id: appears twice in the file`);
      ids.add(id);
      seen.set(kind, ids);
    };

    const contacts = file.contacts.map((rec, i): FileContact => {
      const where = `contacts[${i}]`;
      const sourceId = sourceIdOf(rec, where);
      unique("contact", sourceId, where);
      const relatedJobs = field(rec, ["relatedJobIds", "relatedJobs"]);
      const related = Array.isArray(relatedJobs) ? relatedJobs.map(linkOf) : relatedJobs;
      const input = parseWith(contactCreateSchema, { ...rec, relatedJobs: related ?? [] }, where);
      const interactions = children(rec, ["interactions", "interactionHistory"], where).map((child, j) => {
        const at = `${where}.interactions[${j}]`;
        const id = sourceIdOf(child, at);
        unique("interaction", id, at);
        return {
          sourceId: id,
          input: parseWith(interactionCreateSchema, child, at),
          createdAt: stamp(child.createdAt),
        };
      });
      return { sourceId, input, interactions, createdAt: stamp(rec.createdAt), updatedAt: stamp(rec.updatedAt) };
    });

    const jobs = file.jobs.map((rec, i): FileJob => {
      const where = `jobs[${i}]`;
      const sourceId = sourceIdOf(rec, where);
      unique("job", sourceId, where);
      const input = parseWith(
        jobImportSchema,
        {
          ...rec,
          jobLocation: rec.jobLocation ?? undefined,
          salary: unspecifiedLeftOut(rec.salary),
          contactPerson: linkOf(field(rec, ["contactPersonId", "contactPerson"])),
        },
        where,
      );
      const interviews = children(rec, ["interviews", "interviewHistory"], where).map((child, j) => {
        const at = `${where}.interviews[${j}]`;
        const id = sourceIdOf(child, at);
        unique("interview", id, at);
        return { sourceId: id, input: parseWith(interviewCreateSchema, child, at), createdAt: stamp(child.createdAt) };
      });
      return {
        sourceId,
        input,
        interviews,
        appliedDocuments: appliedDocumentsOf(rec.appliedDocuments),
        createdAt: stamp(rec.createdAt),
        updatedAt: stamp(rec.updatedAt),
      };
    });

    const tasks = file.tasks.map((rec, i): FileTask => {
      const where = `tasks[${i}]`;
      const sourceId = sourceIdOf(rec, where);
      unique("task", sourceId, where);
      const input = parseWith(
        taskCreateSchema,
        {
          ...rec,
          relatedJob: linkOf(field(rec, ["relatedJobId", "relatedJob"])),
          relatedContact: linkOf(field(rec, ["relatedContactId", "relatedContact"])),
        },
        where,
      );
      return {
        sourceId,
        input,
        completedAt: stamp(rec.completedAt),
        createdAt: stamp(rec.createdAt),
        updatedAt: stamp(rec.updatedAt),
      };
    });

    // One offer per application, as the account keeps them.
    const offered = new Set<string>();
    const offers = file.offers.map((rec, i): FileOffer => {
      const where = `offers[${i}]`;
      const jobSourceId = linkOf(field(rec, ["jobId", "job"]));
      if (!jobSourceId) throw new FileError(`${where}.jobId is required`);
      if (offered.has(jobSourceId)) throw new FileError(`${where}.jobId: a second offer for job "${jobSourceId}"`);
      offered.add(jobSourceId);
      const input = parseWith(offerSchema, rec, where);
      return { jobSourceId, input, createdAt: stamp(rec.createdAt), updatedAt: stamp(rec.updatedAt) };
    });

    // Every link must name a record of this file: an id from elsewhere (another account's, say) never links.
    const jobIds = seen.get("job") ?? new Set<string>();
    const contactIds = seen.get("contact") ?? new Set<string>();
    const mustBe = (ids: Set<string>, id: string | null, where: string, what: string) => {
      if (id !== null && !ids.has(id))
        throw new FileError(`${where}: links to ${what} "${id}", which is not in the file`);
    };
    jobs.forEach((j, i) => {
      mustBe(contactIds, j.input.contactPerson, `jobs[${i}].contactPerson`, "contact");
    });
    contacts.forEach((c, i) => {
      for (const id of c.input.relatedJobs) mustBe(jobIds, id, `contacts[${i}].relatedJobs`, "job");
    });
    tasks.forEach((t, i) => {
      mustBe(jobIds, t.input.relatedJob, `tasks[${i}].relatedJob`, "job");
      mustBe(contactIds, t.input.relatedContact, `tasks[${i}].relatedContact`, "contact");
    });
    offers.forEach((o, i) => {
      mustBe(jobIds, o.jobSourceId, `offers[${i}].jobId`, "job");
    });
    return ok({ jobs, contacts, tasks, offers });
  } catch (error) {
    if (error instanceof FileError) return fail("VALIDATION", error.message);
    throw error;
  }
}

const appliedDocumentSchema = z.object({
  documentId: z.string().max(64).nullish(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  type: z.enum(DOCUMENT_TYPES),
  name: z.string().min(1).max(255),
  recordedAt: z.iso.datetime({ offset: true }),
});

/**
 * The records of the documents sent with an application (issue 33): an export's `appliedDocuments`, each
 * kept when it is well formed and left out otherwise (they are history, never a reason to refuse the file).
 */
function appliedDocumentsOf(value: unknown): FileAppliedDocument[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, 50).flatMap((item) => {
    const parsed = appliedDocumentSchema.safeParse(item);
    if (!parsed.success) return [];
    const a = parsed.data;
    return [
      {
        documentId: a.documentId ?? null,
        sha256: a.sha256,
        type: a.type,
        name: a.name,
        recordedAt: new Date(a.recordedAt),
      },
    ];
  });
}
