/**
 * The weekly activity of a public profile as server-rendered SVG (issue 23): no chart library, no
 * script. Each bar carries its number as text (colour is never the only carrier), the chart has a title
 * and a text summary, and its numbers are in a table under it (a <details>).
 */
export type ActivityWeek = { start: string; count: number };

// Drawn at about the size a phone shows it (390 px wide screens scale it by ~0.95), so its 12 px text
// stays readable there; wider screens cap it at max-w-lg.
const WIDTH = 360;
const HEIGHT = 190;
const PAD = { top: 22, right: 4, bottom: 30, left: 4 };

/** "3 Nov" from "2026-11-03" (UTC: the weeks are UTC weeks). */
export function shortDay(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  return d.toLocaleDateString("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
}

/** One sentence a screen reader (and everybody) gets instead of reading the bars. */
export function activitySummary(weeks: readonly ActivityWeek[]): string {
  const total = weeks.reduce((sum, w) => sum + w.count, 0);
  if (total === 0) return `No applications in the last ${weeks.length} weeks.`;
  const busiest = weeks.reduce((best, w) => (w.count > best.count ? w : best), weeks[0]);
  const plural = (n: number) => `${n} application${n === 1 ? "" : "s"}`;
  return `${plural(total)} in the last ${weeks.length} weeks; the busiest week began ${shortDay(busiest.start)} with ${plural(busiest.count)}. This week: ${plural(weeks.at(-1)?.count ?? 0)}.`;
}

export function ActivityChart({ weeks, titleId }: { weeks: readonly ActivityWeek[]; titleId: string }) {
  const max = Math.max(1, ...weeks.map((w) => w.count));
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const slot = innerW / weeks.length;
  const bar = slot * 0.62;
  const summary = activitySummary(weeks);
  return (
    <figure className="space-y-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId}-svg-title ${titleId}-svg-desc`}
        className="h-auto w-full max-w-lg"
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={`${titleId}-svg-title`}>Applications per week</title>
        <desc id={`${titleId}-svg-desc`}>{summary}</desc>
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={HEIGHT - PAD.bottom}
          y2={HEIGHT - PAD.bottom}
          className="stroke-slate-400"
          strokeWidth="1"
        />
        {weeks.map((w, i) => {
          const h = (w.count / max) * innerH;
          const x = PAD.left + i * slot + (slot - bar) / 2;
          const y = HEIGHT - PAD.bottom - h;
          const cx = x + bar / 2;
          return (
            <g key={w.start}>
              {w.count > 0 ? <rect x={x} y={y} width={bar} height={h} rx="3" className="fill-brand-700" /> : null}
              <text x={cx} y={y - 6} textAnchor="middle" fontSize="12" className="fill-slate-900">
                {w.count}
              </text>
              {i % 2 === weeks.length % 2 ? null : (
                <text x={cx} y={HEIGHT - PAD.bottom + 18} textAnchor="middle" fontSize="11" className="fill-slate-700">
                  {shortDay(w.start)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="text-sm text-slate-700">{summary}</figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">Applications per week as a table</summary>
        <table className="mt-3 w-full max-w-sm border-collapse text-left">
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-1 pr-4 font-semibold text-slate-900">
                Week beginning
              </th>
              <th scope="col" className="py-1 text-right font-semibold text-slate-900">
                Applications
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.start} className="border-b border-slate-100">
                <td className="py-1 pr-4 text-slate-700">{shortDay(w.start)}</td>
                <td className="py-1 text-right text-slate-900 tabular-nums">{w.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
