/**
 * Reads the client build (build/client) the way a browser loads it: React Router's manifest names each
 * route's module and the chunks it imports; a document request loads the entry, then every matched
 * route's module and imports (decision 023). Sizes are gzip (level 9) bytes of each file.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

type ManifestRoute = { id: string; parentId?: string; module: string; imports?: string[] };
export type ClientManifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
};

export class ClientBundle {
  readonly manifestPath: string;
  readonly manifest: ClientManifest;
  private readonly gzipped = new Map<string, number>();

  constructor(readonly clientDir: string) {
    const assets = join(clientDir, "assets");
    const name = existsSync(assets) ? readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f)) : undefined;
    if (!name) throw new Error(`No client build in ${clientDir}: run \`npm run build\` first`);
    this.manifestPath = join(assets, name);
    // `window.__reactRouterManifest={...};`
    const text = readFileSync(this.manifestPath, "utf8");
    this.manifest = JSON.parse(text.slice(text.indexOf("=") + 1).replace(/;\s*$/, ""));
  }

  /** gzip bytes of one built file, by its URL path (`/assets/x.js`). */
  size(file: string): number {
    let bytes = this.gzipped.get(file);
    if (bytes === undefined) {
      bytes = gzipSync(readFileSync(join(this.clientDir, file)), { level: 9 }).length;
      this.gzipped.set(file, bytes);
    }
    return bytes;
  }

  read(file: string): string {
    return readFileSync(join(this.clientDir, file), "utf8");
  }

  total(files: Iterable<string>): number {
    let sum = 0;
    for (const f of new Set(files)) sum += this.size(f);
    return sum;
  }

  /** The route ids from root down to `id`. */
  chain(id: string): string[] {
    const ids: string[] = [];
    for (let r: ManifestRoute | undefined = this.manifest.routes[id]; r; r = this.manifest.routes[r.parentId ?? ""]) {
      ids.unshift(r.id);
    }
    return ids;
  }

  routeFiles(id: string): string[] {
    const r = this.manifest.routes[id];
    return [r.module, ...(r.imports ?? [])];
  }

  /** React, React DOM and React Router: the entry module and what it imports. */
  frameworkFiles(): Set<string> {
    return new Set([this.manifest.entry.module, ...this.manifest.entry.imports]);
  }

  /** Every JS file a document request for route `id` loads. */
  screenFiles(id: string): Set<string> {
    const files = this.frameworkFiles();
    for (const r of this.chain(id)) for (const f of this.routeFiles(r)) files.add(f);
    return files;
  }

  /** The files route `id` loads that no other route loads: what it adds of its own. */
  ownFiles(id: string): string[] {
    const elsewhere = new Set<string>(this.frameworkFiles());
    for (const other of Object.keys(this.manifest.routes)) {
      if (other !== id) for (const f of this.screenFiles(other)) elsewhere.add(f);
    }
    return [...this.screenFiles(id)].filter((f) => !elsewhere.has(f));
  }

  /** A chunk loaded by a dynamic `import()` (no route names it), by its file name: its URL path. */
  lazyChunk(name: RegExp): string {
    const file = readdirSync(join(this.clientDir, "assets")).find((f) => name.test(f));
    if (!file) throw new Error(`No chunk named ${name} in the build`);
    return `/assets/${file}`;
  }

  /** A chunk and every chunk it imports statically, transitively (its relative `from "./x.js"`). */
  withImports(file: string): string[] {
    const seen = new Set<string>();
    const visit = (f: string) => {
      if (seen.has(f)) return;
      seen.add(f);
      for (const m of this.read(f).matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)) visit(`/assets/${m[1]}`);
    };
    visit(file);
    return [...seen];
  }

  /** Newest modification time of the build (its manifest). */
  builtAt(): number {
    return statSync(this.manifestPath).mtimeMs;
  }
}

/** Newest modification time of any file under the given paths (directories walked). */
export function newestChange(paths: string[]): { path: string; mtimeMs: number } {
  let newest = { path: "", mtimeMs: 0 };
  const visit = (p: string) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== "+types" && !name.startsWith(".")) visit(join(p, name));
    } else if (s.mtimeMs > newest.mtimeMs && !/\.test\.tsx?$/.test(p)) {
      newest = { path: p, mtimeMs: s.mtimeMs };
    }
  };
  for (const p of paths) visit(p);
  return newest;
}

export const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
