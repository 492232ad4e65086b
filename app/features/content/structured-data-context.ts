import { createContext } from "react";

/**
 * The page's schema.org data, for <JsonLd>. Crawlers read it in the server's HTML; the browser has
 * no use for it, so it never travels in loader data: the content page's loader sets it on the request
 * (structuredDataRequest in structured-data.server.ts) and entry.server provides it here.
 */
export const StructuredDataContext = createContext<readonly unknown[]>([]);
