import { useNonce } from "~/ui/nonce";
import { serializeJsonLd } from "./structured-data";

/** schema.org data for crawlers, server-rendered with the CSP nonce; the JSON is escaped for a <script>. */
export function JsonLd({ data }: { data: readonly unknown[] }) {
  const nonce = useNonce();
  if (data.length === 0) return null;
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes <, >, & and line separators
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data.length === 1 ? data[0] : data) }}
    />
  );
}
