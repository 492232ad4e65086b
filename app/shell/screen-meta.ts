import { groupDictionariesOf } from "~/i18n/dictionary-groups";
import { lookUpEntry } from "~/i18n/dictionary-selection";
import { unpackDictionaries } from "~/i18n/packed-dictionaries";
import type { ShellWire } from "./shell";

type MetaMatch = { id: string; loaderData?: unknown } | undefined;

export interface ScreenTitle {
  /** A dictionary key, "namespace:key". */
  key: string;
  defaultValue: string;
  values?: Record<string, string | number>;
}

/** The tenant's text for a dictionary key, from the shell's or the route group's entries (meta has no i18n instance). */
function translate(matches: readonly MetaMatch[], shell: ShellWire | undefined, title: ScreenTitle): string {
  const text = lookUpEntry(
    [unpackDictionaries(shell?.dictionaries), groupDictionariesOf(matches)],
    title.key,
  );
  const template = text ?? title.defaultValue;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(title.values?.[name] ?? ""));
}

/**
 * Title and robots directive of a screen (WCAG 2.4.2: every page names itself). A route's meta
 * replaces the root's, so each screen states its own "Screen | Shop" title through this helper.
 */
export function screenMeta(
  matches: readonly MetaMatch[],
  title: ScreenTitle,
  robots: "noindex, nofollow" | "noindex, follow" = "noindex, nofollow",
) {
  const shell = matches.find((match) => match?.id === "root")?.loaderData as ShellWire | undefined;
  const shopName = shell?.shopName ?? "Presto";
  return [
    { title: `${translate(matches, shell, title)} | ${shopName}` },
    { name: "robots", content: robots },
  ];
}
