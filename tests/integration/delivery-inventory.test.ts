import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InventoryBody } from "#contract/delivery/delivery.requests";
import { inventorySchema } from "#contract/delivery/delivery.schemas";
import { isBuyable } from "#contract/delivery/inventory-rules";
import { productConfigurationSchema } from "#contract/product/product.schemas";
import { call, createTestApi, dataOf, TENANT_HEADERS, type TestApi } from "./helpers";
import { inventoryBody } from "./spec-bodies";

// Thursday 30 April 2026, 13:00 in Paris (after the noon cut-off). The pens are seeded with 2400 on
// hand, 3000 from 14 May (seed time + 14 days) and 1500 from 4 June.
const NOW = new Date("2026-04-30T11:00:00Z");
let test: TestApi;
beforeAll(async () => {
  test = await createTestApi(() => NOW);
});
afterAll(() => test.dispose());

const inventory = (body: unknown) =>
  call(test.api, "/api/v1/product/inventory/", {
    method: "POST",
    headers: TENANT_HEADERS.en,
    body: JSON.stringify(body),
  });

/** Spec §7's four fields; a production time of 60 days takes every stock level into account. */
const stockFor = async (body: Partial<InventoryBody> & { mcpSku: string }) =>
  inventorySchema.parse(dataOf(await inventory(inventoryBody(body.mcpSku, { productionTime: 60, ...body }))));

describe("POST product/inventory/", () => {
  it("reports the pens' stock from the mcpSku of their configuration", async () => {
    const pens = productConfigurationSchema.parse(
      dataOf(await call(test.api, "/api/v1/content/product-configuration/?id=pens")),
    );
    expect(pens.externallyFulfilled).toBe(true);
    const stock = await stockFor({
      mcpSku: pens.mcpSku,
      mcpAttributes: pens.productCustomization.selectedAttributes,
      quantity: 1,
      productionTime: 1,
    });
    expect(stock).toEqual({
      hasInventory: true,
      immediateQuantity: 2400,
      futureAvailability: [
        { date: "2026-05-14", quantity: 3000 },
        { date: "2026-06-04", quantity: 1500 },
      ],
    });
  });

  it("judges the quantity by the date production needs the stock (spec §5)", async () => {
    const sku = "PRS-PEN-BALL";
    expect((await stockFor({ mcpSku: sku, quantity: 2400, productionTime: 7 })).hasInventory).toBe(true);
    // Seven production days from Monday 4 May ship on 13 May: the 14 May level comes too late.
    expect((await stockFor({ mcpSku: sku, quantity: 2500, productionTime: 7 })).hasInventory).toBe(false);
    // Ten days ship on 19 May (Ascension skipped): in time.
    expect((await stockFor({ mcpSku: sku, quantity: 2500, productionTime: 10 })).hasInventory).toBe(true);
    expect((await stockFor({ mcpSku: sku, quantity: 2500, productionTime: 60 })).hasInventory).toBe(true);
    expect((await stockFor({ mcpSku: sku, quantity: 3001 })).hasInventory).toBe(false);
  });

  it("agrees with the storefront's own rule", async () => {
    const stock = await stockFor({ mcpSku: "PRS-PEN-BALL" });
    for (const quantity of [1, 2400, 2401, 3000, 3001]) {
      expect((await stockFor({ mcpSku: "PRS-PEN-BALL", quantity })).hasInventory).toBe(
        isBuyable(stock, quantity),
      );
    }
  });

  it("answers 404 for a sku without stock records", async () => {
    const answer = await inventory(inventoryBody("PRS-NOPE"));
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({
      code: "INVENTORY_NOT_FOUND",
      message: "No inventory for sku PRS-NOPE",
    });
  });

  it.each([
    ["an empty body", {}],
    ["an empty sku", { mcpSku: "" }],
    ["a numeric sku", { mcpSku: 42 }],
    ["a zero quantity", { mcpSku: "PRS-PEN-BALL", quantity: 0 }],
    ["a fractional quantity", { mcpSku: "PRS-PEN-BALL", quantity: 2.5 }],
    ["a zero production time", { mcpSku: "PRS-PEN-BALL", productionTime: 0 }],
    ["a huge production time", { mcpSku: "PRS-PEN-BALL", productionTime: 100000 }],
    ["no quantity (spec §7 lists it)", { mcpSku: "PRS-PEN-BALL", mcpAttributes: {}, productionTime: 3 }],
    ["an unknown field", { ...inventoryBody("PRS-PEN-BALL"), warehouse: "north" }],
  ])("%s → 400", async (_, body) => {
    const answer = await inventory(body);
    expect([answer.status, (answer.body as { code: string }).code]).toEqual([400, "VALIDATION_ERROR"]);
  });
});
