/** Display formatting shared by pages and components. Pure and client-safe. */
// The money formats live in ./money (docs/decisions/062, round 3): this module's light half is in every
// signed-in screen's shell chunk, the money half only in the screens that show an amount.
export { CURRENCY_SYMBOLS, formatMoney, type Salary, salaryDisplay, yearlySavingPercent } from "./money";

/** "full-time" → "Full-time"; empty → "Not specified". */
export function jobTypeLabel(type?: string | null): string {
  const value = type?.trim();
  return value ? capitalize(value) : "Not specified";
}

/** A job's location as shown: "remote" → "Remote"; empty (an import whose file gave none) → "Not specified". */
export function locationLabel(location?: string | null): string {
  const value = location?.trim();
  return value ? capitalize(value) : "Not specified";
}

/**
 * What a job's date means on the screens: a saved job has not been applied to yet, so its date is when it
 * was saved ("Saved"); any other status, "Applied".
 */
export function jobDateLabel(status: string): "Saved" | "Applied" {
  return status === "saved" ? "Saved" : "Applied";
}

/** Upper-cases the first character: "screening" → "Screening". */
export function capitalize(value: string): string {
  return value.length > 0 ? value.charAt(0).toUpperCase() + value.slice(1) : value;
}

/** A plan's display name: "free" → "Free"; missing → "Free". */
export function planLabel(name?: string | null): string {
  const value = name?.trim();
  return value ? capitalize(value) : "Free";
}

/** The avatar letter: first letter of the name, else of the email, upper-cased; "?" when both are empty. */
export function initialOf(name?: string | null, email?: string | null): string {
  const source = name?.trim() || email?.trim() || "";
  const [first] = Array.from(source);
  return first ? first.toUpperCase() : "?";
}

/** `pluralize(1, "interview")` → "1 interview"; `pluralize(2, "interview")` → "2 interviews". */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
