/**
 * The offer form's fields (issue 34): an offer as the form's strings, and the posted fields back into what
 * `offerSchema` reads. The form names its inputs by the schema's own paths (`fixed.basic`,
 * `equity.grant.units`, `benefits[0].label`), so the schema's errors land under their fields. Client-safe.
 */
import type { Offer } from "./offer";

/** Rows of benefits the form offers (the schema takes up to 20; a letter lists a few). */
export const BENEFIT_ROWS = 4;

/** The form's strings, nested by the inputs' dotted names; the benefit rows keyed by their index ("0", "1"…). */
export type OfferFormValues = { [name: string]: string | OfferFormValues };

const text = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));

/** The form's starting strings: the offer's, or an empty letter in `currency` (the job's salary currency). */
export function offerFormValues(
  offer: (Omit<Offer, "deadline"> & { deadline: string | null }) | null,
  currency: string,
): OfferFormValues {
  const fixed = offer?.fixed;
  const equity = offer?.equity ?? null;
  const grant = equity?.grant;
  const vesting = equity?.vesting;
  const benefits = offer?.benefits ?? [];
  return {
    currency: offer?.currency ?? currency,
    fixed: {
      kind: fixed?.kind ?? "components",
      basic: text(fixed?.kind === "components" ? fixed.basic : null),
      hra: text(fixed?.kind === "components" ? fixed.hra || null : null),
      specialAllowance: text(fixed?.kind === "components" ? fixed.specialAllowance || null : null),
      otherAllowances: text(fixed?.kind === "components" ? fixed.otherAllowances || null : null),
      fixedTotal: text(fixed?.kind === "total" ? fixed.fixedTotal : null),
      basicPercent: text(fixed?.kind === "total" ? fixed.basicPercent : 40),
    },
    variable: {
      target: text(offer?.variable.target || null),
      expectedPayoutPercent: text(offer?.variable.expectedPayoutPercent ?? 100),
    },
    joiningBonus: {
      amount: text(offer?.joiningBonus.amount || null),
      clawbackMonths: text(offer?.joiningBonus.clawbackMonths || null),
    },
    relocation: text(offer?.relocation || null),
    retentionBonus: {
      amount: text(offer?.retentionBonus.amount || null),
      payableAfterMonths: text(offer?.retentionBonus.payableAfterMonths ?? 12),
    },
    equity: {
      kind: equity?.kind ?? "",
      grant: {
        by: grant?.by ?? "units",
        units: text(grant?.by === "units" ? grant.units : null),
        valuePerUnit: text(grant?.by === "units" ? grant.valuePerUnit : null),
        exercisePricePerUnit: text(grant?.by === "units" ? grant.exercisePricePerUnit || null : null),
        value: text(grant?.by === "value" ? grant.value : null),
      },
      vesting: {
        kind: vesting?.kind ?? "cliff",
        years: text(vesting?.kind === "cliff" ? vesting.years : 4),
        cliffMonths: text(vesting?.kind === "cliff" ? vesting.cliffMonths : 12),
        every: vesting?.kind === "cliff" ? vesting.every : "quarter",
        percentsByYear: vesting?.kind === "custom" ? vesting.percentsByYear.join(", ") : "",
      },
    },
    employerPf: {
      basis: offer?.employerPf.basis ?? "percent-of-basic",
      perYear: text(offer?.employerPf.basis === "amount" ? offer.employerPf.perYear : null),
    },
    gratuity: {
      basis: offer?.gratuity.basis ?? "percent-of-basic",
      perYear: text(offer?.gratuity.basis === "amount" ? offer.gratuity.perYear : null),
    },
    benefits: Object.fromEntries(
      Array.from({ length: Math.max(BENEFIT_ROWS, benefits.length) }, (_, i) => [
        String(i),
        { label: benefits[i]?.label ?? "", perYear: text(benefits[i]?.perYear) },
      ]),
    ),
    statedCtc: text(offer?.statedCtc),
    noticePeriodDays: text(offer?.noticePeriodDays || null),
    noticeBuyout: text(offer?.noticeBuyout || null),
    city: offer?.city ?? "",
    metro: offer?.metro ? "true" : "",
    state: offer?.state ?? "",
    deadline: offer?.deadline ?? "",
    notes: offer?.notes ?? "",
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === "string" ? v : "");

/**
 * The posted fields as `offerSchema` reads them: the parts the letter does not have left out (no equity
 * when its kind is empty; the blank benefit rows at the end), a vesting's percentages read from "25, 25, 25, 25".
 * Everything else goes through as typed, for the schema to judge.
 */
export function prepareOfferForm(payload: Record<string, unknown>): unknown {
  const out: Record<string, unknown> = { ...payload };
  const equity = payload.equity;
  if (!isRecord(equity) || str(equity.kind) === "") out.equity = null;
  else if (isRecord(equity.vesting) && str(equity.vesting.kind) === "custom") {
    const percents = str(equity.vesting.percentsByYear)
      .split(/[,\s]+/)
      .filter((p) => p !== "");
    out.equity = { ...equity, vesting: { ...equity.vesting, percentsByYear: percents } };
  }
  // Blank rows after the last one filled are left out; a blank row between two filled ones stays, so each
  // error keeps the row it is about.
  const rows = payload.benefits;
  const benefits: unknown[] = Array.isArray(rows) ? rows : isRecord(rows) ? Object.values(rows) : [];
  const filled = (b: unknown) => isRecord(b) && (str(b.label).trim() !== "" || str(b.perYear).trim() !== "");
  let last = benefits.length - 1;
  while (last >= 0 && !filled(benefits[last])) last--;
  out.benefits = benefits.slice(0, last + 1);
  if (payload.metro === undefined) out.metro = false;
  return out;
}
