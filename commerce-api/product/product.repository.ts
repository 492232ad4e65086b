import { type CompiledQuery, createQueryId, type Kysely, type Selectable } from "kysely";
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

/** Stand-ins for the lookup's two values while its SQL is compiled; each request's values replace them. */
const TENANT = "\u0000tenant";
const ID = "\u0000id";

type ProductRow = Pick<
  Selectable<Database["products"]>,
  "tenant_key" | "configuration_id" | "definition_json" | "image_url"
>;

/**
 * The lookup's SQL, built and compiled once per database (ADR 100): a product page asks for its product
 * five times (validate, quote, services, instructions, shipping), and building and compiling this query
 * with Kysely cost more than SQLite's own lookup. The database's own compiler makes it, so each dialect
 * gets its own SQL and placeholders.
 */
const lookups = new WeakMap<Db, CompiledQuery<ProductRow>>();

function productLookup(db: Db): CompiledQuery<ProductRow> {
  let compiled = lookups.get(db);
  if (!compiled) {
    compiled = db
      .selectFrom("products")
      .select(["tenant_key", "configuration_id", "definition_json", "image_url"])
      // Each alternative names the tenant, so the database looks each one up in its index (migration
      // 029) instead of reading and sorting the tenant's whole catalogue.
      .where((eb) =>
        eb.or(
          (["configuration_id", "product_key", "mcp_sku"] as const).map((column) =>
            eb.and([eb("tenant_key", "=", TENANT), eb(column, "=", ID)]),
          ),
        ),
      )
      .orderBy("position")
      .compile();
    lookups.set(db, compiled);
  }
  return compiled;
}

/** A product of the tenant by configuration id, product key or mcpSku. */
export async function findProduct(
  db: Db,
  tenantKey: string,
  id: string,
): Promise<CatalogueProduct | undefined> {
  const lookup = productLookup(db);
  const parameters = lookup.parameters.map((value) =>
    value === TENANT ? tenantKey : value === ID ? id : value,
  );
  // A query id of its own: plugins (none today) keep per-execution state by it.
  const query: CompiledQuery<ProductRow> = { ...lookup, queryId: createQueryId(), parameters };
  const { rows } = await db.executeQuery(query);
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
