/** Every API sub-app and where it is mounted; one line per resource. */
import type { OpenAPIHono } from "@hono/zod-openapi";
import { analyticsApi } from "./analytics";
import { authApi } from "./auth";
import { calendarApi } from "./calendar";
import { contactusApi } from "./contact-us";
import { contactsApi } from "./contacts";
import { documentsApi } from "./documents";
import { exportApi } from "./export";
import { healthApi } from "./health";
import type { ApiEnv } from "./http";
import { importApi } from "./import";
import { inboxAddressApi } from "./inbox";
import { inboxMessagesApi } from "./inbox-messages";
import { jobsApi } from "./jobs";
import { matchApi } from "./match";
import { notificationsApi } from "./notifications";
import { offersApi } from "./offers";
import { paymentsApi } from "./payments";
import { plansApi } from "./plans";
import { profilesApi } from "./profiles";
import { pushApi } from "./push";
import { tasksApi } from "./tasks";

/** Each area is an OpenAPIHono: mounting it brings its operations (declared with `route()`) into the document. */
export const routes: Array<[string, OpenAPIHono<ApiEnv>]> = [
  ["/auth", authApi],
  ["/analytics", analyticsApi],
  ["/jobs", jobsApi],
  ["/match", matchApi],
  ["/tasks", tasksApi],
  ["/contacts", contactsApi],
  ["/documents", documentsApi],
  ["/export", exportApi],
  ["/import", importApi],
  ["/calendar", calendarApi],
  ["/contactus", contactusApi],
  ["/health", healthApi],
  ["/plans", plansApi],
  ["/payments", paymentsApi],
  ["/profiles", profilesApi],
  ["/notifications", notificationsApi],
  ["/offers", offersApi],
  ["/push", pushApi],
  // Before `/inbox`: `/inbox/address` is the address, never a message id (`DELETE /inbox/{id}` would match it).
  ["/inbox/address", inboxAddressApi],
  ["/inbox", inboxMessagesApi],
];
