/**
 * The signed-in screens' module scripts start after the first paint (decision 061, issue 35).
 *
 * React Router's `<Scripts>` writes one `<link rel="modulepreload">` per module of the page (about twenty)
 * and an inline module script whose static imports fetch the route modules at once. The browser then fetches
 * ~130 KiB of JavaScript beside the stylesheet, and Lighthouse's simulated phone (a slow connection) counts
 * every script that arrived before the paint as work done before it: a first paint of 2.2-2.5 s on pages whose
 * HTML and CSS alone paint in under 1 s. The server's HTML is the whole page (every screen works without
 * JavaScript), so nothing needs the scripts before it is seen.
 *
 * This rewrites the document as it streams: the module preloads are dropped, and the module script's static
 * imports become the same imports started one frame after the first paint, with the same preloads added then
 * (so the modules still arrive in parallel, not one import level at a time). Everything else of the script
 * (the route modules' registry, the entry's `import()`) runs as before, once the route modules are in. A
 * script whose shape is not the one recognised here is left as it was (it still works, its imports just start
 * early), and a page opened in a background tab, which has no frames, loads at once.
 */

/** `import * as route0 from "/assets/root-x.js";`: one of the inline module script's static imports. */
const NAMED_IMPORT = /^import \* as ([A-Za-z_$][\w$]*) from ("[^"\\]+");[ \t]*$/gm;
/** `import "/assets/manifest-x.js";` (React Router writes it when route discovery is off). */
const BARE_IMPORT = /^import ("[^"\\]+");?/;

/**
 * The inline module script of `<Scripts>`, its imports deferred until after the first paint, with
 * `preloads` (the hrefs of the dropped module preloads) preloaded at that moment; null when the script is not
 * of the recognised shape (then it must be left unchanged).
 */
export function deferModuleScript(script: string, preloads: readonly string[]): string | null {
  let body = script.replace(/^\s*;?\s*/, "");
  const sideEffects: string[] = [];
  const bare = BARE_IMPORT.exec(body);
  if (bare) {
    sideEffects.push(bare[1]);
    body = body.slice(bare[0].length);
  }
  const names: string[] = [];
  const urls: string[] = [];
  body = body.replace(NAMED_IMPORT, (_line, name: string, url: string) => {
    names.push(name);
    urls.push(url);
    return "";
  });
  // Any other static import (a development runtime, a new shape of the script) cannot be moved safely.
  if (/^\s*(?:import|export)[\s*{"']/m.test(body) || names.length === 0) return null;
  const imports = [...urls, ...sideEffects].map((url) => `import(${url})`).join(",");
  const hrefs = JSON.stringify(preloads);
  return [
    "(()=>{",
    "const load=()=>{",
    `const f=document.createDocumentFragment();for(const href of ${hrefs}){const l=document.createElement("link");l.rel="modulepreload";l.href=href;f.append(l)}document.head.append(f);`,
    `Promise.all([${imports}]).then(([${names.join(",")}])=>{${body}\n});`,
    "};",
    'if(document.visibilityState==="hidden")load();else requestAnimationFrame(()=>setTimeout(load,0));',
    "})();",
  ].join("");
}

/** The document `body`, streamed through the rewrite above (workerd's HTMLRewriter). */
export function deferScriptsAfterPaint(body: ReadableStream<Uint8Array>, headers: Headers, status: number): Response {
  const preloads: string[] = [];
  let script = "";
  const rewriter = new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element(link) {
        const href = link.getAttribute("href");
        if (href) preloads.push(href);
        link.remove();
      },
    })
    .on('script[type="module"]', {
      text(chunk) {
        script += chunk.text;
        if (!chunk.lastInTextNode) {
          chunk.remove();
          return;
        }
        const deferred = deferModuleScript(script, preloads);
        chunk.replace(deferred ?? script, { html: true });
        script = "";
      },
    });
  return rewriter.transform(new Response(body, { headers, status }));
}
