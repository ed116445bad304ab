import { MATCH_FORMULA_TEXT } from "@core/match";
import { decodeInputSchema } from "@core/offers/decode";
import { matchQuerySchema } from "@core/schemas/match";
import { interviewCalendarLinks } from "@worker/domain/calendar/responses.server";
import {
  attachDocument,
  detachDocument,
  formatBytes,
  listDocuments,
  listJobDocuments,
} from "@worker/domain/documents/documents.server";
import { getJob } from "@worker/domain/jobs.server";
import { jobMatch, resumeOptions } from "@worker/domain/match/match.server";
import { decodeOfferOn, getOffer, offerOfDto, todayOf } from "@worker/domain/offers/offers.server";
import { useState } from "react";
import { data, useSubmit } from "react-router";
import { JobDocuments } from "~/components/documents/job-documents";
import { JobNotFoundBoundary } from "~/components/jobs/job-not-found";
import { notFoundMessage } from "~/components/not-found-boundary";
import { ServerHtml } from "~/components/server-html";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { getDeps, getUser } from "~/server/context.server";
import { uploadSettings } from "~/server/documents.server";
import { notFound, valueOr404 } from "~/server/not-found.server";
import { sendParts } from "~/server/server-parts.server";
import { redirectWithToast } from "~/server/toast.server";
import { useGetFormsInApp } from "~/ui/get-forms";
import type { Route } from "./+types/detail";
import { jobPageHtml } from "./detail-page.server";

export const meta: Route.MetaFunction = ({ loaderData, error }) => [
  {
    title: loaderData?.job
      ? `${loaderData.job.position} at ${loaderData.job.company} · Offerpath`
      : `${notFoundMessage(error) ?? "Job not found"} · Offerpath`,
  },
];

/** The user's files offered by "Attach an existing file". */
const ATTACHABLE = 100;

/** The resume match (decision 055), against `?matchDoc=` when one is chosen: one job, computed for this view. */
async function matchFor(deps: ReturnType<typeof getDeps>, userId: string, jobId: string, url: URL) {
  const query = matchQuerySchema.safeParse({ documentId: url.searchParams.get("matchDoc") ?? undefined });
  const chosen = query.success ? (query.data.documentId ?? null) : null;
  const [own, compared, options] = await Promise.all([
    chosen ? null : jobMatch(deps, userId, jobId),
    chosen ? jobMatch(deps, userId, jobId, chosen) : null,
    resumeOptions(deps, userId),
  ]);
  if (compared?.ok) return { answer: compared.value, chosen, chosenMissing: false, options };
  const result = own ?? (await jobMatch(deps, userId, jobId));
  if (!result.ok) return null;
  return { answer: result.value, chosen: null, chosenMissing: chosen !== null, options };
}

/** The user's own figures for the decoded offer, from the URL (`?rentPerMonth=…`): kept as typed. */
const MINE = ["rentPerMonth", "other80C", "deduction80D"] as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const [job, linked, mine, match, offer, today] = await Promise.all([
    getJob(deps, user.id, params.id).then(valueOr404),
    listJobDocuments(deps, user.id, params.id),
    listDocuments(deps, user.id, { page: 1, limit: ATTACHABLE }),
    matchFor(deps, user.id, params.id, new URL(request.url)),
    getOffer(deps, user.id, params.id),
    todayOf(deps, user.id),
  ]);
  const attached = new Set(linked.map((d) => d._id));
  const query = new URL(request.url).searchParams;
  const typed = Object.fromEntries(MINE.map((k) => [k, query.get(k) ?? ""])) as Record<(typeof MINE)[number], string>;
  // Figures that do not read (a negative rent) are left out rather than refused: the page still shows the offer.
  const input = decodeInputSchema.safeParse(typed);
  const stored = offer.ok ? offer.value : null;
  const html = jobPageHtml({
    job,
    timeZone: user.timeZone,
    googleLinks: interviewCalendarLinks(deps, user.timeZone, job),
    match: match ? { ...match, formula: MATCH_FORMULA_TEXT } : null,
    offer: stored
      ? {
          deadline: stored.deadline,
          decoded: decodeOfferOn(offerOfDto(stored), input.success ? input.data : {}, today),
          mine: typed,
        }
      : null,
  });
  return {
    // The page above its documents, drawn here (decision 067); the title's words for `meta`.
    parts: sendParts(request, context, { job: html }),
    job: { _id: job._id, position: job.position, company: job.company },
    documents: linked.map(({ _id, name, type, size }) => ({ _id, name, type, sizeText: formatBytes(size) })),
    others: mine.documents.filter((d) => !attached.has(d._id)).map(({ _id, name, type }) => ({ _id, name, type })),
    upload: uploadSettings,
  };
}

/** The Documents section's Attach and Detach (plain posts, with or without JavaScript). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const form = await request.formData();
  const intent = form.get("intent");
  const documentId = String(form.get("documentId") ?? "");
  if (intent !== "attach" && intent !== "detach") return data({ ok: false, error: "Unknown action" }, 400);
  const back = (type: "success" | "error", message: string) =>
    redirectWithToast(`/jobs/${params.id}`, { type, message }, deps.config.SESSION_SECRET, request);
  if (!documentId) return back("error", "Choose a document to attach");
  const change = intent === "attach" ? attachDocument : detachDocument;
  const result = await change(deps, user.id, params.id, documentId);
  if (!result.ok) {
    if (result.code === "JOB_NOT_FOUND") notFound(result.message);
    return back("error", result.message);
  }
  return back("success", intent === "attach" ? "Document attached" : "Document detached");
}

/** A delete the page asks about in its dialog: the application, or one interview (its delete page's address). */
type Confirming = { kind: "job" | "interview"; action: string };

export default function JobDetail({ loaderData }: Route.ComponentProps) {
  const { parts, job, documents, others, upload } = loaderData;
  const submit = useSubmit();
  const [confirm, setConfirm] = useState<Confirming | null>(null);
  // The match's Compare and the offer's own figures: GET forms, followed in the app.
  const onSubmit = useGetFormsInApp();
  const onConfirm = () => {
    if (!confirm) return;
    setConfirm(null);
    submit(null, { method: "post", action: confirm.action });
  };

  return (
    <>
      <ServerHtml
        part="job"
        html={parts?.job}
        onSubmit={onSubmit}
        onConfirm={(link) =>
          setConfirm({ kind: link.dataset.confirm === "interview" ? "interview" : "job", action: link.pathname })
        }
      />

      <div className="mt-6">
        <JobDocuments jobId={job._id} documents={documents} others={others} upload={upload} />
      </div>

      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.kind === "interview" ? "Delete interview" : "Delete application"}
        message={
          confirm?.kind === "interview"
            ? "Are you sure you want to delete this interview? This action cannot be undone."
            : "Are you sure you want to delete this job application? This action cannot be undone."
        }
        onCancel={() => setConfirm(null)}
        onConfirm={onConfirm}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <JobNotFoundBoundary />;
}
