/**
 * `/inbox/address` (issue 32, api-contract.md §16): the caller's private forwarding address, a thin adapter over
 * worker/domain/inbox/address.server.ts. Mounted before `/inbox`'s message routes (worker/api/routes.ts), so
 * `/inbox/address` is never read as a message id.
 */
import { AUTO_APPLY_KINDS } from "@core/inbox-kinds";
import { inboxAddressRequestSchema } from "@core/schemas/inbox";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  getInboxAddress,
  regenerateInboxAddress,
  turnOffInboxAddress,
  turnOnInboxAddress,
} from "../domain/inbox/address.server";
import { type ApiEnv, errorBody, parseBody } from "./http";
import { requireAuth } from "./middleware/require-auth";
import { ok } from "./openapi/components";
import { route } from "./openapi/route";

export const inboxAddressApi = new OpenAPIHono<ApiEnv>();

inboxAddressApi.use("*", requireAuth());

export const INBOX_ADDRESS_NOT_FOUND = "No forwarding address: turn it on with POST /inbox/address";

const tag = "Inbox";

const InboxAddress = z
  .object({
    address: z.string().openapi({
      description: "`<secret>@<inbound domain>`. Anyone holding it can put messages in the inbox: keep it private.",
      example: "k3j5q2mzx7b4n6p8r2t4v6w8ya@in.offerpath.app",
    }),
    enabled: z.boolean().openapi({ description: "false: mail to the address is refused and nothing is kept." }),
    autoApply: z
      .array(z.enum(AUTO_APPLY_KINDS))
      .openapi({ description: "The kinds of message applied by themselves (only kinds that propose a change)." }),
    refusedToday: z
      .number()
      .int()
      .openapi({ description: "Messages refused today (UTC) because the address had its 200 for the day." }),
    confirmation: z
      .object({ code: z.string(), link: z.string() })
      .nullable()
      .openapi({ description: "Gmail's forwarding confirmation received in the last 3 days: its code and link." }),
  })
  .openapi("InboxAddress", { description: "The caller's private forwarding address." });

route(
  inboxAddressApi,
  {
    method: "get",
    path: "/",
    tag,
    summary: "Get the forwarding address",
    description:
      "404 until the address is turned on for the first time (a turned-off address is answered, `enabled: false`).",
    auth: "bearer",
    success: { description: "The address.", schema: ok({ inboxAddress: InboxAddress }) },
    errors: { 404: INBOX_ADDRESS_NOT_FOUND },
  },
  async (c) => {
    const view = await getInboxAddress(c.get("deps"), c.get("userId"));
    if (!view) return c.json(errorBody(INBOX_ADDRESS_NOT_FOUND), 404);
    return c.json({ success: true, inboxAddress: view });
  },
);

route(
  inboxAddressApi,
  {
    method: "post",
    path: "/",
    tag,
    summary: "Turn the forwarding address on, or regenerate it",
    description:
      'Without a body (or `{}`): turns the address on, the same address as before it was turned off, or a new one. `{"regenerate": true}`: a new address, turned on; the previous one refuses mail from this moment on.',
    auth: "bearer",
    body: inboxAddressRequestSchema,
    success: { description: "The address as it now is.", schema: ok({ inboxAddress: InboxAddress }) },
    errors: { 400: "regenerate must be true or false" },
  },
  async (c) => {
    const { regenerate } = await parseBody(c, inboxAddressRequestSchema);
    const deps = c.get("deps");
    const userId = c.get("userId");
    const view = regenerate ? await regenerateInboxAddress(deps, userId) : await turnOnInboxAddress(deps, userId);
    return c.json({ success: true, inboxAddress: view });
  },
);

route(
  inboxAddressApi,
  {
    method: "delete",
    path: "/",
    tag,
    summary: "Turn the forwarding address off",
    description:
      "Mail to the address is refused from now on and nothing is kept; messages already in the inbox stay. Turning it on again brings the same address back.",
    auth: "bearer",
    success: { description: "The address, turned off.", schema: ok({ inboxAddress: InboxAddress }) },
    errors: { 404: INBOX_ADDRESS_NOT_FOUND },
  },
  async (c) => {
    const view = await turnOffInboxAddress(c.get("deps"), c.get("userId"));
    if (!view) return c.json(errorBody(INBOX_ADDRESS_NOT_FOUND), 404);
    return c.json({ success: true, inboxAddress: view });
  },
);
