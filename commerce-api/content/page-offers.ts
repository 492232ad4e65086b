import type { Kysely } from "kysely";
import type { PageAlternate, ProductOffer } from "#contract/content/content.schemas";
import { parsedJson } from "../db/parsed-json";
import type { Database } from "../db/schema";
import type { PriceTable, ProductDefinition } from "../product/catalogue.types";
import { defaultQuoteRange } from "../product/default-quote";
import { withVat } from "../product/pricing/pricing";
import { findPriceTable, findProduct } from "../product/product.repository";
import type { ContentBlock } from "./content.blocks";
import { contentBlocksSchema } from "./content.blocks";

/**
 * What a content page answer carries besides its copy (issue 15 §2, §3): the products it shows,
 * priced by the pricing engine, and the same page in the other tenants (hreflang).
 */

type Db = Kysely<Database>;

interface ProductPageRef {
  path: string;
  productKey: string;
  name: string;
  image: string;
}

/** Paths of the products a page shows, in page order: its product cards, or itself on a product page. */
export function offerPaths(page: { path: string; blocks: readonly ContentBlock[] }): string[] {
  const paths = page.blocks.flatMap((block) => {
    if (block.type === "productIntro") return [page.path];
    if (block.type === "productGrid") return block.items.map((item) => item.path);
    return [];
  });
  return [...new Set(paths)];
}

/** The product a product page presents (its first block), or null for any other page. */
export function productPageRef(path: string, blocks: readonly ContentBlock[]): ProductPageRef | null {
  const first = blocks[0];
  if (first?.type !== "productIntro") return null;
  return { path, productKey: first.productKey, name: first.name, image: first.image };
}

/** One product's offer from its definition and price table (pure). */
export function toOffer(
  ref: ProductPageRef,
  definition: ProductDefinition,
  table: PriceTable,
  currencyCode: string,
  vatRateBp: number,
): ProductOffer {
  const range = defaultQuoteRange(definition, table);
  const taxed = (amount: number) => ({
    exclTax: amount,
    inclTax: withVat(amount, vatRateBp).amountInclTax,
  });
  return {
    productKey: ref.productKey,
    path: ref.path,
    name: ref.name,
    image: ref.image,
    currencyCode,
    lowPrice: taxed(range.low),
    highPrice: taxed(range.high),
    offerCount: range.count,
    fastestProductionDays: range.fastestProductionDays,
    availability: "InStock",
  };
}

/**
 * The offers of the products a page shows, in the currency asked for. A card whose path is no
 * product page of the tenant, or a product without prices in that currency, has no offer (the
 * card then shows no price rather than a wrong one).
 */
export async function loadPageOffers(
  db: Db,
  options: {
    tenantKey: string;
    currency: string;
    vatRateBp: number;
    page: { path: string; blocks: ContentBlock[] };
  },
): Promise<ProductOffer[]> {
  const paths = offerPaths(options.page);
  if (paths.length === 0) return [];
  const rows = await db
    .selectFrom("pages")
    .select(["path", "blocks_json"])
    .where("tenant_key", "=", options.tenantKey)
    .where("path", "in", paths)
    .execute();
  const refs = new Map<string, ProductPageRef>();
  for (const row of rows) {
    const ref = productPageRef(row.path, parsedJson(contentBlocksSchema, row.blocks_json));
    if (ref) refs.set(row.path, ref);
  }
  const offers = await Promise.all(
    paths.map(async (path) => {
      const ref = refs.get(path);
      if (!ref) return null;
      const [product, table] = await Promise.all([
        findProduct(db, options.tenantKey, ref.productKey),
        findPriceTable(db, options.tenantKey, ref.productKey, options.currency),
      ]);
      return product && table
        ? toOffer(ref, product.definition, table, options.currency, options.vatRateBp)
        : null;
    }),
  );
  return offers.filter((offer): offer is ProductOffer => offer !== null);
}

interface AlternateRow {
  tenantKey: string;
  locale: string;
  key: string;
  path: string;
}

/**
 * Alternates by page key: the same key in several tenants' url maps is the same page. Only pages a
 * crawler may index (indexable tenant and page, public) count; a page only one tenant lists has none.
 */
export function groupAlternates(rows: readonly AlternateRow[]): Map<string, PageAlternate[]> {
  const byKey = new Map<string, PageAlternate[]>();
  for (const row of rows) {
    const list = byKey.get(row.key) ?? [];
    list.push({ tenant: row.tenantKey, hreflang: row.locale, path: row.path });
    byKey.set(row.key, list);
  }
  for (const [key, list] of byKey) {
    if (list.length < 2) byKey.delete(key);
    else list.sort((a, b) => a.tenant.localeCompare(b.tenant));
  }
  return byKey;
}

/** Alternates of the given page keys (all listable pages when `keys` is omitted). */
export async function loadAlternates(
  db: Db,
  keys?: readonly string[],
): Promise<Map<string, PageAlternate[]>> {
  if (keys && keys.length === 0) return new Map();
  let query = db
    .selectFrom("pages")
    .innerJoin("tenants", "tenants.key", "pages.tenant_key")
    .select([
      "pages.tenant_key as tenantKey",
      "tenants.locale as locale",
      "pages.key as key",
      "pages.path as path",
    ])
    .where("tenants.indexable", "=", 1)
    .where("pages.indexable", "=", 1)
    .where("pages.logged_only", "=", 0);
  if (keys) query = query.where("pages.key", "in", keys);
  return groupAlternates(await query.execute());
}
