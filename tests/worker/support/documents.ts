/**
 * Documents (issue 21): uploads as a client sends them (multipart through the Worker's own fetch), files
 * of every accepted and refused kind built byte by byte (ZIP archives by hand, stored entries: no zip
 * library), and what D1 and R2 hold for an account afterwards.
 */
import { env, exports } from "cloudflare:workers";
import { type ApiAnswer, ORIGIN } from "./requests";
import type { SignedUp } from "./users";
import { zip } from "./zip";

export { zip };

type Owner = Pick<SignedUp, "token" | "ip">;

async function answer(res: Response): Promise<ApiAnswer> {
  const text = await res.text();
  let body: Record<string, any> = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = { __text: text };
  }
  return { status: res.status, body, headers: res.headers };
}

/**
 * A multipart upload to the API: the file as the `document` part (named `fileName`), then any text
 * fields; `path` is `/documents` or `/jobs/:id/documents`.
 */
export async function upload(
  owner: Owner | null,
  file: Blob | null,
  fileName = "file.bin",
  opts: { path?: string; fields?: Record<string, string>; fileField?: string } = {},
): Promise<ApiAnswer> {
  const form = new FormData();
  if (file) form.append(opts.fileField ?? "document", file, fileName);
  for (const [name, value] of Object.entries(opts.fields ?? {})) form.append(name, value);
  const headers: Record<string, string> = {};
  if (owner) {
    headers.Authorization = `Bearer ${owner.token}`;
    headers["CF-Connecting-IP"] = owner.ip;
  }
  const res = await exports.default.fetch(`${ORIGIN}/api/v1${opts.path ?? "/documents"}`, {
    method: "POST",
    headers,
    body: form,
  });
  return answer(res);
}

/** Any request to the API with a raw body and headers (multipart by hand, truncated bodies). */
export async function rawApi(
  method: string,
  path: string,
  owner: Owner | null,
  body?: BodyInit | null,
  headers: Record<string, string> = {},
): Promise<ApiAnswer & { raw: Response }> {
  const h: Record<string, string> = { ...headers };
  if (owner) {
    h.Authorization = `Bearer ${owner.token}`;
    h["CF-Connecting-IP"] = owner.ip;
  }
  const res = await exports.default.fetch(`${ORIGIN}/api/v1${path}`, { method, headers: h, body });
  const copy = res.clone();
  return { ...(await answer(res)), raw: copy };
}

/** A download: the raw answer (bytes and headers). */
export function download(
  owner: Owner | null,
  documentId: string,
  init: { method?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...init.headers };
  if (owner) {
    headers.Authorization = `Bearer ${owner.token}`;
    headers["CF-Connecting-IP"] = owner.ip;
  }
  return exports.default.fetch(`${ORIGIN}/api/v1/documents/${documentId}/content`, {
    method: init.method ?? "GET",
    headers,
  });
}

// ---------------------------------------------------------------- files

const encoder = new TextEncoder();
const bytes = (...parts: (string | Uint8Array | number[])[]): Uint8Array<ArrayBuffer> => {
  const chunks = parts.map((p) => (typeof p === "string" ? encoder.encode(p) : Uint8Array.from(p)));
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
};

/** Distinct bytes each call unless `text` is given: uploads of the same bytes are duplicates by design. */
const unique = (): string => crypto.randomUUID();

export const FILES = {
  pdf: (text = unique()) => new Blob([bytes(`%PDF-1.7\n% ${text}\n1 0 obj << >> endobj\n%%EOF\n`)]),
  /** A PDF of `size` bytes exactly (padding in a comment). */
  pdfOfSize: (size: number, tag = unique()) => {
    const head = `%PDF-1.7\n% ${tag}\n%`;
    const tail = "\n%%EOF\n";
    return new Blob([head, "x".repeat(size - head.length - tail.length), tail]);
  },
  png: () => new Blob([bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "\0\0\0\rIHDR", unique())]),
  jpeg: () => new Blob([bytes([0xff, 0xd8, 0xff, 0xe0], "\0\x10JFIF\0", unique())]),
  doc: () => new Blob([bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], new Array(504).fill(0), unique())]),
  rtf: () => new Blob([`{\\rtf1\\ansi ${unique()} \\par}`]),
  text: (text = `Notes ${unique()}\nline two\n`) => new Blob([text]),
  markdown: () => new Blob([`# Cover letter\n\n${unique()}\n`]),
  html: () => new Blob([`<!doctype html><html><body><script>alert(1)</script>${unique()}</body></html>`]),
  svg: () =>
    new Blob([
      `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><!-- ${unique()} --></svg>`,
    ]),
  docx: () =>
    new Blob([
      zip([
        { name: "[Content_Types].xml", data: encoder.encode(`<?xml version="1.0"?><Types/><!-- ${unique()} -->`) },
        { name: "_rels/.rels", data: encoder.encode("<Relationships/>") },
        { name: "word/document.xml", data: encoder.encode("<w:document><w:body>Resume</w:body></w:document>") },
      ]),
    ]),
  /** A DOCX whose directory claims ~4 GB entries (a zip bomb's header): must be judged without inflating. */
  zipBombDocx: () =>
    new Blob([
      zip([
        { name: "[Content_Types].xml", data: encoder.encode(unique()), claimedSize: 0xfffffff0, method: 8 },
        { name: "word/document.xml", data: new Uint8Array(64), claimedSize: 0xfffffff0, method: 8 },
      ]),
    ]),
  /** A ZIP that is neither DOCX nor ODT (some other archive). */
  plainZip: () => new Blob([zip([{ name: "evil.exe", data: encoder.encode(unique()) }])]),
  odt: () =>
    new Blob([
      zip([
        { name: "mimetype", data: encoder.encode("application/vnd.oasis.opendocument.text") },
        { name: "content.xml", data: encoder.encode(`<office:document-content>${unique()}</office:document-content>`) },
        { name: "META-INF/manifest.xml", data: encoder.encode("<manifest/>") },
      ]),
    ]),
};

// ---------------------------------------------------------------- what storage holds

export type StorageState = {
  rows: number;
  pending: number;
  counted: number;
  countedBytes: number;
  objects: number;
  objectBytes: number;
};

/** An account's documents as D1 and R2 hold them: rows, the counters, and the objects under its prefix. */
export async function storageState(userId: string): Promise<StorageState> {
  const [rows, counters, listed] = await Promise.all([
    env.DB.prepare(
      "SELECT count(*) AS rows, coalesce(sum(status = 'pending'), 0) AS pending FROM documents WHERE user_id = ?",
    )
      .bind(userId)
      .first<{ rows: number; pending: number }>(),
    env.DB.prepare("SELECT documents, document_bytes FROM user_counters WHERE user_id = ?")
      .bind(userId)
      .first<{ documents: number; document_bytes: number }>(),
    env.DOCUMENTS.list({ prefix: `${userId}/` }),
  ]);
  return {
    rows: rows?.rows ?? 0,
    pending: rows?.pending ?? 0,
    counted: counters?.documents ?? 0,
    countedBytes: counters?.document_bytes ?? 0,
    objects: listed.objects.length,
    objectBytes: listed.objects.reduce((n, o) => n + o.size, 0),
  };
}

/** Moves an account to a plan by name, straight in D1 (a downgrade without the billing flow). */
export async function setPlan(userId: string, plan: "free" | "basic" | "premium"): Promise<void> {
  await env.DB.prepare("UPDATE users SET current_plan_id = (SELECT id FROM plans WHERE name = ?) WHERE id = ?")
    .bind(plan, userId)
    .run();
}
