import { safeRedirect } from "@core/safe-redirect";
import { deleteDocument, getDocument } from "@worker/domain/documents/documents.server";
import { DeleteConfirmPage } from "~/components/delete-confirm-page";
import { DocumentNotFoundBoundary } from "~/components/documents/document-not-found";
import { notFoundMessage } from "~/components/not-found-boundary";
import { getDeps, getUser } from "~/server/context.server";
import { valueOr404 } from "~/server/not-found.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/delete";
import { deleteMessage } from "./document-row";

export const meta: Route.MetaFunction = ({ error }) => [
  { title: `${notFoundMessage(error) ?? "Delete document"} · Offerpath` },
];

/** The confirm step for deleting a document without JavaScript; with it, a dialog posts here directly. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const doc = valueOr404(await getDocument(getDeps(context), getUser(context).id, params.id));
  const returnTo = safeRedirect(new URL(request.url).searchParams.get("returnTo"), "/documents");
  return { returnTo, name: doc.name, message: deleteMessage(doc) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const doc = valueOr404(await getDocument(deps, user.id, params.id));
  valueOr404(await deleteDocument(deps, user.id, params.id));
  return redirectWithToast(
    safeRedirect(new URL(request.url).searchParams.get("returnTo"), "/documents"),
    { type: "success", message: `${doc.name} deleted` },
    deps.config.SESSION_SECRET,
    request,
  );
}

export default function DeleteDocument({ loaderData }: Route.ComponentProps) {
  return (
    <DeleteConfirmPage
      title="Delete document"
      subject={loaderData.name}
      message={loaderData.message}
      cancelTo={loaderData.returnTo}
    />
  );
}

export function ErrorBoundary() {
  return <DocumentNotFoundBoundary />;
}
