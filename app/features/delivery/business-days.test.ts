import { describe, expect, it } from "vitest";
import {
  addBusinessDays,
  easterSunday,
  frenchHolidays,
  isBusinessDay,
  parisClock,
  planArrival,
  productionStartDate,
} from "./business-days";

const NOON = 12 * 60;

describe("Easter and French holidays", () => {
  it.each([
    [2026, "2026-04-05"],
    [2027, "2027-03-28"],
    [2028, "2028-04-16"],
    [2029, "2029-04-01"],
    [2030, "2030-04-21"],
  ])("Easter %i is %s", (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it("derives the movable holidays from Easter", () => {
    const holidays = frenchHolidays(2026);
    expect(holidays.has("2026-04-06")).toBe(true); // Easter Monday
    expect(holidays.has("2026-05-14")).toBe(true); // Ascension
    expect(holidays.has("2026-05-25")).toBe(true); // Whit Monday
    expect(holidays.has("2026-07-14")).toBe(true);
    expect(holidays.size).toBe(11);
  });

  it("skips weekends and holidays", () => {
    expect(isBusinessDay("2026-11-23")).toBe(true); // Monday
    expect(isBusinessDay("2026-11-22")).toBe(false); // Sunday
    expect(isBusinessDay("2026-11-11")).toBe(false); // Armistice
    expect(addBusinessDays("2026-12-24", 1)).toBe("2026-12-28"); // over Christmas and the weekend
    expect(addBusinessDays("2028-02-28", 1)).toBe("2028-02-29"); // leap day
  });
});

describe("Paris clock and the cut-off", () => {
  it("reads Paris wall-clock time in winter and summer", () => {
    expect(parisClock(new Date("2026-01-15T10:59:59Z"))).toEqual({
      date: "2026-01-15",
      minutesOfDay: 11 * 60 + 59,
    });
    expect(parisClock(new Date("2026-07-15T09:59:59Z"))).toEqual({
      date: "2026-07-15",
      minutesOfDay: 11 * 60 + 59,
    });
    expect(parisClock(new Date("2026-12-31T23:30:00Z")).date).toBe("2027-01-01");
  });

  it("starts today until the cut-off minute, tomorrow from it (winter: UTC+1)", () => {
    expect(productionStartDate(new Date("2026-01-15T10:59:59Z"), NOON)).toEqual({
      date: "2026-01-15",
      cutoffPassed: false,
    });
    expect(productionStartDate(new Date("2026-01-15T11:00:00Z"), NOON)).toEqual({
      date: "2026-01-16",
      cutoffPassed: true,
    });
  });

  it("does the same in summer time (UTC+2)", () => {
    expect(productionStartDate(new Date("2026-07-15T09:59:59Z"), NOON).date).toBe("2026-07-15");
    expect(productionStartDate(new Date("2026-07-15T10:00:00Z"), NOON).date).toBe("2026-07-16");
  });

  it("moves a Friday afternoon order to Monday, and a weekend order too", () => {
    expect(productionStartDate(new Date("2026-11-20T14:00:00Z"), NOON).date).toBe("2026-11-23");
    expect(productionStartDate(new Date("2026-11-21T08:00:00Z"), NOON)).toEqual({
      date: "2026-11-23",
      cutoffPassed: false,
    });
  });

  it("skips 1 May and 8 May for an order on 30 April 2026", () => {
    const plan = planArrival(new Date("2026-04-30T13:00:00Z"), 2, 1, NOON);
    expect(plan).toEqual({
      productionStartDate: "2026-05-04",
      shipDate: "2026-05-05",
      arrivalDate: "2026-05-06",
      cutoffPassed: true,
    });
    expect(planArrival(new Date("2026-05-06T08:00:00Z"), 2, 1, NOON).arrivalDate).toBe("2026-05-11");
  });
});
