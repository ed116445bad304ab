/** Documentation for the list queries' shared fields (api-contract.md §1 Lists, docs/api-cursors.md). */
import type { z } from "@hono/zod-openapi";
import { describeField } from "./operation";

type ListShape = Record<string, z.ZodType>;

/**
 * Describes `page`, `limit`, `cursor`, `favorite`, the enum filters and `sort` of a list query schema:
 * their zod types are transforms that say little (an `unknown` read as a number, a string checked later).
 */
export function describeListQuery(
  shape: ListShape,
  opts: { enums: Record<string, readonly string[]>; sorts: readonly string[] },
): void {
  describeField(shape.page, {
    type: "integer",
    minimum: 1,
    default: 1,
    description: "Anything but a positive integer means 1.",
  });
  describeField(shape.limit, {
    type: "integer",
    minimum: 1,
    maximum: 100,
    default: 10,
    description: "Anything but a positive integer means 10; capped at 100.",
  });
  for (const [name, values] of Object.entries(opts.enums)) {
    describeField(shape[name], {
      type: "string",
      enum: ["", "all", ...values],
      description: "Exact match; empty or `all` means no filter; another value is a 400.",
    });
  }
  describeField(shape.sort, {
    type: "string",
    enum: [...opts.sorts],
    default: "newest",
    description: "An unknown value means `newest`. Ties break by `_id`.",
  });
  // `search`, `cursor` and `favorite` are one schema shared by every list: their text stays general.
  describeField(shape.search, {
    type: "string",
    description: "A case-insensitive literal substring of the fields the operation names.",
  });
  describeField(shape.cursor, {
    type: "string",
    description:
      "`nextCursor` or `prevCursor` from the previous answer, sent with its page number; an unusable value is ignored.",
  });
  if (shape.favorite) {
    describeField(shape.favorite, { type: "string", description: "Only `true` filters (favourites only)." });
  }
}
