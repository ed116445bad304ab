/**
 * Offerpath's browser extension (issue 25): one source, built by WXT for Chrome/Edge (MV3) and Firefox
 * (MV3). Least privilege: activeTab, scripting and storage; the app's own address (or a self-hosted one)
 * is an optional host permission asked for at run time; no content script runs on every site.
 * `OFFERPATH_E2E=1` builds the package the Playwright spec loads: it also holds the permission for
 * 127.0.0.1, which a test cannot grant by clicking the browser's prompt (tests/e2e/extension.spec.ts).
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "wxt";

const PRODUCTION_ORIGIN = "https://offerpath.app";
/**
 * The Chrome/Edge package's public key: it fixes the extension's id (gebbmccmdnmikhfljdnfggfejffmckep,
 * core/extension.ts), which the app's /extension/connect page sends the session to. A store listing
 * assigns its own key and id; both places change then.
 */
const CHROME_KEY =
  "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEArNnGPtAfcCcvfDeWT8OgS3pXAte8ydXjiiiALcCaPFk0cYTwQYq4suHgeSJUJie3koJE0J/C9jWNPkeqAYdMeMd83+5T4fSfc57aRYyoUbHlbygWaJingmETWaRU3tghhjJ9BcTzEUkDMu8mX9l3krCgFoa/Xpfb3rge1M+Yi23jRuBSSOJIBAdfsnUD+05ir2vdhpozDUA9HMoLy+tUan8kx2RGltdux3ohPPID64VeG1FBiIP5L7wxIvERq8woCwfNyJPTHjLCNOiPsVyt8lPHblIZLCAPQKc/EXx9MZs1ZoSGZARb6yFpGf4SBgbSvBhh94qJa2Eu0m5on50T9wIDAQAB";
const e2e = process.env.OFFERPATH_E2E === "1";

export default defineConfig({
  manifestVersion: 3,
  imports: false,
  // The shared kernel (core/: enums the extension and the app agree on), by the same alias as the app.
  alias: { "@core": fileURLToPath(new URL("../core", import.meta.url)) },
  outDir: e2e ? ".output-e2e" : ".output",
  zip: { artifactTemplate: "offerpath-{{version}}-{{browser}}.zip", zipSources: false },
  manifest: ({ browser }) => ({
    name: "Offerpath: clip job postings",
    short_name: "Offerpath",
    description: "Save a job posting from any job board into your Offerpath tracker in one click.",
    version: "1.0.0",
    permissions: ["activeTab", "scripting", "storage"],
    // The app's address: the production one, or any self-hosted or local one the options page asks for.
    optional_host_permissions: [`${PRODUCTION_ORIGIN}/*`, "https://*/*", "http://*/*"],
    ...(e2e ? { host_permissions: ["http://127.0.0.1/*"] } : {}),
    action: { default_title: "Clip this job posting to Offerpath", default_popup: "popup.html" },
    commands: {
      _execute_action: {
        suggested_key: { default: "Alt+Shift+O" },
        description: "Clip the job posting on this page",
      },
    },
    // Chrome/Edge: the app's /extension/connect page hands a session to the extension after a web sign-in.
    ...(browser === "firefox"
      ? {
          browser_specific_settings: {
            gecko: {
              id: "extension@offerpath.app",
              // 140 (the current ESR) is the first to read data_collection_permissions.
              strict_min_version: "140.0",
              // Firefox's data consent: what the extension sends to the Offerpath server the user signs in to
              // (the email and password of the sign-in, and the posting the user clips from the page).
              data_collection_permissions: {
                required: ["authenticationInfo", "personallyIdentifyingInfo", "websiteContent"],
              },
            },
            gecko_android: { strict_min_version: "142.0" },
          },
        }
      : {
          key: CHROME_KEY,
          externally_connectable: {
            matches: [
              `${PRODUCTION_ORIGIN}/extension/connect*`,
              "http://127.0.0.1/extension/connect*",
              "http://localhost/extension/connect*",
            ],
          },
        }),
  }),
});
