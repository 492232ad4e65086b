import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Issue 15 §1, ADR 022: the site search index. `search_documents` holds one row per searchable thing
 * of a tenant (product, content page, glossary entry) with what a hit shows; `search_fts` is its
 * FTS5 index (rowid = document id), accent- and case-insensitive with prefix indexes for typing;
 * `search_terms` is each tenant's vocabulary, where a word with a typo finds its neighbours;
 * `search_keywords` are the synonyms a tenant attaches to a document. Everything but the keywords
 * is derived and rebuilt by `rebuildSearchIndex` (commerce-api/search/search.index.ts).
 * PostgreSQL has no FTS5: there `search_fts` is a plain table with a tsvector of the folded words
 * and a GIN index (ADR 043).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("search_keywords")
    .addColumn("tenant_key", "text", (c) => c.notNull().references("tenants.key"))
    .addColumn("document_key", "text", (c) => c.notNull())
    .addColumn("keywords", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("search_keywords_pk", ["tenant_key", "document_key"])
    .execute();

  await db.schema
    .createTable("search_documents")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("tenant_key", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("document_key", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull().check(sql`type in ('product', 'page', 'glossary')`))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("image", "text")
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("from_prices_json", "text")
    .addUniqueConstraint("search_documents_tenant_key", ["tenant_key", "document_key"])
    .execute();

  if (isPostgres(db)) await createPostgresIndex(db);
  else await createFts5Index(db);
  const terms = db.schema
    .createTable("search_terms")
    .addColumn("tenant_key", "text", (c) => c.notNull())
    // Byte order, as in SQLite: the vocabulary's prefix lookups are range scans up to U+FFFF.
    .addColumn("term", isPostgres(db) ? sql`text collate "C"` : "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("search_terms_pk", ["tenant_key", "term"]);
  await (isPostgres(db) ? terms : terms.modifyEnd(sql`without rowid`)).execute();
}

async function createFts5Index(db: Kysely<unknown>): Promise<void> {
  // unicode61 with remove_diacritics 2 folds case and accents ("Étiquette" = "etiquette");
  // the prefix indexes make "cart"* cheap while typing.
  await sql`create virtual table search_fts using fts5(
    title, keywords, body,
    tokenize = 'unicode61 remove_diacritics 2',
    prefix = '2 3 4'
  )`.execute(db);
}

/**
 * `document` holds the folded words (search.text's tokenize, so accents and case fold exactly as
 * in SQLite) weighted A (title), B (keywords), D (body); the 'simple' configuration keeps every
 * word as it is (no stemming, no stop words), like unicode61.
 */
async function createPostgresIndex(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("search_fts")
    .addColumn("rowid", "integer", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("keywords", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("document", sql`tsvector`, (c) => c.notNull())
    .execute();
  await sql`create index search_fts_document on search_fts using gin (document)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("search_terms").execute();
  await sql`drop table search_fts`.execute(db);
  await db.schema.dropTable("search_documents").execute();
  await db.schema.dropTable("search_keywords").execute();
}
