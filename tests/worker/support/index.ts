/**
 * The one set of helpers for the workerd tests, by concern: requests as each client sends them, users,
 * the email outbox, dependencies and failing storage, records and raw rows, attacks, and payments.
 * Tests import from this folder: `import { api, signUp } from "../support"`.
 */
export * from "./attacks";
export * from "./deps";
export * from "./documents";
export * from "./openapi";
export * from "./outbox";
export * from "./payments";
export * from "./push";
export * from "./requests";
export * from "./rows";
export * from "./users";
