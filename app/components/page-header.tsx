import type { ReactNode } from "react";

export type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Primary page actions, e.g. an "Add New Application" `ButtonLink`. */
  actions?: ReactNode;
  className?: string;
};

/** The page's h1 with an optional description and actions; stacks on phones. */
export function PageHeader({ title, description, actions, className }: PageHeaderProps) {
  return (
    <div className={`mb-6 flex flex-col gap-4 sm:mb-8 sm:flex-row sm:items-end sm:justify-between ${className ?? ""}`}>
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight text-balance text-slate-900 sm:text-3xl">{title}</h1>
        {description ? <p className="mt-1.5 text-sm text-slate-600 sm:text-base">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap items-center gap-3">{actions}</div> : null}
    </div>
  );
}
