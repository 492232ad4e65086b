import { createHash } from "node:crypto";
import { RecentMap } from "#contract/recent-map";
import { isDataRequest } from "~/server/path-rules";
import { DICTIONARY_DOCUMENT_PATH, rememberDictionaryDocument } from "./dictionary-documents";
import type { PackedDictionaries } from "./packed-dictionaries";

/** Addresses by text, made once per text (tenants × languages × selections × dictionary versions). */
const hrefs = new RecentMap<string, PackedDictionaries>(512);

/** The address of the document whose content is `text`: its hash, so a browser may keep it for good. */
export function dictionaryDocumentHref(text: PackedDictionaries): PackedDictionaries {
  let href = hrefs.get(text);
  if (href === undefined) {
    // Lower-case hex: the shop redirects addresses with capitals to their lower-case form (spec §2).
    const hash = createHash("sha256").update(text).digest("hex").slice(0, 24);
    href = `${DICTIONARY_DOCUMENT_PATH}${hash}.json` as PackedDictionaries;
    hrefs.set(text, href);
  }
  // The page's own render reads the text back by this address (unpackDictionaries).
  rememberDictionaryDocument(href, text);
  return href;
}

/**
 * What a loader sends for its packed entries (ADR 063): a page load names their document, a data
 * request (a client navigation, a revalidation) carries the text, which the page needs at once.
 */
export function dictionariesFor(request: Request, text: PackedDictionaries): PackedDictionaries {
  return isDataRequest(request) ? text : dictionaryDocumentHref(text);
}
