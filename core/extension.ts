/**
 * Offerpath's own browser extension, as the web app knows it (issue 25). The Chrome/Edge package carries
 * a manifest `key` (extension/wxt.config.ts), so its id is the same on every machine: /extension/connect
 * hands a session only to it (Chrome's externally_connectable messaging names the receiver by id).
 */
export const CHROME_EXTENSION_ID = "gebbmccmdnmikhfljdnfggfejffmckep";

/** The element /extension/connect puts the session in for the Firefox package's content script to read. */
export const CONNECT_DATA_ID = "offerpath-extension-session";
/** The element whose text says whether the extension took the session (either package writes it). */
export const CONNECT_STATUS_ID = "offerpath-extension-status";
