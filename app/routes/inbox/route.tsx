/**
 * PLACEHOLDER: replaced by act's branch (issue 32). The inbox screen is act's; this stand-in renders the address
 * panel and lists the subjects that arrived, so the receive path can be seen and tested end to end.
 */

import { getInboxAddress } from "@worker/domain/inbox/address.server";
import { listInboxSubjects } from "@worker/domain/inbox/placeholder-list.server";
import { AddressPanel } from "~/components/inbox/address-panel";
import { PageHeader } from "~/components/page-header";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { getDeps, getUser } from "~/server/context.server";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Inbox · Offerpath" }];

export async function loader({ context }: Route.LoaderArgs) {
  const deps = getDeps(context);
  const userId = getUser(context).id;
  const [address, messages] = await Promise.all([getInboxAddress(deps, userId), listInboxSubjects(deps, userId)]);
  return { address, messages };
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { address, messages } = loaderData;
  return (
    <>
      <PageHeader
        title="Inbox"
        description="Application emails you forward, and what each one means for your search."
      />
      <div className="grid gap-6">
        <AddressPanel address={address} />
        <Card>
          <CardHeader title="Messages" />
          <CardBody>
            {messages.length ? (
              <ul className="divide-y divide-slate-200 text-sm">
                {messages.map((m) => (
                  <li key={m.id} className="py-2 text-slate-800">
                    {m.subject || "(no subject)"}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-700">No messages yet.</p>
            )}
          </CardBody>
        </Card>
      </div>
    </>
  );
}
