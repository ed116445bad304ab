import type { ReactNode } from "react";
import { AlertCircleIcon, AlertTriangleIcon, CheckCircleIcon, InfoIcon } from "./icons";

export type AlertTone = "error" | "success" | "info" | "warning";

const styles: Record<AlertTone, { box: string; icon: string; Icon: typeof InfoIcon }> = {
  error: { box: "border-red-200 bg-red-50 text-red-800", icon: "text-red-600", Icon: AlertCircleIcon },
  success: { box: "border-green-200 bg-green-50 text-green-800", icon: "text-green-600", Icon: CheckCircleIcon },
  info: { box: "border-brand-200 bg-brand-50 text-brand-800", icon: "text-brand-600", Icon: InfoIcon },
  warning: { box: "border-amber-200 bg-amber-50 text-amber-900", icon: "text-amber-600", Icon: AlertTriangleIcon },
};

export type AlertProps = {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Extra content (e.g. a link or button) below the message. */
  actions?: ReactNode;
  className?: string;
  id?: string;
};

/** An inline message box. Errors are `role="alert"`, successes `role="status"`. */
export function Alert({ tone = "info", title, children, actions, className, id }: AlertProps) {
  const { box, icon, Icon } = styles[tone];
  const role = tone === "error" ? "alert" : tone === "success" ? "status" : undefined;
  return (
    <div id={id} role={role} className={`flex gap-3 rounded-lg border p-4 text-sm ${box} ${className ?? ""}`}>
      <Icon className={`mt-px size-5 shrink-0 ${icon}`} />
      <div className="min-w-0 flex-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className={title ? "mt-1" : undefined}>{children}</div> : null}
        {actions ? <div className="mt-3 flex flex-wrap gap-3">{actions}</div> : null}
      </div>
    </div>
  );
}
