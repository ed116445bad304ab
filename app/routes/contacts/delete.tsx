import { safeRedirect } from "@core/safe-redirect";
import { deleteContact, getContact } from "@worker/domain/contacts.server";
import { ContactNotFoundBoundary } from "~/components/contacts/contact-not-found";
import { DELETE_CONTACT_WARNING } from "~/components/contacts/labels";
import { DeleteConfirmPage } from "~/components/delete-confirm-page";
import { notFoundMessage } from "~/components/not-found-boundary";
import { getDeps, getUser } from "~/server/context.server";
import { fetcherFailure } from "~/server/fetcher.server";
import { valueOr404 } from "~/server/not-found.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/delete";

export const meta: Route.MetaFunction = ({ error }) => [
  { title: `${notFoundMessage(error) ?? "Delete contact"} · Offerpath` },
];

/** The confirm step for deleting a contact without JavaScript; with it, a dialog posts here directly. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const contact = valueOr404(await getContact(getDeps(context), getUser(context).id, params.id));
  const returnTo = safeRedirect(new URL(request.url).searchParams.get("returnTo"), `/contacts/${params.id}`);
  return { returnTo, name: contact.name, company: contact.company };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const result = await deleteContact(deps, getUser(context).id, params.id);
  if (!result.ok && (await request.formData()).get("js") === "1") {
    return fetcherFailure(result);
  }
  valueOr404(result);
  const returnTo = safeRedirect(new URL(request.url).searchParams.get("returnTo"), "/contacts");
  const target = returnTo.startsWith(`/contacts/${params.id}`) ? "/contacts" : returnTo;
  return redirectWithToast(
    target,
    { type: "success", message: "Contact deleted successfully" },
    deps.config.SESSION_SECRET,
    request,
  );
}

export default function DeleteContact({ loaderData }: Route.ComponentProps) {
  const { name, company, returnTo } = loaderData;
  return (
    <DeleteConfirmPage
      title="Delete contact"
      subject={company ? `${name} (${company})` : name}
      message={DELETE_CONTACT_WARNING}
      cancelTo={returnTo}
    />
  );
}

export function ErrorBoundary() {
  return <ContactNotFoundBoundary />;
}
