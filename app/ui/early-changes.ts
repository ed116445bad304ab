/**
 * Changes made before React hydrates. Until then, a filter or an inline status select waits for its
 * Apply or Update button; hydration removes that button, since with JavaScript each change applies at
 * once. A pick made in that window would otherwise stay unapplied (filters) or snap back to the saved
 * value (a controlled select), with nothing saved and nothing said.
 *
 * `EARLY_CHANGES_SCRIPT` runs first in the `<body>` of every page that ships scripts (root.tsx) and
 * records each form the user edits (`input` or `change` events; restored form state fires neither). Once
 * hydrated, `useEarlyChange` (./use-early-change.ts) hands such a form to its component, which applies it
 * as a change made after hydration would be.
 */
declare global {
  interface Window {
    __earlyForms?: WeakSet<HTMLFormElement>;
  }
}

// Rendered by the server only: the browser runs the server's copy, and hydration leaves a `<script>`'s
// content alone, so the client bundle carries an empty string (docs/decisions/062).
export const EARLY_CHANGES_SCRIPT = import.meta.env.SSR
  ? "(function(){var s=window.__earlyForms=new WeakSet();function r(e){var f=e.target&&e.target.form;if(f)s.add(f)}" +
    'document.addEventListener("input",r,true);document.addEventListener("change",r,true)})()'
  : "";
