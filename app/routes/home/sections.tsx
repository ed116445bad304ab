/** The landing page's static sections (spec §1 and §2): claims, features, steps, testimonials, FAQ. */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";

const STATS = [
  ["10,000+", "job seekers"],
  ["250,000+", "applications tracked"],
  ["5,000+", "jobs landed"],
  ["85%", "success rate"],
];

export function Hero() {
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
      <dl className="mx-auto mt-16 grid max-w-4xl grid-cols-2 gap-6 sm:grid-cols-4">
        {STATS.map(([value, label]) => (
          <div key={label}>
            <dt className="sr-only">{label}</dt>
            <dd className="text-3xl font-bold text-brand-700">{value}</dd>
            <dd className="mt-1 text-sm text-slate-600">{label}</dd>
          </div>
        ))}
      </dl>
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

const TESTIMONIALS = [
  {
    quote:
      "I was juggling forty applications in a spreadsheet. Now I open Offerpath every morning, see which follow-ups are due and send them before standup.",
    name: "Priya Raman",
    role: "Frontend developer, Bengaluru",
  },
  {
    quote:
      "Logging every interview round with who I met made the final rounds much easier. I walked into my offer call knowing exactly what each team had asked.",
    name: "Arjun Mehta",
    role: "Data analyst, Pune",
  },
  {
    quote:
      "The extension saves a job from LinkedIn in one click. Between that and the contact reminders, my referrals stopped slipping through the cracks.",
    name: "Sara Thomas",
    role: "Product designer, Kochi",
  },
];

export function Testimonials() {
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="bg-slate-50 px-6 py-20">
      <h2 id="testimonials-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
        Job seekers who got organised
      </h2>
      <ul className="mx-auto mt-12 grid max-w-6xl gap-6 lg:grid-cols-3">
        {TESTIMONIALS.map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-xs">
              <blockquote className="flex-1 text-slate-700">
                <p>“{t.quote}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
                >
                  {t.name[0]}
                </span>
                <span className="text-sm">
                  <span className="block font-semibold text-slate-900">{t.name}</span>
                  <span className="block text-slate-600">{t.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

const FAQ = [
  ["Is Offerpath free?", "Yes. The Free plan tracks up to 10 applications and 20 contacts, with no card needed."],
  ["How do paid plans work?", "Basic and Premium are billed monthly or yearly in INR; yearly saves up to 20%."],
  [
    "Can I delete my data?",
    "Any time: deleting your account from Profile Settings removes everything you recorded. Payment records are kept for our accounts, without your name or email.",
  ],
  ["Does the browser extension cost extra?", "No. It works with every plan."],
];

/** FAQ answers that end with a link to the page saying more. */
const FAQ_LINKS: Record<string, [string, string]> = {
  "Does the browser extension cost extra?": ["/extension", "How to install it"],
};

export function Faq() {
  return (
    <section aria-labelledby="faq-title" className="px-6 py-20">
      <h2 id="faq-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
        Frequently asked questions
      </h2>
      <div className="mx-auto mt-10 max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {FAQ.map(([q, a]) => (
          <details key={q} className="group px-6 py-4">
            <summary className="cursor-pointer font-medium text-slate-900">{q}</summary>
            <p className="mt-2 text-sm text-slate-600">
              {a}
              {FAQ_LINKS[q] ? (
                <>
                  {" "}
                  <Link to={FAQ_LINKS[q][0]} className="text-brand-700 underline hover:text-brand-800">
                    {FAQ_LINKS[q][1]}
                  </Link>
                  .
                </>
              ) : null}
            </p>
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
