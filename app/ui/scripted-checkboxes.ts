/**
 * Keeps the value a script gave a checkbox, on every page that ships scripts, from before hydration on.
 * The original extension's fill (contract §11.4) sets `.checked`, fires untrusted `input` and `change`,
 * resets React's `_valueTracker` when the element has one, then dispatches an untrusted `click`, whose
 * default action would toggle the box again (saving a not-favorite capture as a favorite). An untrusted
 * click on a checkbox within a second of an untrusted `input`/`change` on it is cancelled, which restores
 * the box; real mouse, label and keyboard toggles are trusted events and work as usual.
 *
 * An inline script, rendered first in the `<body>` (root.tsx) under the page's CSP nonce, with capture
 * listeners on the document: the extension fills when the tab has loaded, which is often before React has
 * hydrated the form, and a guard installed by a React effect was not there yet (the box was saved ticked).
 */
export const KEEP_SCRIPTED_CHECKBOXES_SCRIPT =
  '(function(){var t=new WeakMap();function c(x){return x&&x.tagName==="INPUT"&&x.type==="checkbox"}' +
  "function m(e){if(!e.isTrusted&&c(e.target))t.set(e.target,performance.now())}" +
  'document.addEventListener("input",m,true);document.addEventListener("change",m,true);' +
  'document.addEventListener("click",function(e){if(e.isTrusted||!c(e.target))return;var a=t.get(e.target);' +
  "if(a!==undefined&&performance.now()-a<1000)e.preventDefault()},true)})()";
