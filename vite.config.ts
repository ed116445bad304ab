import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "@worker": fileURLToPath(new URL("./worker", import.meta.url)),
      "@core": fileURLToPath(new URL("./core", import.meta.url)),
    },
  },
  environments: {
    // How the browser's JS is cut into files (docs/decisions/062): gzip pays per file and loses the shared
    // dictionary, so the signed-in shell's always-loaded modules are one file, not a dozen.
    client: {
      build: {
        rolldownOptions: {
          output: {
            // React Router's own default, which a user `output` replaces.
            entryFileNames: "assets/[name]-[hash].js",
            codeSplitting: {
              groups: [
                // React, React DOM and React Router: with the entry, the framework every hydrated page loads.
                // React Router's `<Form>`/`<Link>` code would otherwise be a chunk of its own that only the
                // routes import, counted as app code (tests/repo/bundle-budget.test.ts).
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                  priority: 2,
                },
                // What every signed-in screen loads: the root's and the app layout's modules (their route
                // files then only re-export them), the app layout's shell, the toasts, icons, buttons and
                // the small page helpers the root uses (and Vite's preload helper for the lazy chunks), with
                // the page parts most screens have (page header, card, empty state, alert, the confirm
                // dialog's opener): measured, fewer files beat lighter light screens (decision 062).
                // Route-only code stays in its route's files.
                {
                  name: "shell",
                  test: /app[\\/](components[\\/](app-shell|page-header|server-html|ui[\\/](toast|icons|button|spinner|empty-state|card|alert|confirm-dialog))|ui[\\/](early-changes|page-handle|use-hydrated|in-app-links|nonce|theme|service-worker))\.tsx?$|app[\\/](root|routes[\\/]_app)\.tsx$|core[\\/]format\.ts$|preload-helper/,
                  priority: 1,
                },
                // The money formats (core/money.ts, which core/format.ts re-exports): only the screens that show
                // an amount load them, not the shell every signed-in screen loads (decision 062, round 3). Above
                // the shell's priority: a group takes the modules its members import along.
                {
                  name: "money",
                  test: /core[\\/]money\.ts$/,
                  priority: 3,
                },
                // A record screen's 404 boundary and its kind's wording (job, contact, document): one small
                // file, not two (decision 062).
                {
                  name: "not-found-boundary",
                  test: /app[\\/]components[\\/](not-found-boundary|jobs[\\/]job-not-found|contacts[\\/]contact-not-found|documents[\\/]document-not-found)\.tsx$/,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
});
