/**
 * Task schemas, client-safe: the task form, the route actions and the API all validate with these
 * (api-contract.md §2.3, §5). The create schema applies the contract's defaults; the update schema has
 * none, so a partial or echoed PATCH never resets a field it did not name. Server-owned fields of an
 * echoed task (`_id`, `user`, `createdAt`, `updatedAt`, `completedAt`) are stripped.
 */

import { PRIORITIES, TASK_CATEGORIES, TASK_STATUSES, type TaskStatus } from "@core/enums";
import { TASK_DESCRIPTION_PREVIEW } from "@core/limits";
import { oneLine } from "@core/text";
import { z } from "zod";
import {
  cursorParam,
  enumFilter,
  MAX_LIMIT,
  MAX_PAGE,
  optionalDate,
  parseApiDate,
  positiveInt,
  reference,
  searchParam,
  sortParam,
} from "./fields";

export const TASK_SORTS = ["newest", "oldest", "dueDate-asc", "dueDate-desc", "priority-high", "priority-low"] as const;
export type TaskSort = (typeof TASK_SORTS)[number];

/** The due-date windows of the list (contract §5.3), read in the signed-in user's zone (decision 016). */
export const DUE_WINDOWS = ["today", "upcoming", "overdue"] as const;
export type DueWindow = (typeof DUE_WINDOWS)[number];

export const TASK_TITLE_MAX = 200;
export const TASK_DESCRIPTION_MAX = 10000;
export { TASK_DESCRIPTION_PREVIEW };

/** One reading of the original client writes `inProgress`; it means `in-progress`. */
const statusAlias = (v: unknown) => (v === "inProgress" ? "in-progress" : v);

/**
 * An optional date or date-time (the contract's "Dates in"): "" and null mean no date, absent means
 * "not given". Impossible values (`2030-02-30`, `T10:99`) are refused, never rolled over.
 */
const optionalDateTime = optionalDate(parseApiDate);

const taskFields = {
  title: z
    .string({ error: "Title is required" })
    .overwrite(oneLine)
    .trim()
    .min(1, { error: "Title is required" })
    .max(TASK_TITLE_MAX, { error: `must be at most ${TASK_TITLE_MAX} characters` }),
  description: z.string().max(TASK_DESCRIPTION_MAX, { error: `must be at most ${TASK_DESCRIPTION_MAX} characters` }),
  status: z.preprocess(statusAlias, z.enum(TASK_STATUSES)),
  priority: z.enum(PRIORITIES),
  category: z.enum(TASK_CATEGORIES),
};

/** POST /tasks and the /tasks/new form. */
export const taskCreateSchema = z.object({
  title: taskFields.title,
  description: taskFields.description.default(""),
  status: taskFields.status.default("pending" satisfies TaskStatus),
  priority: taskFields.priority.default("medium"),
  category: taskFields.category.default("other"),
  dueDate: optionalDateTime.transform((v) => v ?? null),
  reminder: optionalDateTime.transform((v) => v ?? null),
  relatedJob: reference.optional().transform((v) => v ?? null),
  relatedContact: reference.optional().transform((v) => v ?? null),
});

/** PATCH /tasks/:id (often the whole echoed task, references populated) and the edit form. */
export const taskUpdateSchema = z.object({
  title: taskFields.title.optional(),
  description: taskFields.description.optional(),
  status: taskFields.status.optional(),
  priority: taskFields.priority.optional(),
  category: taskFields.category.optional(),
  dueDate: optionalDateTime,
  reminder: optionalDateTime,
  relatedJob: reference.optional(),
  relatedContact: reference.optional(),
});

export type TaskCreateInput = z.output<typeof taskCreateSchema>;
export type TaskUpdateInput = z.output<typeof taskUpdateSchema>;

/** An exact id filter; an id longer than any we issue matches nothing, so it is cut, never refused. */
const idFilter = z
  .string()
  .optional()
  .transform((v) => v?.trim().slice(0, 65) || undefined);

/**
 * GET /tasks and the /tasks URL (contract §5.3): empty and `all` mean no filter; an unknown sort means
 * `newest` (the screen passes its own default, `dueDate-asc`, when the URL names none).
 */
export const taskListQuerySchema = z.object({
  page: positiveInt(1, MAX_PAGE),
  limit: positiveInt(10, MAX_LIMIT),
  status: z.preprocess(statusAlias, enumFilter(TASK_STATUSES, "status")),
  priority: enumFilter(PRIORITIES, "priority"),
  category: enumFilter(TASK_CATEGORIES, "category"),
  dueDate: enumFilter(DUE_WINDOWS, "dueDate"),
  relatedJob: idFilter,
  relatedContact: idFilter,
  search: searchParam,
  sort: sortParam(TASK_SORTS),
  cursor: cursorParam,
});

export type TaskListQuery = z.output<typeof taskListQuerySchema>;
