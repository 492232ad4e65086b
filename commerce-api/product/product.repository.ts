import type { Kysely } from "kysely";
import { parsedJson } from "../db/parsed-json";
import type { Database } from "../db/schema";
import {
  type CatalogueProduct,
  type PriceTable,
  priceTableSchema,
  productDefinitionSchema,
} from "./catalogue.types";

type Db = Kysely<Database>;

/** A product of the tenant by configuration id, product key or mcpSku. */
export async function findProduct(
  db: Db,
  tenantKey: string,
  id: string,
): Promise<CatalogueProduct | undefined> {
  const row = await db
    .selectFrom("products")
    .select(["tenant_key", "configuration_id", "definition_json", "image_url"])
    // Each alternative names the tenant, so the database looks each one up in its index (migration
    // 029) instead of reading and sorting the tenant's whole catalogue.
    .where((eb) =>
      eb.or(
        (["configuration_id", "product_key", "mcp_sku"] as const).map((column) =>
          eb.and([eb("tenant_key", "=", tenantKey), eb(column, "=", id)]),
        ),
      ),
    )
    .orderBy("position")
    .executeTakeFirst();
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
  const row = await db
    .selectFrom("product_prices")
    .select("price_table_json")
    .where("tenant_key", "=", tenantKey)
    .where("product_key", "=", productKey)
    .where("currency_code", "=", currency)
    .executeTakeFirst();
  return row ? parsedJson(priceTableSchema, row.price_table_json) : undefined;
}
