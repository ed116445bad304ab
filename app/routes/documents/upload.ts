import { isBodyTooLarge, UPLOAD_REFUSALS } from "@core/limits";
import { safeRedirect } from "@core/safe-redirect";
import { documentUploadFieldsSchema } from "@core/schemas/documents";
import { DOCUMENT_MESSAGES, uploadDocument } from "@worker/domain/documents/documents.server";
import { failureStatus } from "@worker/lib/result";
import { redirect } from "react-router";
import { getDeps, getUser } from "~/server/context.server";
import { UPLOAD_REFUSAL_MESSAGES } from "~/server/documents.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/upload";

type Outcome = { ok: boolean; status: number; message: string };

const NO_FILE = "Choose a file to upload";

/**
 * The one web upload (a resource route, action only). The request guards leave this body unbuffered
 * (bounded as it streams), so it is parsed here, once. A form without JavaScript is redirected back
 * with a toast; the enhanced form asks for JSON and posts one file at a time.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const json = (request.headers.get("Accept") ?? "").includes("application/json");
  let form: FormData;
  try {
    form = await request.formData();
  } catch (error) {
    const tooLarge = isBodyTooLarge(error);
    return unreadable(json, tooLarge ? 413 : 400, tooLarge ? DOCUMENT_MESSAGES.tooLarge : undefined);
  }
  const files = form.getAll("document").filter((value): value is File => typeof value !== "string" && value.size > 0);
  const fields = documentUploadFieldsSchema.safeParse({ type: form.get("type") ?? undefined });
  const type = fields.success ? fields.data.type : undefined;
  const jobId = String(form.get("jobId") ?? "") || undefined;
  const returnTo = safeRedirect(form.get("returnTo"), "/documents");

  const outcomes: Outcome[] = [];
  if (files.length === 0) outcomes.push({ ok: false, status: 400, message: NO_FILE });
  for (const file of files) {
    const result = await uploadDocument(deps, user.id, { file, fileName: file.name, type, jobId });
    if (!result.ok)
      outcomes.push({ ok: false, status: failureStatus[result.code], message: `${file.name}: ${result.message}` });
    else if (result.value.duplicate) {
      // Nothing new was stored: a refusal (an error, issue 30), unless it did attach the stored copy to the
      // application the upload came from.
      const stored = result.value.document.name;
      outcomes.push(
        jobId
          ? {
              ok: true,
              status: 200,
              message: `${DOCUMENT_MESSAGES.duplicate} (${stored}). It is now attached to this application.`,
            }
          : { ok: false, status: 409, message: `${DOCUMENT_MESSAGES.duplicate} (${stored}).` },
      );
    } else outcomes.push({ ok: true, status: 201, message: `${result.value.document.name} uploaded` });
  }

  if (json) {
    const [first] = outcomes;
    return Response.json({ ok: first.ok, message: first.message }, { status: first.status });
  }
  const failed = outcomes.some((o) => !o.ok);
  return redirectWithToast(
    returnTo,
    { type: failed ? "error" : "success", message: outcomes.map((o) => o.message).join(" ") },
    deps.config.SESSION_SECRET,
    request,
  );
}

/**
 * A body that could not be read as a form (cut short, or longer than it may be): nothing was stored. A form
 * without JavaScript goes back to the documents page, which says why beside the form (issue 30).
 */
function unreadable(json: boolean, status: 400 | 413, detail?: string) {
  const message = detail ?? UPLOAD_REFUSAL_MESSAGES.unreadable;
  if (json) return Response.json({ ok: false, message }, { status });
  const why = status === 413 ? UPLOAD_REFUSALS.tooLarge : UPLOAD_REFUSALS.unreadable;
  return redirect(`/documents?upload=${why}`, 303);
}
