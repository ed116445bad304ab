import { formatDateTime } from "@core/dates";
import { deleteInteraction, getContact } from "@worker/domain/contacts.server";
import { ContactNotFoundBoundary } from "~/components/contacts/contact-not-found";
import { interactionMethodLabel } from "~/components/contacts/labels";
import { DeleteConfirmPage } from "~/components/delete-confirm-page";
import { notFoundMessage } from "~/components/not-found-boundary";
import { getDeps, getUser } from "~/server/context.server";
import { notFound, valueOr404 } from "~/server/not-found.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/interaction-delete";

export const meta: Route.MetaFunction = ({ error }) => [
  { title: `${notFoundMessage(error) ?? "Delete interaction"} · Offerpath` },
];

/** The confirm step for deleting an interaction without JavaScript; with it, a dialog posts here directly. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = getUser(context);
  const contact = valueOr404(await getContact(getDeps(context), user.id, params.id));
  const interaction = contact.interactionHistory.find((i) => i._id === params.interactionId);
  if (!interaction) notFound("Interaction not found");
  return {
    contactId: contact._id,
    subject: `${interactionMethodLabel(interaction.method)} with ${contact.name}, ${formatDateTime(new Date(interaction.date), user.timeZone)}`,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  valueOr404(await deleteInteraction(deps, getUser(context).id, params.id, params.interactionId));
  return redirectWithToast(
    `/contacts/${params.id}`,
    { type: "success", message: "Interaction deleted successfully!" },
    deps.config.SESSION_SECRET,
    request,
  );
}

export default function DeleteInteraction({ loaderData }: Route.ComponentProps) {
  return (
    <DeleteConfirmPage
      title="Delete interaction"
      subject={loaderData.subject}
      message="Are you sure you want to delete this interaction?"
      cancelTo={`/contacts/${loaderData.contactId}`}
    />
  );
}

export function ErrorBoundary() {
  return <ContactNotFoundBoundary />;
}
