import { DICTIONARY_DOCUMENT_PATH } from "~/i18n/dictionary-documents";
import { tenantDictionaryDocument } from "~/i18n/dictionary-groups.server";
import { getRequestState } from "~/server/context.server";
import type { Route } from "./+types/dictionary-document";

/**
 * A dictionary document (ADR 063): the packed entries a page named by this address, which is their
 * content's hash, so the browser keeps it for good. Another tenant's, or one of entries staff have
 * since edited, is a 404.
 */
export function loader({ context, params }: Route.LoaderArgs) {
  const { shop } = getRequestState(context);
  const text = tenantDictionaryDocument(shop.dictionaries, `${DICTIONARY_DOCUMENT_PATH}${params.file}`);
  if (!text) {
    return new Response("Not Found", {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  }
  return new Response(text, {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "cache-control": "public, max-age=31536000, immutable",
    },
  });
}
