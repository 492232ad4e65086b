import { describe, expect, it } from "vitest";
import { planArrival, productionStart, shipDateAfter, stockNeededBy } from "./arrival-plan";

const NOON = 12 * 60;
const paris = (iso: string) => new Date(iso);

describe("productionStart: the cut-off minute", () => {
  it.each([
    ["winter (UTC+1)", "2026-01-15T10:59:59Z", "2026-01-15T11:00:00Z", "2026-01-15", "2026-01-16"],
    ["summer (UTC+2)", "2026-07-15T09:59:59Z", "2026-07-15T10:00:00Z", "2026-07-15", "2026-07-16"],
    [
      "the Friday before summer time",
      "2026-03-27T10:59:59Z",
      "2026-03-27T11:00:00Z",
      "2026-03-27",
      "2026-03-30",
    ],
    [
      "the Monday after summer time",
      "2026-03-30T09:59:59Z",
      "2026-03-30T10:00:00Z",
      "2026-03-30",
      "2026-03-31",
    ],
    [
      "the Friday before winter time",
      "2026-10-23T09:59:59Z",
      "2026-10-23T10:00:00Z",
      "2026-10-23",
      "2026-10-26",
    ],
    [
      "the Monday after winter time",
      "2026-10-26T10:59:59Z",
      "2026-10-26T11:00:00Z",
      "2026-10-26",
      "2026-10-27",
    ],
  ])("in %s: 11:59:59 starts today, 12:00:00 the next business day", (_, before, at, today, next) => {
    expect(productionStart(paris(before), NOON)).toEqual({ date: today, cutoffPassed: false });
    expect(productionStart(paris(at), NOON)).toEqual({ date: next, cutoffPassed: true });
  });

  it("moves a Friday afternoon order to Monday", () => {
    expect(productionStart(paris("2026-11-20T13:00:00Z"), NOON)).toEqual({
      date: "2026-11-23",
      cutoffPassed: true,
    });
  });

  it("starts weekend and holiday orders on the next business day, whatever the hour", () => {
    expect(productionStart(paris("2026-11-21T08:00:00Z"), NOON)).toEqual({
      date: "2026-11-23",
      cutoffPassed: false,
    });
    expect(productionStart(paris("2026-11-22T22:00:00Z"), NOON).date).toBe("2026-11-23");
    expect(productionStart(paris("2026-07-14T07:00:00Z"), NOON)).toEqual({
      date: "2026-07-15",
      cutoffPassed: false,
    });
  });

  it("dates a late-evening order by its Paris day, not its UTC day", () => {
    // Sunday 23:30 in Paris is still Sunday 22:30 UTC; Monday 00:30 Paris is Sunday in UTC.
    expect(productionStart(paris("2026-11-22T23:30:00Z"), NOON)).toEqual({
      date: "2026-11-23",
      cutoffPassed: false,
    });
    expect(productionStart(paris("2026-12-31T23:30:00Z"), NOON).date).toBe("2027-01-04");
  });

  it("honours other cut-offs and rejects impossible ones", () => {
    expect(productionStart(paris("2026-01-15T08:59:00Z"), 10 * 60).date).toBe("2026-01-15");
    expect(productionStart(paris("2026-01-15T09:00:00Z"), 10 * 60).date).toBe("2026-01-16");
    expect(() => productionStart(paris("2026-01-15T09:00:00Z"), -1)).toThrow(RangeError);
    expect(() => productionStart(paris("2026-01-15T09:00:00Z"), 24 * 60 + 1)).toThrow(RangeError);
  });
});

describe("shipDateAfter", () => {
  it("counts the start day as the first production day", () => {
    expect(shipDateAfter("2026-11-23", 1)).toBe("2026-11-23");
    expect(shipDateAfter("2026-11-23", 3)).toBe("2026-11-25");
    expect(shipDateAfter("2026-11-26", 3)).toBe("2026-11-30");
    expect(() => shipDateAfter("2026-11-23", 0)).toThrow(RangeError);
  });
});

describe("planArrival", () => {
  const standardFrance = { cutoffMinutes: NOON, transitDays: 2, destinationCountry: "FR" };

  it("makes a plan once per minute and input, and never lends one minute's plan to the next", () => {
    const at = (iso: string) => planArrival({ ...standardFrance, orderedAt: paris(iso), productionDays: 3 });
    const first = at("2026-04-30T09:59:00Z");
    expect(at("2026-04-30T09:59:59.999Z")).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.holidaysOnTheWay)).toBe(true);
    // 11:59 in Paris (summer time); at 12:00 the cut-off has passed.
    expect(first.cutoffPassed).toBe(false);
    expect(at("2026-04-30T10:00:00Z").cutoffPassed).toBe(true);
    expect(
      planArrival({ ...standardFrance, orderedAt: paris("2026-04-30T09:59:30Z"), productionDays: 4 }),
    ).not.toBe(first);
    expect(
      planArrival({
        ...standardFrance,
        orderedAt: paris("2026-04-30T09:59:30Z"),
        productionDays: 3,
        destinationCountry: "BE",
      }),
    ).not.toBe(first);
  });

  it("skips 1 May and 8 May for an order on 30 April 2026 after the cut-off", () => {
    expect(
      planArrival({ ...standardFrance, orderedAt: paris("2026-04-30T11:00:00Z"), productionDays: 3 }),
    ).toEqual({
      productionStartDate: "2026-05-04",
      shipDate: "2026-05-06",
      arrivalDate: "2026-05-11",
      latestArrivalDate: "2026-05-11",
      cutoffPassed: true,
      holidaysOnTheWay: ["2026-05-01", "2026-05-08"],
    });
  });

  it("starts the same day on 30 April before the cut-off", () => {
    const plan = planArrival({
      ...standardFrance,
      orderedAt: paris("2026-04-30T08:00:00Z"),
      productionDays: 3,
    });
    expect([plan.productionStartDate, plan.shipDate, plan.arrivalDate]).toEqual([
      "2026-04-30",
      "2026-05-05",
      "2026-05-07",
    ]);
    expect(plan.holidaysOnTheWay).toEqual(["2026-05-01"]);
  });

  it("skips Easter Monday, Ascension and Whit Monday", () => {
    const easter = planArrival({
      ...standardFrance,
      orderedAt: paris("2026-04-02T08:00:00Z"),
      productionDays: 2,
    });
    expect([easter.shipDate, easter.arrivalDate]).toEqual(["2026-04-03", "2026-04-08"]);
    const ascension = planArrival({
      ...standardFrance,
      orderedAt: paris("2026-05-13T08:00:00Z"),
      productionDays: 1,
    });
    expect(ascension.arrivalDate).toBe("2026-05-18");
    const whit = planArrival({
      ...standardFrance,
      orderedAt: paris("2027-05-14T08:00:00Z"),
      productionDays: 1,
    });
    expect(whit.arrivalDate).toBe("2027-05-19");
  });

  it("uses the destination's holidays for transit and France's for production", () => {
    const toGermany = { cutoffMinutes: NOON, transitDays: 2, destinationCountry: "DE" };
    // Ships Thursday 2 April 2026; Good Friday and Easter Monday stop German delivery.
    const germany = planArrival({
      ...toGermany,
      orderedAt: paris("2026-04-01T08:00:00Z"),
      productionDays: 2,
    });
    expect([germany.shipDate, germany.arrivalDate]).toEqual(["2026-04-02", "2026-04-08"]);
    expect(germany.holidaysOnTheWay).toEqual(["2026-04-03", "2026-04-06"]);
    // 14 July delays production in France but not delivery in Belgium.
    const belgium = planArrival({
      cutoffMinutes: NOON,
      transitDays: 2,
      destinationCountry: "BE",
      orderedAt: paris("2026-07-13T08:00:00Z"),
      productionDays: 1,
    });
    expect([belgium.shipDate, belgium.arrivalDate]).toEqual(["2026-07-13", "2026-07-15"]);
    expect(belgium.holidaysOnTheWay).toEqual([]);
  });

  it("crosses the year end and the British Christmas substitutes", () => {
    const france = planArrival({
      ...standardFrance,
      orderedAt: paris("2026-12-24T13:00:00Z"),
      productionDays: 3,
    });
    expect([france.productionStartDate, france.shipDate, france.arrivalDate]).toEqual([
      "2026-12-28",
      "2026-12-30",
      "2027-01-04",
    ]);
    const britain = planArrival({
      cutoffMinutes: NOON,
      transitDays: 2,
      destinationCountry: "GB",
      orderedAt: paris("2026-12-24T08:00:00Z"),
      productionDays: 1,
    });
    expect(britain.arrivalDate).toBe("2026-12-30");
  });

  it("handles the leap day", () => {
    const plan = planArrival({
      ...standardFrance,
      transitDays: 1,
      orderedAt: paris("2028-02-28T08:00:00Z"),
      productionDays: 2,
    });
    expect([plan.shipDate, plan.arrivalDate]).toEqual(["2028-02-29", "2028-03-01"]);
  });

  it("turns a zone's extra transit days into a window", () => {
    const plan = planArrival({
      ...standardFrance,
      orderedAt: paris("2026-11-23T08:00:00Z"),
      productionDays: 1,
      extraTransitDays: { earliest: 0, latest: 2 },
    });
    expect([plan.arrivalDate, plan.latestArrivalDate]).toEqual(["2026-11-25", "2026-11-27"]);
  });

  it("rejects a transit shorter than a day", () => {
    expect(() =>
      planArrival({
        ...standardFrance,
        transitDays: 0,
        orderedAt: paris("2026-11-23T08:00:00Z"),
        productionDays: 1,
      }),
    ).toThrow(RangeError);
  });
});

describe("stockNeededBy", () => {
  it("is the ship date of the production time, from the noon cut-off", () => {
    expect(stockNeededBy(paris("2026-04-30T11:00:00Z"), 7)).toBe("2026-05-13");
    expect(stockNeededBy(paris("2026-04-30T09:00:00Z"), 1)).toBe("2026-04-30");
  });
});
