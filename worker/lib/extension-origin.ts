/** Browser-extension origins (Chrome, Firefox, Safari builds): CORS allows them, and their access tokens live longer. */
const EXTENSION_ORIGIN = /^(chrome-extension|moz-extension|safari-web-extension):\/\/[a-z0-9-]+$/i;

export function isExtensionOrigin(origin: string | null | undefined): boolean {
  return !!origin && EXTENSION_ORIGIN.test(origin);
}
