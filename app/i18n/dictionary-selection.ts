import type { Dictionaries } from "#contract/content/content.schemas";

/**
 * The dictionary entries a part of the page uses: "namespace:key" for a key the code names (its
 * plural and context forms, "key_one", "key_male", come with it) or "namespace:prefix*" for keys the
 * code builds at run time (`orders:status.${status}`). Generated from the source, see
 * scripts/dictionary-selections.mts (issue 18: the client gets what its islands use, not whole
 * dictionaries).
 */
export type DictionarySelection = readonly string[];

interface CompiledSelection {
  exact: Map<string, Set<string>>;
  prefixes: Map<string, string[]>;
}

function compile(selection: DictionarySelection): CompiledSelection {
  const exact = new Map<string, Set<string>>();
  const prefixes = new Map<string, string[]>();
  for (const entry of selection) {
    const colon = entry.indexOf(":");
    const namespace = entry.slice(0, colon);
    const key = entry.slice(colon + 1);
    if (key.endsWith("*")) {
      prefixes.set(namespace, [...(prefixes.get(namespace) ?? []), key.slice(0, -1)]);
    } else {
      const keys = exact.get(namespace) ?? new Set<string>();
      keys.add(key);
      exact.set(namespace, keys);
    }
  }
  return { exact, prefixes };
}

/** The key itself, or one of its suffixed forms (i18next plurals and contexts: "key_one"). */
function isNamed(key: string, named: Set<string> | undefined): boolean {
  if (!named) return false;
  if (named.has(key)) return true;
  for (let end = key.lastIndexOf("_"); end > 0; end = key.lastIndexOf("_", end - 1)) {
    if (named.has(key.slice(0, end))) return true;
  }
  return false;
}

function pick(dictionaries: Dictionaries, compiled: CompiledSelection): Dictionaries {
  const picked: Dictionaries = {};
  for (const [namespace, entries] of Object.entries(dictionaries)) {
    const named = compiled.exact.get(namespace);
    const prefixes = compiled.prefixes.get(namespace);
    if (!named && !prefixes) continue;
    const kept: Record<string, string> = {};
    for (const [key, text] of Object.entries(entries)) {
      if (isNamed(key, named) || prefixes?.some((prefix) => key.startsWith(prefix))) kept[key] = text;
    }
    if (Object.keys(kept).length > 0) picked[namespace] = kept;
  }
  return picked;
}

const compiledSelections = new WeakMap<DictionarySelection, CompiledSelection>();
const picks = new WeakMap<Dictionaries, WeakMap<DictionarySelection, Dictionaries>>();

/**
 * The entries of `dictionaries` the selection names. The same inputs give the same object back (the
 * tenant's dictionaries object lives in the basic-configs cache), so i18n instances built from it are
 * reused across requests.
 */
export function selectDictionaries(dictionaries: Dictionaries, selection: DictionarySelection): Dictionaries {
  const bySelection = picks.get(dictionaries) ?? new WeakMap<DictionarySelection, Dictionaries>();
  picks.set(dictionaries, bySelection);
  const cached = bySelection.get(selection);
  if (cached) return cached;
  let compiled = compiledSelections.get(selection);
  if (!compiled) {
    compiled = compile(selection);
    compiledSelections.set(selection, compiled);
  }
  const picked = pick(dictionaries, compiled);
  bySelection.set(selection, picked);
  return picked;
}

const merges = new WeakMap<Dictionaries, WeakMap<Dictionaries, Dictionaries>>();

/** The shell's entries and a route group's in one set, namespace by namespace; stable like the inputs. */
export function mergeDictionaries(shell: Dictionaries, group: Dictionaries | undefined): Dictionaries {
  if (!group || Object.keys(group).length === 0) return shell;
  const byGroup = merges.get(shell) ?? new WeakMap<Dictionaries, Dictionaries>();
  merges.set(shell, byGroup);
  const cached = byGroup.get(group);
  if (cached) return cached;
  const merged: Dictionaries = { ...shell };
  for (const [namespace, entries] of Object.entries(group)) {
    merged[namespace] = { ...shell[namespace], ...entries };
  }
  byGroup.set(group, merged);
  return merged;
}

/** The text of "namespace:key" in the first set that has it (route meta has no i18n instance). */
export function lookUpEntry(
  sets: readonly (Dictionaries | undefined)[],
  fullKey: string,
): string | undefined {
  const colon = fullKey.indexOf(":");
  const namespace = fullKey.slice(0, colon);
  const key = fullKey.slice(colon + 1);
  for (const set of sets) {
    const text = set?.[namespace]?.[key];
    if (typeof text === "string" && text) return text;
  }
  return undefined;
}
