import { describe, expect, it } from "vitest";
import { shippingCalculationSchema } from "#contract/delivery/delivery.schemas";
import { type CarrierOption, dateDeliveries } from "./shipping-dates";

const carriersToFrance: CarrierOption[] = [
  { deliveryOption: "economy", carrier: "Colissimo", transitDays: 3, cutoffMinutes: 720 },
  { deliveryOption: "standard", carrier: "DPD France", transitDays: 2, cutoffMinutes: 720 },
  { deliveryOption: "express", carrier: "Chronopost", transitDays: 1, cutoffMinutes: 600 },
];
// Monday 23 November 2026, 11:00 in Paris: before noon, after express's 10:00 cut-off.
const MONDAY_11H = new Date("2026-11-23T10:00:00Z");
const standard = { deliveryKey: "standard", productionTime: 3 };
const deliveries = [
  { deliveryKey: "economy", productionTime: 6 },
  standard,
  { deliveryKey: "express", productionTime: 1 },
];

describe("dateDeliveries", () => {
  it("dates each option in request order, with its own cut-off", () => {
    const result = dateDeliveries(MONDAY_11H, deliveries, carriersToFrance, {
      country: "FR",
      zone: "mainland",
    });
    expect(shippingCalculationSchema.parse(result)).toEqual({
      dates: [
        {
          deliveryKey: "economy",
          deliveryOption: "economy",
          carrier: "Colissimo",
          productionStartDate: "2026-11-23",
          shipDate: "2026-11-30",
          arrivalDate: "2026-12-03",
        },
        {
          deliveryKey: "standard",
          deliveryOption: "standard",
          carrier: "DPD France",
          productionStartDate: "2026-11-23",
          shipDate: "2026-11-25",
          arrivalDate: "2026-11-27",
        },
        {
          deliveryKey: "express",
          deliveryOption: "express",
          carrier: "Chronopost",
          productionStartDate: "2026-11-24",
          shipDate: "2026-11-24",
          arrivalDate: "2026-11-25",
        },
      ],
      caveats: { deliveryDateWithFallback: "2026-12-03" },
      caveat_topics: ["cutoff_passed"],
    });
  });

  it("uses deliveryOption when the key is the caller's own", () => {
    const result = dateDeliveries(
      MONDAY_11H,
      [{ deliveryKey: "fast-lane", deliveryOption: "standard", productionTime: 1 }],
      carriersToFrance,
      { country: "FR", zone: "mainland" },
    );
    expect(result?.dates[0]).toMatchObject({ deliveryKey: "fast-lane", deliveryOption: "standard" });
    expect(result?.caveat_topics).toEqual([]);
  });

  it("gives remote areas a window and pushes the fallback to its end", () => {
    const result = dateDeliveries(MONDAY_11H, [standard], carriersToFrance, {
      country: "FR",
      zone: "remote",
    });
    expect(result?.dates[0]).toMatchObject({
      arrivalDate: "2026-11-27",
      arrivalDateRange: { earliest: "2026-11-27", latest: "2026-12-01" },
    });
    expect(result?.caveats.deliveryDateWithFallback).toBe("2026-12-01");
    expect(result?.caveat_topics).toEqual(["remote_area"]);
  });

  it("flags overseas and unknown zips", () => {
    const overseas = dateDeliveries(MONDAY_11H, [standard], carriersToFrance, {
      country: "FR",
      zone: "overseas",
    });
    expect(overseas?.caveat_topics).toEqual(["overseas_area"]);
    expect(overseas?.dates[0]?.arrivalDate).toBe("2026-12-02");
    const unknown = dateDeliveries(MONDAY_11H, [standard], carriersToFrance, {
      country: "FR",
      zone: "unknown",
    });
    expect(unknown?.caveat_topics).toEqual(["unknown_zip_code"]);
    expect(unknown?.dates[0]?.arrivalDateRange).toEqual({ earliest: "2026-11-27", latest: "2026-12-01" });
  });

  it("flags a holiday period and lists topics in a stable order", () => {
    const result = dateDeliveries(new Date("2026-04-30T11:00:00Z"), deliveries, carriersToFrance, {
      country: "FR",
      zone: "remote",
    });
    expect(result?.caveat_topics).toEqual(["cutoff_passed", "holiday_period", "remote_area"]);
  });

  it("leaves out options without a carrier, and answers null when none is left", () => {
    const some = dateDeliveries(
      MONDAY_11H,
      [...deliveries, { deliveryKey: "drone", productionTime: 1 }],
      carriersToFrance,
      {
        country: "FR",
        zone: "mainland",
      },
    );
    expect(some?.dates.map((date) => date.deliveryKey)).toEqual(["economy", "standard", "express"]);
    expect(
      dateDeliveries(MONDAY_11H, [{ deliveryKey: "drone", productionTime: 1 }], carriersToFrance, {
        country: "FR",
        zone: "mainland",
      }),
    ).toBeNull();
    expect(dateDeliveries(MONDAY_11H, [], carriersToFrance, { country: "FR", zone: "mainland" })).toBeNull();
  });
});
