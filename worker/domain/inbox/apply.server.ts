/**
 * Acting on forwarded emails (issue 32, docs/decisions/052-applying-inbox-proposals.md): the inbox's list,
 * and apply, dismiss, undo and delete of one message. The screen (`app/routes/inbox/route.tsx`) and the API
 * (`worker/api/inbox-messages.ts`) both call these; every statement names the caller's id, so another
 * user's message is simply not found.
 *
 * Applying goes through the same domain functions as every screen (createJob, updateJob, addInterview,
 * createContact, createTask), so the status history, analytics, reminders and counters follow as they do
 * for a change typed by hand. A message is claimed first (`status` set to applied in one conditional
 * statement), so applying twice, or two tabs at once, applies once; what was created and the status it
 * replaced are kept in `undo`, which undo reverses through the same functions' deletes.
 */

import type { InboxKind } from "@core/inbox";
import { AUTO_APPLY_KINDS, type AutoApplyKind } from "@core/inbox-kinds";
import { contactCreateSchema } from "@core/schemas/contacts";
import type { InboxListQuery } from "@core/schemas/inbox";
import { storedProposalSchema } from "@core/schemas/inbox";
import { interviewCreateSchema, type JobStatus, jobCreateSchema } from "@core/schemas/job";
import { taskCreateSchema } from "@core/schemas/task";
import { and, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import { decodeCursor, pageCursors, readKeyset, type SortSpec, sortKeys } from "../../db/keyset";
import {
  contacts,
  type InboxMessage,
  inboxAddresses,
  inboxMessages,
  interviews,
  jobDocuments,
  jobs,
  tasks,
} from "../../db/schema";
import type { Deps } from "../../deps";
import { type Failure, fail, ok, type Result } from "../../lib/result";
import { createContact, deleteContact } from "../contacts.server";
import { addInterview, createJob, deleteInterview, deleteJob, getJob, updateJob } from "../jobs.server";
import { createTask, deleteTask } from "../tasks.server";
import { readCandidates } from "./candidates.server";
import { candidatePrefix, isEarlier, matchJob } from "./understand";

/** What applying did, kept on the row so undo can reverse exactly that. */
export type AppliedChanges = {
  jobId?: string;
  /** The job's status before applying, restored by undo (absent: applying did not change it). */
  previousStatus?: JobStatus;
  /** The status applying left the job at: undo restores `previousStatus` only while the job still has it. */
  statusSet?: JobStatus;
  /** When applying finished (epoch ms): a row updated after it was edited since, and undo keeps it. */
  at?: number;
  createdJobId?: string;
  interviewId?: string;
  contactId?: string;
  taskId?: string;
};

type StoredProposal = z.output<typeof storedProposalSchema>;

/** One message as the inbox shows it (the screen and the API). */
export type InboxMessageView = {
  _id: string;
  sender: { name: string; email: string };
  forwardedBy: string;
  subject: string;
  /** The original's date (the forwarded block's, else the Date header's), or null when it had none. */
  sentAt: Date | null;
  receivedAt: Date;
  text: string;
  auth: { spf?: string; dkim?: string; dmarc?: string } | null;
  kind: InboxKind;
  evidence: string;
  jobId: string | null;
  proposal: StoredProposal;
  status: InboxMessage["status"];
  /** Applied by itself (the user's choice for its kind). */
  auto: boolean;
  appliedAt: Date | null;
  /** Whether the proposal has anything to apply. */
  canApply: boolean;
  confirmation: { code: string; link: string } | null;
};

/** A stored proposal read back; a malformed one proposes nothing (it is shown, never applied). */
function proposalOf(row: Pick<InboxMessage, "proposal">): StoredProposal {
  const parsed = storedProposalSchema.safeParse(row.proposal ?? {});
  return parsed.success ? parsed.data : { jobId: null, changes: [], summary: "" };
}

export function serializeInboxMessage(row: InboxMessage): InboxMessageView {
  const proposal = proposalOf(row);
  return {
    _id: row.id,
    sender: { name: row.senderName, email: row.senderAddress },
    forwardedBy: row.forwardedBy,
    subject: row.subject,
    sentAt: row.sentAt,
    receivedAt: row.receivedAt,
    text: row.bodyText,
    auth: row.authResults ?? null,
    kind: row.kind,
    evidence: row.evidence,
    jobId: row.jobId,
    proposal,
    status: row.status,
    auto: row.auto,
    appliedAt: row.appliedAt,
    canApply: proposal.changes.length > 0,
    confirmation: row.confirmation ?? null,
  };
}

const notFound = () => fail("NOT_FOUND", "Message not found");
const validId = (id: string) => id.length > 0 && id.length <= 64;

async function findMessage(deps: Deps, userId: string, id: string): Promise<InboxMessage | undefined> {
  if (!validId(id)) return undefined;
  const [row] = await deps.db
    .select()
    .from(inboxMessages)
    .where(and(eq(inboxMessages.id, id), eq(inboxMessages.userId, userId)))
    .limit(1);
  return row;
}

/** Newest first, the id breaking ties: the index inbox_messages_user_received_idx (user_id, received_at, id). */
const NEWEST: SortSpec = sortKeys(
  "desc",
  { column: inboxMessages.receivedAt, field: "receivedAt", type: "int" },
  { column: inboxMessages.id, field: "id", type: "text" },
);

export type InboxPage = { messages: InboxMessageView[]; nextCursor: string | null; prevCursor: string | null };

/**
 * One page of the caller's messages, newest first, by cursor only: a page reads its own rows and one more
 * (to know whether another page follows), never a count, so an inbox of 1,000 messages reads a page's worth.
 */
export async function listInbox(deps: Deps, userId: string, query: InboxListQuery): Promise<InboxPage> {
  const cursor = decodeCursor(query.cursor, "newest", NEWEST);
  const rows = await readKeyset(
    NEWEST,
    cursor,
    query.limit + 1,
    (condition, order, limit) =>
      deps.read(
        deps.db
          .select()
          .from(inboxMessages)
          .where(and(eq(inboxMessages.userId, userId), condition))
          .orderBy(...order)
          .limit(limit),
      ),
    (row) => row,
  );
  // One row beyond the page says another page follows; "before" reads backwards, so its extra row is first.
  const more = rows.length > query.limit;
  const backwards = cursor?.direction === "before";
  const page = more ? (backwards ? rows.slice(1) : rows.slice(0, query.limit)) : rows;
  const has = backwards ? { next: true, prev: more } : { next: more, prev: !!cursor };
  return { messages: page.map(serializeInboxMessage), ...pageCursors("newest", NEWEST, page, has) };
}

/** Messages waiting for the caller (pending), counted over the partial index up to `cap`. */
export async function countWaiting(deps: Deps, userId: string, cap: number): Promise<number> {
  const rows = await deps.read(
    deps.db
      .select({ id: inboxMessages.id })
      .from(inboxMessages)
      .where(and(eq(inboxMessages.userId, userId), eq(inboxMessages.status, "pending")))
      .limit(cap),
  );
  return rows.length;
}

/**
 * Where applying stands: the application the changes go to (the one it created, once it has), its status as
 * applying has left it (once read), and what it did.
 */
type Step = { jobId: string | null; status?: JobStatus; done: AppliedChanges };

/** A domain call's value, or its failure as the one to report. */
type Outcome<T> = { ok: true; value: T } | { ok: false; failure: Failure };
const outcome = <T>(result: Result<T>): Outcome<T> => (result.ok ? result : { ok: false, failure: result });

/** A proposal's field refused by the screen's own schema: said plainly, nothing written. */
function refused(what: string, error: z.ZodError) {
  const issue = error.issues[0];
  return fail(
    "VALIDATION",
    `This email's ${what} could not be applied: ${issue?.path.join(".") || what}: ${issue?.message ?? "is not valid"}`,
  );
}

/**
 * Applies the proposal's changes in order, through the domain functions every screen uses. Stops at the
 * first refusal (a plan limit, a field the form would refuse) and answers it; what was done so far is in
 * `step.done` as each change lands (also when a call throws), so the caller can take it back.
 */
async function applyChanges(
  deps: Deps,
  userId: string,
  row: InboxMessage,
  proposal: StoredProposal,
  step: Step,
): Promise<{ done: AppliedChanges; failure?: Failure }> {
  const needJob = (): Failure | null =>
    step.jobId ? null : fail("CONFLICT", "This email names no application to change");
  // The job's status before anything is changed, once (an interview moves it too).
  const rememberStatus = async (): Promise<Failure | null> => {
    if (!step.jobId || step.done.previousStatus || step.done.createdJobId) return null;
    const job = await getJob(deps, userId, step.jobId);
    if (!job.ok) return fail("CONFLICT", "The application this email is about no longer exists");
    step.done.jobId = job.value._id;
    step.done.previousStatus = job.value.status;
    step.status = job.value.status;
    return null;
  };
  // Moves the job to `to` through updateJob, unless it is there already.
  const moveTo = async (to: JobStatus): Promise<Failure | null> => {
    if (step.status === to) return null;
    const updated = outcome(await updateJob(deps, userId, step.jobId as string, { status: to }));
    if (!updated.ok) return updated.failure;
    step.status = updated.value.status;
    return null;
  };
  for (const change of proposal.changes) {
    switch (change.type) {
      case "new_job": {
        // An application for this email may have been added since it arrived (by hand, or by another
        // email): that one is changed, not a second one added. The same read and match as on arrival.
        const about = { kind: row.kind, evidence: row.evidence, fields: { ...row.fields, company: change.company } };
        const match = matchJob(about, await readCandidates(deps, userId, candidatePrefix(about)));
        if (match.jobId) {
          step.jobId = match.jobId;
          const gone = await rememberStatus();
          if (gone) return { done: step.done, failure: gone };
          if (isEarlier(step.status as JobStatus, change.status)) {
            const refusedMove = await moveTo(change.status);
            if (refusedMove) return { done: step.done, failure: refusedMove };
          }
          break;
        }
        const input = jobCreateSchema.safeParse({
          company: change.company,
          // The application's position is required; an email that names none still makes the application.
          position: change.position || "Position not stated in the email",
          status: change.status,
        });
        if (!input.success) return { done: step.done, failure: refused("application", input.error) };
        const created = outcome(await createJob(deps, userId, input.data));
        if (!created.ok) return { done: step.done, failure: created.failure };
        step.jobId = created.value._id;
        step.status = created.value.status;
        step.done.jobId = created.value._id;
        step.done.createdJobId = created.value._id;
        break;
      }
      case "status": {
        const missing = needJob();
        if (missing) return { done: step.done, failure: missing };
        const gone = await rememberStatus();
        if (gone) return { done: step.done, failure: gone };
        // A proposal made when the job stood elsewhere: applied only if it still moves the job forward (an
        // old "Saved → Applied" never takes back an Interview the job has reached since).
        const current = step.status as JobStatus;
        if (current !== change.from && !isEarlier(current, change.to)) break;
        const refusedMove = await moveTo(change.to);
        if (refusedMove) return { done: step.done, failure: refusedMove };
        break;
      }
      case "interview": {
        const missing = needJob();
        if (missing) return { done: step.done, failure: missing };
        const gone = await rememberStatus();
        if (gone) return { done: step.done, failure: gone };
        const input = interviewCreateSchema.safeParse({
          date: new Date(change.at).toISOString(),
          interviewType: change.link ? "video" : "other",
          withPerson: change.interviewer ?? "",
          notes: [change.link ? `Meeting link: ${change.link}` : "", `From the email "${row.subject}"`]
            .filter(Boolean)
            .join("\n"),
        });
        if (!input.success) return { done: step.done, failure: refused("interview", input.error) };
        const jobId = step.jobId as string;
        const existing = await getJob(deps, userId, jobId);
        const had = new Set(existing.ok ? existing.value.interviewHistory.map((i) => i._id) : []);
        const added = outcome(await addInterview(deps, userId, jobId, input.data));
        if (!added.ok) return { done: step.done, failure: added.failure };
        step.status = added.value.status;
        step.done.interviewId = added.value.interviewHistory.find((i) => !had.has(i._id))?._id;
        break;
      }
      case "contact": {
        const input = contactCreateSchema.safeParse({
          name: change.name || change.email,
          email: change.email,
          company: change.company,
          relationship: row.kind === "recruiter_outreach" ? "recruiter" : "other",
          notes: `From the email "${row.subject}"`,
          relatedJobs: step.jobId ? [step.jobId] : [],
        });
        if (!input.success) return { done: step.done, failure: refused("contact", input.error) };
        const created = outcome(await createContact(deps, userId, input.data));
        if (!created.ok) return { done: step.done, failure: created.failure };
        step.done.contactId = created.value._id;
        break;
      }
      case "task": {
        const input = taskCreateSchema.safeParse({
          title: change.title,
          description: `From the email "${row.subject}"`,
          category: "application",
          priority: "high",
          dueDate: change.dueAt === null ? null : new Date(change.dueAt).toISOString(),
          relatedJob: step.jobId ?? undefined,
        });
        if (!input.success) return { done: step.done, failure: refused("task", input.error) };
        const created = outcome(await createTask(deps, userId, input.data));
        if (!created.ok) return { done: step.done, failure: created.failure };
        step.done.taskId = created.value._id;
        break;
      }
    }
  }
  // The status it left: restored by undo only while the job still stands there.
  if (step.done.previousStatus !== undefined) {
    if (step.status === step.done.previousStatus) delete step.done.previousStatus;
    else step.done.statusSet = step.status;
  }
  step.done.at = deps.now().getTime();
  return { done: step.done };
}

/** How long after applying finished its own writes may still be stamped (clocks of the Worker and D1). */
const APPLIED_SLACK_MS = 2_000;

/**
 * Takes back what applying did, newest first, through the same delete functions as the screens: the task,
 * the contact and the interview it created are deleted (one the user already deleted is skipped), the job's
 * status goes back to what it was, and a job it created is deleted. With `since` (undo: when applying
 * finished), what the user has changed after it stays and is named in the answer: a task, contact or
 * application edited since, an interview rescheduled since, a created application that has gained
 * interviews, tasks or documents since, a status changed since.
 */
async function revert(deps: Deps, userId: string, done: AppliedChanges, since: number | null): Promise<string[]> {
  const kept: string[] = [];
  const edited = (updatedAt: Date) => since !== null && updatedAt.getTime() > since + APPLIED_SLACK_MS;
  // The status as the user left it, read before the interview's delete (which may move it) changes it.
  let restoreStatus = !done.createdJobId && !!done.jobId && !!done.previousStatus;
  if (restoreStatus && since !== null && done.statusSet) {
    const [job] = await deps.db
      .select({ status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.id, done.jobId as string), eq(jobs.userId, userId)))
      .limit(1);
    restoreStatus = job?.status === done.statusSet;
    if (job && !restoreStatus) kept.push(`the application's status (changed since)`);
  }
  if (done.taskId) {
    const [task] = await deps.db
      .select({ title: tasks.title, updatedAt: tasks.updatedAt })
      .from(tasks)
      .where(and(eq(tasks.id, done.taskId), eq(tasks.userId, userId)))
      .limit(1);
    if (task && edited(task.updatedAt)) kept.push(`the task "${task.title}" (edited since)`);
    else if (task) await deleteTask(deps, userId, done.taskId);
  }
  if (done.contactId) {
    const [contact] = await deps.db
      .select({ name: contacts.name, updatedAt: contacts.updatedAt })
      .from(contacts)
      .where(and(eq(contacts.id, done.contactId), eq(contacts.userId, userId)))
      .limit(1);
    if (contact && edited(contact.updatedAt)) kept.push(`the contact ${contact.name} (edited since)`);
    else if (contact) await deleteContact(deps, userId, done.contactId);
  }
  const jobId = done.createdJobId ?? done.jobId;
  if (jobId && done.interviewId) {
    const [interview] = await deps.db
      .select({ sequence: interviews.sequence })
      .from(interviews)
      .where(and(eq(interviews.id, done.interviewId), eq(interviews.userId, userId)))
      .limit(1);
    if (interview && since !== null && interview.sequence > 0) kept.push("the interview (changed since)");
    else if (interview) await deleteInterview(deps, userId, jobId, done.interviewId);
  }
  if (done.createdJobId) {
    const [job] = await deps.db
      .select({ company: jobs.company, updatedAt: jobs.updatedAt })
      .from(jobs)
      .where(and(eq(jobs.id, done.createdJobId), eq(jobs.userId, userId)))
      .limit(1);
    if (!job) return kept;
    const [added] =
      since === null
        ? []
        : await deps.db
            .select({ id: interviews.id })
            .from(interviews)
            .where(and(eq(interviews.jobId, done.createdJobId), eq(interviews.userId, userId)))
            .union(
              deps.db
                .select({ id: tasks.id })
                .from(tasks)
                .where(and(eq(tasks.relatedJobId, done.createdJobId), eq(tasks.userId, userId))),
            )
            .union(
              deps.db
                .select({ id: jobDocuments.documentId })
                .from(jobDocuments)
                .where(eq(jobDocuments.jobId, done.createdJobId)),
            )
            .limit(1);
    if (edited(job.updatedAt) || added) kept.push(`the application at ${job.company} (changed since)`);
    // Its interviews go with it.
    else await deleteJob(deps, userId, done.createdJobId);
    return kept;
  }
  if (restoreStatus && done.jobId && done.previousStatus) {
    await updateJob(deps, userId, done.jobId, { status: done.previousStatus });
  }
  return kept;
}

const mine = (userId: string, id: string) => and(eq(inboxMessages.id, id), eq(inboxMessages.userId, userId));

/**
 * Applies the message's proposal once. Already applied: answers the message as it is (nothing applied
 * twice). A refusal on the way (the plan's job or contact limit, a field the form would refuse, the
 * application gone) takes back what was done and leaves the message as it was. `auto` marks it applied by
 * itself. Failures: NOT_FOUND "Message not found", CONFLICT (nothing to apply, no application), PLAN_LIMIT,
 * VALIDATION.
 */
export async function applyMessage(
  deps: Deps,
  userId: string,
  id: string,
  opts: { auto?: boolean } = {},
): Promise<Result<InboxMessageView>> {
  const row = await findMessage(deps, userId, id);
  if (!row) return notFound();
  if (row.status === "applied") return ok(serializeInboxMessage(row));
  const proposal = proposalOf(row);
  if (proposal.changes.length === 0) return fail("CONFLICT", "This email proposes no change to apply");
  const now = deps.now();
  // The claim: one statement, so a second apply (another tab, a retry, the API) finds it taken.
  const [claimed] = await deps.db
    .update(inboxMessages)
    .set({ status: "applied", auto: !!opts.auto, appliedAt: now, undo: null })
    .where(and(mine(userId, row.id), ne(inboxMessages.status, "applied")))
    .returning({ id: inboxMessages.id });
  if (!claimed) {
    const current = await findMessage(deps, userId, id);
    return current ? ok(serializeInboxMessage(current)) : notFound();
  }
  const step: Step = { jobId: proposal.jobId ?? row.jobId ?? null, done: {} };
  // Takes back what was done and gives the message its place back (still claimed by this apply: applied,
  // no undo yet), as if it had never been applied.
  const takeBack = async () => {
    await revert(deps, userId, step.done, null);
    await deps.db
      .update(inboxMessages)
      .set({ status: row.status, auto: row.auto, appliedAt: row.appliedAt, undo: row.undo })
      .where(and(mine(userId, row.id), eq(inboxMessages.status, "applied"), isNull(inboxMessages.undo)));
  };
  let failure: Failure | undefined;
  try {
    ({ failure } = await applyChanges(deps, userId, row, proposal, step));
  } catch (error) {
    // A call that threw (storage unreachable) leaves no half-applied message behind either.
    await takeBack();
    throw error;
  }
  if (failure) {
    await takeBack();
    return failure;
  }
  // Saved only while the claim stands; a message deleted meanwhile keeps nothing of this apply.
  const [saved] = await deps.db
    .update(inboxMessages)
    .set({ undo: step.done, jobId: step.done.jobId ?? row.jobId })
    .where(and(mine(userId, row.id), eq(inboxMessages.status, "applied"), isNull(inboxMessages.undo)))
    .returning();
  if (saved) return ok(serializeInboxMessage(saved));
  await revert(deps, userId, step.done, null);
  const current = await findMessage(deps, userId, id);
  return current ? ok(serializeInboxMessage(current)) : notFound();
}

const stillApplying = () => fail("CONFLICT", "This email is still being applied");

/**
 * Takes back an applied message's changes (see `revert`) and marks it `undone`: it stays in the inbox, out
 * of the waiting count, and can be applied again. Undoing twice undoes once. Failures: NOT_FOUND,
 * CONFLICT "Nothing to undo" (never applied), CONFLICT "This email is still being applied" (claimed by an
 * apply that has not finished).
 */
export async function undoMessage(
  deps: Deps,
  userId: string,
  id: string,
): Promise<Result<{ message: InboxMessageView; kept: string[] }>> {
  const row = await findMessage(deps, userId, id);
  if (!row) return notFound();
  if (row.status === "undone") return ok({ message: serializeInboxMessage(row), kept: [] });
  if (row.status !== "applied") return fail("CONFLICT", "Nothing to undo: this email's proposal was not applied");
  if (row.undo === null) return stillApplying();
  // Only an apply that has finished (its undo saved) can be undone: one still running would go on changing.
  const [claimed] = await deps.db
    .update(inboxMessages)
    .set({ status: "undone" })
    .where(and(mine(userId, row.id), eq(inboxMessages.status, "applied"), isNotNull(inboxMessages.undo)))
    .returning({ undo: inboxMessages.undo });
  if (!claimed) {
    const current = await findMessage(deps, userId, id);
    if (current?.status === "applied" && current.undo === null) return stillApplying();
    return current ? ok({ message: serializeInboxMessage(current), kept: [] }) : notFound();
  }
  const done = (claimed.undo ?? {}) as AppliedChanges;
  const kept = await revert(deps, userId, done, done.at ?? row.appliedAt?.getTime() ?? 0);
  const [saved] = await deps.db.select().from(inboxMessages).where(mine(userId, row.id)).limit(1);
  return saved ? ok({ message: serializeInboxMessage(saved), kept }) : notFound();
}

/**
 * Dismisses a waiting (or undone) message: nothing is applied and it leaves the waiting count. An applied
 * one is undone first. Failures: NOT_FOUND, CONFLICT (applied).
 */
export async function dismissMessage(deps: Deps, userId: string, id: string): Promise<Result<InboxMessageView>> {
  if (!validId(id)) return notFound();
  const [row] = await deps.db
    .update(inboxMessages)
    .set({ status: sql`CASE WHEN ${inboxMessages.status} = 'applied' THEN 'applied' ELSE 'dismissed' END` })
    .where(mine(userId, id))
    .returning();
  if (!row) return notFound();
  if (row.status === "applied") return fail("CONFLICT", "This email's proposal is applied: undo it first");
  return ok(serializeInboxMessage(row));
}

/**
 * Deletes the message at once (the row is gone). What applying it changed stays in the tracker.
 * Failures: NOT_FOUND.
 */
export async function deleteMessage(deps: Deps, userId: string, id: string): Promise<Result<{ id: string }>> {
  if (!validId(id)) return notFound();
  const deleted = await deps.db.delete(inboxMessages).where(mine(userId, id)).returning({ id: inboxMessages.id });
  return deleted.length ? ok({ id }) : notFound();
}

/**
 * Saves the kinds that apply by themselves from now on (messages already received stay as they are).
 * Failures: CONFLICT when the caller has no forwarding address yet.
 */
export async function setAutoApply(
  deps: Deps,
  userId: string,
  kinds: readonly AutoApplyKind[],
): Promise<Result<AutoApplyKind[]>> {
  const chosen = AUTO_APPLY_KINDS.filter((k) => kinds.includes(k));
  const saved = await deps.db
    .update(inboxAddresses)
    .set({ autoApply: chosen, updatedAt: deps.now() })
    .where(eq(inboxAddresses.userId, userId))
    .returning({ userId: inboxAddresses.userId });
  if (!saved.length) return fail("CONFLICT", "Turn on your forwarding address first");
  return ok(chosen);
}
