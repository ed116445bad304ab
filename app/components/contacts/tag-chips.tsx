import { MAX_TAG_LENGTH, MAX_TAGS, normalizeTags } from "@core/tags";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { XIcon } from "~/components/ui/icons";

export type TagChipsProps = {
  name: string;
  /** The plain field's id: the chips' text input takes it over, so the label still names it. */
  id: string;
  initialTags: string[];
  /** A tag being typed into the plain field as the chips replaced it, and whether the focus was there. */
  initialDraft?: string;
  focus?: boolean;
  message?: string;
  className?: string;
};

/**
 * The tags as chips (tags-input.tsx): typed and added on Enter (or a comma), trimmed, empties and duplicates
 * ignored, each removable; sent as `name[0]`, `name[1]`... Loaded after hydration, in place of the plain field.
 */
export function TagChips({ name, id, initialTags, initialDraft = "", focus, message, className }: TagChipsProps) {
  const [tags, setTags] = useState(initialTags);
  const [draft, setDraft] = useState(initialDraft);
  const input = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the chips take the plain field's place.
  useEffect(() => {
    if (!focus || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(initialDraft.length, initialDraft.length);
  }, []);
  const add = (text: string) => {
    const next = normalizeTags([...tags, ...text.split(",")]).slice(0, MAX_TAGS);
    setTags(next);
    setDraft("");
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter" || e.key === ",") {
      e.preventDefault();
      add(draft);
    } else if (e.key === "Backspace" && draft === "" && tags.length > 0) {
      setTags(tags.slice(0, -1));
    }
  };
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Tags
      </label>
      <div
        className={`mt-1.5 flex min-h-10 flex-wrap items-center gap-1.5 rounded-lg border bg-white px-2 py-1.5 shadow-xs focus-within:outline-2 focus-within:-outline-offset-1 focus-within:outline-brand-600 ${message ? "border-red-500" : "border-slate-300"}`}
      >
        {tags.map((tag, i) => (
          <span
            key={tag}
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-sm font-medium text-brand-800 ring-1 ring-brand-600/20 ring-inset"
          >
            {tag}
            <input type="hidden" name={`${name}[${i}]`} value={tag} />
            <button
              type="button"
              onClick={() => setTags(tags.filter((t) => t !== tag))}
              className="rounded-full p-0.5 text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              aria-label={`Remove tag ${tag}`}
            >
              <XIcon className="size-3.5" />
            </button>
          </span>
        ))}
        {draft.trim() ? <input type="hidden" name={`${name}[${tags.length}]`} value={draft} /> : null}
        <input
          ref={input}
          id={id}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => draft.trim() && add(draft)}
          maxLength={MAX_TAG_LENGTH}
          placeholder={tags.length ? "Add another tag" : "Type a tag and press Enter"}
          aria-describedby={[hintId, message ? errorId : ""].filter(Boolean).join(" ")}
          aria-invalid={message ? true : undefined}
          className="h-7 min-w-32 flex-1 border-0 bg-transparent px-1 text-sm text-slate-900 placeholder:text-slate-500 focus:outline-none"
        />
      </div>
      <p id={hintId} className="mt-1.5 text-sm text-slate-600">
        Press Enter to add a tag; up to {MAX_TAGS}.
      </p>
      {message ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}
