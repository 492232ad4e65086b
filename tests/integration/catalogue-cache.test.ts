import { afterAll, describe, expect, it } from "vitest";
import {
  CATALOGUE_TTL_MS,
  cachedPriceTable,
  cachedProduct,
} from "../../commerce-api/product/catalogue-cache";
import { createTestApi } from "./helpers";

const test = await createTestApi();
afterAll(() => test.dispose());

type Db = ReturnType<typeof test.openDb>["db"];

/** An operator's edit of a product's definition, as it would be made in the database. */
async function renameProduct(db: Db, productKey: string, productName: string) {
  const row = await db
    .selectFrom("products")
    .select("definition_json")
    .where("tenant_key", "=", "fr")
    .where("product_key", "=", productKey)
    .executeTakeFirstOrThrow();
  const definition_json = JSON.stringify({ ...JSON.parse(row.definition_json), productName });
  await db
    .updateTable("products")
    .set({ definition_json })
    .where("tenant_key", "=", "fr")
    .where("product_key", "=", productKey)
    .execute();
}

/** An operator's edit of a price table's set-up cost. */
async function setSetupCost(db: Db, productKey: string, setup: number) {
  const where = { tenant: "fr", productKey, currency: "EUR" };
  const row = await db
    .selectFrom("product_prices")
    .select("price_table_json")
    .where("tenant_key", "=", where.tenant)
    .where("product_key", "=", where.productKey)
    .where("currency_code", "=", where.currency)
    .executeTakeFirstOrThrow();
  const price_table_json = JSON.stringify({ ...JSON.parse(row.price_table_json), setup });
  await db
    .updateTable("product_prices")
    .set({ price_table_json })
    .where("tenant_key", "=", where.tenant)
    .where("product_key", "=", where.productKey)
    .where("currency_code", "=", where.currency)
    .execute();
}

async function withDb(work: (db: Db) => Promise<void>) {
  const opened = test.openDb();
  try {
    await work(opened.db);
  } finally {
    await opened.close();
  }
}

describe("the catalogue cache of the product page's calls", () => {
  it("reuses a product for CATALOGUE_TTL_MS: an operator's edit shows at the TTL, not after it", () =>
    withDb(async (db) => {
      const first = await cachedProduct(db, "fr", "business-cards", 1_000);
      expect(first?.configurationId).toBe("fr-business-cards");
      expect(Object.isFrozen(first)).toBe(true);
      await renameProduct(db, "business-cards", "Cartes de visite (édité)");
      const within = await cachedProduct(db, "fr", "business-cards", 1_000 + CATALOGUE_TTL_MS - 1);
      expect(within?.definition.productName).toBe(first?.definition.productName);
      const after = await cachedProduct(db, "fr", "business-cards", 1_000 + CATALOGUE_TTL_MS);
      expect(after?.definition.productName).toBe("Cartes de visite (édité)");
    }));

  it("reuses a price table for CATALOGUE_TTL_MS, per currency", () =>
    withDb(async (db) => {
      const first = await cachedPriceTable(db, "fr", "flyers", "EUR", 10_000);
      expect(first?.setup).toBeGreaterThanOrEqual(0);
      const setup = (first?.setup ?? 0) + 100;
      await setSetupCost(db, "flyers", setup);
      expect((await cachedPriceTable(db, "fr", "flyers", "EUR", 10_001))?.setup).toBe(first?.setup);
      expect((await cachedPriceTable(db, "fr", "flyers", "EUR", 10_000 + CATALOGUE_TTL_MS))?.setup).toBe(
        setup,
      );
      expect(await cachedPriceTable(db, "fr", "flyers", "XXX", 10_000)).toBeNull();
    }));

  it("keeps no id that names nothing, so a posted body can't grow the cache or hide a new product", () =>
    withDb(async (db) => {
      expect(await cachedProduct(db, "fr", "fr-posters-new", 20_000)).toBeNull();
      await db
        .updateTable("products")
        .set({ configuration_id: "fr-posters-new" })
        .where("tenant_key", "=", "fr")
        .where("product_key", "=", "posters")
        .execute();
      // Within the TTL of the first read: a kept miss would still say "no product".
      expect((await cachedProduct(db, "fr", "fr-posters-new", 20_001))?.definition.productKey).toBe(
        "posters",
      );
    }));

  it("keeps each shop's products apart", () =>
    withDb(async (db) => {
      const fr = await cachedProduct(db, "fr", "business-cards", 30_000);
      const en = await cachedProduct(db, "en", "business-cards", 30_000);
      expect(fr?.tenantKey).toBe("fr");
      expect(en?.tenantKey).toBe("en");
    }));
});
