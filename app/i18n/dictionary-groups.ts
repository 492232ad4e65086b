import type { Dictionaries } from "../../contract/content/content.schemas";

/** Route ids of the dictionary group layouts (app/routes/dictionaries, ADR 040). */
const GROUP_ROUTE_PREFIX = "routes/dictionaries/";

/** What a dictionary group layout's loader returns. */
export interface DictionaryGroupData {
  dictionaries: Dictionaries;
}

/**
 * A group's entries don't change while the visitor stays among its routes: mutations, currency and
 * sign-in don't touch them, so the layout never reloads them (entering another group loads its own).
 */
export function keepDictionaries(): boolean {
  return false;
}

/** The dictionaries of the matched group layout, if the page is under one. */
export function groupDictionariesOf(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]) {
  const match = matches.find((candidate) => candidate?.id.startsWith(GROUP_ROUTE_PREFIX));
  return (match?.loaderData as DictionaryGroupData | undefined)?.dictionaries;
}
