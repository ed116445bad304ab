/**
 * The layers, as a rule the lint step checks (npm run lint:deps; docs/decisions/028-layers-and-composition-root.md). Read it as:
 *
 *   app/routes, app/components ─► app/server (web glue) ─► worker/domain ─► worker/db, worker/lib
 *            │                          │                        │
 *            └──────────────► app/lib (client-safe: schemas, enums, dates) ◄──┘
 *
 *   worker/index.ts (the entry) ─► worker/composition.ts ─► worker/adapters ─► worker/domain (its ports)
 *
 * Arrows only point down: the worker never imports the web face, app/lib never imports the worker or
 * server-only code, the domain never imports a face, an adapter or the composition root, and no file
 * imports itself through a loop.
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
      comment: "worker/ may use app/lib (client-safe schemas, enums, dates), never routes, components or web glue.",
      from: { path: "^worker/" },
      to: { path: "^app/", pathNot: "^app/lib/" },
    },
    {
      name: "app-lib-is-client-safe",
      severity: "error",
      comment: "app/lib is shared with the browser: it never imports worker/, app/server, routes or components.",
      from: { path: "^app/lib/" },
      to: { path: ["^worker/", "^app/server/", "^app/routes/", "^app/components/"] },
    },
    {
      name: "components-are-client-safe",
      severity: "error",
      comment: "Components ship to the browser: no server glue and no worker code (types may come from app/lib).",
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
        path: "^(worker|app)/",
        pathNot: [
          "^worker/composition\\.ts$",
          "^worker/adapters/",
          "^worker/config\\.ts$",
          "^app/routes/payment/stand-in\\.tsx$",
        ],
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
    includeOnly: ["^app/", "^worker/", "^node_modules/(hono|react-router|@react-router)/"],
    exclude: { path: ["\\.test\\.tsx?$", "^app/routes/.*/\\+types/"] },
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
