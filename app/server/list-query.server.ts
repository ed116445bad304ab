import { redirect } from "react-router";
import type { z } from "zod";

/**
 * Reads a list screen's filters from its URL with the list's schema. A query the schema refuses (a hand-edited
 * URL) starts the list afresh at `listPath`. `defaults` fill parameters that are missing or empty; `search` is
 * the box's text as typed, for the filter form.
 */
export function readListQuery<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  listPath: string,
  defaults: Record<string, string> = {},
): { query: z.output<Schema>; search: string } {
  const url = new URL(request.url);
  const params: Record<string, string> = Object.fromEntries(url.searchParams);
  for (const [name, value] of Object.entries(defaults)) params[name] = params[name] || value;
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw redirect(listPath);
  return { query: parsed.data, search: url.searchParams.get("search") ?? "" };
}
