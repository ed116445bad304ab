import { createContext } from "react-router";
import type { Deps } from "./deps";

/** What every loader and action gets from the Worker: the domain dependencies and the raw bindings. */
export type AppContext = { deps: Deps; env: Env; ctx: ExecutionContext };

export const appContext = createContext<AppContext>();
