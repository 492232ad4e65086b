import type { RouterContextProvider } from "react-router";
import { screenOfPath } from "~/features/screens/screen-paths";
import { getRequestState } from "~/server/context.server";
import type { Dictionaries } from "../../contract/content/content.schemas";
import type { DictionaryGroupData } from "./dictionary-groups";
import { selectDictionaries } from "./dictionary-selection";
import {
  type DictionaryGroup,
  GROUP_SELECTIONS,
  SCREEN_SELECTIONS,
  SHELL_SELECTION,
} from "./dictionary-selections.generated";

/** The shell's entries of the tenant's dictionaries (the root loader sends them on every page). */
export function shellDictionaries(dictionaries: Dictionaries): Dictionaries {
  return selectDictionaries(dictionaries, SHELL_SELECTION);
}

/** A group layout's entries for the page at `url`: its screen's in a per-screen group (ADR 048), else the group's. */
export function loadDictionaryGroup(
  context: Readonly<RouterContextProvider>,
  group: DictionaryGroup,
  url: URL,
): DictionaryGroupData {
  const { shop } = getRequestState(context);
  const screen = screenOfPath(url.pathname);
  const selection = (screen && SCREEN_SELECTIONS[group]?.[screen]) || GROUP_SELECTIONS[group];
  return { dictionaries: selectDictionaries(shop.dictionaries, selection) };
}
