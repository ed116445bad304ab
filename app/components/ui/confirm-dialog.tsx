import { type ComponentType, lazy, Suspense, useEffect, useState } from "react";
import type { ConfirmDialogProps } from "./confirm-dialog-body";

export type { ConfirmDialogProps };

/**
 * If the dialog's chunk cannot load (offline, or gone after a deploy), the browser's own confirm asks
 * instead: a delete is never left without its question, nor its button without an effect.
 */
function BrowserConfirm({ title, message, onConfirm, onCancel }: ConfirmDialogProps) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: asks once, when shown.
  useEffect(() => {
    if (window.confirm(`${title}\n\n${message}`)) onConfirm();
    else onCancel();
  }, []);
  return null;
}

const Body = lazy<ComponentType<ConfirmDialogProps>>(() =>
  import("./confirm-dialog-body").catch(() => ({ default: BrowserConfirm })),
);

/**
 * A modal confirmation on the native <dialog> (focus trap, Escape and backdrop for free). Nothing is rendered
 * until it is first opened: a list of rows each with its own confirmation would otherwise carry a closed
 * dialog per row in its HTML and its hydration (the no-JS path is each row's confirmation page). Its code
 * too is loaded then, since a page without a question asked never needs it (docs/decisions/062).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Body {...props} />
    </Suspense>
  );
}
