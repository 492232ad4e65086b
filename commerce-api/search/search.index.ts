import type { Kysely, Transaction } from "kysely";
import { contentBlocksSchema } from "../content/content.blocks";
import { isPostgres, lockTableForRewrite } from "../db/dialect";
import type { Database } from "../db/schema";
import { priceTableSchema, productDefinitionSchema } from "../product/catalogue.types";
import { buildTenantDocuments, type IndexDocument, type ProductInput } from "./search.documents";
import { insertFtsRow } from "./search.postgres";
import { tokenize } from "./search.text";

/**
 * Rebuilds the whole search index (ADR 022) from the pages, the catalogue and the keywords, in one
 * transaction so readers see the old index or the new one, never half of one. It is cheap (a few
 * thousand rows for a 500-product catalogue), so every writer of pages, products, prices or
 * keywords calls it afterwards rather than patching documents: today the seed steps
 * (createCommerceApi runs it whenever a step ran).
 */
export async function rebuildSearchIndex(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockTableForRewrite(trx, "search_documents");
    await trx.deleteFrom("search_fts").execute();
    await trx.deleteFrom("search_documents").execute();
    await trx.deleteFrom("search_terms").execute();
    const tenants = await trx.selectFrom("tenants").select(["key", "base_locale"]).execute();
    let nextId = 1;
    for (const tenant of tenants) {
      const documents = buildTenantDocuments(await loadTenantInput(trx, tenant.key));
      nextId = await writeDocuments(trx, tenant.key, tenant.base_locale, documents, nextId);
    }
  });
}

async function loadTenantInput(trx: Transaction<Database>, tenantKey: string) {
  const pages = await trx
    .selectFrom("pages")
    .select(["key", "path", "title", "meta_description", "layout", "logged_only", "indexable", "blocks_json"])
    .where("tenant_key", "=", tenantKey)
    .orderBy("id")
    .execute();
  const productRows = await trx
    .selectFrom("products")
    .select(["product_key", "position", "definition_json"])
    .where("tenant_key", "=", tenantKey)
    .execute();
  const priceRows = await trx
    .selectFrom("product_prices")
    .select(["product_key", "currency_code", "price_table_json"])
    .where("tenant_key", "=", tenantKey)
    .execute();
  const keywordRows = await trx
    .selectFrom("search_keywords")
    .select(["document_key", "keywords"])
    .where("tenant_key", "=", tenantKey)
    .execute();
  const products: ProductInput[] = productRows.map((row) => ({
    definition: productDefinitionSchema.parse(JSON.parse(row.definition_json)),
    position: row.position,
    prices: Object.fromEntries(
      priceRows
        .filter((price) => price.product_key === row.product_key)
        .map((price) => [price.currency_code, priceTableSchema.parse(JSON.parse(price.price_table_json))]),
    ),
  }));
  return {
    pages: pages.map((page) => ({
      key: page.key,
      path: page.path,
      title: page.title,
      metaDescription: page.meta_description,
      layout: page.layout,
      loggedOnly: page.logged_only === 1,
      indexable: page.indexable === 1,
      blocks: contentBlocksSchema.parse(JSON.parse(page.blocks_json)),
    })),
    products,
    keywords: Object.fromEntries(keywordRows.map((row) => [row.document_key, row.keywords])),
  };
}

const CHUNK = 100;

async function writeDocuments(
  trx: Transaction<Database>,
  tenantKey: string,
  language: string,
  documents: readonly IndexDocument[],
  firstId: number,
): Promise<number> {
  const terms = new Set<string>();
  let id = firstId;
  for (const document of documents) {
    await trx
      .insertInto("search_documents")
      .values({
        id,
        tenant_key: tenantKey,
        language,
        document_key: document.documentKey,
        type: document.type,
        title: document.title,
        path: document.path,
        image: document.image,
        position: document.position,
        from_prices_json: document.fromPrices ? JSON.stringify(document.fromPrices) : null,
      })
      .execute();
    const text = { title: document.title, keywords: document.keywords, body: document.body };
    if (isPostgres(trx)) await insertFtsRow(trx, id, text);
    else
      await trx
        .insertInto("search_fts")
        .values({ rowid: id, ...text })
        .execute();
    for (const text of [document.title, document.keywords, document.body])
      for (const term of tokenize(text)) terms.add(term);
    id++;
  }
  const rows = [...terms].map((term) => ({ tenant_key: tenantKey, term }));
  // Chunked: SQLite caps the number of bound parameters per statement.
  for (let start = 0; start < rows.length; start += CHUNK) {
    await trx
      .insertInto("search_terms")
      .values(rows.slice(start, start + CHUNK))
      .execute();
  }
  return id;
}
