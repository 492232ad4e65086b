import type { RouterContextProvider } from "react-router";
import type { Dictionaries } from "#contract/content/content.schemas";
import { type ScreenId, screenOfPath } from "~/screens/screen-paths";
import { getRequestState } from "~/server/context.server";
import { dictionariesFor, dictionaryDocumentHref } from "./dictionary-documents.server";
import type { DictionaryGroupData } from "./dictionary-groups";
import { type DictionarySelection, selectDictionaries } from "./dictionary-selection";
import {
  type DictionaryGroup,
  GROUP_SELECTIONS,
  SCREEN_SELECTIONS,
  SHELL_SELECTION,
} from "./dictionary-selections.generated";
import { type PackedDictionaries, packDictionaries } from "./packed-dictionaries";

/** The shell's entries of the tenant's dictionaries (the root loader sends them on every page). */
export function shellDictionaries(dictionaries: Dictionaries): Dictionaries {
  return selectDictionaries(dictionaries, SHELL_SELECTION);
}

/**
 * A group layout's entries for the page at `url`: its screen's in a per-screen group (ADR 048), else
 * the group's; named by their document on a page load (ADR 063).
 */
export function loadDictionaryGroup(
  context: Readonly<RouterContextProvider>,
  group: DictionaryGroup,
  url: URL,
  request: Request,
): DictionaryGroupData {
  const { shop } = getRequestState(context);
  const text = packDictionaries(selectDictionaries(shop.dictionaries, groupSelection(group, url.pathname)));
  return { dictionaries: dictionariesFor(request, text) };
}

/** Every selection a page may send under a group: each group's, and each screen's of a per-screen group. */
export function allDictionarySelections(): DictionarySelection[] {
  const perScreen = Object.keys(SCREEN_SELECTIONS) as PerScreenGroup[];
  return [
    ...Object.values(GROUP_SELECTIONS),
    ...perScreen.flatMap((group) => [
      screenSelection(group, null),
      ...(Object.keys(SCREEN_SELECTIONS[group].screens) as ScreenId[]).map((screen) =>
        screenSelection(group, screen),
      ),
    ]),
  ];
}

/** What a group sends for a page; a per-screen group's page that names no screen gets all its screens'. */
export function groupSelection(group: DictionaryGroup, pathname: string): DictionarySelection {
  if (!(group in SCREEN_SELECTIONS)) return GROUP_SELECTIONS[group as keyof typeof GROUP_SELECTIONS];
  const screen = screenOfPath(pathname);
  const { screens } = SCREEN_SELECTIONS[group as PerScreenGroup];
  return screenSelection(group as PerScreenGroup, screen && screen in screens ? screen : null);
}

type PerScreenGroup = keyof typeof SCREEN_SELECTIONS;
const joined = new Map<string, DictionarySelection>();

/**
 * A per-screen group's layouts' entries with one screen's (null: every screen's), joined once per
 * process: the same selection object each time, so the entries picked for it are cached too.
 */
export function screenSelection(group: PerScreenGroup, screen: ScreenId | null): DictionarySelection {
  const key = `${group}:${screen ?? "*"}`;
  let selection = joined.get(key);
  if (!selection) {
    const { layouts, screens } = SCREEN_SELECTIONS[group];
    const byScreen: Partial<Record<ScreenId, DictionarySelection>> = screens;
    const own = screen ? (byScreen[screen] ?? []) : Object.values(byScreen).flat();
    selection = [...new Set([...layouts, ...own])].sort();
    joined.set(key, selection);
  }
  return selection;
}

/**
 * The text of a document the tenant serves, or null: found among every selection the tenant's pages
 * send (the shell's, each group's and each screen's), so any process answers for a page another made.
 * A document of dictionaries staff have since edited is no longer found.
 */
export function tenantDictionaryDocument(
  dictionaries: Dictionaries,
  href: string,
): PackedDictionaries | null {
  const texts = [
    shellDictionaries(dictionaries),
    ...allDictionarySelections().map((selection) => selectDictionaries(dictionaries, selection)),
  ].map(packDictionaries);
  return texts.find((text) => dictionaryDocumentHref(text) === href) ?? null;
}
