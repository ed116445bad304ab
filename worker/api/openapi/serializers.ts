/**
 * The domain's serializers against the document (decision 027): each answer type is what its component
 * says, field for field: every field of the component's type, and no field the component does not describe.
 * `tsc` fails on the line of a serializer that drifts from its document. (Each handler's whole answer is
 * checked too, by `route()`; this adds the fields a component lacks, which assignability alone lets through.)
 * Type-only: the domain may not import the API (docs/architecture.md), so the check sits on this side.
 */
import type { z } from "@hono/zod-openapi";
import type { JSONParsed } from "hono/utils/types";
import type { serializeUser } from "../../domain/auth/accounts.server";
import type { serializeContactMessage } from "../../domain/contact-messages.server";
import type { ContactDto, InteractionDto } from "../../domain/contacts.server";
import type { DocumentDto } from "../../domain/documents/documents.server";
import type { DocumentTextView } from "../../domain/documents/text.server";
import type { JobDto, serializeInterview } from "../../domain/jobs.server";
import type { NotificationView } from "../../domain/notifications/inbox.server";
import type { NotificationSettings as SettingsDto } from "../../domain/notifications/settings.server";
import type { SubscriptionDto, TransactionDto } from "../../domain/payments/subscription.server";
import type { PlanDto } from "../../domain/plans.server";
import type { ProfileSettings } from "../../domain/public-profile.server";
import type { TaskDto } from "../../domain/tasks.server";
import type { serializeView } from "../profiles";
import type {
  ContactMessage,
  Contact as ContactSchema,
  DocumentSchema,
  DocumentTextSchema,
  Interaction,
  Interview,
  Job,
  Notification,
  NotificationSettings,
  Plan,
  PublicProfile,
  PublicProfileSettings,
  Subscription,
  Task,
  Transaction,
  User,
} from "./components";

type KeysOf<E> = E extends object ? keyof E : never;
type FieldOf<E, K extends PropertyKey> = E extends object ? (K extends keyof E ? E[K] : never) : never;

/** The paths of the fields `A` has and `E` does not describe (`.documents.other[].url`); never when none. */
type ExtraFields<A, E, P extends string = ""> = unknown extends E
  ? never
  : A extends readonly (infer I)[]
    ? ExtraFields<I, E extends readonly (infer J)[] ? J : never, `${P}[]`>
    : A extends object
      ? {
          [K in keyof A & string]-?: K extends KeysOf<E> ? ExtraFields<A[K], FieldOf<E, K>, `${P}.${K}`> : `${P}.${K}`;
        }[keyof A & string]
      : never;

/**
 * `true` when `T`, as `c.json` writes it (a Date as its ISO string), is what `S` describes, field for
 * field; otherwise what is wrong.
 */
type Describes<S extends z.ZodType, T> = [JSONParsed<T>] extends [z.input<S>]
  ? [ExtraFields<JSONParsed<T>, z.input<S>>] extends [never]
    ? true
    : { "fields the document does not describe": ExtraFields<JSONParsed<T>, z.input<S>> }
  : { "not of the document's types": JSONParsed<T>; document: z.input<S> };

type Holds<T extends true> = T;

/** One line per serializer: the answer type, then the component that describes it. */
export type SerializersMatchTheDocument = [
  Holds<Describes<typeof Job, JobDto>>,
  Holds<Describes<typeof Interview, ReturnType<typeof serializeInterview>>>,
  Holds<Describes<typeof Task, TaskDto>>,
  Holds<Describes<typeof ContactSchema, ContactDto>>,
  Holds<Describes<typeof Interaction, InteractionDto>>,
  Holds<Describes<typeof Plan, PlanDto>>,
  Holds<Describes<typeof Subscription, SubscriptionDto>>,
  Holds<Describes<typeof Transaction, TransactionDto>>,
  Holds<Describes<typeof DocumentSchema, DocumentDto>>,
  Holds<Describes<typeof DocumentTextSchema, DocumentTextView>>,
  Holds<Describes<typeof Notification, NotificationView>>,
  Holds<Describes<typeof NotificationSettings, SettingsDto & { calendarUrl: string | null }>>,
  Holds<Describes<typeof PublicProfileSettings, ProfileSettings>>,
  Holds<Describes<typeof PublicProfile, ReturnType<typeof serializeView>>>,
  Holds<Describes<typeof User, ReturnType<typeof serializeUser>>>,
  Holds<Describes<typeof ContactMessage, ReturnType<typeof serializeContactMessage>>>,
];
