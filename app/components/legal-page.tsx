import type { ReactNode } from "react";
import { Link } from "react-router";
import { PublicFooter } from "./public-layout";
import { LogoMark } from "./ui/icons";

/** A policy's change: the day (YYYY-MM-DD) and what changed, in a sentence. */
export type PolicyChange = { date: string; change: string };

/** "2026-11-28" → "November 28, 2026" (a calendar day: no time zone moves it). */
function dayInWords(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/**
 * The shell of the static policy pages: a plain readable column, the date the text last changed, the
 * text, then (when given) the change log, newest first.
 */
export function LegalPage({
  title,
  updated,
  changes,
  children,
}: {
  title: string;
  /** The day the text last changed (YYYY-MM-DD). */
  updated: string;
  changes?: PolicyChange[];
  children: ReactNode;
}) {
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
        <p className="mt-2 text-sm text-slate-600">
          Last updated: <time dateTime={updated}>{dayInWords(updated)}</time>
        </p>
        <div
          id="policy-text"
          className="mt-8 space-y-6 leading-7 text-slate-700 [&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_ul]:list-disc [&_ul]:pl-6 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline"
        >
          {children}
        </div>
        {changes?.length ? (
          <section id="changes" aria-labelledby="changes-title" className="mt-12 border-t border-slate-200 pt-8">
            <h2 id="changes-title" className="text-xl font-semibold text-slate-900">
              Changes to this policy
            </h2>
            <ul className="mt-4 space-y-3 text-sm leading-6 text-slate-700">
              {changes.map((c) => (
                <li key={`${c.date}:${c.change}`}>
                  <time dateTime={c.date} className="font-medium text-slate-900">
                    {dayInWords(c.date)}
                  </time>
                  : {c.change}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </main>
      <PublicFooter />
    </div>
  );
}
