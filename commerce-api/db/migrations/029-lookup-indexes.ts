import type { Kysely } from "kysely";

/**
 * Lookups that scanned a whole catalogue (issue 18 §7, the bench's 500-product catalogue): a product by
 * configuration id, key or SKU (findProduct) could use an index for the first two only, so every call
 * read and sorted all of the tenant's products; a page's alternates by key (hreflang) scanned every page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("products_tenant_sku")
    .on("products")
    .columns(["tenant_key", "mcp_sku"])
    .execute();
  await db.schema.createIndex("pages_key").on("pages").column("key").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("pages_key").execute();
  await db.schema.dropIndex("products_tenant_sku").execute();
}
