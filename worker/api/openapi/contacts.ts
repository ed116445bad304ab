/** The OpenAPI operations of worker/api/contacts.ts (api-contract.md §6), with the schemas its handlers use. */

import { CONTACT_RELATIONSHIPS } from "@core/enums";
import {
  CONTACT_SORTS,
  contactCreateSchema,
  contactListQuerySchema,
  contactUpdateSchema,
  interactionCreateSchema,
  interactionUpdateSchema,
} from "@core/schemas/contacts";
import { z } from "@hono/zod-openapi";
import { Contact, listOf, ok, okMessage } from "./components";
import { describeListQuery } from "./list-query";
import { describeField, operation, pathParams } from "./operation";

const tag = "Contacts";
const contact = ok({ contact: Contact });
const contactId = pathParams("id");
const interactionIds = pathParams("id", "interactionId");

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

const update = (method: "patch" | "put") =>
  operation({
    method,
    path: "/contacts/{id}",
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
  });

export const contactsOperations = [
  operation({
    method: "get",
    path: "/contacts",
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
  }),
  operation({
    method: "post",
    path: "/contacts",
    tag,
    summary: "Create a contact",
    auth: "bearer",
    body: contactCreateSchema,
    success: { status: 201, description: "The new contact, populated.", schema: contact },
    errors: {
      400: ["name is required", "<field>: <reason>"],
      403: "You've reached the contacts limit for your {Plan} plan",
    },
  }),
  operation({
    method: "get",
    path: "/contacts/{id}",
    tag,
    summary: "Get a contact",
    auth: "bearer",
    params: contactId,
    success: { description: "The contact with its interactions and related jobs.", schema: contact },
    errors: { 404: "Contact not found" },
  }),
  update("patch"),
  update("put"),
  operation({
    method: "delete",
    path: "/contacts/{id}",
    tag,
    summary: "Delete a contact",
    description: "Deletes its interactions; tasks and jobs that named it then read null.",
    auth: "bearer",
    params: contactId,
    success: { description: "Deleted.", schema: okMessage("Contact deleted successfully") },
    errors: { 404: "Contact not found" },
  }),
  operation({
    method: "patch",
    path: "/contacts/{id}/favorite",
    tag,
    summary: "Toggle a contact's favourite mark",
    description: "No body.",
    auth: "bearer",
    params: contactId,
    success: {
      description: "The contact with its new `favorite`.",
      schema: ok({
        message: z.enum(["Contact marked as favorite", "Contact removed from favorites"]),
        contact: Contact,
      }),
    },
    errors: { 404: "Contact not found" },
  }),
  operation({
    method: "post",
    path: "/contacts/{id}/interactions",
    tag,
    summary: "Add an interaction",
    description: "Dated now without `date`; `lastContactDate` follows the latest interaction. Answers 200, not 201.",
    auth: "bearer",
    params: contactId,
    body: interactionCreateSchema,
    success: { description: "The whole contact.", schema: contact },
    errors: { 400: "<field>: <reason>", 404: "Contact not found" },
  }),
  operation({
    method: "patch",
    path: "/contacts/{id}/interactions/{interactionId}",
    tag,
    summary: "Update an interaction",
    auth: "bearer",
    params: interactionIds,
    body: interactionUpdateSchema,
    success: { description: "The whole contact.", schema: contact },
    errors: { 400: "<field>: <reason>", 404: ["Contact not found", "Interaction not found"] },
  }),
  operation({
    method: "delete",
    path: "/contacts/{id}/interactions/{interactionId}",
    tag,
    summary: "Delete an interaction",
    auth: "bearer",
    params: interactionIds,
    success: { description: "The whole contact.", schema: contact },
    errors: { 404: ["Contact not found", "Interaction not found"] },
  }),
];
