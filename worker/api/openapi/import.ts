/** The OpenAPI operations of worker/api/import.ts (issue 22, docs/decisions/032-data-import.md). */
import { z } from "@hono/zod-openapi";
import { ErrorEnvelope, ok } from "./components";
import { operation } from "./operation";

const tag = "Import";

const counts = z.object({
  jobs: z.number().int(),
  interviews: z.number().int(),
  tasks: z.number().int(),
  contacts: z.number().int(),
  interactions: z.number().int(),
});

const skipped = z.array(
  z.object({
    row: z
      .number()
      .int()
      .openapi({ description: "1-based: the record's place in its area of the file, or the CSV's data row." }),
    area: z.string().optional().openapi({ description: "JSON imports: `jobs` or `contacts`." }),
    reason: z.string(),
  }),
);

const exportFile = z
  .object({
    format: z.literal("offerpath-export"),
    version: z.literal(1),
    jobs: z.array(z.record(z.string(), z.unknown())).optional(),
    tasks: z.array(z.record(z.string(), z.unknown())).optional(),
    contacts: z.array(z.record(z.string(), z.unknown())).optional(),
  })
  .openapi({
    description:
      "An Offerpath export (docs/export-format.md); other keys (profile, documents, payments) are not imported.",
  });

const fileOnly = z.object({
  file: z.string().openapi({ type: "string", format: "binary", description: "The file, at most 20 MB." }),
});

const tooLarge = {
  description: '"Import files can be up to 20 MB"',
  schema: ErrorEnvelope,
};
const wrongType = {
  description: '"Send the file as the JSON body or as multipart/form-data with a file field"',
  schema: ErrorEnvelope,
};

export const importOperations = [
  operation({
    method: "post",
    path: "/import/json",
    tag,
    summary: "Import an Offerpath export",
    description:
      "Restores applications with their interviews, contacts with their interactions, tasks and the links between them, in one atomic write. The file is the JSON body or the multipart field `file`. A record imported before (or one of the account's own) is left as it is: the same file twice creates nothing the second time (`alreadyPresent`). Plan limits hold: records past the limit are not imported and are listed in `skipped` with the reason.",
    auth: "bearer",
    body: exportFile,
    multipart: fileOnly,
    success: {
      description: "What was imported.",
      schema: ok({ imported: counts, updated: z.number().int(), alreadyPresent: counts, skipped }),
    },
    errors: {
      400: [
        "The file is empty",
        "The file is not valid JSON (an Offerpath export is a .json file)",
        'file.format: must be "offerpath-export" (this is not an Offerpath export)',
        "file.version: must be 1: this file is from another version of Offerpath's export",
        "jobs[3].company: must be at most 100 characters",
        'tasks[0].relatedJob: links to job "…", which is not in the file',
      ],
    },
    ownResponses: { 413: tooLarge, 415: wrongType },
  }),
];
