import { CURRENCIES } from "@core/enums";
import { PT_STATE_NAMES, PT_STATES } from "@core/offers/pt-states";
import type { ReactNode } from "react";
import { FormCard } from "~/components/form-card";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { type FormReply, type FormValues, useFormFields } from "~/ui/forms";

type Props = {
  values: FormValues;
  reply?: FormReply;
  benefitRows: number;
  cancelTo: string;
  submitLabel: string;
};

function Group({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-5 border-t border-slate-200 pt-5 first:border-t-0 first:pt-0 sm:col-span-2 sm:grid-cols-2">
      <legend className="sr-only">{title}</legend>
      <div className="sm:col-span-2" aria-hidden="true">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      </div>
      {children}
    </fieldset>
  );
}

/**
 * The offer as its letter states it: every field of `offerSchema`, labelled with the letter's own words and
 * a line of help each. A plain post (no JavaScript needed); amounts are a year's unless a label says so.
 */
export function OfferForm({ values, reply, benefitRows, cancelTo, submitLabel }: Props) {
  const { field, checked, formError, clearOnEdit } = useFormFields({ reply, defaultValue: values });
  const money = (name: string) => ({ ...field(name), inputMode: "decimal" as const, autoComplete: "off" });
  const whole = (name: string) => ({ ...field(name), inputMode: "numeric" as const, autoComplete: "off" });
  return (
    <FormCard
      clearOnEdit={clearOnEdit}
      formError={formError}
      bodyClassName="grid gap-6 sm:grid-cols-2"
      cancelTo={cancelTo}
      submitLabel={submitLabel}
    >
      <Group
        title="Fixed pay"
        description="A year's figures, as the letter's salary annexure lists them. Write 18,00,000 or 1800000."
      >
        <SelectField
          label="Currency"
          {...field("currency")}
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          hint="Offers in INR are decoded with Indian income tax; other currencies show gross figures only."
        />
        <SelectField
          label="The letter gives fixed pay as"
          {...field("fixed.kind")}
          options={[
            { value: "components", label: "Components (basic, HRA, special allowance)" },
            { value: "total", label: "One fixed total" },
          ]}
          hint="Fill in the fields of the way you chose; the others are ignored."
        />
        <TextField
          label="Basic salary"
          {...money("fixed.basic")}
          hint="Per annum. PF and gratuity are counted on it."
        />
        <TextField
          label="House rent allowance (HRA)"
          {...money("fixed.hra")}
          hint="Per annum; the old regime may exempt part of it."
        />
        <TextField
          label="Special allowance"
          {...money("fixed.specialAllowance")}
          hint="Per annum; fully taxable, sometimes called flexible pay."
        />
        <TextField
          label="Other allowances"
          {...money("fixed.otherAllowances")}
          hint="LTA, conveyance and other fixed, taxable parts, per annum."
        />
        <TextField
          label="Fixed total (if the letter gives only the total)"
          {...money("fixed.fixedTotal")}
          hint="Per annum, before the variable pay."
        />
        <TextField
          label="Basic as a percentage of the fixed total"
          {...field("fixed.basicPercent")}
          inputMode="decimal"
          hint="Often 40 or 50; it sets PF and gratuity."
        />
      </Group>

      <Group title="Variable and one-time pay">
        <TextField
          label="Variable pay / performance bonus at target"
          {...money("variable.target")}
          hint="Per annum, at 100% of target."
        />
        <TextField
          label="Expected payout (% of target)"
          {...field("variable.expectedPayoutPercent")}
          inputMode="decimal"
          hint="What you expect to be paid: 100 pays the target; recent years' payout is a fair guess."
        />
        <TextField
          label="Joining bonus / sign-on bonus"
          {...money("joiningBonus.amount")}
          hint="Paid once, in year 1."
        />
        <TextField
          label="Clawback period (months)"
          {...whole("joiningBonus.clawbackMonths")}
          hint="Repayable if you leave within this many months; 0 or empty for none."
        />
        <TextField label="Relocation allowance" {...money("relocation")} hint="Paid once, taxed as salary in year 1." />
        <TextField
          label="Retention bonus"
          {...money("retentionBonus.amount")}
          hint="Paid once, after the months below."
        />
        <TextField
          label="Retention bonus paid after (months)"
          {...whole("retentionBonus.payableAfterMonths")}
          hint="Counted from your joining date."
        />
      </Group>

      <Group
        title="ESOPs or RSUs"
        description="Leave the grant type empty if the letter grants no equity. Counted at today's value, before tax."
      >
        <SelectField
          label="Grant type"
          {...field("equity.kind")}
          placeholder="No equity"
          options={[
            { value: "esop", label: "ESOPs (stock options)" },
            { value: "rsu", label: "RSUs (restricted stock units)" },
          ]}
        />
        <SelectField
          label="The letter states the grant as"
          {...field("equity.grant.by")}
          options={[
            { value: "units", label: "A number of options or units" },
            { value: "value", label: "A value" },
          ]}
        />
        <TextField label="Number of options / units granted" {...field("equity.grant.units")} inputMode="decimal" />
        <TextField
          label="Current value per share"
          {...money("equity.grant.valuePerUnit")}
          hint="The latest valuation or share price."
        />
        <TextField
          label="Exercise (strike) price per option"
          {...money("equity.grant.exercisePricePerUnit")}
          hint="ESOPs only; 0 or empty for RSUs."
        />
        <TextField
          label="Grant value"
          {...money("equity.grant.value")}
          hint="If the letter gives only a total value."
        />
        <SelectField
          label="Vesting schedule"
          {...field("equity.vesting.kind")}
          options={[
            { value: "cliff", label: "Equal parts after a cliff" },
            { value: "custom", label: "The letter's own percentages by year" },
          ]}
        />
        <TextField label="Vesting period (years)" {...whole("equity.vesting.years")} />
        <TextField label="Cliff (months)" {...whole("equity.vesting.cliffMonths")} hint="Nothing vests before it." />
        <SelectField
          label="Vests every"
          {...field("equity.vesting.every")}
          options={[
            { value: "month", label: "Month" },
            { value: "quarter", label: "Quarter" },
            { value: "year", label: "Year" },
          ]}
        />
        <TextField
          label="Percentages by year"
          {...field("equity.vesting.percentsByYear")}
          hint="For the letter's own schedule, e.g. 10, 20, 30, 40 (they add up to 100)."
          className="sm:col-span-2"
        />
      </Group>

      <Group title="Retirement and benefits" description="Part of the CTC, but not cash in your hand.">
        <SelectField
          label="Employer's contribution to PF"
          {...field("employerPf.basis")}
          options={[
            { value: "percent-of-basic", label: "12% of basic" },
            { value: "statutory-ceiling", label: "Statutory ceiling (₹1,800 a month)" },
            { value: "amount", label: "An amount the letter gives" },
            { value: "none", label: "No PF" },
          ]}
          hint="You pay the same from your salary."
        />
        <TextField
          label="Employer PF amount"
          {...money("employerPf.perYear")}
          hint="Per annum, if the letter gives one."
        />
        <SelectField
          label="Gratuity"
          {...field("gratuity.basis")}
          options={[
            { value: "percent-of-basic", label: "4.81% of basic" },
            { value: "amount", label: "An amount the letter gives" },
            { value: "none", label: "Not in the CTC" },
          ]}
          hint="Paid only after five years of service."
        />
        <TextField label="Gratuity amount" {...money("gratuity.perYear")} hint="Per annum, if the letter gives one." />
        {Array.from({ length: benefitRows }, (_, i) => `benefits[${i}]`).map((row, i) => (
          <div key={row} className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
            <TextField
              label={`Benefit ${i + 1}`}
              {...field(`benefits[${i}].label`)}
              hint={i === 0 ? "Insurance, meal cards and other benefits the letter puts a value on." : undefined}
            />
            <TextField label={`Benefit ${i + 1}: value per annum`} {...money(`benefits[${i}].perYear`)} />
          </div>
        ))}
        <TextField
          label="Total CTC as the letter states it"
          {...money("statedCtc")}
          hint="Optional: shown beside the sum of the parts above."
        />
      </Group>

      <Group title="Notice, place and deadline">
        <TextField label="Notice period (days)" {...whole("noticePeriodDays")} hint="Yours, at your current job." />
        <TextField
          label="Notice period buyout"
          {...money("noticeBuyout")}
          hint="What the new employer pays towards buying it out."
        />
        <TextField label="City" {...field("city")} autoComplete="address-level2" />
        <SelectField
          label="State (for professional tax)"
          {...field("state")}
          placeholder="Not given"
          options={PT_STATES.map((s) => ({ value: s, label: PT_STATE_NAMES[s] }))}
        />
        <CheckboxField
          label="A metro city for HRA"
          name="metro"
          value="true"
          defaultChecked={checked("metro")}
          hint="Delhi, Mumbai, Kolkata or Chennai (the draft 2026 rules add Bengaluru, Hyderabad, Pune and Ahmedabad): HRA exempt up to 50% of basic, else 40%."
        />
        <TextField
          label="Accept by (the offer's deadline)"
          {...field("deadline")}
          type="date"
          hint="You are reminded the day before and that morning."
        />
        <TextAreaField label="Notes" {...field("notes")} rows={4} className="sm:col-span-2" />
      </Group>
    </FormCard>
  );
}
