import { UNDO_WINDOW_MS } from "@core/limits";
import { THEME_COOKIE_MAX_AGE } from "@core/theme";
import { RESET_TOKEN_TTL_MS } from "@worker/domain/auth/accounts.server";
import { BROWSER_SESSION_TTL_MS, REFRESH_TTL_MS, REMEMBER_TTL_MS } from "@worker/domain/auth/sessions.server";
import { IMPORT_KEEP_SECONDS } from "@worker/domain/data-import/uploads.server";
import { SWEEP } from "@worker/domain/documents/sweep.server";
import { HOUSEKEEPING } from "@worker/domain/housekeeping.server";
import { DEFAULT_DIGEST_HOUR } from "@worker/domain/notifications/settings.server";
import { LONGEST_WINDOW_MS } from "@worker/domain/rate-limit.server";
import { LegalPage } from "~/components/legal-page";
import { staticPage } from "~/ui/page-handle";
import { publicPageMeta } from "~/ui/seo";
import type { Route } from "./+types/privacy";
import { PrivacyText } from "./privacy-text";
import { PRIVACY_POLICY } from "./privacy-version";

export const meta: Route.MetaFunction = ({ matches }) => publicPageMeta(matches, "/privacy-policy");

export const handle = staticPage;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 180 days, 1 hour, 30 minutes: a period in the largest whole unit. */
function period(ms: number): string {
  const [n, unit] =
    ms % DAY === 0 ? [ms / DAY, "day"] : ms % HOUR === 0 ? [ms / HOUR, "hour"] : [ms / MINUTE, "minute"];
  return `${n} ${unit}${n === 1 ? "" : "s"}`;
}

/** Every period the policy states, read from the code that keeps or deletes the data. */
export function loader() {
  return {
    periods: {
      contactMessages: period(HOUSEKEEPING.contactMessageKeepMs),
      outbox: period(HOUSEKEEPING.outboxKeepMs),
      failedOutbox: period(HOUSEKEEPING.failedOutboxKeepMs),
      rateLimitWindow: period(LONGEST_WINDOW_MS),
      browserSession: period(BROWSER_SESSION_TTL_MS),
      rememberedSession: period(REMEMBER_TTL_MS),
      apiSession: period(REFRESH_TTL_MS),
      resetLink: period(RESET_TOKEN_TTL_MS),
      unfinishedUpload: period(SWEEP.pendingGraceMs),
      importUpload: period(IMPORT_KEEP_SECONDS * 1000),
      inboxMessages: period(HOUSEKEEPING.inboxMessageKeepMs),
      bulkUndo: `${UNDO_WINDOW_MS / 1000} seconds`,
      themeCookie: period(THEME_COOKIE_MAX_AGE * 1000),
      reminderDeliveries: period(HOUSEKEEPING.reminderDeliveryKeepMs),
    },
    digestHour: `${String(DEFAULT_DIGEST_HOUR).padStart(2, "0")}:00`,
  };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage title="Privacy Policy" updated={PRIVACY_POLICY.updated} changes={[...PRIVACY_POLICY.changes]}>
      <PrivacyText {...loaderData} />
    </LegalPage>
  );
}
