/**
 * The per-response script nonce of the Content-Security-Policy. The server provides it; in the browser
 * it reads "" (browsers hide nonce attributes from scripts), which is all hydration needs.
 */
import { createContext, useContext } from "react";

export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
