import { describe, expect, it } from "vitest";
import type { SeasonBlock } from "#contract/content/content.schemas";
import { localDay, pageSeason, seasonState } from "./season";

const christmas: SeasonBlock = {
  type: "season",
  timeZone: "Europe/Paris",
  windows: [{ from: "11-15", until: "12-24" }],
  outside: "announce",
  closedTitle: "Back soon",
  closedText: "Back on {date}",
};

describe("seasonState", () => {
  it("is open on the first and the last day of the window, both included", () => {
    expect(seasonState(christmas, new Date("2026-11-15T00:30:00+01:00"))).toMatchObject({
      open: true,
      closesOn: "2026-12-24",
      reopensOn: null,
    });
    expect(seasonState(christmas, new Date("2026-12-24T23:30:00+01:00")).open).toBe(true);
  });

  it("closes at midnight in the page's time zone, not in UTC, and says when it comes back", () => {
    // 23:30 UTC on the 24th is already the 25th in Paris.
    expect(seasonState(christmas, new Date("2026-12-24T23:30:00Z"))).toMatchObject({
      open: false,
      reopensOn: "2027-11-15",
      closesOn: null,
    });
    expect(seasonState(christmas, new Date("2026-11-14T22:59:00Z"))).toMatchObject({
      open: false,
      reopensOn: "2026-11-15",
    });
  });

  it("takes the nearest of several windows, and a window spanning the new year", () => {
    const frenchDays: SeasonBlock = {
      ...christmas,
      outside: "home",
      windows: [
        { from: "09-20", until: "09-30" },
        { from: "05-01", until: "05-10" },
        { from: "12-28", until: "01-03" },
      ],
    };
    expect(seasonState(frenchDays, new Date("2026-06-01T12:00:00Z"))).toMatchObject({
      open: false,
      outside: "home",
      reopensOn: "2026-09-20",
    });
    expect(seasonState(frenchDays, new Date("2027-01-02T12:00:00Z"))).toMatchObject({
      open: true,
      closesOn: "2027-01-03",
    });
    expect(seasonState(frenchDays, new Date("2026-10-15T12:00:00Z")).reopensOn).toBe("2026-12-28");
  });
});

describe("pageSeason", () => {
  it("is null for a page without a season block", () => {
    expect(pageSeason([{ type: "richText", content: [{ kind: "p", text: "x" }] }], new Date())).toBeNull();
  });

  it("reads the page's season block", () => {
    expect(pageSeason([christmas], new Date("2026-12-01T12:00:00Z"))?.open).toBe(true);
    expect(localDay(new Date("2026-12-01T23:30:00Z"), "Europe/London")).toBe("2026-12-01");
  });
});
