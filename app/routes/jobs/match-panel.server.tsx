import type { Importance, MatchResult, MatchTerm } from "@core/match";
import type { MatchAnswer, ResumeOption } from "@core/match/answer";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { SelectField } from "~/components/ui/field";

export type MatchPanelProps = {
  jobId: string;
  answer: MatchAnswer;
  formula: string;
  options: ResumeOption[];
  /** The `?matchDoc=` in the address, when another resume is compared. */
  chosen: string | null;
  /** The compared document was not found (not the caller's, or deleted): the application's own resume is shown. */
  chosenMissing: boolean;
};

const RESUME_SOURCE = {
  chosen: "chosen to compare",
  attached: "attached to this application",
  default: "your default resume",
};

/**
 * The application's "Match 78" (issue 33, decision 055): what the resume has, what it lacks, and why. Drawn on
 * the server into the job's page (decision 067): plain links and a GET form.
 */
export function MatchPanel({ jobId, answer, formula, options, chosen, chosenMissing }: MatchPanelProps) {
  const { match } = answer;
  return (
    <Card>
      <CardHeader
        titleId="match-heading"
        title={match && match.score !== null ? `Match ${match.score}` : match ? "Match: no score" : "Match"}
        description={
          answer.document && answer.resume ? (
            <>
              Against <span className="font-medium text-slate-900">{answer.document.name}</span> (
              {RESUME_SOURCE[answer.resume]})
            </>
          ) : undefined
        }
      />
      <CardBody>
        {chosenMissing ? (
          <p role="status" className="mb-4 text-sm text-red-700">
            That document was not found; this is the match of the application's own resume.
          </p>
        ) : null}
        {match ? <MatchDetails match={match} formula={formula} /> : <MatchGap jobId={jobId} answer={answer} />}
        <CompareForm jobId={jobId} options={options} chosen={chosen} />
      </CardBody>
    </Card>
  );
}

function MatchGap({ jobId, answer }: { jobId: string; answer: MatchAnswer }) {
  const link = "font-medium text-brand-700 hover:underline";
  if (answer.gap === "noDescription") {
    return (
      <p className="text-sm text-slate-700">
        This application has no job description to match.{" "}
        <a href={`/jobs/edit/${jobId}`} className={link}>
          Add the posting's description
        </a>{" "}
        to see how your resume fits.
      </p>
    );
  }
  if (answer.gap === "noText") {
    return (
      <p className="text-sm text-slate-700">
        There is no text for {answer.document?.name ?? "this resume"} yet
        {answer.document?.textStatus === "pending" ? " (it is being read)" : ""}, so there is nothing to match.{" "}
        <a href="/documents" className={link}>
          See or correct its text on the documents screen
        </a>
        .
      </p>
    );
  }
  return (
    <p className="text-sm text-slate-700">
      No resume to match against: attach a resume to this application below, or{" "}
      <a href="/documents" className={link}>
        choose your default resume on the documents screen
      </a>
      .
    </p>
  );
}

function MatchDetails({ match, formula }: { match: MatchResult; formula: string }) {
  const { experience } = match;
  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm font-medium text-slate-900" data-match-summary>
          {match.summary}
        </p>
        <p className="mt-1 text-xs text-slate-600">{formula}</p>
      </div>
      <TermGroup title="Required" terms={match.terms} importance="required" />
      <TermGroup title="Preferred" terms={match.terms} importance="preferred" />
      {experience.askedYears !== null ? (
        <section aria-label="Experience" className="text-sm text-slate-700">
          <h3 className="font-semibold text-slate-900">Experience</h3>
          <p className="mt-1">
            Asked {experience.askedYears}+ years
            {experience.shownYears !== null
              ? `; your resume shows ${experience.shownYears}`
              : "; your resume shows none"}
            {experience.met === true ? " (met)" : experience.met === false ? " (short)" : ""}.
          </p>
          {experience.postingSentence ? <Quote who="Posting" text={experience.postingSentence} /> : null}
          {experience.resumeSentence ? <Quote who="Resume" text={experience.resumeSentence} /> : null}
        </section>
      ) : null}
    </div>
  );
}

function TermGroup({ title, terms, importance }: { title: string; terms: MatchTerm[]; importance: Importance }) {
  const group = terms.filter((t) => t.importance === importance);
  if (group.length === 0) return null;
  const missing = group.filter((t) => !t.found);
  const matched = group.filter((t) => t.found);
  return (
    <section aria-label={`${title} terms`}>
      <h3 className="text-sm font-semibold text-slate-900">
        {title}: {matched.length} of {group.length} on your resume
      </h3>
      {missing.length > 0 ? <TermList label={`${title}, missing`} terms={missing} /> : null}
      {matched.length > 0 ? <TermList label={`${title}, matched`} terms={matched} /> : null}
    </section>
  );
}

function TermList({ label, terms }: { label: string; terms: MatchTerm[] }) {
  return (
    <>
      <h4 className="mt-3 text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</h4>
      <ul className="mt-1 divide-y divide-slate-100">
        {terms.map((term) => (
          <li key={term.key} className="py-2 text-sm" data-term={term.key} data-found={term.found}>
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-slate-900">{term.label}</span>
              {term.found ? <Badge tone="green">On your resume</Badge> : <Badge tone="red">Missing</Badge>}
              {term.matchedAs ? <span className="text-xs text-slate-600">as “{term.matchedAs}”</span> : null}
            </div>
            <Quote who="Posting" text={term.postingSentence} />
            {term.resumeSentence ? <Quote who="Resume" text={term.resumeSentence} /> : null}
          </li>
        ))}
      </ul>
    </>
  );
}

function Quote({ who, text }: { who: string; text: string }) {
  return (
    <p className="mt-1 text-xs break-words text-slate-600">
      <span className="font-medium text-slate-700">{who}:</span> {text}
    </p>
  );
}

/** A GET form: the page again with `?matchDoc=`, with or without JavaScript (the choice is in the address; with it, the scroll kept). */
function CompareForm({ jobId, options, chosen }: { jobId: string; options: ResumeOption[]; chosen: string | null }) {
  if (options.length === 0) return null;
  return (
    <form
      method="get"
      action={`/jobs/${jobId}`}
      className="mt-6 flex flex-col gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-end"
    >
      <SelectField
        label="Compare with another resume"
        name="matchDoc"
        className="min-w-0 flex-1"
        defaultValue={chosen ?? ""}
        placeholder="This application's resume"
        options={options.map((o) => ({
          value: o._id,
          label: o.type === "resume" ? o.name : `${o.name} (${o.typeLabel})`,
        }))}
      />
      <Button type="submit" variant="secondary">
        Compare
      </Button>
    </form>
  );
}
