/**
 * The frame of every chart (charts.tsx): title, one-sentence summary (the chart's accessible name) and its
 * numbers in a table inside <details>. A module of its own, so a screen with one chart of its own (the offers'
 * comparison) loads this and not every chart of /analytics (decision 062).
 */
import { type ReactNode, useId } from "react";

/** What labels a chart: its title (the SVG's <title>) and the id of its one-sentence summary. */
export type ChartLabel = { labelledBy: string; title: string };

export type TableData = { columns: string[]; rows: (string | number)[][] };

export function ChartFigure({
  title,
  summary,
  table,
  children,
}: {
  title: string;
  summary: string;
  table: TableData;
  /** The chart, given its title and the id of the summary that labels it. */
  children: (a: ChartLabel) => ReactNode;
}) {
  const id = useId();
  return (
    <figure className="min-w-0 break-inside-avoid">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <figcaption id={`${id}-summary`} className="mt-1 text-sm text-slate-600">
        {summary}
      </figcaption>
      <div className="mt-3">{children({ labelledBy: `${id}-summary`, title })}</div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer rounded font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
          The numbers
          <span className="sr-only">{` of ${title}`}</span>
        </summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200">
                {table.columns.map((c) => (
                  <th key={c} scope="col" className="py-1 pr-4 font-medium text-slate-700">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed for a render
                <tr key={i} className="border-b border-slate-100">
                  {row.map((cell, j) =>
                    j === 0 ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells are fixed for a render
                      <th key={j} scope="row" className="py-1 pr-4 font-normal text-slate-700">
                        {cell}
                      </th>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells are fixed for a render
                      <td key={j} className="py-1 pr-4 tabular-nums text-slate-900">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
