/**
 * The ZIP export (issue 22): the JSON, every area's CSV and each document's file, written with fflate's
 * streaming `Zip`. Each entry is fed a piece at a time (a page of JSON or CSV, a chunk of an R2 body) and
 * the archive's bytes are handed on as fflate produces them, so neither the archive nor any entry is ever
 * whole in memory. Text is deflated with the synchronous `ZipDeflate` (the async one wants Web Workers);
 * documents (PDF, DOCX, images: compressed already) are stored as they are (`ZipPassThrough`).
 */

import { EXPORT_AREA_LABELS, EXPORT_AREAS } from "@core/data-export";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import type { Deps } from "../../deps";
import { objectKey } from "../documents/documents.server";
import { csvExport } from "./csv.server";
import { documentPath, jsonExport } from "./json.server";
import { documentPages, type ExportProfile } from "./read.server";

const encoder = new TextEncoder();

/** The archive's bytes, in the order fflate writes them, for the files of the export named by `stamp`. */
export async function* zipExport(
  deps: Deps,
  userId: string,
  profile: ExportProfile,
  fileName: (extension: string, area?: string) => string,
): AsyncGenerator<Uint8Array> {
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else out.push(chunk);
  });
  const mtime = deps.now();
  const drain = function* () {
    if (failure) throw failure;
    while (out.length > 0) yield out.shift() as Uint8Array;
  };

  async function* entry(name: string, pieces: AsyncIterable<string | Uint8Array>, store = false) {
    const file = store ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 6 });
    file.mtime = mtime;
    zip.add(file);
    for await (const piece of pieces) {
      file.push(typeof piece === "string" ? encoder.encode(piece) : piece, false);
      yield* drain();
    }
    file.push(new Uint8Array(0), true);
    yield* drain();
  }

  yield* entry(fileName("json"), jsonExport(deps, userId, profile));
  for (const area of EXPORT_AREAS) {
    yield* entry(fileName("csv", EXPORT_AREA_LABELS[area].file), csvExport(deps, userId, area, profile.timeZone));
  }
  for await (const page of documentPages(deps, userId)) {
    for (const doc of page) {
      const object = await deps.files.get(objectKey(userId, doc.id));
      if (!object) continue;
      yield* entry(documentPath(doc), object.body, true);
    }
  }
  zip.end();
  yield* drain();
}
