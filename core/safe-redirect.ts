const PROBE_ORIGIN = "http://x.invalid";

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Returns `target` when it is a same-site relative path, else `fallback`.
 *
 * Accepted: "/path?query#hash" (exactly one leading slash, no backslash, no control characters, and
 * resolving to our own origin), and the browser extension's bare form "jobs/new", returned as "/jobs/new".
 * Rejected: protocol-relative ("//evil.com", "/\\evil.com"), absolute and scheme URLs ("https://…",
 * "javascript:…"), anything starting with whitespace, and non-strings.
 */
export function safeRedirect(target: unknown, fallback = "/dashboard"): string {
  if (typeof target !== "string" || target.length === 0) return fallback;
  if (target.includes("\\") || hasControlCharacter(target)) return fallback;

  let path: string;
  if (target.startsWith("/")) {
    if (target.startsWith("//")) return fallback;
    path = target;
  } else {
    // Bare relative form: must start like a path segment and have no scheme (":" before the first "/").
    if (!/^[A-Za-z0-9]/.test(target)) return fallback;
    const firstSlash = target.indexOf("/");
    const head = firstSlash === -1 ? target : target.slice(0, firstSlash);
    if (head.includes(":")) return fallback;
    path = `/${target}`;
  }

  try {
    if (new URL(path, PROBE_ORIGIN).origin !== PROBE_ORIGIN) return fallback;
  } catch {
    return fallback;
  }
  return path;
}
