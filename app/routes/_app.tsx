import { INBOX_WAITING_CAP } from "@core/inbox-kinds";
import { countWaiting } from "@worker/domain/inbox/apply.server";
import { unreadCount } from "@worker/domain/notifications/inbox.server";
import { Outlet } from "react-router";
import { AppShell } from "~/components/app-shell";
import { renderChrome } from "~/server/app-chrome.server";
import { loadCurrentUser, loginRedirect } from "~/server/auth.server";
import { getDeps, getUser, userContext } from "~/server/context.server";
import { OWNER_HEADER, ownerMarker } from "~/server/offline-owner.server";
import { pageAddress, sendParts } from "~/server/server-parts.server";
import type { Route } from "./+types/_app";

/** Every protected screen sits under this layout: no session, no page (back to /login, then here). */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const user = await loadCurrentUser(request, getDeps(context));
    if (!user) throw loginRedirect(request);
    context.set(userContext, user);
    const response = await next();
    // Signed-in pages carry personal data: never kept by the browser's or any shared cache.
    response.headers.set("Cache-Control", "private, no-store");
    // Whose page this is, for the service worker: it keeps /today's copy for this marker only and drops it
    // when another account's page arrives (docs/decisions/059). A digest, not the id itself.
    response.headers.set(OWNER_HEADER, ownerMarker(user.id));
    return response;
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { id, name, email, planName, planStatus, timeZone, zoneOffer, keyboardShortcuts } = getUser(context);
  const deps = getDeps(context);
  const [unreadNotifications, inboxWaiting] = await Promise.all([
    unreadCount(deps, id),
    countWaiting(deps, id, INBOX_WAITING_CAP),
  ]);
  const chrome = renderChrome({
    user: { name, email, planName, planStatus },
    unreadNotifications,
    inboxWaiting,
    address: pageAddress(request),
    zoneOffer: zoneOffer ? { browser: zoneOffer, account: timeZone } : null,
  });
  // A document holds the frame once, drawn by app/entry.server.tsx from the context; the data of a
  // client-side navigation or revalidation carries it (decision 065).
  return { chrome: sendParts(request, context, chrome), shortcuts: keyboardShortcuts };
}

/** Every signed-in page describes itself to the browser and tools (signed-in pages stay out of search: noindex). */
const SIGNED_IN_DESCRIPTION =
  "Your Offerpath workspace: job applications, interviews, tasks, contacts and offers in one private place.";

export default function AppLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AppShell chrome={loaderData.chrome} shortcuts={loaderData.shortcuts}>
      {/* React hoists it into <head>. */}
      <meta name="description" content={SIGNED_IN_DESCRIPTION} />
      <Outlet />
    </AppShell>
  );
}
