/** Display labels and colours for task fields. Pure and client-safe. */

import { capitalize } from "@core/format";
import { TASK_DESCRIPTION_PREVIEW } from "@core/limits";
import type { BadgeTone } from "~/components/ui/badge";

/** "in-progress" → "In progress", "interview-prep" → "Interview prep", "follow-up" → "Follow-up". */
export function taskLabel(value: string): string {
  if (value === "follow-up") return "Follow-up";
  return capitalize(value.replaceAll("-", " "));
}

const STATUS_TONES: Record<string, BadgeTone> = {
  pending: "gray",
  "in-progress": "blue",
  completed: "green",
  cancelled: "red",
};

export function taskStatusTone(status: string): BadgeTone {
  return Object.hasOwn(STATUS_TONES, status) ? STATUS_TONES[status] : "gray";
}

/** The list's description: the first 150 characters, then an ellipsis (spec §9). */
export function descriptionPreview(text: string): string {
  const chars = [...text];
  return chars.length > TASK_DESCRIPTION_PREVIEW
    ? `${chars.slice(0, TASK_DESCRIPTION_PREVIEW).join("").trimEnd()}…`
    : text;
}

/** A related job as the form and the screens name it: "company - position" (spec §5). */
export const jobOptionLabel = (job: { company: string; position: string }) => `${job.company} - ${job.position}`;

/** A related contact: "name (company)", or the name alone when there is no company (spec §5). */
export const contactOptionLabel = (contact: { name: string; company: string }) =>
  contact.company ? `${contact.name} (${contact.company})` : contact.name;
