import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shippingCalculationSchema } from "#contract/delivery/delivery.schemas";
import { COUNTRIES_WITH_HOLIDAYS } from "#contract/delivery/holidays";
import { productConfigurationSchema } from "#contract/product/product.schemas";
import { call, createTestApi, dataOf, TENANT_HEADERS, type TestApi } from "./helpers";

// Monday 23 November 2026, 11:00 in Paris: before the noon cut-off, after express's 10:00 one.
const MONDAY_11H = new Date("2026-11-23T10:00:00Z");
let now = MONDAY_11H;
let test: TestApi;
beforeAll(async () => {
  test = await createTestApi(() => now);
});
afterAll(() => test.dispose());

/** Spec §7's fields this test does not vary (sku, attributes, quantity, zip) are filled in. */
const withSpecFields = (body: unknown) =>
  body !== null && typeof body === "object" && !Array.isArray(body)
    ? { skus: ["PRS-FLYER"], variableAttributes: {}, quantity: 250, zipCode: "", ...body }
    : body;

const calculate = (body: unknown, tenant: keyof typeof TENANT_HEADERS = "fr") =>
  call(test.api, "/api/v1/product/shipping/calculate/", {
    method: "POST",
    headers: TENANT_HEADERS[tenant],
    body: typeof body === "string" ? body : JSON.stringify(withSpecFields(body)),
  });

const calculated = async (body: unknown, tenant: keyof typeof TENANT_HEADERS = "fr") =>
  shippingCalculationSchema.parse(dataOf(await calculate(body, tenant)));

const deliveries = [
  { deliveryKey: "economy", productionTime: 6 },
  { deliveryKey: "standard", productionTime: 3 },
  { deliveryKey: "express", productionTime: 1 },
];

const messageOf = (answer: { body: unknown }) => (answer.body as { message: string }).message;
const codeOf = (answer: { body: unknown }) => (answer.body as { code: string }).code;

describe("POST product/shipping/calculate/: dates per country and speed", () => {
  // Economy ships Mon 30 Nov, standard Wed 25 Nov, express Tue 24 Nov (started the next day).
  it.each([
    ["fr", "FR", "75011", "DPD France", ["2026-12-03", "2026-11-27", "2026-11-25"]],
    ["fr", "BE", "1000", "DPD", ["2026-12-04", "2026-11-27", "2026-11-25"]],
    ["fr", "LU", "L-1009", "DPD", ["2026-12-04", "2026-11-27", "2026-11-25"]],
    ["fr", "DE", "10115", "DPD", ["2026-12-04", "2026-11-27", "2026-11-25"]],
    ["fr", "CH", "1201", "DPD", ["2026-12-08", "2026-12-01", "2026-11-26"]],
    ["en", "GB", "SW1A 1AA", "DPD UK", ["2026-12-08", "2026-12-01", "2026-11-26"]],
    ["en", "IE", "D02 X285", "DPD Ireland", ["2026-12-07", "2026-11-30", "2026-11-26"]],
  ] as const)("%s tenant → %s %s", async (tenant, countryCode, zipCode, standardCarrier, arrivals) => {
    const result = await calculated({ deliveries, countryCode, zipCode, quantity: 500, skus: ["x"] }, tenant);
    expect(result.dates.map((date) => date.deliveryKey)).toEqual(["economy", "standard", "express"]);
    expect(result.dates.map((date) => date.arrivalDate)).toEqual(arrivals);
    expect(result.dates.map((date) => date.shipDate)).toEqual(["2026-11-30", "2026-11-25", "2026-11-24"]);
    expect(result.dates[1]?.carrier).toBe(standardCarrier);
    expect(result.dates.every((date) => date.arrivalDateRange === undefined)).toBe(true);
    expect(result.caveats.deliveryDateWithFallback).toBe(arrivals[0]);
    expect(result.caveat_topics).toEqual(["cutoff_passed"]);
  });

  it("moves at the cut-off minute, in winter and in summer time", async () => {
    const standardOnly = { deliveries: [deliveries[1]], countryCode: "FR", zipCode: "75011" };
    now = new Date("2026-01-15T10:59:59Z"); // Thursday 11:59:59 CET
    expect((await calculated(standardOnly)).dates[0]?.productionStartDate).toBe("2026-01-15");
    now = new Date("2026-01-15T11:00:00Z"); // 12:00:00 CET
    const late = await calculated(standardOnly);
    expect(late.dates[0]?.productionStartDate).toBe("2026-01-16");
    expect(late.caveat_topics).toEqual(["cutoff_passed"]);
    now = new Date("2026-07-16T09:59:59Z"); // Thursday 11:59:59 CEST
    expect((await calculated(standardOnly)).dates[0]?.productionStartDate).toBe("2026-07-16");
    now = new Date("2026-07-16T10:00:00Z");
    expect((await calculated(standardOnly)).dates[0]?.productionStartDate).toBe("2026-07-17");
    now = MONDAY_11H;
  });

  it("flags the May holidays for an order on 30 April 2026", async () => {
    now = new Date("2026-04-30T11:00:00Z");
    const result = await calculated({ deliveries, countryCode: "FR", zipCode: "75011" });
    now = MONDAY_11H;
    expect(result.dates[1]).toMatchObject({
      productionStartDate: "2026-05-04",
      shipDate: "2026-05-06",
      arrivalDate: "2026-05-11",
    });
    expect(result.caveat_topics).toEqual(["cutoff_passed", "holiday_period"]);
  });
});

describe("POST product/shipping/calculate/: zip-code caveats", () => {
  it.each([
    ["FR", "20000", "remote_area"],
    ["FR", "97400", "overseas_area"],
    ["GB", "IV1 1AA", "remote_area"],
    ["GB", "BT1 1AA", "remote_area"],
    ["FR", "", "unknown_zip_code"],
    ["GB", "not a zip", "unknown_zip_code"],
  ])("%s %s → %s, a window and a later fallback", async (countryCode, zipCode, topic) => {
    const mainland = await calculated({
      deliveries,
      countryCode,
      zipCode: countryCode === "FR" ? "75011" : "SW1A 1AA",
    });
    const result = await calculated({ deliveries, countryCode, zipCode });
    expect(result.caveat_topics).toContain(topic);
    for (const date of result.dates) {
      expect(date.arrivalDateRange?.earliest).toBe(date.arrivalDate);
      expect((date.arrivalDateRange?.latest ?? "") > date.arrivalDate).toBe(true);
    }
    expect(result.caveats.deliveryDateWithFallback > mainland.caveats.deliveryDateWithFallback).toBe(true);
  });

  it("keeps precise dates where there are no remote areas, even without a zip", async () => {
    const result = await calculated({ deliveries, countryCode: "BE", zipCode: null });
    expect(result.caveat_topics).toEqual(["cutoff_passed", "unknown_zip_code"]);
    expect(result.dates.every((date) => date.arrivalDateRange === undefined)).toBe(true);
  });
});

describe("POST product/shipping/calculate/: what the configurator sends", () => {
  it("dates the validProductionTimes of a product configuration", async () => {
    const configuration = productConfigurationSchema.parse(
      dataOf(await call(test.api, "/api/v1/content/product-configuration/?id=business-cards")),
    );
    const result = await calculated({
      skus: [configuration.mcpSku],
      variableAttributes: configuration.productCustomization.selectedAttributes,
      deliveries: configuration.validProductionTimes,
      quantity: 250,
      countryCode: "fr",
      zipCode: "75001",
    });
    expect(result.dates.map((date) => date.deliveryKey)).toEqual(
      configuration.validProductionTimes.map((time) => time.deliveryKey),
    );
  });
});

describe("POST product/shipping/calculate/: bad input is a 400, never a 500", () => {
  it("answers the spec's deliveries messages", async () => {
    for (const body of [{ deliveries: [], countryCode: "FR" }, { countryCode: "FR" }]) {
      const answer = await calculate(body);
      expect([answer.status, codeOf(answer), messageOf(answer)]).toEqual([
        400,
        "NO_DELIVERIES",
        "No deliveries available for this quantity!",
      ]);
    }
    const unknown = await calculate({
      deliveries: [{ deliveryKey: "drone", productionTime: 1 }],
      countryCode: "FR",
    });
    expect([unknown.status, codeOf(unknown), messageOf(unknown)]).toEqual([
      400,
      "NO_ARRIVAL_DATES",
      "No arrival dates found for those deliveries!",
    ]);
  });

  it("names the countries it delivers to when asked for another one", async () => {
    const answer = await calculate({ deliveries, countryCode: "US", zipCode: "10001" });
    expect([answer.status, codeOf(answer)]).toEqual([400, "COUNTRY_NOT_SERVED"]);
    expect(messageOf(answer)).toBe(
      "We do not deliver to US: delivery dates are available for BE, CH, DE, FR, GB, IE, LU",
    );
    // Transit follows the destination's holidays: every served country needs a calendar.
    const served = messageOf(answer).split(" for ")[1]?.split(", ") ?? [];
    expect(served.filter((country) => !COUNTRIES_WITH_HOLIDAYS.includes(country))).toEqual([]);
  });

  it.each([
    ["a three-letter country", { deliveries, countryCode: "FRA" }],
    ["no country", { deliveries }],
    [
      "a negative production time",
      { deliveries: [{ deliveryKey: "standard", productionTime: -1 }], countryCode: "FR" },
    ],
    [
      "a zero production time",
      { deliveries: [{ deliveryKey: "standard", productionTime: 0 }], countryCode: "FR" },
    ],
    [
      "a fractional production time",
      { deliveries: [{ deliveryKey: "standard", productionTime: 1.5 }], countryCode: "FR" },
    ],
    [
      "a string production time",
      { deliveries: [{ deliveryKey: "standard", productionTime: "3" }], countryCode: "FR" },
    ],
    [
      "a huge production time",
      { deliveries: [{ deliveryKey: "standard", productionTime: 1e9 }], countryCode: "FR" },
    ],
    ["an empty delivery key", { deliveries: [{ deliveryKey: "", productionTime: 1 }], countryCode: "FR" }],
    ["a repeated delivery key", { deliveries: [deliveries[1], deliveries[1]], countryCode: "FR" }],
    [
      "too many deliveries",
      {
        deliveries: Array.from({ length: 11 }, (_, i) => ({ deliveryKey: `k${i}`, productionTime: 1 })),
        countryCode: "FR",
      },
    ],
    ["a negative quantity", { deliveries, countryCode: "FR", quantity: -1 }],
    ["a long zip code", { deliveries, countryCode: "FR", zipCode: "7".repeat(13) }],
    ["deliveries as an object", { deliveries: { standard: 3 }, countryCode: "FR" }],
    ["an array body", [1, 2]],
    ["no skus (spec §7 lists them)", { deliveries, countryCode: "FR", skus: undefined }],
    ["an unknown field", { deliveries, countryCode: "FR", carrier: "any" }],
  ])("%s → 400 VALIDATION_ERROR", async (_, body) => {
    const answer = await calculate(body);
    expect([answer.status, codeOf(answer)]).toEqual([400, "VALIDATION_ERROR"]);
  });

  it("rejects a body that is not JSON", async () => {
    const answer = await calculate("{deliveries:");
    expect([answer.status, codeOf(answer)]).toEqual([400, "MALFORMED_JSON"]);
  });
});
