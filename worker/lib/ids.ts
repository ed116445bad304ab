import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";

/** An opaque, URL-safe, 24-character random id (120 bits). */
export function newId(): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(15)));
}
