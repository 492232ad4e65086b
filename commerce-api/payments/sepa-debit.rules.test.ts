import { describe, expect, it } from "vitest";
import { debitPending, sepaDebitDate, targetClosed } from "./sepa-debit.rules";

describe("SEPA debit dates", () => {
  it("are the second TARGET business day after the signing day", () => {
    // Thursday 26 November 2026 → Monday 30 November (the weekend is closed).
    expect(sepaDebitDate(new Date("2026-11-26T10:00:00Z"))).toBe("2026-11-30");
    // Monday → Wednesday.
    expect(sepaDebitDate(new Date("2026-11-30T08:00:00Z"))).toBe("2026-12-02");
  });

  it("count the signing day in Paris, not in UTC", () => {
    // 23:30 UTC on Monday is already Tuesday in Paris.
    expect(sepaDebitDate(new Date("2026-11-30T23:30:00Z"))).toBe("2026-12-03");
  });

  it("skip TARGET's holidays: Christmas, Boxing Day, New Year, Easter", () => {
    expect(sepaDebitDate(new Date("2026-12-23T10:00:00Z"))).toBe("2026-12-28");
    expect(sepaDebitDate(new Date("2026-12-30T10:00:00Z"))).toBe("2027-01-04");
    // Easter 2027 is 28 March: Good Friday 26 and Easter Monday 29 are closed.
    expect(targetClosed("2027-03-26")).toBe(true);
    expect(targetClosed("2027-03-29")).toBe(true);
    expect(sepaDebitDate(new Date("2027-03-25T10:00:00Z"))).toBe("2027-03-31");
    // A French holiday the interbank calendar keeps open (11 November).
    expect(targetClosed("2026-11-11")).toBe(false);
  });

  it("are pending until the end of their day", () => {
    expect(debitPending("2026-11-30", new Date("2026-11-30T20:00:00Z"))).toBe(true);
    expect(debitPending("2026-11-30", new Date("2026-12-01T08:00:00Z"))).toBe(false);
  });
});
