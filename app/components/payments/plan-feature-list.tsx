import { CheckIcon, XIcon } from "~/components/ui/icons";

/** A plan's features as the plan cards show them (landing page and /plans): a tick or a cross, and words for screen readers. */
export function PlanFeatureList({
  features,
  className,
  strikeExcluded = false,
}: {
  features: ReadonlyArray<{ text: string; included: boolean }>;
  className: string;
  /** /plans crosses out what a plan lacks; the landing page only greys it. */
  strikeExcluded?: boolean;
}) {
  const excluded = strikeExcluded ? "text-slate-500 line-through decoration-slate-300" : "text-slate-500";
  return (
    <ul className={className}>
      {features.map((f) => (
        <li key={f.text} className={`flex items-start gap-2 ${f.included ? "text-slate-700" : excluded}`}>
          {f.included ? (
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-green-700" />
          ) : (
            <XIcon className="mt-0.5 size-4 shrink-0" />
          )}
          <span>
            {f.text}
            {f.included ? null : <span className="sr-only"> (not included)</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
