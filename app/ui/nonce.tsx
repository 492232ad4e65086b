import { createContext, useContext } from "react";

/** The per-response CSP nonce: provided by entry.server; empty in the browser, where it is not needed. */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
