/**
 * The layers, as a rule the lint step checks (npm run lint:deps; docs/decisions/028-layers-and-composition-root.md). Read it as:
 *
 *   app/  (screens: routes, components, app/ui, app/server) ─► worker/ (api, domain, db, lib) ─► core/
 *   extension/ ─────────────────────────────────────────────────────────────────────────────► core/
 *
 *   worker/index.ts (the entry) ─► worker/composition.ts ─► worker/adapters ─► worker/domain (its ports)
 *
 * Arrows only point down: core/ (the shared kernel: schemas, enums, dates, limits) imports no other folder,
 * the worker never imports the web face, the extension only the kernel, the domain never imports a face,
 * an adapter or the composition root, config and worker/lib and worker/db import nothing above them, and
 * no file imports itself through a loop.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "No two source files import each other, directly or in a loop (type-only imports count too).",
      from: {},
      to: { circular: true },
    },
    {
      name: "worker-never-imports-the-web-face",
      severity: "error",
      comment: "worker/ sits below app/: it uses the kernel (core/), never routes, components, app/ui or web glue.",
      from: { path: "^worker/" },
      to: { path: "^app/" },
    },
    {
      name: "core-is-the-bottom",
      severity: "error",
      comment:
        "core/ is the shared kernel of the browser, the Worker and the extension: it imports no other folder of the project.",
      from: { path: "^core/" },
      to: { path: ["^app/", "^worker/", "^extension/"] },
    },
    {
      name: "extension-imports-only-the-kernel",
      severity: "error",
      comment: "The browser extension shares the kernel (core/, through the @core alias) and nothing else of the app.",
      from: { path: "^extension/" },
      to: { path: ["^app/", "^worker/"] },
    },
    {
      name: "config-lib-and-db-are-low",
      severity: "error",
      comment:
        "Settings (worker/config.ts), worker/lib and worker/db sit under the domain: they never import the domain, a face, an adapter or the entry.",
      from: { path: ["^worker/config\\.ts$", "^worker/lib/", "^worker/db/"] },
      to: { path: ["^worker/domain/", "^worker/api/", "^worker/adapters/", "^worker/composition", "^worker/index"] },
    },
    {
      name: "components-are-client-safe",
      severity: "error",
      comment: "Components ship to the browser: no server glue and no worker code (types may come from core/).",
      from: { path: "^app/components/" },
      to: { path: ["^app/server/", "^app/routes/"] },
    },
    {
      name: "components-import-no-worker-code",
      severity: "error",
      comment: "Components ship to the browser: at most types from worker/ (erased at build).",
      from: { path: "^app/components/" },
      to: { path: "^worker/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "routes-do-not-import-routes",
      severity: "error",
      comment:
        "A route module never imports another route's folder; what two routes share lives in app/server or app/components.",
      from: { path: "^app/routes/([^/]+)/" },
      to: { path: "^app/routes/", pathNot: ["^app/routes/$1/", "\\.react-router/"] },
    },
    {
      name: "domain-imports-no-face-or-adapter",
      severity: "error",
      comment:
        "The domain is called by both faces and sends through ports: it never imports a face, an adapter or the composition root.",
      from: { path: "^worker/domain/" },
      to: { path: ["^worker/api/", "^worker/adapters/", "^worker/composition", "^worker/index"] },
    },
    {
      name: "domain-imports-no-web-framework",
      severity: "error",
      comment:
        "The domain uses no Hono app, context or middleware and no React Router (decision 001); hono/jwt and hono's cookie utility are plain libraries.",
      from: { path: "^worker/domain/" },
      to: {
        path: ["^node_modules/hono/", "^node_modules/react-router/", "^node_modules/@react-router/"],
        pathNot: ["^node_modules/hono/dist/(types/)?(jwt|utils|helper/cookie|middleware/jwt)/"],
      },
    },
    {
      name: "only-the-composition-root-builds-adapters",
      severity: "error",
      comment: "Adapters are built in worker/composition.ts; the stand-in page may read the stand-in's answers.",
      from: {
        path: "^(worker|app|core|extension)/",
        pathNot: ["^worker/composition\\.ts$", "^worker/adapters/", "^app/routes/payment/stand-in\\.tsx$"],
      },
      to: { path: "^worker/adapters/" },
    },
    {
      name: "only-the-entry-uses-the-composition-root",
      severity: "error",
      comment: "makeDeps is called by the Worker's entry (fetch and scheduled) alone; tests may call it too.",
      from: { path: "^(worker|app)/", pathNot: "^worker/index\\.ts$" },
      to: { path: "^worker/composition\\.ts$" },
    },
  ],
  options: {
    includeOnly: ["^app/", "^worker/", "^core/", "^extension/", "^node_modules/(hono|react-router|@react-router)/"],
    exclude: { path: ["\\.test\\.tsx?$", "^app/routes/.*/\\+types/", "^extension/(\\.output|\\.wxt|fixtures)"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".d.ts"],
    },
    doNotFollow: { path: "node_modules" },
  },
};
