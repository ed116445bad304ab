/**
 * Forward to track (issue 32): the body of `POST /api/v1/inbox/address`. Empty (or `{}`) turns the address on;
 * `{ "regenerate": true }` gives it a new secret, and the old address refuses mail from then on.
 */
import { z } from "zod";

export const inboxAddressRequestSchema = z.object({
  // Literals, not z.boolean(): a wrong type would otherwise be reported as "regenerate is required".
  regenerate: z.literal([true, false], { error: "regenerate must be true or false" }).default(false),
});

export type InboxAddressRequest = z.infer<typeof inboxAddressRequestSchema>;

/** The address panel's buttons (app/components/inbox/address-panel.tsx), posted to /inbox/address. */
export const inboxAddressIntentSchema = z.enum(["on", "regenerate", "off"], { error: "Unknown action" });
