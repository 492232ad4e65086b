import type { Dictionaries } from "../../contract/content/content.schemas";
import type { Packed } from "../../contract/packed-json";
import { RecentMap } from "../../contract/recent-map";

/**
 * Dictionary entries as documents of their own (ADR 063). A page load names its packed entries by
 * the address of a document instead of carrying them in its hydration data: the browser keeps the
 * document (its address is its content's hash), so a visitor downloads a selection once, and a
 * visitor without JavaScript or a crawler never does. Data requests (client navigations) still carry
 * the text itself. Either way loader data holds a `PackedDictionaries` value: the text, or an address
 * starting with DICTIONARY_DOCUMENT_PATH, whose text this module remembers (the server when it makes
 * the address, the browser when it has fetched it before hydrating).
 */
/** Dictionary entries as they travel in loader data: one JSON text (ADR 051), or a document's address. */
export type PackedDictionaries = Packed<Dictionaries>;

export const DICTIONARY_DOCUMENT_PATH = "/__i18n/";

/** The texts of the documents this process made or fetched, by address (tenants × selections). */
const texts = new RecentMap<string, PackedDictionaries>(512);

export function isDictionaryDocument(wire: string): boolean {
  return wire.startsWith(DICTIONARY_DOCUMENT_PATH);
}

export function rememberDictionaryDocument(href: string, text: PackedDictionaries): void {
  // An address names one content: a known one needs no second write.
  if (texts.get(href) === undefined) texts.set(href, text);
}

/** The packed text loader data names: itself, or the remembered text of the document it names. */
export function dictionaryTextOf(wire: PackedDictionaries | undefined): PackedDictionaries | undefined {
  if (wire === undefined || !isDictionaryDocument(wire)) return wire;
  return texts.get(wire);
}

/** The head's links to the page's dictionary documents, preloaded while the scripts load. */
export const DICTIONARY_LINK_ATTRIBUTE = "data-dictionary";

/**
 * Browser only, before hydration: fetches the documents the page names (its head's links) and
 * remembers their texts, so the first render finds them. False when one can't be had: the page then
 * stays as the server rendered it, which works without JavaScript, rather than hydrate without texts.
 */
export async function loadDictionaryDocuments(doc: Document = document): Promise<boolean> {
  const links = [...doc.querySelectorAll(`link[${DICTIONARY_LINK_ATTRIBUTE}]`)];
  const hrefs = links.map((link) => link.getAttribute("href") ?? "").filter(isDictionaryDocument);
  try {
    await Promise.all(
      hrefs.map(async (href) => {
        const response = await fetch(href, { credentials: "same-origin" });
        if (!response.ok) throw new Error(`${href} answered ${response.status}`);
        rememberDictionaryDocument(href, (await response.text()) as PackedDictionaries);
      }),
    );
    return true;
  } catch (error) {
    console.warn("The page's texts could not be loaded; it stays as served, without scripts.", error);
    return false;
  }
}
