import { useContext } from "react";
import { useNonce } from "~/ui/nonce";
import { serializeJsonLd } from "./structured-data";
import { StructuredDataContext } from "./structured-data-context";

/**
 * schema.org data for crawlers, server-rendered with the CSP nonce (the JSON is escaped for a
 * <script>). The data is the server's alone (StructuredDataContext): the browser renders the same
 * element empty and keeps the server's text while hydrating, so the loader data doesn't carry it.
 * `present` (from the loader) says whether the page has any, so both sides render the same element;
 * keyed by the page's path, a client-side move to another page leaves an empty one, never a stale one.
 */
export function JsonLd({ present }: { present: boolean }) {
  const data = useContext(StructuredDataContext);
  const nonce = useNonce();
  if (!present) return null;
  const text = import.meta.env.SSR ? serializeJsonLd(data.length === 1 ? data[0] : data) : "";
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes <, >, & and line separators
      dangerouslySetInnerHTML={{ __html: text }}
    />
  );
}
