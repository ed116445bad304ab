/**
 * "A reference must name a record you own" (api-contract.md §2.7), once for every field that names
 * another entity: a task's `relatedJob` and `relatedContact`, a job's `contactPerson`, a contact's
 * `relatedJobs`. A foreign or unknown id is a 400 naming the field, never a 404 or a silent link.
 */
import { and, eq } from "drizzle-orm";
import { inIds } from "../db/id-set";
import { contacts, jobs } from "../db/schema";
import type { Deps } from "../deps";
import { type Failure, fail } from "../lib/result";

type Kind = "job" | "contact";

const WHAT: Record<Kind, string> = { job: "any of your job applications", contact: "any of your contacts" };
const MAX_ID_LENGTH = 64;

async function ownedIds(deps: Deps, userId: string, kind: Kind, ids: string[]): Promise<Set<string>> {
  const wanted = [...new Set(ids)].filter((id) => id.length <= MAX_ID_LENGTH);
  if (wanted.length === 0) return new Set();
  const table = kind === "job" ? jobs : contacts;
  const rows = await deps.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.userId, userId), inIds(table.id, wanted)));
  return new Set(rows.map((r) => r.id));
}

export type ReferenceCheck = {
  field: string;
  kind: Kind;
  ids: (string | null | undefined)[] | string | null | undefined;
};

/**
 * Checks each named field's ids (null, undefined and empty lists pass) and answers the first field
 * that names something the caller does not own, as a VALIDATION failure; null when all are owned.
 */
export async function checkReferences(deps: Deps, userId: string, checks: ReferenceCheck[]): Promise<Failure | null> {
  for (const check of checks) {
    const ids = (Array.isArray(check.ids) ? check.ids : [check.ids]).filter((id): id is string => !!id);
    if (ids.length === 0) continue;
    const owned = await ownedIds(deps, userId, check.kind, ids);
    if (ids.some((id) => !owned.has(id))) {
      return fail("VALIDATION", `${check.field} does not match ${WHAT[check.kind]}`, check.field);
    }
  }
  return null;
}
