import type { ReactNode } from "react";

export type EmptyStateProps = {
  /** A decorative icon, e.g. `<BriefcaseIcon />`. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Usually a `ButtonLink`. */
  action?: ReactNode;
  /** Heading level of the title; 2 by default. */
  headingLevel?: 2 | 3;
  className?: string;
};

/** A friendly placeholder for an empty list. */
export function EmptyState({ icon, title, description, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div
      className={`flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center ${className ?? ""}`}
    >
      {icon ? (
        <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600 [&_svg]:size-6">
          {icon}
        </div>
      ) : null}
      <Heading className="text-base font-semibold text-slate-900">{title}</Heading>
      {description ? <p className="mt-1 max-w-sm text-sm text-slate-600">{description}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
