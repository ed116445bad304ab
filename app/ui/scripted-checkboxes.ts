/**
 * Keeps the value a script gave a checkbox, on every page that ships scripts, from before hydration on.
 * The original extension's fill (contract §11.4) runs in its content script's ISOLATED world: it sets
 * `.checked`, fires untrusted `input` and `change` (and resets React's `_valueTracker` only when it can
 * see one, which from its own world it never can), then dispatches an untrusted `click`, whose default
 * action toggles the box again (saving a not-favorite capture as a favorite). The DOM and its events are
 * shared by the worlds, so a listener of the page sees that click: an untrusted click on a checkbox within
 * a second of an untrusted `input`/`change` on it puts back the value that change left. A cancelable click
 * is cancelled (the browser restores the box); a click made with `new MouseEvent("click")`, which is not
 * cancelable, cannot be, so the box is set back by hand while the click is dispatched. Real mouse, label
 * and keyboard toggles are trusted events and work as usual.
 *
 * An inline script, rendered first in the `<body>` (root.tsx) under the page's CSP nonce, with capture
 * listeners on the document: the extension fills when the tab has loaded, which is often before React has
 * hydrated the form, and a guard installed by a React effect was not there yet (the box was saved ticked).
 */
// Rendered by the server only: the browser runs the server's copy, and hydration leaves a `<script>`'s
// content alone, so the client bundle carries an empty string (docs/decisions/062).
export const KEEP_SCRIPTED_CHECKBOXES_SCRIPT = import.meta.env.SSR
  ? '(function(){var t=new WeakMap();function c(x){return x&&x.tagName==="INPUT"&&x.type==="checkbox"}' +
    "function m(e){if(!e.isTrusted&&c(e.target))t.set(e.target,{at:performance.now(),checked:e.target.checked})}" +
    'document.addEventListener("input",m,true);document.addEventListener("change",m,true);' +
    'document.addEventListener("click",function(e){if(e.isTrusted||!c(e.target))return;var s=t.get(e.target);' +
    "if(s===undefined||performance.now()-s.at>=1000)return;if(e.cancelable)e.preventDefault();" +
    "e.target.checked=s.checked},true)})()"
  : "";
