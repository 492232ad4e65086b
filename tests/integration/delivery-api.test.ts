import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inventorySchema, shippingCalculationSchema } from "../../app/features/delivery/delivery.schemas";
import { call, createTestApi, dataOf, TENANT_HEADERS, type TestApi } from "./helpers";

// Thursday 30 April 2026, 13:00 in Paris: past express's 12:00 cut-off, before the 14:00 one, on the eve of 1 May.
const NOW = new Date("2026-04-30T11:00:00Z");
let test: TestApi;
beforeAll(async () => {
  test = await createTestApi(() => NOW);
});
afterAll(() => test.dispose());

const calculate = (body: unknown, tenant: keyof typeof TENANT_HEADERS = "fr") =>
  call(test.api, "/api/v1/product/shipping/calculate/", {
    method: "POST",
    headers: TENANT_HEADERS[tenant],
    body: JSON.stringify(body),
  });

const deliveries = [
  { deliveryKey: "economy", productionTime: 5 },
  { deliveryKey: "standard", productionTime: 3 },
  { deliveryKey: "express", productionTime: 1 },
];

describe("POST product/shipping/calculate/", () => {
  it("dates every option over the May holidays, with the caveats that apply", async () => {
    const result = shippingCalculationSchema.parse(
      dataOf(await calculate({ deliveries, countryCode: "FR", zipCode: "75011", quantity: 250 })),
    );
    const byKey = Object.fromEntries(result.dates.map((date) => [date.deliveryKey, date]));
    expect(byKey.express).toMatchObject({
      productionStartDate: "2026-05-04",
      shipDate: "2026-05-04",
      arrivalDate: "2026-05-05",
    });
    // Standard starts the same day (before 14:00), ships after 3 production days, skips 1 and 8 May.
    expect(byKey.standard).toMatchObject({
      productionStartDate: "2026-04-30",
      shipDate: "2026-05-05",
      arrivalDate: "2026-05-07",
    });
    expect(byKey.economy).toMatchObject({ shipDate: "2026-05-07", arrivalDate: "2026-05-13" });
    expect(result.caveat_topics).toEqual(expect.arrayContaining(["cutoff_passed", "holiday_period"]));
    expect(result.caveats.deliveryDateWithFallback).toBe(byKey.economy?.arrivalDate);
  });

  it("adds a later fallback date for remote areas", async () => {
    const result = shippingCalculationSchema.parse(
      dataOf(await calculate({ deliveries: [deliveries[1]], countryCode: "FR", zipCode: "20000" })),
    );
    expect(result.caveat_topics).toContain("remote_area");
    expect((result.caveats.deliveryDateWithFallback ?? "") > (result.dates[0]?.arrivalDate ?? "")).toBe(true);
  });

  it("takes longer to Switzerland than to France", async () => {
    const fr = shippingCalculationSchema.parse(
      dataOf(await calculate({ deliveries: [deliveries[1]], countryCode: "FR" })),
    );
    const ch = shippingCalculationSchema.parse(
      dataOf(await calculate({ deliveries: [deliveries[1]], countryCode: "CH" })),
    );
    expect((ch.dates[0]?.arrivalDate ?? "") > (fr.dates[0]?.arrivalDate ?? "~")).toBe(true);
  });

  it("answers 400 with the spec's messages, never 500", async () => {
    const none = await calculate({ deliveries: [], countryCode: "FR" });
    expect([none.status, (none.body as { message: string }).message]).toEqual([
      400,
      "No deliveries available for this quantity!",
    ]);
    expect((await calculate({ deliveries, countryCode: "US" })).status).toBe(400);
    expect(
      (await calculate({ deliveries: [{ deliveryKey: "x", productionTime: -1 }], countryCode: "FR" })).status,
    ).toBe(400);
    const unknown = await calculate({
      deliveries: [{ deliveryKey: "teleport", productionTime: 1 }],
      countryCode: "FR",
    });
    expect((unknown.body as { message: string }).message).toBe(
      "No arrival dates found for those deliveries!",
    );
  });
});

describe("POST product/inventory/", () => {
  const inventory = (body: unknown) =>
    call(test.api, "/api/v1/product/inventory/", {
      method: "POST",
      headers: TENANT_HEADERS.fr,
      body: JSON.stringify(body),
    });

  it("reports stock on hand and coming batches of the pens", async () => {
    const stock = inventorySchema.parse(dataOf(await inventory({ mcpSku: "PRS-PEN-BALL", quantity: 500 })));
    expect(stock.hasInventory).toBe(true);
    expect(stock.immediateQuantity).toBeGreaterThan(0);
    expect(stock.futureAvailability.length).toBeGreaterThan(0);
  });

  it("answers 404 for an unknown sku and 400 for a bad body", async () => {
    expect((await inventory({ mcpSku: "NOPE" })).status).toBe(404);
    expect((await inventory({})).status).toBe(400);
  });
});
