import { describe, expect, it } from "vitest";
import { differenceLines, invoiceNumber, lineOf, negated, shippingLine, totalsOf } from "./invoice.rules";

const line = (excl: number, incl: number, rate: number, quantity = 10) =>
  lineOf({
    mcpProdName: "Affiches",
    jobName: "Salon",
    quantity,
    taxRate: rate,
    totalPriceWithServices: { centAmount: excl },
    taxedTotalPriceWithServices: { centAmount: incl },
  });

describe("invoice rules", () => {
  it("numbers each series per year, zero-padded", () => {
    expect(invoiceNumber("invoice", 2026, 123)).toBe("F-2026-000123");
    expect(invoiceNumber("credit_note", 2027, 1)).toBe("A-2027-000001");
  });

  it("prints a line with its unit price excluding VAT and its VAT as charged", () => {
    expect(line(5400, 6480, 20)).toEqual({
      label: "Affiches — Salon",
      quantity: 10,
      unitExclCent: 540,
      ratePercent: 20,
      totalExclCent: 5400,
      vatCent: 1080,
      totalInclCent: 6480,
    });
  });

  it("totals per VAT rate, highest first, delivery at its own rate", () => {
    const delivery = shippingLine(
      { price: { centAmount: 590 }, taxedPrice: { centAmount: 708 } },
      "Livraison",
    );
    expect(delivery?.ratePercent).toBe(20);
    expect(shippingLine({ price: { centAmount: 0 }, taxedPrice: { centAmount: 0 } }, "Livraison")).toBeNull();
    const lines = [line(5400, 6480, 20), line(1000, 1055, 5.5, 1), ...(delivery ? [delivery] : [])];
    expect(totalsOf(lines)).toEqual({
      rates: [
        { ratePercent: 20, baseCent: 5990, vatCent: 1198 },
        { ratePercent: 5.5, baseCent: 1000, vatCent: 55 },
      ],
      totals: { exclCent: 6990, vatCent: 1253, inclCent: 8243 },
    });
  });

  it("an edit's difference per rate: positive costs more, a credit note prints the negation", () => {
    const before = [line(5400, 6480, 20)];
    const after = [line(4000, 4800, 20)];
    const diff = differenceLines(before, after, "Modification");
    expect(diff).toEqual([
      expect.objectContaining({ ratePercent: 20, totalExclCent: -1400, vatCent: -280, totalInclCent: -1680 }),
    ]);
    expect(negated(diff)[0]).toMatchObject({ totalExclCent: 1400, totalInclCent: 1680 });
    expect(differenceLines(before, before, "Modification")).toEqual([]);
  });
});
