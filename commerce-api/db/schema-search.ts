/** Tables of the site search (ADR 022). Everything but the keywords is rebuilt from the catalogue and pages. */

/** Synonyms a tenant attaches to one search document ("product:business-cards"), comma-separated. */
export interface SearchKeywordsTable {
  tenant_key: string;
  document_key: string;
  keywords: string;
}
export const SEARCH_KEYWORDS_COLUMNS = {
  tenant_key: true,
  document_key: true,
  keywords: true,
} satisfies Record<keyof SearchKeywordsTable, true>;

export interface SearchDocumentsTable {
  id: number;
  tenant_key: string;
  /** Base locale of the tenant when indexed ("fr", "en"). */
  language: string;
  /** "product:<productKey>", "page:<pageKey>" or "glossary:<term id>". */
  document_key: string;
  type: "product" | "page" | "glossary";
  title: string;
  path: string;
  image: string | null;
  /** Order among equally relevant hits (catalogue position, then page order). */
  position: number;
  /** Products: { currency: lowest default-configuration price excl. VAT, minor units }. */
  from_prices_json: string | null;
}
export const SEARCH_DOCUMENTS_COLUMNS = {
  id: true,
  tenant_key: true,
  language: true,
  document_key: true,
  type: true,
  title: true,
  path: true,
  image: true,
  position: true,
  from_prices_json: true,
} satisfies Record<keyof SearchDocumentsTable, true>;

/** The FTS5 index; rowid = search_documents.id. */
export interface SearchFtsTable {
  rowid: number;
  title: string;
  keywords: string;
  body: string;
}
/** pragma table_info lists a virtual table's declared columns, not its rowid. */
export const SEARCH_FTS_COLUMNS = {
  title: true,
  keywords: true,
  body: true,
} satisfies Record<Exclude<keyof SearchFtsTable, "rowid">, true>;

/** A tenant's vocabulary (normalised words of its documents), for typo tolerance. */
export interface SearchTermsTable {
  tenant_key: string;
  term: string;
}
export const SEARCH_TERMS_COLUMNS = {
  tenant_key: true,
  term: true,
} satisfies Record<keyof SearchTermsTable, true>;
