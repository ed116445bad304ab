/** Words of the subscription screens that both the dialog (with JavaScript) and the confirm page use. */
import { capitalize } from "./format";

export const CANCEL_SUBSCRIPTION_MESSAGE =
  "Are you sure you want to cancel your subscription? Your account will be downgraded to the Free plan immediately. You'll lose access to premium features but your data will be preserved.";

/** A plan limit for display: -1 (or 0, or none) is "Unlimited" (api-contract.md §2.5). */
export function limitLabel(value: number | null | undefined, unit = ""): string {
  return value && value > 0 ? `${value.toLocaleString("en-IN")}${unit}` : "Unlimited";
}

/** A plan change's credit line on the order, the stand-in checkout and the receipt: "Unused days of Basic (12 days)". */
export function creditLabel(credit: { planName: string; days: number }): string {
  const days = credit.days < 1 ? "less than a day" : credit.days === 1 ? "1 day" : `${credit.days} days`;
  return `Unused days of ${capitalize(credit.planName)} (${days})`;
}
