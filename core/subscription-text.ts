/** Words of the subscription screens that both the dialog (with JavaScript) and the confirm page use. */
export const CANCEL_SUBSCRIPTION_MESSAGE =
  "Are you sure you want to cancel your subscription? Your account will be downgraded to the Free plan immediately. You'll lose access to premium features but your data will be preserved.";

/** A plan limit for display: -1 (or 0, or none) is "Unlimited" (api-contract.md §2.5). */
export function limitLabel(value: number | null | undefined, unit = ""): string {
  return value && value > 0 ? `${value.toLocaleString("en-IN")}${unit}` : "Unlimited";
}
