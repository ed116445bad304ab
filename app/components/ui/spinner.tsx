type SpinnerProps = {
  /** Tailwind size classes; defaults to `size-5`. */
  className?: string;
  /** When set, the spinner is announced as a status with this text; otherwise it is decorative. */
  label?: string;
};

/** A spinning ring in the current text colour. */
export function Spinner({ className = "size-5", label }: SpinnerProps) {
  const svg = (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
      className={`animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite] ${className}`}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return svg;
  return (
    <span role="status" className="inline-flex items-center">
      {svg}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A centred spinner with visible text, for whole sections that are loading. */
export function LoadingState({ label = "Loading…" }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-sm text-slate-600">
      <Spinner className="size-5 text-brand-600" />
      <span>{label}</span>
    </div>
  );
}
