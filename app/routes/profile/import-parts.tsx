/** Pieces shared by the import screens: counts per area, the skipped rows with their reasons, the undo form. */
import { Form } from "react-router";

type Counts = { jobs: number; interviews: number; tasks: number; contacts: number; interactions: number };
type Skipped = { row: number; area?: string; reason: string };

const AREA_LABELS: [keyof Counts, string][] = [
  ["jobs", "Applications"],
  ["interviews", "Interviews"],
  ["tasks", "Tasks"],
  ["contacts", "Contacts"],
  ["interactions", "Interactions"],
];

export function ImportCountsList({ title, counts }: { title: string; counts: Counts }) {
  return (
    <div className="mt-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="text-sm">
        {AREA_LABELS.map(([key, label]) => (
          <li key={key}>{`${label}: ${counts[key]}`}</li>
        ))}
      </ul>
    </div>
  );
}

/** `headingLevel`: 3 inside a card with its own heading, 2 straight under the page's title. */
export function SkippedList({ skipped, headingLevel = 3 }: { skipped: Skipped[]; headingLevel?: 2 | 3 }) {
  if (skipped.length === 0) return <p className="mt-2 text-sm">No rows were skipped.</p>;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="mt-2">
      <Heading className="text-sm font-semibold">{`Skipped: ${skipped.length}`}</Heading>
      <ul className="list-disc pl-5 text-sm">
        {skipped.map((s) => (
          <li
            key={`${s.area ?? ""}-${s.row}-${s.reason}`}
          >{`${s.area ? `${s.area} ` : ""}row ${s.row}: ${s.reason}`}</li>
        ))}
      </ul>
    </div>
  );
}

/** "Undo this import", a plain form post to its undo screen (works without JavaScript); for a day after it. */
export function UndoImportForm({ importId }: { importId?: string }) {
  if (!importId) return null;
  return (
    <Form method="post" action={`/profile/data/import/undo/${importId}`} className="mt-3">
      <button type="submit" className="text-sm font-medium text-brand-700 underline">
        Undo this import
      </button>
      <span className="ml-2 text-xs text-slate-600">(for a day: removes what it created, keeps what you edited)</span>
    </Form>
  );
}
