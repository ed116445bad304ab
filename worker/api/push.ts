/**
 * `/push`: push notifications' devices for clients other than the settings screen (issue 35, contract §14,
 * docs/decisions/060-web-push.md): the VAPID public key to subscribe with, the caller's devices, adding the
 * subscription a browser gave (`PushSubscription.toJSON()`), removing one. The same domain functions as
 * /profile/notifications.
 */
import { deviceLabel, pushSubscriptionSchema } from "@core/schemas/push";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  addPushDevice,
  listPushDevices,
  PUSH_UNAVAILABLE,
  pushPublicKey,
  removePushDevice,
} from "../domain/notifications/push.server";
import { type ApiEnv, errorBody, failureResponse, parseBody } from "./http";
import { requireAuth } from "./middleware/require-auth";
import { ok, okMessage } from "./openapi/components";
import { pathParams } from "./openapi/operation";
import { route } from "./openapi/route";

export const pushApi = new OpenAPIHono<ApiEnv>();
const tag = "Reminders";

const PushDevice = z
  .object({
    _id: z.string(),
    label: z.string().openapi({ description: "Read from the browser's User-Agent.", example: "Chrome on Android" }),
    createdAt: z.string().openapi({ format: "date-time" }),
    lastSuccessAt: z.string().nullable().openapi({ format: "date-time" }),
    failureCount: z.number().int().openapi({ description: "Pushes that failed in a row." }),
  })
  .openapi("PushDevice");

type Device = Awaited<ReturnType<typeof listPushDevices>>[number];
const serialize = (d: Device) => ({
  _id: d.id,
  label: d.label,
  createdAt: d.createdAt.toISOString(),
  lastSuccessAt: d.lastSuccessAt?.toISOString() ?? null,
  failureCount: d.failureCount,
});

pushApi.use("*", requireAuth());

route(
  pushApi,
  {
    method: "get",
    path: "/",
    tag,
    summary: "Push: the VAPID key and the caller's devices",
    description:
      "`publicKey` is the server's VAPID public key (base64url) for `pushManager.subscribe({ applicationServerKey })`; null when push is not set up on this server.",
    auth: "bearer",
    success: {
      description: "The key and the devices, newest first.",
      schema: ok({ publicKey: z.string().nullable(), devices: z.array(PushDevice) }),
    },
  },
  async (c) => {
    const deps = c.get("deps");
    const devices = await listPushDevices(deps, c.get("userId"));
    return c.json({ success: true, publicKey: pushPublicKey(deps), devices: devices.map(serialize) });
  },
);

route(
  pushApi,
  {
    method: "post",
    path: "/subscriptions",
    tag,
    summary: "Add this browser's push subscription",
    description:
      "The body is what `PushSubscription.toJSON()` gives. The same endpoint again replaces its keys (and moves it to the caller). At most 20 devices.",
    auth: "bearer",
    body: pushSubscriptionSchema,
    // 200, not 201: an upsert of the browser's endpoint (contract §1 keeps 201 for a few creates).
    success: { description: "The device.", schema: ok({ device: PushDevice }) },
    errors: {
      400: [
        "endpoint must be an https URL",
        "keys.p256dh must be the browser's key, base64url",
        "Push is on in 20 devices already: remove one first.",
        PUSH_UNAVAILABLE,
      ],
    },
  },
  async (c) => {
    const input = await parseBody(c, pushSubscriptionSchema);
    const deps = c.get("deps");
    const added = await addPushDevice(deps, c.get("userId"), input, deviceLabel(c.req.header("User-Agent")));
    if (!added.ok)
      return added.code === "UNAVAILABLE" ? c.json(errorBody(PUSH_UNAVAILABLE), 400) : failureResponse(c, added);
    return c.json({ success: true, device: serialize(added.value) });
  },
);

route(
  pushApi,
  {
    method: "delete",
    path: "/subscriptions/{id}",
    tag,
    summary: "Remove a device",
    auth: "bearer",
    params: pathParams("id"),
    success: { description: "Removed: it gets no more notifications.", schema: okMessage("Device removed") },
    errors: { 404: "Device not found" },
  },
  async (c) => {
    const removed = await removePushDevice(c.get("deps"), c.get("userId"), c.req.param("id"));
    if (!removed.ok) return failureResponse(c, removed);
    return c.json({ success: true, message: "Device removed" });
  },
);
