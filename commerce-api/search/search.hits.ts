import type { SearchType } from "../../contract/search/search.schemas";
import type { TokenQuery } from "./search.text";

/** A search hit as both engines (SQLite FTS5, PostgreSQL) return it. */
export interface HitRow {
  document_key: string;
  type: SearchType;
  path: string;
  image: string | null;
  from_prices_json: string | null;
  title_marked: string;
  snippet_marked: string;
}

export interface HitQuery {
  tenantKey: string;
  /** How each word is looked up (planQuery); at least one, none without a possible match. */
  tokens: readonly TokenQuery[];
  type: SearchType | undefined;
  limit: number;
  offset: number;
  /** Paths never offered now: closed seasonal pages (search.seasons). */
  hiddenPaths: readonly string[];
}
