import type { Dictionaries } from "../../contract/content/content.schemas";

/**
 * Dictionary entries as they travel in loader data: one JSON text, not an object (ADR 051).
 * React Router encodes loader data value by value (turbo-stream); a shell's and a screen's entries are
 * ~300 of those values and two thirds of a signed-in page's data, the same for every visitor of a
 * tenant. As one text they are serialised once per process and selection, encoded as one value, and
 * the browser reads them with JSON.parse.
 */
export type PackedDictionaries = string & { readonly __packedDictionaries: unique symbol };

const packedOf = new WeakMap<Dictionaries, PackedDictionaries>();
/** Texts already read, by text: the server finds the objects it packed, the browser parses each once. */
const unpacked = new Map<string, Dictionaries>();
/** Shells and screens of a few tenants and languages; more is a deployment's changing texts. */
const UNPACKED_LIMIT = 64;

function remember(packed: string, dictionaries: Dictionaries) {
  if (unpacked.size >= UNPACKED_LIMIT) {
    const oldest = unpacked.keys().next().value;
    if (oldest !== undefined) unpacked.delete(oldest);
  }
  unpacked.set(packed, dictionaries);
}

/** The entries as one text, made once per entries object (selections are cached objects). */
export function packDictionaries(dictionaries: Dictionaries): PackedDictionaries {
  let packed = packedOf.get(dictionaries);
  if (packed === undefined) {
    packed = JSON.stringify(dictionaries) as PackedDictionaries;
    packedOf.set(dictionaries, packed);
    remember(packed, dictionaries);
  }
  return packed;
}

/** The entries of a packed text; the same object for the same text while it is remembered. */
export function unpackDictionaries(packed: PackedDictionaries | undefined): Dictionaries | undefined {
  if (packed === undefined) return undefined;
  let dictionaries = unpacked.get(packed);
  if (!dictionaries) {
    dictionaries = JSON.parse(packed) as Dictionaries;
    remember(packed, dictionaries);
  }
  return dictionaries;
}
