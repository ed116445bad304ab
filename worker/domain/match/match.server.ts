/**
 * The resume match as the application page and the API show it (issue 33, decision 055): computed live for
 * one posting (a job's description, or a text sent to `POST /match`) against one resume, with the terms and
 * their sentences. The stored score of the list is `stored.server.ts`'s; both pick the resume the same way:
 * the one chosen (`documentId`, the caller's own), else the application's attached resume, else the default.
 */

import { DOCUMENT_TYPE_LABELS, type DocumentTextStatus } from "@core/enums";
import { matchResume } from "@core/match";
import type { MatchAnswer, ResumeChoice, ResumeOption } from "@core/match/answer";
import { and, asc, eq, sql } from "drizzle-orm";
import { documents, jobs } from "../../db/schema";
import type { Deps } from "../../deps";
import { fail, ok, type Result } from "../../lib/result";
import { DOCUMENT_MESSAGES } from "../documents/documents.server";
import { defaultResumeId } from "../documents/text.server";
import { attachedResumeSql, resumeOfJobSql } from "./stored.server";

type DocRow = { id: string; name: string; text: string | null; textStatus: DocumentTextStatus };

async function ownDocument(deps: Deps, userId: string, documentId: string): Promise<DocRow | undefined> {
  const [doc] = await deps.read(
    deps.db
      .select({ id: documents.id, name: documents.name, text: documents.text, textStatus: documents.textStatus })
      .from(documents)
      .where(and(eq(documents.id, documentId), eq(documents.userId, userId), eq(documents.status, "ready")))
      .limit(1),
  );
  return doc;
}

function answer(description: string, doc: DocRow | undefined, resume: ResumeChoice | null): MatchAnswer {
  const document = doc ? { _id: doc.id, name: doc.name, textStatus: doc.textStatus } : null;
  if (!doc) return { match: null, gap: "noResume", document, resume: null };
  if (!description.trim()) return { match: null, gap: "noDescription", document, resume };
  const text = doc.text ?? "";
  if (!text.trim()) return { match: null, gap: "noText", document, resume };
  return { match: matchResume(description, text), gap: null, document, resume };
}

/**
 * The match of one of the caller's applications, against `documentId` (one of theirs) or its own resume.
 * Failures: NOT_FOUND "Job not found", NOT_FOUND "Document not found" (a document that is not the caller's).
 */
export async function jobMatch(
  deps: Deps,
  userId: string,
  jobId: string,
  documentId?: string,
): Promise<Result<MatchAnswer>> {
  if (!jobId || jobId.length > 64) return fail("NOT_FOUND", "Job not found");
  // The job and its own resume in one statement (the page's loader makes one wave of reads).
  const [[job], chosen] = await Promise.all([
    deps.read(
      deps.db
        .select({
          description: jobs.jobDescription,
          attachedId: attachedResumeSql(userId).as("attached_id"),
          doc: { id: documents.id, name: documents.name, text: documents.text, textStatus: documents.textStatus },
        })
        .from(jobs)
        .leftJoin(
          documents,
          and(
            sql`${documents.id} = ${resumeOfJobSql(userId)}`,
            eq(documents.userId, userId),
            eq(documents.status, "ready"),
          ),
        )
        .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId)))
        .limit(1),
    ),
    documentId ? ownDocument(deps, userId, documentId) : Promise.resolve(undefined),
  ]);
  if (!job) return fail("NOT_FOUND", "Job not found");
  if (documentId) {
    if (!chosen) return fail("NOT_FOUND", DOCUMENT_MESSAGES.notFound);
    return ok(answer(job.description, chosen, "chosen"));
  }
  return ok(answer(job.description, job.doc ?? undefined, job.attachedId ? "attached" : "default"));
}

/**
 * A posting's text (the extension's, before it is saved) against `documentId` (one of the caller's) or the
 * default resume. Failures: NOT_FOUND "Document not found".
 */
export async function descriptionMatch(
  deps: Deps,
  userId: string,
  description: string,
  documentId?: string,
): Promise<Result<MatchAnswer>> {
  if (documentId) {
    const chosen = await ownDocument(deps, userId, documentId);
    if (!chosen) return fail("NOT_FOUND", DOCUMENT_MESSAGES.notFound);
    return ok(answer(description, chosen, "chosen"));
  }
  const id = await defaultResumeId(deps, userId);
  return ok(answer(description, id ? await ownDocument(deps, userId, id) : undefined, "default"));
}

/** The resumes "compare with another resume" offers: the caller's documents with text, resumes first, by name. */
export async function resumeOptions(deps: Deps, userId: string): Promise<ResumeOption[]> {
  const rows = await deps.read(
    deps.db
      .select({ _id: documents.id, name: documents.name, type: documents.type })
      .from(documents)
      .where(
        and(
          eq(documents.userId, userId),
          eq(documents.status, "ready"),
          sql`${documents.text} IS NOT NULL AND trim(${documents.text}) <> ''`,
        ),
      )
      .orderBy(sql`${documents.type} <> 'resume'`, asc(documents.name), asc(documents.id))
      .limit(100),
  );
  return rows.map((r) => ({ ...r, typeLabel: DOCUMENT_TYPE_LABELS[r.type] }));
}

/**
 * The default resume's text, for the browser extension to keep when its user asks it to (its popup matches
 * a posting before it is saved, with the same engine): the document and its text, or why there is none.
 */
export async function defaultResumeText(
  deps: Deps,
  userId: string,
): Promise<{ document: { _id: string; name: string } | null; text: string; gap: "noResume" | "noText" | null }> {
  const id = await defaultResumeId(deps, userId);
  const doc = id ? await ownDocument(deps, userId, id) : undefined;
  if (!doc) return { document: null, text: "", gap: "noResume" };
  const text = doc.text ?? "";
  return { document: { _id: doc.id, name: doc.name }, text, gap: text.trim() ? null : "noText" };
}
