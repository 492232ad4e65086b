import { createContext, useContext } from "react";
import { useRouteLoaderData } from "react-router";
import type { ShellData } from "./shell";
import { type ShellWire, shellOf } from "./shell";

/**
 * The shell of a page whose root loader never ran: a request refused before its action (origin,
 * method, body limits) or an action that failed. React Router skips the loaders up to the error
 * boundary then, which left the error page bare and in English. entry.server builds the shell from
 * the request state instead and the page carries it as JSON, so hydration sees the same shell.
 */
export const FallbackShellContext = createContext<ShellWire | null>(null);

const SCRIPT_ID = "fallback-shell";
let fromDocument: ShellWire | null | undefined;

function readFromDocument(): ShellWire | null {
  if (fromDocument !== undefined) return fromDocument;
  const element = typeof document === "undefined" ? null : document.getElementById(SCRIPT_ID);
  try {
    fromDocument = element?.textContent ? (JSON.parse(element.textContent) as ShellWire) : null;
  } catch {
    fromDocument = null;
  }
  return fromDocument;
}

/** The root loader's shell, else the fallback one; undefined when neither exists (no tenant). */
export function useShell(): { shell: ShellData | undefined; fallback: ShellWire | null } {
  const loaded = useRouteLoaderData<ShellWire>("root");
  const provided = useContext(FallbackShellContext);
  if (loaded) return { shell: shellOf(loaded), fallback: null };
  const fallback = provided ?? readFromDocument();
  return { shell: fallback ? shellOf(fallback) : undefined, fallback };
}

/** Inert JSON (never executed, so no nonce needed); "<" escaped so no text can close the tag. */
export function FallbackShellScript({ shell }: { shell: ShellWire }) {
  const json = JSON.stringify(shell)
    .replace(/</g, "\\u003c")
    .replace(/\u2028|\u2029/g, "");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON data, not markup
  return <script type="application/json" id={SCRIPT_ID} dangerouslySetInnerHTML={{ __html: json }} />;
}
