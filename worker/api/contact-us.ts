/** `/contactus`: a thin adapter over the contact-messages domain (api-contract.md §10). */

import {
  CONTACT_MESSAGES,
  contactMessageSchema,
  hasAllRequiredFields,
  honeypotField,
  turnstileTokenField,
} from "@core/schemas/contact-us";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { serializeContactMessage, submitContactMessage } from "../domain/contact-messages.server";
import { clientKeyOf } from "../lib/client-key";
import { type ApiEnv, apiValidationMessage, errorBody, failureResponse, readJsonObject } from "./http";
import { ContactMessage, ok } from "./openapi/components";
import { route } from "./openapi/route";

export const contactusApi = new OpenAPIHono<ApiEnv>();

/**
 * The body: the message schema the handler validates with, and the two fields it reads beside it (the
 * Turnstile token under either name, and the form's honeypot, which a person never fills).
 */
const contactUsBody = contactMessageSchema.extend({
  recaptchaToken: turnstileTokenField.openapi({
    type: "string",
    description: "The Turnstile token (the existing client's name).",
  }),
  turnstileToken: turnstileTokenField.openapi({ type: "string", description: "The Turnstile token." }),
  phone: honeypotField.openapi({ type: "string", description: "A honeypot: leave it out." }),
});

route(
  contactusApi,
  {
    method: "post",
    path: "/",
    tag: "Contact us",
    summary: "Send a message to the team",
    auth: "public",
    body: contactUsBody,
    success: {
      status: 201,
      description: "Stored.",
      schema: ok({ data: ContactMessage, message: z.literal(CONTACT_MESSAGES.received) }),
    },
    errors: {
      400: [
        CONTACT_MESSAGES.required,
        "email: <reason>",
        "Please verify that you are not a robot.",
        "Human verification failed. Please try again.",
      ],
      500: "There was an error processing your request. Please try again later.",
    },
  },
  async (c) => {
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
  },
);
