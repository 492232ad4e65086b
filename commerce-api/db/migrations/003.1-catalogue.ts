import { type Kysely, sql } from "kysely";

/**
 * Catalogue and pricing: product definitions and per-currency price tables (JSON documents,
 * validated on read), promo codes, shareable custom configurations, loss leaders, inventory of
 * externally fulfilled products, and the first cart tables (anonymous carts and line items).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("products")
    .addColumn("tenant_key", "text", (c) => c.notNull().references("tenants.key"))
    .addColumn("product_key", "text", (c) => c.notNull())
    .addColumn("configuration_id", "text", (c) => c.notNull().unique())
    .addColumn("mcp_sku", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("definition_json", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("products_pk", ["tenant_key", "product_key"])
    .execute();

  await db.schema
    .createTable("product_prices")
    .addColumn("tenant_key", "text", (c) => c.notNull())
    .addColumn("product_key", "text", (c) => c.notNull())
    .addColumn("currency_code", "text", (c) => c.notNull())
    .addColumn("price_table_json", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("product_prices_pk", ["tenant_key", "product_key", "currency_code"])
    .execute();

  await db.schema
    .createTable("promocodes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("tenant_key", "text", (c) => c.notNull().references("tenants.key"))
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("currency_code", "text")
    .addColumn("discount_type", "text", (c) => c.notNull().check(sql`discount_type in ('percent', 'fixed')`))
    .addColumn("discount_value", "integer", (c) => c.notNull())
    .addColumn("minimum_cent_amount", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("starts_at", "text")
    .addColumn("ends_at", "text")
    .addColumn("product_keys_json", "text")
    .addUniqueConstraint("promocodes_tenant_code", ["tenant_key", "code"])
    .execute();

  await db.schema
    .createTable("product_custom_configs")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("tenant_key", "text", (c) => c.notNull())
    .addColumn("product_key", "text", (c) => c.notNull())
    .addColumn("config_json", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("loss_leaders")
    .addColumn("tenant_key", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("product_key", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("config_json", "text", (c) => c.notNull())
    .addColumn("promocode_id", "text")
    .addColumn("ends_at", "text")
    .addPrimaryKeyConstraint("loss_leaders_pk", ["tenant_key", "key"])
    .execute();

  await db.schema
    .createTable("inventory")
    .addColumn("mcp_sku", "text", (c) => c.primaryKey())
    .addColumn("immediate_quantity", "integer", (c) => c.notNull())
    .addColumn("future_availability", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("carts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("tenant_key", "text", (c) => c.notNull().references("tenants.key"))
    .addColumn("anonymous_user_id", "text")
    .addColumn("customer_id", "text")
    .addColumn("currency_code", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("carts_tenant_anonymous")
    .on("carts")
    .columns(["tenant_key", "anonymous_user_id"])
    .execute();

  await db.schema
    .createTable("cart_line_items")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("cart_id", "text", (c) => c.notNull().references("carts.id").onDelete("cascade"))
    .addColumn("line_item_json", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("cart_line_items_cart").on("cart_line_items").column("cart_id").execute();
}
