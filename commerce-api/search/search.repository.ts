import { type Kysely, sql } from "kysely";
import { isPostgres } from "../db/dialect";
import type { Database } from "../db/schema";
import type { HitQuery, HitRow } from "./search.hits";
import { findPostgresHits } from "./search.postgres";
import { hiddenPathFilter } from "./search.seasons";
import { MARK_CLOSE, MARK_OPEN, matchExpression, TYPO_MIN_TERM_LENGTH, type Vocabulary } from "./search.text";

/** The search index's queries (ADR 022); every one is scoped to the tenant. */

type Db = Kysely<Database>;

/** Past the last character any term can hold, for "term >= prefix and term < prefix + TOP" range scans. */
const TOP = "\uffff";

/**
 * The part of the tenant's vocabulary one query needs: whether a term starts with each of its words
 * (a range scan of the primary key) and, only when some word is unknown, the long terms its typo
 * may stand for.
 */
export async function openVocabulary(
  db: Db,
  tenantKey: string,
  prefixes: readonly string[],
): Promise<Vocabulary> {
  const known = new Set<string>();
  for (const prefix of prefixes) {
    const row = await db
      .selectFrom("search_terms")
      .select("term")
      .where("tenant_key", "=", tenantKey)
      .where("term", ">=", prefix)
      .where("term", "<", `${prefix}${TOP}`)
      .limit(1)
      .executeTakeFirst();
    if (row) known.add(prefix);
  }
  const longTerms =
    known.size === prefixes.length
      ? []
      : await db
          .selectFrom("search_terms")
          .select("term")
          .where("tenant_key", "=", tenantKey)
          .where(sql<number>`length(term)`, ">=", TYPO_MIN_TERM_LENGTH)
          .execute()
          .then((rows) => rows.map((row) => row.term));
  return { hasPrefix: (prefix) => known.has(prefix), longTerms: () => longTerms };
}

/**
 * One page of hits: products, then pages, then glossary entries; within a group by bm25 with the
 * title weighing most, then the keywords, then the body; catalogue order breaks ties.
 */
export async function findHits(db: Db, query: HitQuery): Promise<{ rows: HitRow[]; total: number }> {
  if (isPostgres(db)) return findPostgresHits(db, query);
  const match = matchExpression(query.tokens);
  if (!match) return { rows: [], total: 0 };
  const typeFilter = query.type ? sql`and d.type = ${query.type}` : sql``;
  const from = sql`from search_fts join search_documents d on d.id = search_fts.rowid
    where search_fts match ${match} and d.tenant_key = ${query.tenantKey} ${typeFilter}
      ${hiddenPathFilter(query.hiddenPaths)}`;
  const { rows } = await sql<HitRow>`select d.document_key, d.type, d.path, d.image, d.from_prices_json,
      highlight(search_fts, 0, ${MARK_OPEN}, ${MARK_CLOSE}) as title_marked,
      snippet(search_fts, 2, ${MARK_OPEN}, ${MARK_CLOSE}, '…', 24) as snippet_marked
    ${from}
    order by case d.type when 'product' then 0 when 'page' then 1 else 2 end,
      bm25(search_fts, 10.0, 6.0, 1.0), d.position
    limit ${query.limit} offset ${query.offset}`.execute(db);
  const count = await sql<{ total: number }>`select count(*) as total ${from}`.execute(db);
  return { rows, total: count.rows[0]?.total ?? 0 };
}
