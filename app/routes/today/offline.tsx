/**
 * /today without a connection (docs/decisions/059): the service worker (public/sw.js) serves this page's
 * last copy; here the page says so ("as of"), and a task marked done is handed to the worker's queue, sent
 * when the connection returns. A task that changed meanwhile comes back as a conflict, shown, not overwritten.
 * "Without a connection" is any of: the browser says offline; this page is the worker's saved copy (its
 * marker, `<meta name="offerpath-saved-copy">`: the network failed while the browser said online); a post
 * of this page failed at the network level (the route's clientAction queues that task).
 * Without JavaScript none of this runs: the page is a plain server-rendered page with plain forms.
 */
import { useCallback, useEffect, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { useFailureToast } from "~/components/list/use-failure-toast";
import { CheckIcon, CircleIcon } from "~/components/ui/icons";
import { useHydrated } from "~/ui/use-hydrated";

type Conflict = { taskId: string; title: string; status: number };
/** The worker's queue and conflicts; `sent`: how many queued tasks the asked flush got an answer for. */
type WorkerState = { queued: string[]; conflicts: Conflict[]; sent?: number };
export type OfflineState = WorkerState & {
  offline: boolean;
  /** Why: the browser says offline, or the page cannot reach the server (the saved copy, a failed post). */
  reason: "offline" | "unreachable";
  worker: boolean;
  refresh: () => void;
  /** A post failed at the network level: the page acts as offline until fresh data arrives. */
  unreachable: () => void;
};

/** A done whose post never reached the server; `ok: false` so nothing counts it as done, nor revalidates. */
export type DoneAnswer = { ok?: boolean; error?: string; queued?: boolean } | undefined;

/** The loader data the document was served with when it is the worker's saved copy (browser only). */
let copyData: unknown;

/** Asks the page's service worker and waits for its answer (null: no worker controls the page). */
export function askWorker(message: Record<string, unknown>): Promise<WorkerState | null> {
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => resolve(event.data as WorkerState);
    worker.postMessage(message, [channel.port2]);
  });
}

export function useTodayOffline(loaderData: unknown): OfflineState {
  const [offline, setOffline] = useState(false);
  const [copy, setCopy] = useState(false);
  const [lost, setLost] = useState(false);
  const [state, setState] = useState<WorkerState & { worker: boolean }>({ queued: [], conflicts: [], worker: false });
  const { revalidate } = useRevalidator();
  // The saved copy until the server's data replaces it (a revalidation, a later visit); a failed post
  // likewise until fresh data arrives.
  useEffect(() => {
    if (copyData === undefined && document.querySelector('meta[name="offerpath-saved-copy"]')) copyData = loaderData;
    setCopy(loaderData === copyData);
    setLost(false);
  }, [loaderData]);
  useEffect(() => {
    let live = true;
    const apply = (answer: WorkerState | null) => {
      if (live && answer) setState({ ...answer, worker: true });
      return answer;
    };
    let retry: ReturnType<typeof setTimeout> | undefined;
    const sync = (attempt = 0) => {
      clearTimeout(retry);
      setOffline(!navigator.onLine);
      if (!navigator.onLine) {
        askWorker({ type: "today-state" }).then(apply);
        return;
      }
      // Back on line: the worker sends what is queued (where Background Sync did not already), then the
      // page reads the server again. The connection often lags the `online` event: a few more tries.
      askWorker({ type: "today-flush" })
        .then(apply)
        .then((a) => {
          if (a?.queued.length && attempt < 5 && live) retry = setTimeout(() => sync(attempt + 1), 2000);
          else if (a?.sent && live) revalidate();
        });
    };
    const onChange = () => sync();
    // The worker sent some of the queue (Background Sync, another tab): its outcome, and the server again.
    const flushed = (event: MessageEvent) => {
      if (event.data?.type !== "today-flushed") return;
      askWorker({ type: "today-state" }).then(apply);
      revalidate();
    };
    sync();
    window.addEventListener("online", onChange);
    window.addEventListener("offline", onChange);
    navigator.serviceWorker?.addEventListener("message", flushed);
    return () => {
      live = false;
      clearTimeout(retry);
      window.removeEventListener("online", onChange);
      window.removeEventListener("offline", onChange);
      navigator.serviceWorker?.removeEventListener("message", flushed);
    };
  }, [revalidate]);
  const refresh = useCallback(
    () => askWorker({ type: "today-state" }).then((a) => a && setState({ ...a, worker: true })),
    [],
  );
  const unreachable = useCallback(() => {
    setLost(true);
    refresh();
  }, [refresh]);
  return {
    ...state,
    offline: offline || copy || lost,
    reason: offline ? "offline" : "unreachable",
    refresh,
    unreachable,
  };
}

export function OfflineBanner({ state, asOf }: { state: OfflineState; asOf: string }) {
  return (
    <>
      {state.offline ? (
        <p
          role="status"
          className="mb-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {state.reason === "offline" ? "You are offline" : "Offerpath cannot be reached"}: this is your plan as of{" "}
          {asOf}.{" "}
          {state.worker
            ? "Tasks you mark done are sent when you are back online."
            : "Marking a task done needs a connection."}
        </p>
      ) : null}
      {state.conflicts.length > 0 ? (
        <div role="alert" className="mb-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          <p className="font-semibold">Not marked done while you were offline:</p>
          <ul className="mt-1 list-disc pl-5">
            {state.conflicts.map((c) => (
              <li key={c.taskId}>
                {c.title}:{" "}
                {c.status === 404 ? "it was deleted." : "it changed after your copy was saved; open it to check."}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="mt-2 font-medium underline"
            onClick={() => askWorker({ type: "today-dismiss" }).then(state.refresh)}
          >
            Dismiss
          </button>
        </div>
      ) : null}
    </>
  );
}

type DoneTask = { id: string; title: string; updatedAt: number };

export function TaskDoneButton({ task, state }: { task: DoneTask; state: OfflineState }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<DoneAnswer>({ key: `today-done-${task.id}` });
  useFailureToast(fetcher, "Failed to update task");
  // The post failed at the network level and the clientAction queued the task: the page is offline now.
  const queuedByPost = fetcher.state === "idle" && fetcher.data?.queued === true;
  const { unreachable } = state;
  useEffect(() => {
    if (queuedByPost) unreachable();
  }, [queuedByPost, unreachable]);
  const queued = state.queued.includes(task.id) || queuedByPost;
  const done = fetcher.state !== "idle" || fetcher.data?.ok === true;
  if (queued || done) {
    return (
      <span className="flex size-8 shrink-0 items-center justify-center text-green-700" data-testid="today-done">
        <CheckIcon className="size-5" />
        <span className="sr-only">{queued ? "Done, waiting for a connection" : "Done"}</span>
      </span>
    );
  }
  return (
    <fetcher.Form
      method="post"
      action="/today"
      onSubmit={(event) => {
        if (!state.offline) return;
        event.preventDefault();
        askWorker({ type: "today-queue", taskId: task.id, updatedAt: task.updatedAt, title: task.title }).then(
          state.refresh,
        );
      }}
    >
      <input type="hidden" name="intent" value="complete" />
      <input type="hidden" name="taskId" value={task.id} />
      <input type="hidden" name="updatedAt" value={task.updatedAt} />
      <input type="hidden" name="title" value={task.title} />
      <input type="hidden" name="js" value={hydrated ? "1" : ""} />
      <button
        type="submit"
        disabled={state.offline && !state.worker}
        aria-label={`Mark ${task.title} as done`}
        title="Mark as done"
        className="flex size-8 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-green-100 hover:text-green-700 disabled:opacity-50"
      >
        <CircleIcon className="size-6" />
      </button>
    </fetcher.Form>
  );
}
