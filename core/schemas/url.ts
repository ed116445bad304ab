/**
 * Links people paste (api-contract.md §1 URLs): `acme.com/careers` is read as `https://acme.com/careers`;
 * http and https are the only schemes, so `javascript:` and `data:` links never reach an `href`.
 */
import { z } from "zod";

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** `host.tld[:port]` followed by a path, query or nothing: what a scheme-less link looks like. */
const BARE_HOST = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?::\d{1,5})?(?:[/?#]|$)/i;

/**
 * The link as stored: unchanged when it starts with http(s)://, prefixed with `https://` when it has
 * no scheme, and null when it is not a usable http(s) URL.
 */
export function normalizeHttpUrl(raw: string): string | null {
  const value = raw.trim();
  if (/\s/.test(value)) return null;
  let candidate: string;
  if (value.startsWith("//")) candidate = `https:${value}`;
  else if (BARE_HOST.test(value)) candidate = `https://${value}`;
  else if (SCHEME.test(value)) candidate = value;
  else return null;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname) return null;
  if (!/^https?:\/\/[^\s/$.?#]/i.test(candidate)) return null;
  return candidate;
}

/** An optional http(s) link field: "" stays "", a scheme-less link gains `https://`, anything else is refused. */
export const httpUrl = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .transform((v, ctx) => {
      if (v === "") return "";
      const url = normalizeHttpUrl(v);
      if (url === null || url.length > max) {
        ctx.addIssue({ code: "custom", message: "must be a valid http(s) URL" });
        return z.NEVER;
      }
      return url;
    });
