/** `/contacts`: thin adapters over the contacts domain (api-contract.md §6), each declared beside its handler. */

import { CONTACT_RELATIONSHIPS } from "@core/enums";
import {
  CONTACT_SORTS,
  contactCreateSchema,
  contactListQuerySchema,
  contactUpdateSchema,
  interactionCreateSchema,
  interactionUpdateSchema,
} from "@core/schemas/contacts";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  addInteraction,
  createContact,
  deleteContact,
  deleteInteraction,
  getContact,
  listContacts,
  toggleContactFavorite,
  updateContact,
  updateInteraction,
} from "../domain/contacts.server";
import { type ApiEnv, apiValidationMessage, errorBody, failureResponse, parseBody } from "./http";
import { requireAuth } from "./middleware/require-auth";
import { Contact, listOf, ok, okMessage } from "./openapi/components";
import { describeListQuery } from "./openapi/list-query";
import { describeField, pathParams } from "./openapi/operation";
import { route } from "./openapi/route";

export const contactsApi = new OpenAPIHono<ApiEnv>();

contactsApi.use("*", requireAuth());

const tag = "Contacts";
const contact = ok({ contact: Contact });
const contactId = pathParams("id");
const interactionIds = pathParams("id", "interactionId");
const FAVORITE_MESSAGES = ["Contact marked as favorite", "Contact removed from favorites"] as const;

describeListQuery(contactListQuerySchema.shape, {
  enums: { relationship: CONTACT_RELATIONSHIPS },
  sorts: CONTACT_SORTS,
});
describeField(contactListQuerySchema.shape.tag, { type: "string", description: "Contacts carrying exactly this tag." });
describeField(contactListQuerySchema.shape.followUp, {
  type: "string",
  enum: ["", "all", "due"],
  description: "`due`: a follow-up date on or before today in the caller's time zone.",
});

route(
  contactsApi,
  {
    method: "get",
    path: "/",
    tag,
    summary: "List contacts",
    description:
      "`search` matches name, email, company or position. Pages by `page`, or by `cursor` from the previous answer.",
    auth: "bearer",
    query: contactListQuerySchema,
    success: {
      description: "One page of the caller's contacts.",
      schema: listOf("totalContacts", "contacts", Contact),
    },
    errors: { 400: "<filter> must be one of: all, ..." },
  },
  async (c) => {
    const query = contactListQuerySchema.safeParse(c.req.query());
    if (!query.success) return c.json(errorBody(apiValidationMessage(query.error)), 400);
    const page = await listContacts(c.get("deps"), c.get("userId"), query.data);
    return c.json({
      success: true,
      count: page.count,
      totalContacts: page.totalContacts,
      numOfPages: page.numOfPages,
      currentPage: page.currentPage,
      contacts: page.contacts,
      nextCursor: page.nextCursor,
      prevCursor: page.prevCursor,
    });
  },
);

route(
  contactsApi,
  {
    method: "post",
    path: "/",
    tag,
    summary: "Create a contact",
    auth: "bearer",
    body: contactCreateSchema,
    success: { status: 201, description: "The new contact, populated.", schema: contact },
    errors: {
      400: ["name is required", "<field>: <reason>"],
      403: "You've reached the contacts limit for your {Plan} plan",
    },
  },
  async (c) => {
    const input = await parseBody(c, contactCreateSchema);
    const result = await createContact(c.get("deps"), c.get("userId"), input);
    if (!result.ok) return failureResponse(c, result);
    return c.json({ success: true, contact: result.value }, 201);
  },
);

route(
  contactsApi,
  {
    method: "get",
    path: "/{id}",
    tag,
    summary: "Get a contact",
    auth: "bearer",
    params: contactId,
    success: { description: "The contact with its interactions and related jobs.", schema: contact },
    errors: { 404: "Contact not found" },
  },
  async (c) => {
    const result = await getContact(c.get("deps"), c.get("userId"), c.req.param("id"));
    if (!result.ok) return failureResponse(c, result);
    return c.json({ success: true, contact: result.value });
  },
);

for (const method of ["patch", "put"] as const) {
  route(
    contactsApi,
    {
      method,
      path: "/{id}",
      tag,
      summary: method === "patch" ? "Update a contact" : "Update a contact (same as PATCH)",
      description:
        "Only the fields present change; an echoed whole contact is accepted (server-owned fields are ignored).",
      auth: "bearer",
      params: contactId,
      body: contactUpdateSchema,
      success: { description: "The updated contact, populated.", schema: contact },
      errors: {
        400: ["<field>: <reason>", "relatedJobs does not match any of your job applications"],
        404: "Contact not found",
      },
    },
    async (c) => {
      const input = await parseBody(c, contactUpdateSchema);
      const result = await updateContact(c.get("deps"), c.get("userId"), c.req.param("id"), input);
      if (!result.ok) return failureResponse(c, result);
      return c.json({ success: true, contact: result.value });
    },
  );
}

route(
  contactsApi,
  {
    method: "delete",
    path: "/{id}",
    tag,
    summary: "Delete a contact",
    description: "Deletes its interactions; tasks and jobs that named it then read null.",
    auth: "bearer",
    params: contactId,
    success: { description: "Deleted.", schema: okMessage("Contact deleted successfully") },
    errors: { 404: "Contact not found" },
  },
  async (c) => {
    const result = await deleteContact(c.get("deps"), c.get("userId"), c.req.param("id"));
    if (!result.ok) return failureResponse(c, result);
    return c.json({ success: true, message: "Contact deleted successfully" });
  },
);

route(
  contactsApi,
  {
    method: "patch",
    path: "/{id}/favorite",
    tag,
    summary: "Toggle a contact's favourite mark",
    description: "No body.",
    auth: "bearer",
    params: contactId,
    success: {
      description: "The contact with its new `favorite`.",
      schema: ok({
        message: z.enum(FAVORITE_MESSAGES),
        contact: Contact,
      }),
    },
    errors: { 404: "Contact not found" },
  },
  async (c) => {
    const result = await toggleContactFavorite(c.get("deps"), c.get("userId"), c.req.param("id"));
    if (!result.ok) return failureResponse(c, result);
    const message = FAVORITE_MESSAGES[result.value.favorite ? 0 : 1];
    return c.json({ success: true, message, contact: result.value });
  },
);

route(
  contactsApi,
  {
    method: "post",
    path: "/{id}/interactions",
    tag,
    summary: "Add an interaction",
    description: "Dated now without `date`; `lastContactDate` follows the latest interaction. Answers 200, not 201.",
    auth: "bearer",
    params: contactId,
    body: interactionCreateSchema,
    success: { description: "The whole contact.", schema: contact },
    errors: { 400: "<field>: <reason>", 404: "Contact not found" },
  },
  async (c) => {
    const input = await parseBody(c, interactionCreateSchema);
    const result = await addInteraction(c.get("deps"), c.get("userId"), c.req.param("id"), input);
    if (!result.ok) return failureResponse(c, result);
    return c.json({ success: true, contact: result.value });
  },
);

route(
  contactsApi,
  {
    method: "patch",
    path: "/{id}/interactions/{interactionId}",
    tag,
    summary: "Update an interaction",
    auth: "bearer",
    params: interactionIds,
    body: interactionUpdateSchema,
    success: { description: "The whole contact.", schema: contact },
    errors: { 400: "<field>: <reason>", 404: ["Contact not found", "Interaction not found"] },
  },
  async (c) => {
    const input = await parseBody(c, interactionUpdateSchema);
    const { id, interactionId } = c.req.param();
    const result = await updateInteraction(c.get("deps"), c.get("userId"), id, interactionId, input);
    if (!result.ok) return failureResponse(c, result);
    return c.json({ success: true, contact: result.value });
  },
);

route(
  contactsApi,
  {
    method: "delete",
    path: "/{id}/interactions/{interactionId}",
    tag,
    summary: "Delete an interaction",
    auth: "bearer",
    params: interactionIds,
    success: { description: "The whole contact.", schema: contact },
    errors: { 404: ["Contact not found", "Interaction not found"] },
  },
  async (c) => {
    const { id, interactionId } = c.req.param();
    const result = await deleteInteraction(c.get("deps"), c.get("userId"), id, interactionId);
    if (!result.ok) return failureResponse(c, result);
    return c.json({ success: true, contact: result.value });
  },
);
