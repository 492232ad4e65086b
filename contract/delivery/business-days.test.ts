import { describe, expect, it } from "vitest";
import {
  addBusinessDays,
  isBusinessDay,
  nextBusinessDay,
  parisClock,
  weekdayHolidaysBetween,
} from "./business-days";
import { addDays, isValidIsoDate, weekdayOf } from "./calendar-dates";

describe("calendar dates", () => {
  it("adds days across months, years and leap days", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("is not moved by summer time changes", () => {
    expect(addDays("2026-03-28", 1)).toBe("2026-03-29");
    expect(addDays("2026-03-29", 1)).toBe("2026-03-30");
    expect(addDays("2026-10-25", 1)).toBe("2026-10-26");
  });

  it("knows the weekday and which dates exist", () => {
    expect(weekdayOf("2026-11-22")).toBe(0);
    expect(weekdayOf("2028-02-29")).toBe(2);
    expect(isValidIsoDate("2028-02-29")).toBe(true);
    expect(isValidIsoDate("2000-02-29")).toBe(true);
    expect(isValidIsoDate("2027-02-29")).toBe(false);
    expect(isValidIsoDate("2100-02-29")).toBe(false);
    expect(isValidIsoDate("2026-13-01")).toBe(false);
    expect(isValidIsoDate("26-01-01")).toBe(false);
    expect(() => addDays("31/12/2026", 1)).toThrow(RangeError);
  });
});

describe("parisClock", () => {
  it("reads the wall clock in winter (UTC+1) and summer (UTC+2)", () => {
    expect(parisClock(new Date("2026-01-15T10:59:59Z"))).toEqual({ date: "2026-01-15", minutesOfDay: 719 });
    expect(parisClock(new Date("2026-07-15T09:59:59Z"))).toEqual({ date: "2026-07-15", minutesOfDay: 719 });
  });

  it("crosses midnight and the year in Paris before UTC does", () => {
    expect(parisClock(new Date("2026-12-31T23:30:00Z"))).toEqual({ date: "2027-01-01", minutesOfDay: 30 });
    expect(parisClock(new Date("2026-06-30T22:00:00Z")).date).toBe("2026-07-01");
  });

  it("follows the switch to and from summer time", () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST.
    expect(parisClock(new Date("2026-03-29T00:59:00Z")).minutesOfDay).toBe(1 * 60 + 59);
    expect(parisClock(new Date("2026-03-29T01:00:00Z")).minutesOfDay).toBe(3 * 60);
    // 25 October 2026: 03:00 CEST becomes 02:00 CET, so 02:30 happens twice.
    expect(parisClock(new Date("2026-10-25T00:30:00Z")).minutesOfDay).toBe(2 * 60 + 30);
    expect(parisClock(new Date("2026-10-25T01:30:00Z")).minutesOfDay).toBe(2 * 60 + 30);
    expect(parisClock(new Date("2026-10-25T11:00:00Z")).minutesOfDay).toBe(12 * 60);
  });
});

describe("business days", () => {
  it("skips weekends and the country's holidays", () => {
    expect(isBusinessDay("2026-11-23")).toBe(true);
    expect(isBusinessDay("2026-11-21")).toBe(false);
    expect(isBusinessDay("2026-11-22")).toBe(false);
    expect(isBusinessDay("2026-11-11")).toBe(false);
    expect(isBusinessDay("2026-11-11", "GB")).toBe(true);
    expect(isBusinessDay("2026-04-03", "DE")).toBe(false);
  });

  it("adds business days over Christmas, New Year and the leap day", () => {
    expect(nextBusinessDay("2026-12-24")).toBe("2026-12-28");
    expect(addBusinessDays("2026-12-31", 1)).toBe("2027-01-04");
    expect(addBusinessDays("2026-12-24", 1, "GB")).toBe("2026-12-29");
    expect(addBusinessDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addBusinessDays("2026-04-30", 3)).toBe("2026-05-06");
  });

  it("counts from a non-business day as from the day before the next one", () => {
    expect(addBusinessDays("2026-11-21", 0)).toBe("2026-11-23");
    expect(addBusinessDays("2026-11-21", 1)).toBe("2026-11-23");
    expect(addBusinessDays("2026-11-23", 0)).toBe("2026-11-23");
    expect(addBusinessDays("2026-11-23", 5)).toBe("2026-11-30");
    expect(() => addBusinessDays("2026-11-23", -1)).toThrow(RangeError);
    expect(() => addBusinessDays("2026-11-23", 1.5)).toThrow(RangeError);
  });

  it("lists the weekday holidays in a window, not the weekend ones", () => {
    expect(weekdayHolidaysBetween("2026-04-30", "2026-05-11")).toEqual(["2026-05-01", "2026-05-08"]);
    expect(weekdayHolidaysBetween("2026-07-31", "2026-08-20")).toEqual([]); // 15 August 2026 is a Saturday
    expect(weekdayHolidaysBetween("2026-12-20", "2027-01-05", "GB")).toEqual([
      "2026-12-25",
      "2026-12-28",
      "2027-01-01",
    ]);
  });
});
