import { safeRedirect } from "@core/safe-redirect";
import { documentUploadFieldsSchema } from "@core/schemas/documents";
import { DOCUMENT_MESSAGES, uploadDocument } from "@worker/domain/documents/documents.server";
import { failureStatus } from "@worker/lib/result";
import { getDeps, getUser } from "~/server/context.server";
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
    const tooLarge = /too large/i.test(String(error));
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
      const attached = jobId ? " It is now attached to this application." : "";
      const stored = result.value.document.name;
      outcomes.push({ ok: true, status: 200, message: `${DOCUMENT_MESSAGES.duplicate} (${stored}).${attached}` });
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

/** A body that could not be read as a form (cut short, or longer than it may be): nothing was stored. */
function unreadable(json: boolean, status: 400 | 413, detail?: string) {
  const message = detail ?? "The upload could not be read: it may have been interrupted. Please try again.";
  if (json) return Response.json({ ok: false, message }, { status });
  const title = status === 413 ? "That file is too large" : "The upload could not be read";
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · Offerpath</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:6rem auto;padding:0 1.5rem;text-align:center;color:#0f172a"><h1 style="font-size:1.5rem">${title}</h1><p style="color:#475569">${message} Nothing was stored.</p><p><a href="/documents" style="color:#1d4ed8">Back to your documents</a></p></body></html>`;
  return new Response(html, { status, headers: { "Content-Type": "text/html; charset=utf-8" } });
}
