import type { HTMLAttributes, ReactNode } from "react";

type DivProps = HTMLAttributes<HTMLDivElement>;

function cx(...classes: (string | false | null | undefined)[]) {
  return classes.filter(Boolean).join(" ");
}

/** A white surface with a hairline border. Compose with `CardHeader`, `CardBody` and `CardFooter`. */
/** `min-w-0`: in a grid or flex row a card never grows past its track to fit a long line (issue 30, 390 px). */
export function Card({ className, ...props }: DivProps) {
  return <div className={cx("min-w-0 rounded-xl border border-slate-200 bg-white shadow-xs", className)} {...props} />;
}

export type CardHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links shown at the end of the header. */
  actions?: ReactNode;
  /** Heading level of the title; 2 by default (pages own the h1). */
  headingLevel?: 2 | 3;
  /** Id for the heading, e.g. to label a section with `aria-labelledby`. */
  titleId?: string;
  className?: string;
};

export function CardHeader({ title, description, actions, headingLevel = 2, titleId, className }: CardHeaderProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div
      className={cx(
        "flex flex-col gap-3 border-b border-slate-200 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6",
        className,
      )}
    >
      <div className="min-w-0">
        <Heading id={titleId} className="text-base font-semibold text-slate-900">
          {title}
        </Heading>
        {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}

export function CardBody({ className, ...props }: DivProps) {
  return <div className={cx("px-4 py-5 sm:px-6", className)} {...props} />;
}

export function CardFooter({ className, ...props }: DivProps) {
  return (
    <div
      className={cx(
        "flex flex-wrap items-center justify-end gap-3 rounded-b-xl border-t border-slate-200 bg-slate-50 px-4 py-3 sm:px-6",
        className,
      )}
      {...props}
    />
  );
}
