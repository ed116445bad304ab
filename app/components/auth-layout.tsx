import type { ReactNode } from "react";
import { Link } from "react-router";
import { LogoMark } from "./ui/icons";

export type AuthLayoutProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Shown under the card, e.g. "Don't have an account? Sign up". */
  footer?: ReactNode;
};

const linkClasses =
  "rounded-sm hover:text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** Centred card layout for /login, /register, /forgot-password and /reset-password. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <div className="relative flex min-h-screen flex-col bg-slate-50">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-80 bg-linear-to-b from-brand-100/80 via-brand-50/60 to-transparent"
      />
      <main className="relative flex flex-1 flex-col items-center px-4 py-10 sm:justify-center sm:py-16">
        <Link
          to="/"
          className="mb-8 inline-flex items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          <LogoMark className="size-9" />
          <span className="text-xl font-semibold tracking-tight text-slate-900">Offerpath</span>
        </Link>
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white px-5 py-8 shadow-sm sm:px-8">
          <div className="mb-6 text-center">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
            {subtitle ? <p className="mt-2 text-sm text-slate-600">{subtitle}</p> : null}
          </div>
          {children}
        </div>
        {footer ? <div className="mt-6 text-center text-sm text-slate-600">{footer}</div> : null}
      </main>
      <footer className="relative px-4 pb-6 text-center text-xs text-slate-600">
        <nav aria-label="Legal" className="flex justify-center gap-4">
          <Link to="/terms-of-use" className={linkClasses}>
            Terms
          </Link>
          <Link to="/privacy-policy" className={linkClasses}>
            Privacy
          </Link>
        </nav>
      </footer>
    </div>
  );
}
