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

/** A product of the tenant by configuration id, product key or mcpSku. */
export async function findProduct(
  db: Db,
  tenantKey: string,
  id: string,
): Promise<CatalogueProduct | undefined> {
  const [row] = await productById(db, { tenantKey, id });
  if (!row) return undefined;
  return {
    tenantKey: row.tenant_key,
    configurationId: row.configuration_id,
    definition: parsedJson(productDefinitionSchema, row.definition_json),
    imageUrl: row.image_url,
  };
}

// Every price, quote and cart line looks its product up: built once (ADR 101).
const productById = reusableQuery((db, v: { tenantKey: string; id: string }) =>
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
    .orderBy("position")
    .limit(1),
);

export async function findPriceTable(
  db: Db,
  tenantKey: string,
  productKey: string,
  currency: string,
): Promise<PriceTable | undefined> {
  const [row] = await priceTableOf(db, { tenantKey, productKey, currency });
  return row ? parsedJson(priceTableSchema, row.price_table_json) : undefined;
}

const priceTableOf = reusableQuery((db, v: { tenantKey: string; productKey: string; currency: string }) =>
  db
    .selectFrom("product_prices")
    .select("price_table_json")
    .where("tenant_key", "=", v.tenantKey)
    .where("product_key", "=", v.productKey)
    .where("currency_code", "=", v.currency),
);
