/**
 * The JSON export (docs/export-format.md, version 1), written as the pages are read: the object's head, then
 * each area's array one page of rows at a time, so the whole account is never one string or one object.
 * The shapes here are the format's, not the API's: they change only with the format's version.
 */

import { EXPORT_FORMAT_VERSION } from "@core/data-export";
import { iso } from "@core/dates";
import type { Task } from "../../db/schema";
import type { Deps } from "../../deps";
import { contactFields } from "../contacts.server";
import { jobFields } from "../jobs.server";
import { offerOfRow, storedOfferData } from "../offers/offers.server";
import {
  type ContactWithLinks,
  contactPages,
  type DocumentWithJobs,
  documentPages,
  type ExportProfile,
  type JobWithInterviews,
  jobPages,
  type OfferWithJob,
  offerPages,
  type PaymentRecord,
  paymentPages,
  taskPages,
} from "./read.server";

/** Where a document's bytes are in the ZIP: its id keeps two files of one name apart. */
export const documentPath = (doc: { id: string; name: string }) => `documents/${doc.id}-${doc.name}`;

/** An unspecified salary end (0, "Not specified" on the screens) is null in the export, not a figure. */
export const salaryFigure = (amount: number): number | null => (amount === 0 ? null : amount);

/** A job as the export writes it: the fields the API writes (`jobFields`), with the export's own wiring. */
export const jobJson = (job: JobWithInterviews) => {
  const { salary, ...fields } = jobFields(job);
  return {
    id: job.id,
    ...fields,
    salary: { min: salaryFigure(salary.min), max: salaryFigure(salary.max), currency: salary.currency },
    contactPersonId: job.contactPersonId,
    resume: job.resume,
    coverLetter: job.coverLetter,
    appliedDocuments: (job.appliedDocuments ?? []).map((a) => ({
      documentId: a.documentId,
      sha256: a.sha256,
      type: a.type,
      name: a.name,
      recordedAt: a.recordedAt.toISOString(),
    })),
    interviews: job.interviews.map((i) => ({
      id: i.id,
      date: iso(i.date),
      interviewType: i.interviewType,
      withPerson: i.withPerson,
      notes: i.notes,
      followUpDate: iso(i.followUpDate),
      createdAt: iso(i.createdAt),
    })),
  };
};

export const taskJson = (task: Task) => ({
  id: task.id,
  title: task.title,
  description: task.description,
  status: task.status,
  priority: task.priority,
  category: task.category,
  dueDate: iso(task.dueDate),
  reminder: iso(task.reminder),
  relatedJobId: task.relatedJobId,
  relatedContactId: task.relatedContactId,
  completedAt: iso(task.completedAt),
  createdAt: iso(task.createdAt),
  updatedAt: iso(task.updatedAt),
});

/** A contact as the export writes it: the fields the API writes (`contactFields`), with the export's wiring. */
export const contactJson = (contact: ContactWithLinks) => ({
  id: contact.id,
  ...contactFields(contact),
  relatedJobIds: contact.relatedJobIds,
  interactions: contact.interactions.map((i) => ({
    id: i.id,
    date: iso(i.date),
    method: i.method,
    notes: i.notes,
    createdAt: iso(i.createdAt),
  })),
});

/** An offer as its letter states it (core/offers/offer.ts `Offer`), with its application's id. */
export const offerJson = (offer: OfferWithJob) => ({
  id: offer.id,
  jobId: offer.jobId,
  ...storedOfferData(offerOfRow(offer)),
  createdAt: iso(offer.createdAt),
  updatedAt: iso(offer.updatedAt),
});

const documentJson = (doc: DocumentWithJobs) => ({
  id: doc.id,
  name: doc.name,
  type: doc.type,
  contentType: doc.contentType,
  size: doc.size,
  sha256: doc.sha256,
  // Its text as read from the file or as its owner corrected it (issue 33).
  text: doc.text ?? "",
  textStatus: doc.textStatus,
  textEdited: doc.textEdited,
  jobIds: doc.jobIds,
  file: documentPath(doc),
  createdAt: iso(doc.createdAt),
  updatedAt: iso(doc.updatedAt),
});

/** A payment record without the gateway's signature or internal notes. */
const paymentJson = (p: PaymentRecord) => ({
  id: p.id,
  plan: p.plan,
  billingType: p.billingType,
  amount: p.amount,
  currency: p.currency,
  status: p.status,
  orderId: p.orderId,
  paymentId: p.paymentId,
  paymentMethod: p.paymentMethod,
  receipt: p.receipt,
  billingName: p.billingName,
  billingEmail: p.billingEmail,
  startDate: iso(p.startDate),
  endDate: iso(p.endDate),
  createdAt: iso(p.createdAt),
});

/** One array member per row, the page's rows joined: `,` before each but the area's first. */
async function* arrayOf<Row>(name: string, pages: AsyncIterable<Row[]>, toJson: (row: Row) => unknown) {
  yield `,${JSON.stringify(name)}:[`;
  let first = true;
  for await (const page of pages) {
    const text = page.map((row) => JSON.stringify(toJson(row))).join(",");
    yield first ? text : `,${text}`;
    first = false;
  }
  yield "]";
}

/** The whole account as the export's JSON text, in pieces of about a page each. */
export async function* jsonExport(deps: Deps, userId: string, profile: ExportProfile): AsyncGenerator<string> {
  const head = {
    format: "offerpath-export",
    version: EXPORT_FORMAT_VERSION,
    exportedAt: deps.now().toISOString(),
    profile: {
      name: profile.name,
      email: profile.email,
      timeZone: profile.timeZone,
      plan: profile.plan,
      memberSince: profile.memberSince.toISOString(),
    },
  };
  yield JSON.stringify(head).slice(0, -1);
  yield* arrayOf("jobs", jobPages(deps, userId), jobJson);
  yield* arrayOf("tasks", taskPages(deps, userId), taskJson);
  yield* arrayOf("contacts", contactPages(deps, userId), contactJson);
  yield* arrayOf("offers", offerPages(deps, userId), offerJson);
  yield* arrayOf("documents", documentPages(deps, userId), documentJson);
  yield* arrayOf("payments", paymentPages(deps, userId), paymentJson);
  yield "}\n";
}
