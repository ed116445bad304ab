/** `/contacts`: thin adapters over the contacts domain (api-contract.md §6). */

import {
  contactCreateSchema,
  contactListQuerySchema,
  contactUpdateSchema,
  interactionCreateSchema,
  interactionUpdateSchema,
} from "@core/schemas/contacts";
import { Hono } from "hono";
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

export const contactsApi = new Hono<ApiEnv>();

contactsApi.use("*", requireAuth());

contactsApi.get("/", async (c) => {
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
});

contactsApi.post("/", async (c) => {
  const input = await parseBody(c, contactCreateSchema);
  const result = await createContact(c.get("deps"), c.get("userId"), input);
  if (!result.ok) return failureResponse(c, result);
  return c.json({ success: true, contact: result.value }, 201);
});

contactsApi.get("/:id", async (c) => {
  const result = await getContact(c.get("deps"), c.get("userId"), c.req.param("id"));
  if (!result.ok) return failureResponse(c, result);
  return c.json({ success: true, contact: result.value });
});

contactsApi.on(["PATCH", "PUT"], "/:id", async (c) => {
  const input = await parseBody(c, contactUpdateSchema);
  const result = await updateContact(c.get("deps"), c.get("userId"), c.req.param("id"), input);
  if (!result.ok) return failureResponse(c, result);
  return c.json({ success: true, contact: result.value });
});

contactsApi.delete("/:id", async (c) => {
  const result = await deleteContact(c.get("deps"), c.get("userId"), c.req.param("id"));
  if (!result.ok) return failureResponse(c, result);
  return c.json({ success: true, message: "Contact deleted successfully" });
});

contactsApi.patch("/:id/favorite", async (c) => {
  const result = await toggleContactFavorite(c.get("deps"), c.get("userId"), c.req.param("id"));
  if (!result.ok) return failureResponse(c, result);
  const message = result.value.favorite ? "Contact marked as favorite" : "Contact removed from favorites";
  return c.json({ success: true, message, contact: result.value });
});

contactsApi.post("/:id/interactions", async (c) => {
  const input = await parseBody(c, interactionCreateSchema);
  const result = await addInteraction(c.get("deps"), c.get("userId"), c.req.param("id"), input);
  if (!result.ok) return failureResponse(c, result);
  return c.json({ success: true, contact: result.value });
});

contactsApi.patch("/:id/interactions/:interactionId", async (c) => {
  const input = await parseBody(c, interactionUpdateSchema);
  const { id, interactionId } = c.req.param();
  const result = await updateInteraction(c.get("deps"), c.get("userId"), id, interactionId, input);
  if (!result.ok) return failureResponse(c, result);
  return c.json({ success: true, contact: result.value });
});

contactsApi.delete("/:id/interactions/:interactionId", async (c) => {
  const { id, interactionId } = c.req.param();
  const result = await deleteInteraction(c.get("deps"), c.get("userId"), id, interactionId);
  if (!result.ok) return failureResponse(c, result);
  return c.json({ success: true, contact: result.value });
});
