/** Pieces shared by the import screens: counts per area, the skipped rows with their reasons, the plan's room, the undo form. */
import type { ImportCounts, SkippedRow } from "@core/data-import";
import { planLabel, pluralize } from "@core/format";
import { Form, Link } from "react-router";
import { Alert } from "~/components/ui/alert";

const AREA_LABELS: [keyof ImportCounts, string][] = [
  ["jobs", "Applications"],
  ["interviews", "Interviews"],
  ["tasks", "Tasks"],
  ["contacts", "Contacts"],
  ["interactions", "Interactions"],
  ["offers", "Offers"],
];

export function ImportCountsList({ title, counts }: { title: string; counts: ImportCounts }) {
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
export function SkippedList({ skipped, headingLevel = 3 }: { skipped: SkippedRow[]; headingLevel?: 2 | 3 }) {
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

type PlanRoom = { plan: string; limit: number | null; used: number; remaining: number | null };

const count = (n: number) => n.toLocaleString("en-US");

/** How many of the importable rows the plan lets in, and the confirm button's words. */
export function plannedImport(importable: number, room: PlanRoom) {
  const capped = room.remaining !== null && room.remaining < importable;
  const n = capped ? (room.remaining ?? 0) : importable;
  return {
    count: n,
    capped,
    button: capped ? `Import ${count(n)} of ${count(importable)} rows` : `Import ${count(n)} rows`,
    summary: capped
      ? `${count(n)} of ${count(importable)} rows will be imported`
      : `${count(n)} ${n === 1 ? "row" : "rows"} will be imported`,
  };
}

/**
 * Before confirming: when the plan has room for fewer applications than the file has rows, how many
 * will be imported, and the way to the plans.
 */
export function PlanRoomNotice({ importable, room }: { importable: number; room: PlanRoom }) {
  const planned = plannedImport(importable, room);
  if (!planned.capped || room.limit === null) return null;
  const plan = planLabel(room.plan);
  const title =
    planned.count > 0
      ? `Your ${plan} plan has room for ${pluralize(planned.count, "more application", "more applications")}: ${planned.summary}`
      : `Your ${plan} plan has no room for more applications: no rows will be imported`;
  return (
    <Alert
      tone="warning"
      title={title}
      actions={
        <Link to="/plans" className="font-medium text-brand-700 underline">
          Upgrade your plan to import every row
        </Link>
      }
    >
      {`You have ${count(room.used)} of the ${count(room.limit)} applications your plan allows.`}
    </Alert>
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

/** The way on from an import's outcome or undo: the applications, or another import. */
export function AfterImportLinks({ again }: { again: string }) {
  return (
    <p className="flex gap-4 text-sm">
      <Link to="/applications" className="text-brand-700 underline">
        See your applications
      </Link>
      <Link to="/profile/data/import" className="text-brand-700 underline">
        {again}
      </Link>
    </p>
  );
}
