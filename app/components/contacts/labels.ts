import type { BadgeTone } from "~/components/ui/badge";

const RELATIONSHIP_LABELS: Record<string, string> = {
  recruiter: "Recruiter",
  "hiring-manager": "Hiring manager",
  colleague: "Colleague",
  referral: "Referral",
  mentor: "Mentor",
  other: "Other",
};

export function relationshipLabel(value: string): string {
  return Object.hasOwn(RELATIONSHIP_LABELS, value) ? RELATIONSHIP_LABELS[value] : value;
}

const RELATIONSHIP_TONES: Record<string, BadgeTone> = {
  recruiter: "blue",
  "hiring-manager": "purple",
  colleague: "green",
  referral: "amber",
  mentor: "indigo",
  other: "gray",
};

export function relationshipTone(value: string): BadgeTone {
  return Object.hasOwn(RELATIONSHIP_TONES, value) ? RELATIONSHIP_TONES[value] : "gray";
}

const METHOD_LABELS: Record<string, string> = {
  email: "Email",
  call: "Call",
  meeting: "Meeting",
  message: "Message",
  other: "Other",
};

export function interactionMethodLabel(value: string): string {
  return Object.hasOwn(METHOD_LABELS, value) ? METHOD_LABELS[value] : value;
}

/** "Priya Raman" → "PR", for the avatar circle. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase() || "?";
}

/** The contact detail's delete warning (spec §5: all related interactions go, and it cannot be undone). */
export const DELETE_CONTACT_WARNING =
  "Are you sure you want to delete this contact? All related interactions will be permanently removed. This action cannot be undone.";
