import { pluralize } from "@core/format";
import { safeRedirect } from "@core/safe-redirect";
import { contactListQuerySchema } from "@core/schemas/contacts";
import { contactQuota, listContacts, listContactTags, updateContact } from "@worker/domain/contacts.server";
import { data } from "react-router";
import { ListResults, useReturnTo } from "~/components/list/list-results";
import { PageHeader } from "~/components/page-header";
import { ButtonLink } from "~/components/ui/button";
import { PlusIcon, UsersIcon } from "~/components/ui/icons";
import { getDeps, getUser } from "~/server/context.server";
import { fetcherFailure } from "~/server/fetcher.server";
import { readListQuery } from "~/server/list-query.server";
import { paginationHtml } from "~/server/pagination.server";
import { pageAddress } from "~/server/server-parts.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/route";
import { ContactRow } from "./contact-row";
import { ContactFilterBar } from "./filter-bar";

export const meta: Route.MetaFunction = () => [{ title: "Contacts · Offerpath" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  const user = getUser(context);
  const { query, search } = readListQuery(request, contactListQuerySchema, "/contacts");
  const [page, tags, quota] = await Promise.all([
    listContacts(deps, user.id, query),
    listContactTags(deps, user.id),
    contactQuota(deps, user.id),
  ]);
  return {
    ...page,
    pagination: paginationHtml(page, pageAddress(request)),
    tags,
    quota,
    timeZone: user.timeZone,
    filters: {
      relationship: query.relationship ?? "all",
      favorite: query.favorite ? "true" : "",
      tag: query.tag ?? "",
      search,
      sort: query.sort,
      followUp: query.followUp ?? "",
    },
    filtered: Boolean(query.relationship || query.favorite || query.tag || query.search || query.followUp),
  };
}

/** The favorite star; a fetcher gets data back, a plain form post is redirected to the same list. */
export async function action({ request, context }: Route.ActionArgs) {
  const deps = getDeps(context);
  const form = await request.formData();
  if (form.get("intent") !== "favorite") return data({ ok: false, error: "Unknown action" }, 400);
  const favorite = form.get("favorite") === "true";
  const result = await updateContact(deps, getUser(context).id, String(form.get("contactId") ?? ""), { favorite });
  if (!result.ok) return fetcherFailure(result);
  if (form.get("js") === "1") return { ok: true, error: undefined };
  return redirectWithToast(
    safeRedirect(form.get("returnTo"), "/contacts"),
    { type: "success", message: favorite ? "Contact marked as favorite" : "Contact removed from favorites" },
    deps.config.SESSION_SECRET,
    request,
  );
}

export default function Contacts({ loaderData }: Route.ComponentProps) {
  const { contacts, totalContacts, filters, filtered, quota, tags, timeZone } = loaderData;
  const returnTo = useReturnTo();
  return (
    <>
      <PageHeader
        title="Contacts"
        description={
          quota.limit ? `${quota.used} of ${quota.limit} contacts on your plan` : pluralize(totalContacts, "contact")
        }
        actions={
          <ButtonLink to="/contacts/new">
            <PlusIcon className="size-4" /> Add New Contact
          </ButtonLink>
        }
      />
      <ContactFilterBar
        key={[filters.relationship, filters.favorite, filters.tag, filters.sort, filters.followUp].join("|")}
        filters={filters}
        tags={tags}
      />
      <ListResults
        shown={contacts.length}
        total={totalContacts}
        noun="contact"
        pagination={loaderData.pagination}
        filtered={filtered}
        empty={{
          icon: <UsersIcon />,
          title: "No contacts found",
          description: "Get started by creating a new contact.",
          clearTo: "/contacts",
          addTo: "/contacts/new",
          addLabel: "Add Contact",
        }}
        listClassName="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-xs"
      >
        {contacts.map((contact) => (
          <ContactRow key={contact._id} contact={contact} returnTo={returnTo} timeZone={timeZone} />
        ))}
      </ListResults>
    </>
  );
}
