/**
 * The key a job posting's address is matched by (`jobs.url_key`, contract §4.6): one posting reached
 * through different links (http or https, a tracking parameter, a fragment, a trailing slash, the host's
 * case, a default port) has one key. Client-safe: the domain keeps it on every write, the lookup reads by it.
 */

/** Query parameters that say where a click came from, not which posting it is. */
const TRACKING_PARAMS = new Set([
  "trk",
  "trkinfo",
  "refid",
  "trackingid",
  "gclid",
  "gbraid",
  "wbraid",
  "dclid",
  "fbclid",
  "msclkid",
  "yclid",
  "twclid",
  "li_fat_id",
  "mc_cid",
  "mc_eid",
  "_hsenc",
  "_hsmi",
  "igshid",
  "gh_src",
  "lever-origin",
  "lever-source",
]);

const isTracking = (name: string) => {
  const lower = name.toLowerCase();
  return lower.startsWith("utm_") || TRACKING_PARAMS.has(lower);
};

/**
 * The normalised form of a job URL: no scheme (`http://` and `https://` of one address are one posting,
 * so the key starts at `//`), the host lower-cased (the URL parser does it), no default port, no
 * fragment, no trailing slash, tracking parameters removed and the others sorted by name.
 * An empty or unparseable value gives its trimmed text (an unparseable one cannot reach the column:
 * the schemas accept http(s) URLs only).
 */
export function jobUrlKey(raw: string): string {
  const text = raw.trim();
  if (!text) return "";
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return text;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return text;
  const params = [...url.searchParams].filter(([name]) => !isTracking(name));
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  const path = url.pathname.replace(/\/+$/, "");
  // `host` omits a default port already (https:443, http:80).
  return `//${url.host}${path}${query ? `?${query}` : ""}`;
}
