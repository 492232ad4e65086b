import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../db/schema";
import type { HitQuery, HitRow } from "./search.hits";
import { highlightMatches, snippetOfMatches } from "./search.marks";
import { hiddenPathFilter } from "./search.seasons";
import { tokenize } from "./search.text";

/**
 * The search index on PostgreSQL (ADR 043): `search_fts.document` is a tsvector of the words
 * search.text folds (so "Étiquette" and "etiquette" are one word, as with FTS5's unicode61), built
 * with the 'simple' configuration; a query is a tsquery of the same tokens as FTS5's MATCH.
 */

/** Snippet length in words, as the SQLite query asks of FTS5's snippet(). */
const SNIPPET_WORDS = 24;

/** ts_rank weights {D, C, B, A}: body, (unused), keywords, title, as bm25's 1 / 6 / 10 in SQLite. */
const RANK_WEIGHTS = "{0.1, 0.1, 0.6, 1.0}";

export interface FtsText {
  title: string;
  keywords: string;
  body: string;
}

const folded = (text: string) => tokenize(text).join(" ");

export async function insertFtsRow(trx: Transaction<Database>, id: number, text: FtsText): Promise<void> {
  await sql`insert into search_fts (rowid, title, keywords, body, document) values (
    ${id}, ${text.title}, ${text.keywords}, ${text.body},
    setweight(to_tsvector('simple', ${folded(text.title)}), 'A')
      || setweight(to_tsvector('simple', ${folded(text.keywords)}), 'B')
      || setweight(to_tsvector('simple', ${folded(text.body)}), 'D'))`.execute(trx);
}

/**
 * The tsquery of a planned query: every word (AND), each a prefix (`word:*`) or one of its
 * corrections (OR). Tokens hold letters and digits only, so they need no quoting; null when some
 * word can match nothing.
 */
export function tsQueryExpression(tokens: HitQuery["tokens"]): string | null {
  if (tokens.length === 0) return null;
  const parts: string[] = [];
  for (const token of tokens) {
    if ("prefix" in token) parts.push(`${token.prefix}:*`);
    else if (token.anyOf.length === 0) return null;
    else parts.push(`(${token.anyOf.join(" | ")})`);
  }
  return parts.join(" & ");
}

interface PgHitRow extends Omit<HitRow, "title_marked" | "snippet_marked"> {
  title: string;
  body: string;
}

/** One page of hits, ordered as in SQLite: products, pages, glossary; then rank; then catalogue order. */
export async function findPostgresHits(
  db: Kysely<Database>,
  query: HitQuery,
): Promise<{ rows: HitRow[]; total: number }> {
  const expression = tsQueryExpression(query.tokens);
  if (!expression) return { rows: [], total: 0 };
  const typeFilter = query.type ? sql`and d.type = ${query.type}` : sql``;
  const from = sql`from search_fts f join search_documents d on d.id = f.rowid,
      to_tsquery('simple', ${expression}) q
    where f.document @@ q and d.tenant_key = ${query.tenantKey} ${typeFilter}
      ${hiddenPathFilter(query.hiddenPaths)}`;
  const { rows } = await sql<PgHitRow>`select d.document_key, d.type, d.path, d.image, d.from_prices_json,
      f.title, f.body
    ${from}
    order by case d.type when 'product' then 0 when 'page' then 1 else 2 end,
      ts_rank(${RANK_WEIGHTS}::float4[], f.document, q, 1) desc, d.position, d.id
    limit ${query.limit} offset ${query.offset}`.execute(db);
  const count = await sql<{ total: number }>`select count(*) as total ${from}`.execute(db);
  return {
    rows: rows.map(({ title, body, ...row }) => ({
      ...row,
      title_marked: highlightMatches(title, query.tokens),
      snippet_marked: snippetOfMatches(body, query.tokens, SNIPPET_WORDS),
    })),
    total: count.rows[0]?.total ?? 0,
  };
}
