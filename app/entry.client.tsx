/**
 * The browser's entry (React Router's default, with one change, decision 061): hydration runs in a task of
 * its own, a frame after this module and the route modules have been evaluated, so neither long piece of
 * work holds up the other (the scripts themselves start only after the first paint:
 * app/server/after-paint.server.ts). A page opened in a background tab (no frames) hydrates at once.
 */
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

if (document.visibilityState === "hidden") hydrate();
else requestAnimationFrame(() => setTimeout(hydrate, 0));
