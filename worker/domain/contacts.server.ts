/**
 * Contacts and their interactions: every rule, once. The API (`worker/api/contacts.ts`) and the screens
 * (`app/routes/contacts`) both call these. Every query carries the caller's id; another user's contact
 * or interaction is simply not found.
 *
 * A contact's `relatedJobs` (docs/decisions/012) is the union of its explicit links (`contact_jobs`)
 * and the jobs whose `contactPerson` is this contact. Deleting a contact is one statement: the foreign
 * keys remove its interactions and links and clear `tasks.related_contact_id` and
 * `jobs.contact_person_id`; a deleted job drops out of every `relatedJobs` the same way.
 */

import { DEFAULT_TIME_ZONE, iso, zonedParts } from "@core/dates";
import type {
  ContactCreateInput,
  ContactListQuery,
  ContactUpdateInput,
  InteractionCreateInput,
  InteractionUpdateInput,
} from "@core/schemas/contacts";
import { and, asc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import { inIds, notInIds } from "../db/id-set";
import { jsonRows, readJsonRows } from "../db/json-rows";
import { readPage, type SortSpec, sortKeys } from "../db/keyset";
import { type Contact, contactJobs, contacts, type Interaction, interactions, jobs, users } from "../db/schema";
import { sqlBatch } from "../db/sql-batch";
import type { Deps } from "../deps";
import { newId } from "../lib/ids";
import { fail, ok, type Result } from "../lib/result";
import { countMatches, searchPlan, selectMatching } from "../lib/search";
import { contactCountSql, readCounts } from "./counters.server";
import { planLimitFailure, planQuota } from "./plan-limits.server";
import { checkReferences } from "./references.server";
import { contactRowFrom, insertContactJobs, insertContacts, insertInteractions } from "./writes.server";

export type RelatedJobDto = { _id: string; company: string; position: string };

export function serializeInteraction(i: Interaction) {
  return { _id: i.id, date: i.date.toISOString(), method: i.method, notes: i.notes };
}

export type InteractionDto = ReturnType<typeof serializeInteraction>;

/**
 * A contact's own fields as both the API (contract §2.4) and the export (JSON and CSV) write them: the one
 * list of a contact's fields (as `jobFields` for a job). The API adds `_id`, `user`, the related jobs and
 * the interactions; the export adds `id`, the related jobs' ids and the interactions.
 */
export function contactFields(c: Contact) {
  return {
    name: c.name,
    email: c.email,
    phone: c.phone,
    company: c.company,
    position: c.position,
    linkedIn: c.linkedIn,
    relationship: c.relationship,
    notes: c.notes,
    tags: c.tags,
    followUpDate: iso(c.followUpDate),
    lastContactDate: iso(c.lastContactDate),
    favorite: c.favorite,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

export type ContactFields = ReturnType<typeof contactFields>;

/** The contact as the contract's clients read it (api-contract.md §2.4), references populated (contract §2.7). */
export function serializeContact(c: Contact, history: Interaction[], relatedJobs: RelatedJobDto[]) {
  return {
    _id: c.id,
    user: c.userId,
    ...contactFields(c),
    relatedJobs,
    interactionHistory: history.map(serializeInteraction),
  };
}

export type ContactDto = ReturnType<typeof serializeContact>;

const contactNotFound = () => fail("NOT_FOUND", "Contact not found");
const interactionNotFound = () => fail("NOT_FOUND", "Interaction not found");

async function interactionsOf(deps: Deps, userId: string, contactIds: string[]) {
  const byContact = new Map<string, Interaction[]>();
  if (contactIds.length === 0) return byContact;
  const rows = await deps.read(
    deps.db
      .select()
      .from(interactions)
      .where(and(eq(interactions.userId, userId), inIds(interactions.contactId, contactIds))),
  );
  // Ordered here (a page's worth of rows), so the (contact) index serves the lookup without a sort.
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const row of rows) byContact.set(row.contactId, [...(byContact.get(row.contactId) ?? []), row]);
  return byContact;
}

/** Each contact's related jobs: explicit links plus jobs naming it as contactPerson, oldest job first. */
async function relatedJobsOf(deps: Deps, userId: string, contactIds: string[]) {
  const byContact = new Map<string, RelatedJobDto[]>();
  if (contactIds.length === 0) return byContact;
  const fields = { _id: jobs.id, company: jobs.company, position: jobs.position, createdAt: jobs.createdAt };
  const [linked, named] = await Promise.all([
    // CROSS JOIN fixes the order: the page's links first, then each linked job by primary key (the
    // planner would otherwise walk all of the user's jobs by user_id).
    deps.read(
      deps.db
        .select({ contactId: contactJobs.contactId, ...fields })
        .from(contactJobs)
        .crossJoin(jobs)
        .where(
          and(
            eq(contactJobs.userId, userId),
            inIds(contactJobs.contactId, contactIds),
            eq(jobs.id, contactJobs.jobId),
            eq(jobs.userId, userId),
          ),
        ),
    ),
    deps.read(
      deps.db
        .select({ contactId: jobs.contactPersonId, ...fields })
        .from(jobs)
        .where(and(eq(jobs.userId, userId), inIds(jobs.contactPersonId, contactIds))),
    ),
  ]);
  const all = new Map<string, RelatedJobRow[]>();
  for (const row of [...linked, ...named]) {
    if (row.contactId) all.set(row.contactId, [...(all.get(row.contactId) ?? []), row]);
  }
  for (const [contactId, rows] of all) byContact.set(contactId, relatedJobList(rows));
  return byContact;
}

type RelatedJobRow = { _id: string; company: string; position: string; createdAt: Date };

/** One contact's related jobs from both kinds of link: oldest job first, each job once. */
function relatedJobList(rows: RelatedJobRow[]): RelatedJobDto[] {
  const sorted = [...rows].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0),
  );
  const list: RelatedJobDto[] = [];
  for (const { _id, company, position } of sorted) {
    if (!list.some((j) => j._id === _id)) list.push({ _id, company, position });
  }
  return list;
}

const interactionColumns = getTableColumns(interactions);
const relatedJobFields = { _id: jobs.id, company: jobs.company, position: jobs.position, createdAt: jobs.createdAt };

/**
 * A listed contact's interactions and related jobs, as JSON columns of the page's own query
 * (worker/db/json-rows.ts), each correlated on the contact and its owner.
 */
const pageChildren = {
  interactions: jsonRows(
    "interactions",
    interactionColumns,
    sql`FROM ${interactions} WHERE ${interactions.userId} = ${contacts.userId} AND ${interactions.contactId} = ${contacts.id}`,
  ),
  // CROSS JOIN fixes the order: the contact's links first, then each linked job by primary key.
  linkedJobs: jsonRows(
    "linked_jobs",
    relatedJobFields,
    sql`FROM ${contactJobs} CROSS JOIN ${jobs}
      WHERE ${contactJobs.userId} = ${contacts.userId} AND ${contactJobs.contactId} = ${contacts.id}
        AND ${jobs.id} = ${contactJobs.jobId} AND ${jobs.userId} = ${contacts.userId}`,
  ),
  namedJobs: jsonRows(
    "named_jobs",
    relatedJobFields,
    sql`FROM ${jobs} WHERE ${jobs.userId} = ${contacts.userId} AND ${jobs.contactPersonId} = ${contacts.id}`,
  ),
};

type PageRow = { contact: Contact; interactions: string | null; linkedJobs: string | null; namedJobs: string | null };

function serializePageRow(row: PageRow): ContactDto {
  const history = readJsonRows(interactionColumns, row.interactions).sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const related = relatedJobList([
    ...readJsonRows(relatedJobFields, row.linkedJobs),
    ...readJsonRows(relatedJobFields, row.namedJobs),
  ]);
  return serializeContact(row.contact, history, related);
}

const created = { column: contacts.createdAt, field: "createdAt", type: "int" } as const;
const byId = { column: contacts.id, field: "id", type: "text" } as const;
const name = { column: contacts.name, field: "name", type: "text", nocase: true } as const;

/** Each sort's keys, ending in the id tie-break; each has an index in the same order (decision 020). */
const SORTS: Record<ContactListQuery["sort"], SortSpec> = {
  newest: sortKeys("desc", created, byId),
  oldest: sortKeys("asc", created, byId),
  "a-z": sortKeys("asc", name, byId),
  "z-a": sortKeys("desc", name, byId),
  // SQLite sorts NULL lowest, so DESC puts never-contacted people last.
  "last-contact": sortKeys(
    "desc",
    { column: contacts.lastContactDate, field: "lastContactDate", type: "int", nullable: true },
    byId,
  ),
  company: sortKeys("asc", { column: contacts.company, field: "company", type: "text", nocase: true }, byId),
};

/**
 * One page of the caller's contacts, filtered and sorted (api-contract.md §6.3), each populated. The
 * `tag` filter reads the JSON `tags` column with `json_each` inside the user's own rows (decision 012).
 */
export async function listContacts(deps: Deps, userId: string, query: ContactListQuery) {
  const conditions: SQL[] = [eq(contacts.userId, userId)];
  if (query.relationship) conditions.push(eq(contacts.relationship, query.relationship));
  if (query.favorite) conditions.push(eq(contacts.favorite, true));
  if (query.tag) conditions.push(sql`EXISTS (SELECT 1 FROM json_each(${contacts.tags}) WHERE value = ${query.tag})`);
  if (query.followUp === "due") {
    // Follow-up dates are date-only (00:00 UTC of the day): due means on or before today in the caller's zone.
    const tomorrow = await startOfTomorrowAsDateOnly(deps, userId);
    conditions.push(sql`${contacts.followUpDate} IS NOT NULL AND ${contacts.followUpDate} < ${tomorrow}`);
  }
  const unfiltered = conditions.length === 1;
  const search = query.search
    ? searchPlan(
        contacts,
        "contacts_fts",
        userId,
        ["name", "email", "company", "position"],
        [contacts.name, contacts.email, contacts.company, contacts.position],
        query.search,
      )
    : undefined;
  if (search?.condition) conditions.push(search.condition);
  const where = and(...conditions);
  const total =
    unfiltered && !search
      ? readCounts(deps, userId).then((c) => c.contacts)
      : countMatches(deps, contacts, search, where, unfiltered);
  // The page's interactions and related jobs ride in its own query: one round trip, nothing read twice.
  const { rows, ...page } = await readPage({
    sorts: SORTS,
    query,
    total,
    read: (condition, order, limit, offset) =>
      deps.read(
        selectMatching(deps.db, { contact: contacts, ...pageChildren }, contacts, search)
          .where(and(where, condition))
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      ),
    rowOf: (r) => r.contact,
  });
  return {
    contacts: rows.map(serializePageRow),
    totalContacts: page.total,
    numOfPages: Math.ceil(page.total / query.limit),
    currentPage: query.page,
    count: rows.length,
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
  };
}

/** Tomorrow's date in the user's zone as a date-only value (00:00 UTC of that date). */
async function startOfTomorrowAsDateOnly(deps: Deps, userId: string): Promise<number> {
  const [user] = await deps.read(
    deps.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId)).limit(1),
  );
  const p = zonedParts(deps.now(), user?.timeZone ?? DEFAULT_TIME_ZONE);
  return Date.UTC(p.year, p.month - 1, p.day + 1);
}

/** What a follow-up due is shown with: the dashboard's card and the calendar feed's events read the same. */
export const followUpColumns = {
  id: contacts.id,
  name: contacts.name,
  company: contacts.company,
  followUpDate: contacts.followUpDate,
};

/**
 * The caller's contacts with a follow-up due (on or before today in their zone), for the dashboard's card:
 * how many, and the `first` longest waiting (oldest follow-up date first, then by name). Both statements
 * read the owner's dated follow-ups through `contacts_user_follow_up_idx`, in one read batch.
 */
export async function followUpsDue(deps: Deps, userId: string, timeZone: string, first = 3) {
  const p = zonedParts(deps.now(), timeZone);
  const tomorrow = Date.UTC(p.year, p.month - 1, p.day + 1);
  const due = and(
    eq(contacts.userId, userId),
    sql`${contacts.followUpDate} IS NOT NULL AND ${contacts.followUpDate} < ${tomorrow}`,
  );
  const [[row], listed] = await Promise.all([
    deps.read(
      deps.db
        .select({ n: sql<number>`count(*)`.as("n") })
        .from(contacts)
        .where(due),
    ),
    deps.read(
      deps.db
        .select(followUpColumns)
        .from(contacts)
        .where(due)
        .orderBy(asc(contacts.followUpDate), asc(contacts.name), asc(contacts.id))
        .limit(first),
    ),
  ]);
  return { count: Number(row?.n ?? 0), first: listed };
}

/** The distinct tags on the caller's contacts, A–Z, for the list's tag filter. */
export async function listContactTags(deps: Deps, userId: string): Promise<string[]> {
  const rows = await deps.read(
    deps.db
      .selectDistinct({ tag: sql<string>`t.value`.as("tag") })
      .from(sql`${contacts}, json_each(${contacts.tags}) AS t`)
      .where(eq(contacts.userId, userId))
      .orderBy(sql`t.value COLLATE NOCASE`)
      .limit(500),
  );
  return rows.map((r) => r.tag);
}

export type ContactOption = { _id: string; name: string; company: string };

/** The caller's contacts as picker options (a job's contactPerson, a task's relatedContact), A–Z. */
export async function listContactOptions(deps: Deps, userId: string): Promise<ContactOption[]> {
  return deps.read(
    deps.db
      .select({ _id: contacts.id, name: contacts.name, company: contacts.company })
      .from(contacts)
      .where(eq(contacts.userId, userId))
      .orderBy(sql`${contacts.name} COLLATE NOCASE ASC`, asc(contacts.id))
      .limit(1000),
  );
}

async function findContact(deps: Deps, userId: string, contactId: string) {
  if (!contactId || contactId.length > 64) return undefined;
  const [contact] = await deps.read(
    deps.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.id, contactId), eq(contacts.userId, userId)))
      .limit(1),
  );
  return contact;
}

/** The caller's contact, populated. Failures: NOT_FOUND "Contact not found". */
export async function getContact(deps: Deps, userId: string, contactId: string): Promise<Result<ContactDto>> {
  // The contact, its interactions and its related jobs in one round trip: each query carries the owner's id.
  const [contact, history, related] = await Promise.all([
    findContact(deps, userId, contactId),
    interactionsOf(deps, userId, [contactId]),
    relatedJobsOf(deps, userId, [contactId]),
  ]);
  if (!contact) return contactNotFound();
  return ok(serializeContact(contact, history.get(contact.id) ?? [], related.get(contact.id) ?? []));
}

/**
 * Creates a contact within the plan's contacts limit (every existing contact counts; deleting frees a
 * slot). The limit check and the insert are one statement (`insertContacts`, a batch of one), and the job
 * links ride in the same batch, so concurrent creates cannot overshoot. Failures: PLAN_LIMIT, VALIDATION
 * (relatedJobs).
 */
export async function createContact(
  deps: Deps,
  userId: string,
  input: ContactCreateInput,
): Promise<Result<ContactDto>> {
  const badReference = await checkReferences(deps, userId, [
    { field: "relatedJobs", kind: "job", ids: input.relatedJobs },
  ]);
  if (badReference) return badReference;
  const id = newId();
  const now = deps.now();
  const row = contactRowFrom(id, input, { createdAt: now.getTime(), updatedAt: now.getTime() });
  const links = input.relatedJobs.map((jobId) => ({ contactId: id, jobId }));
  const [inserted] = await sqlBatch(deps.db, [
    ...insertContacts(userId, [row]),
    ...insertContactJobs(userId, links, now.getTime()),
  ]);
  if ((inserted?.results ?? []).length === 0) return planLimitFailure(deps, userId, "contacts");
  return getContact(deps, userId, id);
}

const CONTACT_COLUMNS = [
  "name",
  "email",
  "phone",
  "company",
  "position",
  "linkedIn",
  "relationship",
  "notes",
  "tags",
  "favorite",
] as const;

/**
 * Changes the fields given (often the whole echoed contact); the rest stay, and server-owned fields are
 * never written. `relatedJobs`, when given, becomes exactly the contact's related jobs: listed jobs are
 * linked, and jobs naming this contact as contactPerson but left out of the list lose that contactPerson.
 * A body that names no field changes nothing. Failures: NOT_FOUND, VALIDATION (relatedJobs).
 */
export async function updateContact(
  deps: Deps,
  userId: string,
  contactId: string,
  input: ContactUpdateInput,
): Promise<Result<ContactDto>> {
  const contact = await findContact(deps, userId, contactId);
  if (!contact) return contactNotFound();
  const badReference = await checkReferences(deps, userId, [
    { field: "relatedJobs", kind: "job", ids: input.relatedJobs },
  ]);
  if (badReference) return badReference;
  const changes: Partial<Contact> = {};
  for (const key of CONTACT_COLUMNS) {
    if (input[key] !== undefined) Object.assign(changes, { [key]: input[key] });
  }
  if (input.followUpDate !== undefined) changes.followUpDate = input.followUpDate;
  if (Object.keys(changes).length === 0 && input.relatedJobs === undefined) {
    return getContact(deps, userId, contact.id);
  }
  const now = deps.now();
  const owned = and(eq(contacts.id, contact.id), eq(contacts.userId, userId));
  const update = deps.db
    .update(contacts)
    .set({ ...changes, updatedAt: now })
    .where(owned);
  if (input.relatedJobs === undefined) {
    await update;
  } else {
    const keep = input.relatedJobs;
    await sqlBatch(deps.db, [
      update.getSQL(),
      deps.db
        .delete(contactJobs)
        .where(and(eq(contactJobs.contactId, contact.id), eq(contactJobs.userId, userId)))
        .getSQL(),
      ...insertContactJobs(
        userId,
        keep.map((jobId) => ({ contactId: contact.id, jobId })),
        now.getTime(),
      ),
      deps.db
        .update(jobs)
        .set({ contactPersonId: null, updatedAt: now })
        .where(and(eq(jobs.userId, userId), eq(jobs.contactPersonId, contact.id), notInIds(jobs.id, keep)))
        .getSQL(),
    ]);
  }
  return getContact(deps, userId, contact.id);
}

/**
 * Deletes the caller's contact in one statement. The foreign keys do the rest atomically: its
 * interactions and job links go, tasks' relatedContact and jobs' contactPerson become null.
 * Failures: NOT_FOUND.
 */
export async function deleteContact(deps: Deps, userId: string, contactId: string): Promise<Result<{ id: string }>> {
  if (!contactId || contactId.length > 64) return contactNotFound();
  const deleted = await deps.db
    .delete(contacts)
    .where(and(eq(contacts.id, contactId), eq(contacts.userId, userId)))
    .returning({ id: contacts.id });
  if (deleted.length === 0) return contactNotFound();
  return ok({ id: contactId });
}

/**
 * Flips `favorite` in one statement (two quick toggles never read a stale value).
 * Failures: NOT_FOUND "Contact not found".
 */
export async function toggleContactFavorite(
  deps: Deps,
  userId: string,
  contactId: string,
): Promise<Result<ContactDto>> {
  if (!contactId || contactId.length > 64) return contactNotFound();
  const toggled = await deps.db
    .update(contacts)
    .set({ favorite: sql`CASE WHEN ${contacts.favorite} THEN 0 ELSE 1 END`, updatedAt: deps.now() })
    .where(and(eq(contacts.id, contactId), eq(contacts.userId, userId)))
    .returning({ id: contacts.id });
  if (toggled.length === 0) return contactNotFound();
  return getContact(deps, userId, contactId);
}

/**
 * Sets `lastContactDate` to the latest remaining interaction's date, or null when none remain
 * (api-contract.md §6.2), in the same batch as the change to the interactions.
 */
function refreshLastContact(deps: Deps, userId: string, contactId: string, now: Date, onlyIf?: SQL) {
  const latest = sql`(SELECT max(${interactions.date}) FROM ${interactions}
    WHERE ${interactions.contactId} = ${contactId} AND ${interactions.userId} = ${userId})`;
  return deps.db
    .update(contacts)
    .set({ lastContactDate: latest, updatedAt: now })
    .where(and(eq(contacts.id, contactId), eq(contacts.userId, userId), onlyIf));
}

/** Adds an interaction (dated now when no date is given). Failures: NOT_FOUND "Contact not found". */
export async function addInteraction(
  deps: Deps,
  userId: string,
  contactId: string,
  input: InteractionCreateInput,
): Promise<Result<ContactDto>> {
  const contact = await findContact(deps, userId, contactId);
  if (!contact) return contactNotFound();
  const now = deps.now();
  const date = input.date ?? now;
  // Inserted only while the contact still exists, so a delete racing this add is a 404, never a 500.
  const row = {
    id: newId(),
    contactId: contact.id,
    date: date.getTime(),
    method: input.method,
    notes: input.notes,
    createdAt: now.getTime(),
  };
  const [inserted] = await sqlBatch(deps.db, [
    ...insertInteractions(userId, [row]),
    refreshLastContact(deps, userId, contact.id, now).getSQL(),
  ]);
  if ((inserted?.results ?? []).length === 0) return contactNotFound();
  return getContact(deps, userId, contact.id);
}

function ofContact(userId: string, contactId: string, interactionId: string) {
  return and(
    eq(interactions.id, interactionId),
    eq(interactions.contactId, contactId),
    eq(interactions.userId, userId),
  );
}

/**
 * Changes any of an interaction's date, method and notes. A body with none of them changes nothing.
 * Failures: NOT_FOUND "Contact not found" / "Interaction not found".
 */
export async function updateInteraction(
  deps: Deps,
  userId: string,
  contactId: string,
  interactionId: string,
  input: InteractionUpdateInput,
): Promise<Result<ContactDto>> {
  const contact = await findContact(deps, userId, contactId);
  if (!contact) return contactNotFound();
  const where = ofContact(userId, contact.id, interactionId);
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length === 0) {
    const found = await deps.db.query.interactions.findFirst({ columns: { id: true }, where });
    return found ? getContact(deps, userId, contact.id) : interactionNotFound();
  }
  const now = deps.now();
  const [updated] = await deps.db.batch([
    deps.db.update(interactions).set(changes).where(where).returning({ id: interactions.id }),
    refreshLastContact(deps, userId, contact.id, now, sql`EXISTS (SELECT 1 FROM ${interactions} WHERE ${where})`),
  ]);
  if (updated.length === 0) return interactionNotFound();
  return getContact(deps, userId, contact.id);
}

/** Deletes one interaction. Failures: NOT_FOUND "Contact not found" / "Interaction not found". */
export async function deleteInteraction(
  deps: Deps,
  userId: string,
  contactId: string,
  interactionId: string,
): Promise<Result<ContactDto>> {
  const contact = await findContact(deps, userId, contactId);
  if (!contact) return contactNotFound();
  const where = ofContact(userId, contact.id, interactionId);
  const found = await deps.db.query.interactions.findFirst({ columns: { id: true }, where });
  if (!found) return interactionNotFound();
  const [deleted] = await deps.db.batch([
    deps.db.delete(interactions).where(where).returning({ id: interactions.id }),
    refreshLastContact(deps, userId, contact.id, deps.now()),
  ]);
  if (deleted.length === 0) return interactionNotFound();
  return getContact(deps, userId, contact.id);
}

/**
 * The caller's count of contacts (from the counters), the plan limit (null when unlimited) and whether it is
 * reached, for the screens: one statement.
 */
export function contactQuota(deps: Deps, userId: string) {
  return planQuota(deps, userId, "contacts", contactCountSql(userId));
}
