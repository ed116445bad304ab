import type { ReactNode } from "react";
import { Link } from "react-router";
import { PublicFooter } from "./public-layout";
import { LogoMark } from "./ui/icons";

/** The shell of the static policy pages: a plain readable column, last-updated date, the site footer. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-white">
      <header className="border-b border-slate-200">
        <div className="mx-auto flex max-w-3xl items-center justify-between px-6 py-4">
          <Link to="/" className="flex items-center gap-2 font-semibold text-slate-900">
            <LogoMark className="size-7" /> Offerpath
          </Link>
          <Link to="/login" className="text-sm font-medium text-brand-700 hover:underline">
            Sign in
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-3xl px-6 py-12">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-2 text-sm text-slate-600">Last updated: May 7, 2025</p>
        <div className="mt-8 space-y-6 leading-7 text-slate-700 [&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_ul]:list-disc [&_ul]:pl-6">
          {children}
        </div>
      </main>
      <PublicFooter />
    </div>
  );
}
