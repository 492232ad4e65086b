import type { Dictionaries } from "../../contract/content/content.schemas";
import { packedJson } from "../../contract/packed-json";
import { dictionaryTextOf, type PackedDictionaries } from "./dictionary-documents";

export type { PackedDictionaries } from "./dictionary-documents";

/**
 * Dictionary entries as they travel in loader data: one JSON text, not an object (ADR 051). A shell's and
 * a screen's entries were ~300 values and two thirds of a signed-in page's data.
 */

const codec = packedJson<Dictionaries>();

/** The entries as one text, made once per entries object (selections are cached objects). */
export const packDictionaries = (dictionaries: Dictionaries): PackedDictionaries => codec.pack(dictionaries);

/**
 * The entries of a packed text, or of the dictionary document it names (ADR 063); the same object
 * for the same text while it is remembered.
 */
export function unpackDictionaries(packed: PackedDictionaries | undefined): Dictionaries | undefined {
  return codec.unpack(dictionaryTextOf(packed));
}
