import { capitalize } from "@core/format";
import type { ReactNode } from "react";

export type BadgeTone = "gray" | "blue" | "purple" | "yellow" | "amber" | "green" | "red" | "indigo";

const tones: Record<BadgeTone, string> = {
  gray: "bg-slate-100 text-slate-700 ring-slate-500/20",
  blue: "bg-blue-50 text-blue-700 ring-blue-600/20",
  purple: "bg-purple-50 text-purple-700 ring-purple-600/20",
  yellow: "bg-yellow-50 text-yellow-800 ring-yellow-600/30",
  amber: "bg-amber-50 text-amber-800 ring-amber-600/30",
  green: "bg-green-50 text-green-700 ring-green-600/20",
  red: "bg-red-50 text-red-700 ring-red-600/20",
  indigo: "bg-indigo-50 text-indigo-700 ring-indigo-600/20",
};

export type BadgeProps = { tone?: BadgeTone; children: ReactNode; className?: string };

/** A small pill label. */
export function Badge({ tone = "gray", children, className }: BadgeProps) {
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tones[tone]} ${className ?? ""}`}
    >
      {children}
    </span>
  );
}

const jobStatusTones: Record<string, BadgeTone> = {
  applied: "blue",
  screening: "purple",
  interview: "yellow",
  offer: "green",
  rejected: "red",
  withdrawn: "gray",
  saved: "indigo",
};

/** Job status colours from the spec; unknown values are grey. */
export function jobStatusTone(status: string): BadgeTone {
  return Object.hasOwn(jobStatusTones, status) ? jobStatusTones[status] : "gray";
}

export function JobStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge tone={jobStatusTone(status)} className={className}>
      {capitalize(status)}
    </Badge>
  );
}

const priorityTones: Record<string, BadgeTone> = { high: "red", medium: "amber", low: "gray" };

export function PriorityBadge({ priority, className }: { priority: string; className?: string }) {
  return (
    <Badge tone={Object.hasOwn(priorityTones, priority) ? priorityTones[priority] : "gray"} className={className}>
      {capitalize(priority)}
    </Badge>
  );
}
