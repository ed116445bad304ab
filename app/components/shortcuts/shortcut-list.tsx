import { SHORTCUTS } from "~/ui/shortcut-keys";

const kbd = "rounded-md border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs text-slate-800 shadow-xs";

/** Every shortcut with its keys, for the dialog and the profile's section. */
export function ShortcutList() {
  return (
    <dl className="divide-y divide-slate-100">
      {SHORTCUTS.map(({ keys, label }) => (
        <div key={keys.join(" ")} className="flex items-center justify-between gap-4 py-2">
          <dt className="text-sm text-slate-700">{label}</dt>
          <dd className="flex shrink-0 items-center gap-1.5 text-xs text-slate-600">
            {keys.map((key, i) => (
              <span key={key} className="contents">
                {i > 0 ? "then" : null}
                <kbd className={kbd}>{key}</kbd>
              </span>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
