/** The landing page's sections (spec §1 and §2): claims, features, steps, use cases, FAQ. */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";

/** A figure counted by the daily cron, already past its floor ("12,000+", "applications tracked"). */
export type Figure = { value: string; label: string };

/** The hero, with the counted figures that passed their floors; none shown until one does. */
export function Hero({ figures }: { figures: Figure[] }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-6 pt-20 pb-16 text-center">
      <h1 className="mx-auto max-w-3xl text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
        Track your job search from first application to signed offer
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700">
        Applications, interviews, follow-up tasks and the people who can help, organised in one calm place.
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        <ButtonLink to="/register">Start free</ButtonLink>
        <ButtonLink to="/login" variant="secondary">
          I have an account
        </ButtonLink>
      </div>
      {figures.length ? (
        <dl
          aria-label="Offerpath in numbers"
          className="mx-auto mt-16 flex max-w-4xl flex-wrap justify-center gap-x-16 gap-y-6"
        >
          {figures.map(({ value, label }) => (
            <div key={label} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm text-slate-600">{label}</dt>
              <dd className="text-3xl font-bold text-brand-700">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}

const FEATURES: [string, string, string?][] = [
  ["Every application in one place", "Status, salary, priority, favourites and notes, filterable and searchable."],
  ["Interviews on a timeline", "Log each round with who you met and when to follow up."],
  ["Tasks that keep you moving", "Due dates in your own time zone, with overdue ones flagged."],
  ["Your network, remembered", "Contacts with their interaction history and follow-up dates."],
  ["Browser extension", "Save a job from LinkedIn, Naukri or Indeed and the form fills itself in.", "/extension"],
  ["Works anywhere", "Fast from any country, on phones and desktops, even with JavaScript off."],
];

export function Features() {
  return (
    <section id="features" aria-labelledby="features-title" className="mx-auto max-w-6xl scroll-mt-4 px-6 py-20">
      <h2 id="features-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
        Everything your search needs
      </h2>
      <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(([title, body, href]) => (
          <div key={title} className="rounded-xl border border-slate-200 p-6">
            <h3 className="font-semibold text-slate-900">
              {href ? (
                <Link to={href} className="text-brand-700 underline hover:text-brand-800">
                  {title}
                </Link>
              ) : (
                title
              )}
            </h3>
            <p className="mt-2 text-sm text-slate-600">{body}</p>
          </div>
        ))}
      </div>
    </section>
  );
}

const STEPS: ReactNode[] = [
  "Create a free account",
  <>
    Add applications by hand or with{" "}
    <Link to="/extension" className="text-brand-700 underline hover:text-brand-800">
      the extension
    </Link>
  </>,
  "Follow up, prepare, land the offer",
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="mx-auto max-w-4xl px-6 py-20">
      <h2 id="how-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
        How it works
      </h2>
      <ol className="mt-10 grid gap-6 sm:grid-cols-3">
        {STEPS.map((step, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders
          <li key={i} className="rounded-xl border border-slate-200 p-6">
            <span className="flex size-8 items-center justify-center rounded-full bg-brand-600 font-semibold text-white">
              {i + 1}
            </span>
            <p className="mt-4 font-medium text-slate-900">{step}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

const extensionLink = (
  <Link to="/extension" className="text-brand-700 underline hover:text-brand-800">
    the browser extension
  </Link>
);

/** Three illustrative ways to use it: no person, no quote, nothing the product does not do. */
const USE_CASES: { title: string; body: ReactNode }[] = [
  {
    title: "Forty applications, one list",
    body: "Someone applying widely keeps every role, its status and salary in one list instead of a spreadsheet, and opens the week's follow-ups each morning.",
  },
  {
    title: "Several interview rounds",
    body: "Someone deep in a hiring process logs each round with who they met and a task to follow up, and reads it all again before the next call.",
  },
  {
    title: "Referrals that do not slip",
    body: (
      <>
        Someone leaning on their network saves postings with {extensionLink}, links the contacts who referred them, and
        gets a reminder when a follow-up is due.
      </>
    ),
  },
];

export function UseCases() {
  return (
    <section id="use-cases" aria-labelledby="use-cases-title" className="bg-slate-50 px-6 py-20">
      <h2 id="use-cases-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
        How people use it
      </h2>
      <p className="mt-3 text-center text-slate-600">Illustrative examples, not customer stories.</p>
      <ul className="mx-auto mt-12 grid max-w-6xl gap-6 lg:grid-cols-3">
        {USE_CASES.map((u) => (
          <li key={u.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xs">
            <h3 className="font-semibold text-slate-900">{u.title}</h3>
            <p className="mt-2 text-sm text-slate-700">{u.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What the FAQ says about the plans, worded on the server from the plan rows (null when they cannot be read). */
export type FaqPlans = {
  /** "up to 10 job applications and up to 20 contacts", or null without a free plan. */
  freeTracks: string | null;
  /** "Basic and Premium". */
  paidNames: string;
  paidCount: number;
  /** The plans with CSV and ZIP export, in words. */
  exportNames: string;
  savingPercent: number;
};

function faqEntries(plans: FaqPlans | null): { q: string; a: ReactNode }[] {
  return [
    {
      q: "Is Offerpath free?",
      a: plans?.freeTracks
        ? `Yes. The Free plan tracks ${plans.freeTracks}, with no card needed and no end date.`
        : "Yes. The Free plan needs no card and has no end date.",
    },
    ...(plans?.paidCount
      ? [
          {
            q: "How do paid plans work?",
            a: `${plans.paidNames} ${plans.paidCount > 1 ? "are" : "is"} billed monthly or yearly in INR${plans.savingPercent > 0 ? `; yearly saves up to ${plans.savingPercent}%` : ""}. A plan does not renew by itself.`,
          },
        ]
      : []),
    {
      q: "Can I take my data with me?",
      a: `Yes, on every plan: download your whole account as a JSON backup from Your data, and import it again later.${plans?.exportNames ? ` ${plans.exportNames} add spreadsheet (CSV) and ZIP downloads with your documents.` : ""}`,
    },
    {
      q: "Can I delete my data?",
      a: "Any time: deleting your account from Profile Settings removes everything you recorded. Payment records are kept for our accounts, without your name or email.",
    },
    {
      q: "Does the browser extension cost extra?",
      a: (
        <>
          No. It works with every plan.{" "}
          <Link to="/extension" className="text-brand-700 underline hover:text-brand-800">
            How to install it
          </Link>
          .
        </>
      ),
    },
  ];
}

export function Faq({ plans }: { plans: FaqPlans | null }) {
  return (
    <section aria-labelledby="faq-title" className="px-6 py-20">
      <h2 id="faq-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
        Frequently asked questions
      </h2>
      <div className="mx-auto mt-10 max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {faqEntries(plans).map(({ q, a }) => (
          <details key={q} className="group px-6 py-4">
            <summary className="cursor-pointer font-medium text-slate-900">{q}</summary>
            <p className="mt-2 text-sm text-slate-600">{a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

export function CallToAction() {
  return (
    <section aria-labelledby="cta-title" className="bg-brand-50 px-6 py-20 text-center">
      <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-slate-900">
        Ready to get organised?
      </h2>
      <ButtonLink to="/register" className="mt-8">
        Create your free account
      </ButtonLink>
    </section>
  );
}
