import { describe, expect, it } from "vitest";
import { findProduct } from "../../commerce-api/product/product.repository";
import { testApiWithDatabase } from "./helpers";

/**
 * The product lookup's SQL is compiled once per database and reused (ADR 100): every request's own
 * values must still be the ones looked up, on SQLite and on PostgreSQL alike.
 */

const setup = testApiWithDatabase();

describe("findProduct", () => {
  it("finds a product by its key, configuration id and mcpSku, in its own tenant only", async () => {
    const { db } = setup.opened;
    const byKey = await findProduct(db, "fr", "business-cards");
    expect(byKey?.configurationId).toBe("fr-business-cards");
    expect((await findProduct(db, "en", "business-cards"))?.configurationId).toBe("en-business-cards");
    expect((await findProduct(db, "fr", "fr-flyers"))?.definition.productKey).toBe("flyers");
    const sku = byKey?.definition.mcpSku ?? "";
    expect((await findProduct(db, "fr", sku))?.configurationId).toBe("fr-business-cards");
    // Another tenant's configuration id, and a key no product has.
    expect(await findProduct(db, "fr", "en-flyers")).toBeUndefined();
    expect(await findProduct(db, "fr", "no-such-product")).toBeUndefined();
  });

  it("answers concurrent lookups each with its own values", async () => {
    const keys = ["business-cards", "flyers", "posters", "pens"];
    const found = await Promise.all(
      keys.flatMap((key) =>
        (["fr", "en"] as const).map((tenant) => findProduct(setup.opened.db, tenant, key)),
      ),
    );
    expect(found.map((product) => product?.configurationId)).toEqual(
      keys.flatMap((key) => [`fr-${key}`, `en-${key}`]),
    );
  });
});
