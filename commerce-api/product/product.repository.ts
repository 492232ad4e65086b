import type { Kysely } from "kysely";
import { parsedJson } from "../db/parsed-json";
import { reusableQuery } from "../db/reusable-query";
import type { Database } from "../db/schema";
import {
  type CatalogueProduct,
  type PriceTable,
  priceTableSchema,
  productDefinitionSchema,
} from "./catalogue.types";

type Db = Kysely<Database>;

/**
 * The lookup's SQL, built and compiled once per database kind (ADR 100, ADR 101): a product page asks
 * for its product five times (validate, quote, services, instructions, shipping), and building and
 * compiling this query with Kysely cost more than SQLite's own lookup.
 */
const productLookup = reusableQuery((db, v: { tenantKey: string; id: string }) =>
  db
    .selectFrom("products")
    .select(["tenant_key", "configuration_id", "definition_json", "image_url"])
    // Each alternative names the tenant, so the database looks each one up in its index (migration
    // 029) instead of reading and sorting the tenant's whole catalogue.
    .where((eb) =>
      eb.or(
        (["configuration_id", "product_key", "mcp_sku"] as const).map((column) =>
          eb.and([eb("tenant_key", "=", v.tenantKey), eb(column, "=", v.id)]),
        ),
      ),
    )
    .orderBy("position"),
);

/** A product of the tenant by configuration id, product key or mcpSku. */
export async function findProduct(
  db: Db,
  tenantKey: string,
  id: string,
): Promise<CatalogueProduct | undefined> {
  const rows = await productLookup(db, { tenantKey, id });
  const row = rows[0];
  if (!row) return undefined;
  return {
    tenantKey: row.tenant_key,
    configurationId: row.configuration_id,
    definition: parsedJson(productDefinitionSchema, row.definition_json),
    imageUrl: row.image_url,
  };
}

export async function findPriceTable(
  db: Db,
  tenantKey: string,
  productKey: string,
  currency: string,
): Promise<PriceTable | undefined> {
  const [row] = await priceTableOf(db, { tenantKey, productKey, currency });
  return row ? parsedJson(priceTableSchema, row.price_table_json) : undefined;
}

// Every price, quote and cart line reads its price table: built once (ADR 101).
const priceTableOf = reusableQuery((db, v: { tenantKey: string; productKey: string; currency: string }) =>
  db
    .selectFrom("product_prices")
    .select("price_table_json")
    .where("tenant_key", "=", v.tenantKey)
    .where("product_key", "=", v.productKey)
    .where("currency_code", "=", v.currency),
);
