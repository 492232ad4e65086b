import type { RouterContextProvider } from "react-router";
import { getRequestState } from "~/server/context.server";
import type { Dictionaries } from "../../contract/content/content.schemas";
import type { DictionaryGroupData } from "./dictionary-groups";
import { selectDictionaries } from "./dictionary-selection";
import { type DictionaryGroup, GROUP_SELECTIONS, SHELL_SELECTION } from "./dictionary-selections.generated";

/** The shell's entries of the tenant's dictionaries (the root loader sends them on every page). */
export function shellDictionaries(dictionaries: Dictionaries): Dictionaries {
  return selectDictionaries(dictionaries, SHELL_SELECTION);
}

export function loadDictionaryGroup(
  context: Readonly<RouterContextProvider>,
  group: DictionaryGroup,
): DictionaryGroupData {
  const { shop } = getRequestState(context);
  return { dictionaries: selectDictionaries(shop.dictionaries, GROUP_SELECTIONS[group]) };
}
