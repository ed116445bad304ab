/**
 * Server-rendered SVG charts (issue 23): no chart library, no script. Each chart sits in a ChartFigure
 * with a title, a one-sentence summary (the chart's accessible name) and its numbers in a table inside
 * <details>. Colours pass 3:1 against the card, every bar carries its number or a label, and the stacked
 * chart's segments have patterns as well as colours, so colour is never the only cue.
 *
 * Colours are the palette's classes (fill-*, stroke-*), not hex values, so the charts follow the theme
 * with every other screen (issue 31): in dark mode the palette's variables change and so do the charts.
 */
import { useId } from "react";
import type { ChartLabel } from "./chart-figure";

export { ChartFigure, type ChartLabel, type TableData } from "./chart-figure";

const INK = "fill-brand-700"; // 6.7:1 on white; blue-300 on the dark card
const MUTED = "fill-slate-600"; // 7.6:1 on white
const MUTED_LINE = "stroke-slate-600";
const TEXT = "fill-slate-900";

const svgClass = "block h-auto w-full max-w-2xl print:max-w-full";

/** Vertical bars over time bins; the largest value and the ends are labelled on the axis. */
export function ColumnChart({ labelledBy, title, data }: ChartLabel & { data: { label: string; value: number }[] }) {
  const width = 340;
  const height = 170;
  const top = 18;
  const bottom = 28;
  const left = 4;
  const plot = height - top - bottom;
  const max = Math.max(1, ...data.map((d) => d.value));
  const step = (width - left * 2) / Math.max(1, data.length);
  const bar = Math.max(1.5, step * 0.7);
  const showValues = data.length <= 14;
  const maxIndex = data.findIndex((d) => d.value === max);
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className={svgClass} role="img" aria-labelledby={labelledBy}>
      <title>{title}</title>
      <line x1={0} x2={width} y1={top + plot} y2={top + plot} className={MUTED_LINE} strokeWidth={1} />
      {data.map((d, i) => {
        const h = (d.value / max) * plot;
        const x = left + i * step + (step - bar) / 2;
        return (
          <g key={d.label}>
            <rect x={x} y={top + plot - h} width={bar} height={Math.max(h, d.value > 0 ? 1 : 0)} className={INK} />
            {(showValues || i === maxIndex) && d.value > 0 ? (
              <text x={x + bar / 2} y={top + plot - h - 4} textAnchor="middle" fontSize={11} className={TEXT}>
                {d.value}
              </text>
            ) : null}
          </g>
        );
      })}
      {data.length > 0 ? (
        <>
          <text x={left} y={height - 9} fontSize={11.5} className={MUTED}>
            {data[0].label}
          </text>
          {data.length > 1 ? (
            <text x={width - left} y={height - 9} fontSize={11.5} className={MUTED} textAnchor="end">
              {data[data.length - 1].label}
            </text>
          ) : null}
        </>
      ) : null}
    </svg>
  );
}

/** Labelled horizontal bars, one per row, the number (and an optional note) after the bar. */
export function BarList({
  labelledBy,
  title,
  data,
  max: fixedMax,
}: ChartLabel & {
  /** `text` replaces the number after the bar. */
  data: { label: string; value: number; note?: string; text?: string }[];
  /** The value of a full bar (100 for percentages); the largest value otherwise. */
  max?: number;
}) {
  const width = 340;
  const row = 28;
  const labelWidth = 112;
  const shown = data.map((d) => String(d.text ?? (d.note ? `${d.value} · ${d.note}` : d.value)));
  // Room after the bar for the longest number or text (about 7 units a character at this size).
  const valueWidth = Math.min(150, Math.max(40, 10 + 7 * Math.max(0, ...shown.map((t) => t.length))));
  const barSpace = width - labelWidth - valueWidth;
  const max = fixedMax ?? Math.max(1, ...data.map((d) => d.value));
  const height = Math.max(row, data.length * row);
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className={svgClass} role="img" aria-labelledby={labelledBy}>
      <title>{title}</title>
      {data.map((d, i) => {
        const y = i * row;
        const w = (d.value / max) * barSpace;
        return (
          <g key={d.label}>
            <text x={0} y={y + 18} fontSize={12} className={TEXT}>
              {d.label.length > 16 ? `${d.label.slice(0, 15)}…` : d.label}
            </text>
            <rect x={labelWidth} y={y + 6} width={barSpace} height={16} className="fill-slate-100" />
            <rect x={labelWidth} y={y + 6} width={Math.max(w, d.value > 0 ? 1.5 : 0)} height={16} className={INK} />
            <text x={labelWidth + barSpace + 5} y={y + 18} fontSize={12} className={TEXT}>
              {shown[i]}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** A segment's colour as the palette's fill and stroke classes, written out whole so Tailwind finds them. */
export type Segment = {
  key: string;
  label: string;
  fill: string;
  stroke: string;
  pattern: "solid" | "stripes" | "dots" | "cross";
};

export const OUTCOME_SEGMENTS: Segment[] = [
  { key: "open", label: "Still open", fill: "fill-slate-600", stroke: "stroke-slate-600", pattern: "cross" },
  { key: "offer", label: "Offer", fill: "fill-green-700", stroke: "stroke-green-700", pattern: "solid" },
  { key: "rejected", label: "Rejected", fill: "fill-red-700", stroke: "stroke-red-700", pattern: "stripes" },
  { key: "withdrawn", label: "Withdrawn", fill: "fill-violet-700", stroke: "stroke-violet-700", pattern: "dots" },
];

function PatternDefs({ prefix, segments }: { prefix: string; segments: Segment[] }) {
  return (
    <defs>
      {segments.map((s) => (
        <pattern key={s.key} id={`${prefix}-${s.key}`} width={6} height={6} patternUnits="userSpaceOnUse">
          <rect width={6} height={6} className={s.pattern === "solid" ? s.fill : "fill-white"} />
          {s.pattern === "stripes" ? (
            <path d="M-1,7 L7,-1 M-1,1 L1,-1 M5,7 L7,5" className={s.stroke} strokeWidth={2.2} />
          ) : null}
          {s.pattern === "dots" ? <circle cx={3} cy={3} r={1.9} className={s.fill} /> : null}
          {s.pattern === "cross" ? <path d="M0,3 L6,3 M3,0 L3,6" className={s.stroke} strokeWidth={1.6} /> : null}
        </pattern>
      ))}
    </defs>
  );
}

/** One 100 % bar per row split by segment, with a legend of the patterns; the row total after the bar. */
export function StackedBars({
  labelledBy,
  title,
  rows,
  segments = OUTCOME_SEGMENTS,
}: ChartLabel & {
  rows: { label: string; values: Record<string, number> }[];
  segments?: Segment[];
}) {
  const prefix = useId().replace(/[^a-zA-Z0-9-]/g, "");
  const width = 340;
  const row = 28;
  const labelWidth = 92;
  const totalWidth = 34;
  const barSpace = width - labelWidth - totalWidth;
  const legendHeight = 24;
  const height = legendHeight + Math.max(1, rows.length) * row;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className={svgClass} role="img" aria-labelledby={labelledBy}>
      <title>{title}</title>
      <PatternDefs prefix={prefix} segments={segments} />
      {segments.map((s, i) => (
        <g key={s.key} transform={`translate(${i * (width / segments.length)}, 2)`}>
          <rect width={12} height={12} fill={`url(#${prefix}-${s.key})`} className={s.stroke} strokeWidth={1} />
          <text x={16} y={10.5} fontSize={11} className={TEXT}>
            {s.label}
          </text>
        </g>
      ))}
      {rows.map((r, i) => {
        const y = legendHeight + i * row;
        const total = segments.reduce((sum, s) => sum + (r.values[s.key] ?? 0), 0);
        let x = labelWidth;
        return (
          <g key={r.label}>
            <text x={0} y={y + 18} fontSize={12} className={TEXT}>
              {r.label.length > 13 ? `${r.label.slice(0, 12)}…` : r.label}
            </text>
            <rect
              x={labelWidth}
              y={y + 5}
              width={barSpace}
              height={16}
              fill="none"
              className="stroke-slate-300"
              strokeWidth={1}
            />
            {segments.map((s) => {
              const v = r.values[s.key] ?? 0;
              if (!total || !v) return null;
              const w = (v / total) * barSpace;
              const rect = (
                <rect
                  key={s.key}
                  x={x}
                  y={y + 5}
                  width={w}
                  height={16}
                  fill={`url(#${prefix}-${s.key})`}
                  className={s.stroke}
                  strokeWidth={1}
                />
              );
              x += w;
              return rect;
            })}
            <text x={width} y={y + 18} fontSize={12} className={TEXT} textAnchor="end">
              {total}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/**
 * Rates in percent as horizontal bars, each with its interval drawn as a whisker over the bar (issue 33:
 * a 90% Wilson interval), the rate and the interval written after it: the whisker is never the only cue.
 */
export function IntervalBars({
  labelledBy,
  title,
  data,
}: ChartLabel & { data: { label: string; value: number; low: number; high: number; text: string }[] }) {
  const width = 340;
  const row = 28;
  const labelWidth = 112;
  const valueWidth = Math.min(150, Math.max(40, 10 + 7 * Math.max(0, ...data.map((d) => d.text.length))));
  const barSpace = width - labelWidth - valueWidth;
  const height = Math.max(row, data.length * row);
  const x = (percent: number) => labelWidth + (Math.min(100, Math.max(0, percent)) / 100) * barSpace;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className={svgClass} role="img" aria-labelledby={labelledBy}>
      <title>{title}</title>
      {data.map((d, i) => {
        const y = i * row;
        return (
          <g key={d.label}>
            <text x={0} y={y + 18} fontSize={12} className={TEXT}>
              {d.label.length > 16 ? `${d.label.slice(0, 15)}…` : d.label}
            </text>
            <rect x={labelWidth} y={y + 6} width={barSpace} height={16} className="fill-slate-100" />
            <rect
              x={labelWidth}
              y={y + 9}
              width={Math.max(x(d.value) - labelWidth, d.value > 0 ? 1.5 : 0)}
              height={10}
              className={INK}
            />
            <line x1={x(d.low)} x2={x(d.high)} y1={y + 14} y2={y + 14} className={MUTED_LINE} strokeWidth={1.5} />
            <line x1={x(d.low)} x2={x(d.low)} y1={y + 7} y2={y + 21} className={MUTED_LINE} strokeWidth={1.5} />
            <line x1={x(d.high)} x2={x(d.high)} y1={y + 7} y2={y + 21} className={MUTED_LINE} strokeWidth={1.5} />
            <text x={labelWidth + barSpace + 5} y={y + 18} fontSize={12} className={TEXT}>
              {d.text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
