import type { Kysely } from "kysely";
import { freshFor } from "../db/process-caches";
import type { Database } from "../db/schema";
import type { CatalogueProduct, PriceTable } from "./catalogue.types";
import { findPriceTable, findProduct } from "./product.repository";

/**
 * How long the product page's calls reuse a product and its price table (ADR 109). Only the seed
 * writes definitions and prices; an operator's edit in the database shows within this time, as a
 * tenant's settings and a country's carriers do (`TENANT_TTL_MS`, `DESTINATION_TTL_MS`), and as the
 * storefront already reuses the product's configuration answer (`CONTENT_MAX_AGE_SECONDS`, 5 s).
 * The product's image (media placement writes it) is not read by the routes that use this cache.
 */
export const CATALOGUE_TTL_MS = 5_000;

/** Tenant keys are normalised (letters, digits, dashes): this can't occur in one. */
const SEPARATOR = "\n";

const productByKey = freshFor(
  CATALOGUE_TTL_MS,
  (db: Kysely<Database>, key: string) => {
    const at = key.indexOf(SEPARATOR);
    return findProduct(db, key.slice(0, at), key.slice(at + 1)).then((found) =>
      found ? Object.freeze(found) : null,
    );
  },
  // Only products that exist are kept: a body can name any id, and keeping each would let a caller
  // grow this map without bound. Frozen, its definition by `parsedJson`: every request shares it.
  (found) => found !== null,
);

const priceTableByKey = freshFor(
  CATALOGUE_TTL_MS,
  (db: Kysely<Database>, key: string) => {
    const [tenantKey = "", productKey = "", currency = ""] = key.split(SEPARATOR);
    return findPriceTable(db, tenantKey, productKey, currency).then((found) => found ?? null);
  },
  (found) => found !== null,
);

/** The tenant's product by configuration id, product key or mcpSku, from the cache while fresh. */
export function cachedProduct(
  db: Kysely<Database>,
  tenantKey: string,
  id: string,
  now?: number,
): Promise<CatalogueProduct | null> {
  return productByKey(db, `${tenantKey}${SEPARATOR}${id}`, now);
}

/** The product's price table in `currency`, from the cache while fresh. */
export function cachedPriceTable(
  db: Kysely<Database>,
  tenantKey: string,
  productKey: string,
  currency: string,
  now?: number,
): Promise<PriceTable | null> {
  return priceTableByKey(db, [tenantKey, productKey, currency].join(SEPARATOR), now);
}
