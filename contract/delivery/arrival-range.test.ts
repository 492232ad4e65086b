import { describe, expect, it } from "vitest";
import { formatArrival, formatCalendarDate, latestArrival } from "./arrival-range";

describe("formatCalendarDate", () => {
  it("writes DD-MM-YYYY without going through a time zone", () => {
    expect(formatCalendarDate("2026-05-12")).toBe("12-05-2026");
    expect(formatCalendarDate("2028-02-29")).toBe("29-02-2028");
  });

  it("gives '' for anything but a real date", () => {
    expect(formatCalendarDate("2027-02-29")).toBe("");
    expect(formatCalendarDate("tomorrow")).toBe("");
  });
});

describe("formatArrival", () => {
  it("shows one date, or the window when there is one", () => {
    expect(formatArrival({ arrivalDate: "2026-05-12" })).toBe("12-05-2026");
    expect(
      formatArrival({
        arrivalDate: "2026-05-12",
        arrivalDateRange: { earliest: "2026-05-12", latest: "2026-05-14" },
      }),
    ).toBe("12-05-2026 – 14-05-2026");
    expect(
      formatArrival(
        { arrivalDate: "2026-05-12", arrivalDateRange: { earliest: "2026-05-12", latest: "2026-05-14" } },
        " / ",
      ),
    ).toBe("12-05-2026 / 14-05-2026");
  });

  it("collapses a one-day window", () => {
    expect(
      formatArrival({
        arrivalDate: "2026-05-12",
        arrivalDateRange: { earliest: "2026-05-12", latest: "2026-05-12" },
      }),
    ).toBe("12-05-2026");
  });
});

describe("latestArrival", () => {
  it("takes the end of windows into account", () => {
    expect(latestArrival([])).toBeNull();
    expect(
      latestArrival([
        { arrivalDate: "2026-05-12" },
        { arrivalDate: "2026-05-11", arrivalDateRange: { earliest: "2026-05-11", latest: "2026-05-13" } },
      ]),
    ).toBe("2026-05-13");
  });
});
