import { MAX_TAGS, normalizeTags } from "@core/tags";
import { type ComponentType, useEffect, useId, useState } from "react";
import { type FieldError, TextField } from "~/components/ui/field";
import type { TagChipsProps } from "./tag-chips";

/** `defaultValue`: the tags, or the no-JavaScript field's comma-separated text as it was sent. */
type Props = { name: string; defaultValue: readonly string[] | string; error?: FieldError; className?: string };

/** The chips once loaded: a form shown again (another visit, a refused submit) has them at once. */
let loadedChips: ComponentType<TagChipsProps> | undefined;

/**
 * Tags typed and added on Enter (or a comma), trimmed, empties and duplicates ignored, each removable.
 * Without JavaScript the same field is a plain text input of comma-separated tags; the schema reads both.
 * The chips (tag-chips.tsx) load after hydration (decision 062) and replace the plain field, which stays
 * until then, or for good if their chunk cannot load (offline, or gone after a deploy).
 */
export function TagsInput({ name, defaultValue, error, className }: Props) {
  const initialTags = normalizeTags(defaultValue);
  const [chips, setChips] = useState<{
    Chips: ComponentType<TagChipsProps>;
    tags: string[];
    draft?: string;
    focus?: boolean;
  } | null>(() => (loadedChips ? { Chips: loadedChips, tags: initialTags } : null));
  const id = `tags${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const message = typeof error === "string" ? error : error?.[0];
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount: the chips replace the field.
  useEffect(() => {
    if (chips) return;
    let live = true;
    import("./tag-chips")
      .then(({ TagChips }) => {
        loadedChips = TagChips;
        if (!live) return;
        // Tags typed into the plain field so far (before hydration too) become the chips (decision 026). Someone
        // still typing in it keeps the focus, and the word after the last comma stays theirs to finish.
        const field = document.getElementById(id);
        if (!(field instanceof HTMLInputElement) || field.name !== name) {
          setChips({ Chips: TagChips, tags: initialTags });
          return;
        }
        const focus = field === document.activeElement;
        const typed = field.value !== field.defaultValue ? field.value : null;
        const cut = typed !== null && focus ? typed.lastIndexOf(",") + 1 : (typed?.length ?? 0);
        setChips({
          Chips: TagChips,
          tags: typed === null ? initialTags : normalizeTags(typed.slice(0, cut)).slice(0, MAX_TAGS),
          draft: typed?.slice(cut).trimStart() ?? "",
          focus,
        });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  if (chips) {
    return (
      <chips.Chips
        name={name}
        id={id}
        initialTags={chips.tags}
        initialDraft={chips.draft}
        focus={chips.focus}
        message={message}
        className={className}
      />
    );
  }
  return (
    <TextField
      label="Tags"
      name={name}
      id={id}
      defaultValue={initialTags.join(", ")}
      hint="Separate tags with commas, e.g. fintech, referral."
      error={error}
      className={className}
    />
  );
}
