import type { StorageView } from "./types";

/** "12.4 MB of 50 MB" with a bar; an unlimited plan shows the sentence alone. */
export function StorageMeter({ storage, label = "Storage" }: { storage: StorageView; label?: string }) {
  const limited = storage.limitBytes > 0;
  return (
    <div>
      <p className="text-sm text-slate-700">
        <span className="font-medium text-slate-900">{label}:</span> {storage.text}
      </p>
      {limited ? (
        <meter
          aria-label={`${label} used`}
          min={0}
          max={storage.limitBytes}
          low={storage.limitBytes * 0.75}
          high={storage.limitBytes * 0.9}
          optimum={0}
          value={Math.min(storage.usedBytes, storage.limitBytes)}
          className="mt-2 block h-2 w-full"
        >
          {storage.text}
        </meter>
      ) : null}
    </div>
  );
}
