/**
 * Injected into the tab the user clipped (scripting.executeScript with activeTab): reads the posting and
 * returns the fields. The page's HTML never leaves the browser; only the fields go back to the popup.
 */
import { defineUnlistedScript } from "wxt/utils/define-unlisted-script";
import { extractJob } from "../lib/extract";

export default defineUnlistedScript(() => extractJob(document, location.href));
