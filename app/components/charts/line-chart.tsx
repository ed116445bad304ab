/**
 * Lines over a few steps (the offers' 4-year cumulative cash, issue 34), server-rendered like the other
 * charts (charts.tsx): a ChartFigure gives it a title, a summary and its numbers' table. Each line has its
 * own colour, dash and marker shape, named in the legend, so colour is never the only cue; the colours are
 * the palette's classes, so the chart follows the theme.
 */
import type { ChartLabel } from "./chart-figure";

type LineStyle = { stroke: string; fill: string; dash?: string; marker: "circle" | "square" | "triangle" | "diamond" };

/** One style per line, in order: at most four lines (a comparison's most). */
export const LINE_STYLES: LineStyle[] = [
  { stroke: "stroke-brand-700", fill: "fill-brand-700", marker: "circle" },
  { stroke: "stroke-green-700", fill: "fill-green-700", dash: "7 3", marker: "square" },
  { stroke: "stroke-violet-700", fill: "fill-violet-700", dash: "2 3", marker: "triangle" },
  { stroke: "stroke-slate-600", fill: "fill-slate-600", dash: "9 3 2 3", marker: "diamond" },
];

const TEXT = "fill-slate-900";
const MUTED = "fill-slate-600";

function Marker({ x, y, style }: { x: number; y: number; style: LineStyle }) {
  const r = 4;
  switch (style.marker) {
    case "circle":
      return <circle cx={x} cy={y} r={r} className={style.fill} />;
    case "square":
      return <rect x={x - r} y={y - r} width={r * 2} height={r * 2} className={style.fill} />;
    case "triangle":
      return <path d={`M${x},${y - r - 1} L${x + r + 1},${y + r} L${x - r - 1},${y + r} Z`} className={style.fill} />;
    case "diamond":
      return (
        <path
          d={`M${x},${y - r - 1} L${x + r + 1},${y} L${x},${y + r + 1} L${x - r - 1},${y} Z`}
          className={style.fill}
        />
      );
  }
}

export function LineChart({
  labelledBy,
  title,
  steps,
  lines,
  format,
}: ChartLabel & {
  /** The x axis' labels, one per point. */
  steps: string[];
  lines: { label: string; points: number[] }[];
  /** A value as the axis shows it (short: "₹45.2 L"). */
  format: (n: number) => string;
}) {
  const width = 400;
  const legendRow = 16;
  const legend = lines.length * legendRow + 6;
  const top = legend + 10;
  const left = 58;
  const right = 26;
  const bottom = 26;
  const plot = 150;
  const height = top + plot + bottom;
  const max = Math.max(1, ...lines.flatMap((l) => l.points));
  const min = Math.min(0, ...lines.flatMap((l) => l.points));
  const x = (i: number) => left + (steps.length > 1 ? (i / (steps.length - 1)) * (width - left - right) : 0);
  const y = (v: number) => top + plot - ((v - min) / (max - min)) * plot;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="block h-auto w-full max-w-2xl print:max-w-full"
      role="img"
      aria-labelledby={labelledBy}
    >
      <title>{title}</title>
      {lines.map((line, i) => {
        const style = LINE_STYLES[i % LINE_STYLES.length];
        return (
          <g key={line.label} transform={`translate(0, ${i * legendRow})`}>
            <line x1={2} x2={26} y1={8} y2={8} className={style.stroke} strokeWidth={2} strokeDasharray={style.dash} />
            <Marker x={14} y={8} style={style} />
            <text x={32} y={12} fontSize={11} className={TEXT}>
              {line.label.length > 56 ? `${line.label.slice(0, 55)}…` : line.label}
            </text>
          </g>
        );
      })}
      {[max, (max + min) / 2, min].map((v) => (
        <g key={v}>
          <line x1={left} x2={width - right} y1={y(v)} y2={y(v)} className="stroke-slate-200" strokeWidth={1} />
          <text x={left - 6} y={y(v) + 4} fontSize={11} textAnchor="end" className={MUTED}>
            {format(v)}
          </text>
        </g>
      ))}
      {steps.map((s, i) => (
        <text key={s} x={x(i)} y={height - 8} fontSize={11} textAnchor="middle" className={MUTED}>
          {s}
        </text>
      ))}
      {lines.map((line, i) => {
        const style = LINE_STYLES[i % LINE_STYLES.length];
        const d = line.points.map((v, j) => `${j === 0 ? "M" : "L"}${x(j).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
        return (
          <g key={line.label}>
            <path d={d} fill="none" className={style.stroke} strokeWidth={2} strokeDasharray={style.dash} />
            {line.points.map((v, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a line's points are fixed for a render
              <Marker key={j} x={x(j)} y={y(v)} style={style} />
            ))}
          </g>
        );
      })}
    </svg>
  );
}
