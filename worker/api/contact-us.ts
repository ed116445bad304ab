/** `/contactus`: a thin adapter over the contact-messages domain (api-contract.md §10). */

import {
  CONTACT_MESSAGES,
  contactMessageSchema,
  hasAllRequiredFields,
  honeypotField,
  turnstileTokenField,
} from "@core/schemas/contact-us";
import { Hono } from "hono";
import { serializeContactMessage, submitContactMessage } from "../domain/contact-messages.server";
import { clientKeyOf } from "../lib/client-key";
import { type ApiEnv, apiValidationMessage, errorBody, failureResponse, readJsonObject } from "./http";

export const contactusApi = new Hono<ApiEnv>();

contactusApi.post("/", async (c) => {
  const body = await readJsonObject(c);
  if (!hasAllRequiredFields(body)) return c.json(errorBody(CONTACT_MESSAGES.required), 400);
  const parsed = contactMessageSchema.safeParse(body);
  if (!parsed.success) return c.json(errorBody(apiValidationMessage(parsed.error)), 400);
  const result = await submitContactMessage(c.get("deps"), parsed.data, {
    clientKey: clientKeyOf(c.req.raw),
    tokenRequired: true,
    // The existing web client sends `recaptchaToken`; newer clients may name it for what it is.
    token: turnstileTokenField.parse(body.turnstileToken) ?? turnstileTokenField.parse(body.recaptchaToken),
    // The existing form never sends its `phone` honeypot; a client that does is a bot.
    honeypotFilled: honeypotField.parse(body.phone),
  });
  if (!result.ok) return failureResponse(c, result);
  return c.json(
    { success: true, data: serializeContactMessage(result.value.record), message: CONTACT_MESSAGES.received },
    201,
  );
});
