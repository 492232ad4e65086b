import { describe, expect, it } from "vitest";
import { easterSunday, frenchHolidays, isPublicHoliday, nthWeekdayOfMonth, publicHolidays } from "./holidays";

const sorted = (holidays: ReadonlySet<string>) => [...holidays].sort();

describe("easterSunday", () => {
  it.each([
    [1818, "1818-03-22"], // earliest possible date
    [1961, "1961-04-02"],
    [2000, "2000-04-23"],
    [2008, "2008-03-23"],
    [2011, "2011-04-24"],
    [2024, "2024-03-31"],
    [2025, "2025-04-20"],
    [2026, "2026-04-05"],
    [2027, "2027-03-28"],
    [2028, "2028-04-16"],
    [2029, "2029-04-01"],
    [2030, "2030-04-21"],
    [2038, "2038-04-25"], // latest possible date
  ])("Easter %i is %s", (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });
});

describe("French public holidays", () => {
  it.each([
    [2026, "2026-04-06", "2026-05-14", "2026-05-25"],
    [2027, "2027-03-29", "2027-05-06", "2027-05-17"],
    [2028, "2028-04-17", "2028-05-25", "2028-06-05"],
    [2029, "2029-04-02", "2029-05-10", "2029-05-21"],
    [2030, "2030-04-22", "2030-05-30", "2030-06-10"],
  ])("%i: Easter Monday %s, Ascension %s, Whit Monday %s, plus the eight fixed days", (year, ...movable) => {
    const fixed = ["01-01", "05-01", "05-08", "07-14", "08-15", "11-01", "11-11", "12-25"].map(
      (monthDay) => `${year}-${monthDay}`,
    );
    expect(sorted(frenchHolidays(year))).toEqual([...fixed, ...movable].sort());
  });

  it("does not count Good Friday or Boxing Day (Alsace-Moselle only) and never substitutes", () => {
    expect(isPublicHoliday("2026-04-03", "FR")).toBe(false);
    expect(isPublicHoliday("2026-12-26", "FR")).toBe(false);
    // 1 November 2026 is a Sunday: no Monday off in France.
    expect(isPublicHoliday("2026-11-02", "FR")).toBe(false);
  });
});

describe("destination calendars", () => {
  it("England and Wales 2026 and 2027, with substitute days", () => {
    expect(sorted(publicHolidays("GB", 2026))).toEqual([
      "2026-01-01",
      "2026-04-03",
      "2026-04-06",
      "2026-05-04",
      "2026-05-25",
      "2026-08-31",
      "2026-12-25",
      "2026-12-26", // a Saturday: the nominal day stays listed…
      "2026-12-28", // …and the Monday after is the day off
    ]);
    expect(sorted(publicHolidays("GB", 2027)).slice(-2)).toEqual(["2027-12-27", "2027-12-28"]);
  });

  it("substitutes a Sunday Christmas with the Tuesday after Boxing Day (2022)", () => {
    const holidays = publicHolidays("GB", 2022);
    expect(holidays.has("2022-01-03")).toBe(true); // New Year's Day was a Saturday
    expect(holidays.has("2022-12-26")).toBe(true);
    expect(holidays.has("2022-12-27")).toBe(true);
  });

  it("Ireland: St Brigid's Day, St Patrick's Day and the Monday holidays", () => {
    expect(sorted(publicHolidays("IE", 2026))).toEqual([
      "2026-01-01",
      "2026-02-02",
      "2026-03-17",
      "2026-04-06",
      "2026-05-04",
      "2026-06-01",
      "2026-08-03",
      "2026-10-26",
      "2026-12-25",
      "2026-12-26",
      "2026-12-28",
    ]);
    expect(isPublicHoliday("2030-02-01", "IE")).toBe(true); // 1 February 2030 is a Friday
    expect(isPublicHoliday("2030-02-04", "IE")).toBe(false);
  });

  it("Germany, Belgium, Luxembourg and Switzerland keep their own days", () => {
    expect(isPublicHoliday("2026-04-03", "DE")).toBe(true); // Good Friday
    expect(isPublicHoliday("2026-10-03", "DE")).toBe(true);
    expect(isPublicHoliday("2026-07-21", "BE")).toBe(true);
    expect(isPublicHoliday("2026-07-14", "BE")).toBe(false);
    expect(isPublicHoliday("2026-05-09", "LU")).toBe(true);
    expect(isPublicHoliday("2026-06-23", "LU")).toBe(true);
    expect(isPublicHoliday("2026-08-01", "CH")).toBe(true);
    expect(isPublicHoliday("2026-05-01", "CH")).toBe(false);
  });

  it("has no holidays for a country without a calendar", () => {
    expect(publicHolidays("US", 2026).size).toBe(0);
  });
});

describe("nthWeekdayOfMonth", () => {
  it("finds first and last weekdays, including in December and leap Februaries", () => {
    expect(nthWeekdayOfMonth(2026, 5, 1, 1)).toBe("2026-05-04");
    expect(nthWeekdayOfMonth(2026, 5, 1, -1)).toBe("2026-05-25");
    expect(nthWeekdayOfMonth(2026, 12, 4, -1)).toBe("2026-12-31");
    expect(nthWeekdayOfMonth(2028, 2, 2, -1)).toBe("2028-02-29");
    expect(nthWeekdayOfMonth(2026, 6, 1, 1)).toBe("2026-06-01");
  });
});
