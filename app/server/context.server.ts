/** Reads what the Worker put in the router context, and what the auth middleware adds to it. */
import { appContext } from "@worker/context";
import type { Deps } from "@worker/deps";
import { createContext, type RouterContextProvider } from "react-router";

export type CurrentUser = {
  id: string;
  name: string;
  email: string;
  timeZone: string;
  /** The browser's zone to offer as the account's (decision 044), or null. */
  zoneOffer: string | null;
  /** The zone this browser reported at sign-in (decision 044), carried into a session that replaces this one. */
  browserZone: string | null;
  /** True until the first sign-in after registering (the dashboard says "Welcome", not "Welcome back"). */
  firstSession: boolean;
  /** Single-key shortcuts on the signed-in screens (docs/decisions/049); the profile turns them off. */
  keyboardShortcuts: boolean;
  planName: string;
  planStatus: "Active" | "Expiring soon";
  /** End of the current paid period (null on the free plan). */
  planEndsAt: Date | null;
  sessionId: string;
  persistent: boolean;
  /** The view of /applications last picked, opened when the address names none (decision 046). */
  applicationsView: "list" | "board";
};

export const userContext = createContext<CurrentUser | null>(null);

export function getDeps(context: Readonly<RouterContextProvider>): Deps {
  return context.get(appContext).deps;
}

/** The signed-in user inside a protected route (the layout's middleware guarantees one). */
export function getUser(context: Readonly<RouterContextProvider>): CurrentUser {
  const user = context.get(userContext);
  if (!user) throw new Error("getUser called outside the protected layout");
  return user;
}

export { clientKeyOf } from "@worker/lib/client-key";
