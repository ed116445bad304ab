/**
 * The corpus inside workerd (issue 32): postal-mime and ical.js run in the Worker's own runtime, the raw
 * message handed over as a stream as the email() handler receives it. Classification accuracy, every
 * rejection and interview invitation right, and the dates of interviews in their zones. The same corpus in
 * Node, with the per-class table: worker/domain/inbox/corpus.test.ts.
 */
import { readMessage } from "@worker/domain/inbox/read.server";
import { understand } from "@worker/domain/inbox/understand";
import { describe, expect, it } from "vitest";
import manifest from "../../fixtures/inbox/manifest.json";

const files = import.meta.glob("../../fixtures/inbox/*.eml", {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

type Entry = { file: string; kind: string; interviewAt?: string; interviewZone?: string; timeZone?: string };

function stream(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      // In pieces, as the routing layer delivers it.
      for (let i = 0; i < bytes.length; i += 4096) controller.enqueue(bytes.slice(i, i + 4096));
      controller.close();
    },
  });
}

describe("the inbox corpus in workerd", () => {
  it("classifies at least 95% right, every rejection and interview invitation right, with their times", async () => {
    const entries = manifest.messages as Entry[];
    expect(entries.length).toBeGreaterThanOrEqual(60);
    const wrong: string[] = [];
    for (const entry of entries) {
      const raw = files[`../../fixtures/inbox/${entry.file}`];
      expect(raw, entry.file).toBeTypeOf("string");
      const message = await readMessage(stream(raw));
      const u = understand(message, entry.timeZone ?? manifest.timeZone);
      if (u.kind !== entry.kind) wrong.push(`${entry.file}: ${entry.kind} → ${u.kind}`);
      if (entry.interviewAt) {
        expect(u.fields.interviewAt && new Date(u.fields.interviewAt).toISOString(), entry.file).toBe(
          entry.interviewAt,
        );
        expect(u.fields.interviewZone, entry.file).toBe(entry.interviewZone);
      }
    }
    expect(1 - wrong.length / entries.length).toBeGreaterThanOrEqual(0.95);
    expect(wrong.filter((line) => /: (rejection|interview_invitation) →/.test(line))).toEqual([]);
  });
});
