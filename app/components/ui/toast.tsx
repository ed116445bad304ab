import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { Form, useLocation } from "react-router";
import { useHydrated } from "~/ui/use-hydrated";
import { AlertCircleIcon, CheckCircleIcon, XIcon } from "./icons";

export type ToastType = "success" | "error";
/**
 * `undo`: a bulk change's undo token; the toast then shows an Undo button for `undoLeftMs`, the time the
 * server still accepts it (decision 047).
 */
export type ToastMessage = { type: ToastType; message: string; undo?: string; undoLeftMs?: number };
type Toast = ToastMessage & { id: number };

const DURATION_MS: Record<ToastType, number> = { success: 3000, error: 5000 };
const MAX_TOASTS = 4;

type ToastContextValue = {
  toasts: Toast[];
  show: (toast: ToastMessage) => void;
  dismiss: (id: number) => void;
};

const ToastContext = createContext<ToastContextValue | null>(null);

function withToast(toasts: Toast[], toast: Toast): Toast[] {
  // The same message again replaces the old one (and restarts its timer) instead of stacking.
  const others = toasts.filter((t) => t.type !== toast.type || t.message !== toast.message);
  return [...others, toast].slice(-MAX_TOASTS);
}

/** A server flash; `id` (unique per flash) tells a repeated message apart from a revalidated one. */
export type FlashToast = ToastMessage & { id?: string };

function isSameFlash(a: FlashToast | null, b: FlashToast | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return a.id !== undefined && a.id === b.id;
}

export type ToastProviderProps = {
  /**
   * A flash message from the server. It is part of the server-rendered HTML, so it shows without
   * JavaScript; a new flash (a new `id`, or without ids a new object) shows again.
   */
  initial?: FlashToast | null;
  children: ReactNode;
};

/** Holds the toast stack and renders the `Toaster` after its children. */
export function ToastProvider({ initial = null, children }: ToastProviderProps) {
  // A flash's own `id` (a string) gives way to the stack's number.
  const [toasts, setToasts] = useState<Toast[]>(() => (initial ? [{ ...initial, id: 0 }] : []));
  const nextId = useRef(1);

  const show = useCallback((toast: ToastMessage) => {
    const id = nextId.current++;
    setToasts((current) => withToast(current, { ...toast, id }));
  }, []);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((t) => t.id !== id));
  }, []);

  const shownInitial = useRef(initial);
  useEffect(() => {
    if (isSameFlash(shownInitial.current, initial)) return;
    shownInitial.current = initial;
    if (initial) show(initial);
  }, [initial, show]);

  const value = useMemo(() => ({ toasts, show, dismiss }), [toasts, show, dismiss]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Toaster />
    </ToastContext.Provider>
  );
}

/** Shows toasts from client code: `const toast = useToast(); toast.success("Saved")`. */
export function useToast(): { success: (message: string) => void; error: (message: string) => void } {
  const context = useContext(ToastContext);
  if (!context) throw new Error("useToast must be used inside <ToastProvider>");
  const { show } = context;
  return useMemo(
    () => ({
      success: (message: string) => show({ type: "success", message }),
      error: (message: string) => show({ type: "error", message }),
    }),
    [show],
  );
}

/**
 * The toast stack, at the bottom right (bottom, full width, on a phone): never over a page's header and its
 * actions (issue 30: a toast covered "Add Application"). `ToastProvider` already renders one; render it
 * yourself only without the provider's.
 */
export function Toaster() {
  const context = useContext(ToastContext);
  if (!context) return null;
  const { toasts, dismiss } = context;
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-3 p-4 sm:items-end sm:px-6"
    >
      {toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} dismiss={dismiss} />
      ))}
    </section>
  );
}

function ToastCard({ toast, dismiss }: { toast: Toast; dismiss: (id: number) => void }) {
  const [paused, setPaused] = useState(false);
  const hydrated = useHydrated();
  const { id, type, message, undo, undoLeftMs = 0 } = toast;
  const error = type === "error";
  // The Undo goes when the server's window closes, paused or not: a later press would only be refused.
  const [undoOpen, setUndoOpen] = useState(Boolean(undo));
  useEffect(() => {
    if (!undo) return;
    const timer = setTimeout(() => setUndoOpen(false), undoLeftMs);
    return () => clearTimeout(timer);
  }, [undo, undoLeftMs]);
  // Without JavaScript no timer runs: a CSS animation fades the flash out after the same delay instead.
  const cssAutoHide = hydrated
    ? ""
    : undo
      ? " toast-auto-hide-undo"
      : error
        ? " toast-auto-hide-error"
        : " toast-auto-hide-success";
  // A toast with an Undo stays as long as the change can be undone.
  const duration = undo && undoOpen ? undoLeftMs : DURATION_MS[type];

  // Effects only run once hydrated, so a server-rendered flash stays put without JavaScript.
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => dismiss(id), duration);
    return () => clearTimeout(timer);
  }, [paused, id, duration, dismiss]);

  const pause = {
    onMouseEnter: () => setPaused(true),
    onMouseLeave: () => setPaused(false),
    onFocus: () => setPaused(true),
    onBlur: () => setPaused(false),
  };
  const content = (
    <>
      {error ? (
        <AlertCircleIcon className="mt-px size-5 shrink-0 text-red-600" />
      ) : (
        <CheckCircleIcon className="mt-px size-5 shrink-0 text-green-600" />
      )}
      <p className="min-w-0 flex-1 text-sm font-medium break-words text-slate-900">{message}</p>
      {undo && undoOpen ? <UndoForm token={undo} onSubmit={() => dismiss(id)} /> : null}
      <button
        type="button"
        onClick={() => dismiss(id)}
        className="-m-1 shrink-0 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <span className="sr-only">Dismiss notification</span>
        <XIcon className="size-4" />
      </button>
    </>
  );
  // Hovering or focusing a toast pauses its timer, so it can be read and dismissed at leisure.
  return (
    <div
      role={error ? "alert" : "status"}
      aria-live={error ? "assertive" : "polite"}
      aria-atomic="true"
      className={toastClasses + cssAutoHide}
      {...pause}
    >
      {content}
    </div>
  );
}

/**
 * The Undo of a bulk change: a plain form post to /applications/bulk, so it works without JavaScript from
 * the flash on the page after the change; the answer comes back to this page with its own toast.
 */
function UndoForm({ token, onSubmit }: { token: string; onSubmit: () => void }) {
  const location = useLocation();
  // Once posted, the toast goes: the answer's own toast says what the undo did.
  return (
    <Form method="post" action="/applications/bulk" onSubmit={onSubmit} className="-my-1 shrink-0">
      <input type="hidden" name="intent" value="undo" />
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        className="rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Undo
      </button>
    </Form>
  );
}

const toastClasses =
  "pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl bg-white p-4 shadow-lg ring-1 ring-slate-900/10 " +
  "transition duration-300 ease-out starting:translate-y-2 starting:opacity-0 motion-reduce:transition-none";
