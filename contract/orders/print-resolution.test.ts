import { describe, expect, it } from "vitest";
import { missingFileSlots } from "./files-due";
import { awaitsPrintChoice, dpiAtPrintedSize, printable, printedSizeOf } from "./print-resolution";

describe("print resolution at the ordered size", () => {
  it("reads the flat trim size from the format, and a folded leaflet's panels", () => {
    expect(printedSizeOf({ format: "85x55" })).toEqual({ widthMm: 85, heightMm: 55 });
    expect(printedSizeOf({ size: "a6" })).toEqual({ widthMm: 105, heightMm: 148 });
    // A5 folded in half prints on A4; a DL roll fold on three DL panels.
    expect(printedSizeOf({ format: "a5", folding: "half" })).toEqual({ widthMm: 296, heightMm: 210 });
    expect(printedSizeOf({ format: "dl", folding: "roll" })).toEqual({ widthMm: 297, heightMm: 210 });
    expect(printedSizeOf({ colour: "blue" })).toBeNull();
  });

  it("measures dpi long side to long side, whatever the file's orientation", () => {
    const card = { widthMm: 85, heightMm: 55 };
    // 85 × 55 mm at 300 dpi is 1004 × 650 pixels: exactly enough, not low.
    expect(dpiAtPrintedSize({ width: 1004, height: 650 }, card)).toBe(300);
    expect(dpiAtPrintedSize({ width: 650, height: 1004 }, card)).toBe(300);
    // The lower of the two sides decides: 900 px over 85 mm is 269 dpi.
    expect(dpiAtPrintedSize({ width: 900, height: 650 }, card)).toBe(269);
    expect(dpiAtPrintedSize({ width: 3000, height: 300 }, card)).toBe(139);
  });

  it("fits a logo inside a product's imprint area when it has no format (ADR 087)", () => {
    const pen = { widthMm: 45, heightMm: 8 };
    // A format wins over the area; without one, the area is the size, fitted inside.
    expect(printedSizeOf({ format: "85x55" }, pen)).toEqual({ widthMm: 85, heightMm: 55 });
    expect(printedSizeOf({ model: "classic" }, pen)).toEqual({ widthMm: 45, heightMm: 8, fit: "inside" });
    expect(printedSizeOf({ model: "classic" }, null)).toBeNull();
    const area = { ...pen, fit: "inside" as const };
    // A square 400 px logo is 8 mm tall on the pen: 1270 dpi, plenty.
    expect(dpiAtPrintedSize({ width: 400, height: 400 }, area)).toBe(1270);
    // A wide 400 × 80 px logo prints 40 × 8 mm (its height touches first): 254 dpi, too few.
    expect(dpiAtPrintedSize({ width: 400, height: 80 }, area)).toBe(254);
    // 532 × 95 pixels is the area at 300 dpi, whichever way round the file comes.
    expect(dpiAtPrintedSize({ width: 532, height: 95 }, area)).toBe(302);
    expect(dpiAtPrintedSize({ width: 95, height: 532 }, area)).toBe(302);
  });

  it("holds a low-resolution file until the customer chooses to print it as is", () => {
    const low = { lineItemId: "l1", setIndex: 0, status: "accepted", printDpi: 269, printAsIsAt: null };
    expect(awaitsPrintChoice(low)).toBe(true);
    expect(printable(low)).toBe(false);
    const line = [{ id: "l1", sets: 1, takesFile: true }];
    expect(missingFileSlots(line, [low])).toEqual([{ lineItemId: "l1", setIndex: 0 }]);
    const chosen = { ...low, printAsIsAt: "2026-11-27T09:00:00.000Z" };
    expect(printable(chosen)).toBe(true);
    expect(missingFileSlots(line, [chosen])).toEqual([]);
    // Sharp enough, or unmeasurable (a PDF, an unknown format): no choice to make.
    expect(awaitsPrintChoice({ ...low, printDpi: 300 })).toBe(false);
    expect(awaitsPrintChoice({ ...low, printDpi: null })).toBe(false);
    // A refused file is never printable, whatever was chosen.
    expect(printable({ ...chosen, status: "rejected" })).toBe(false);
  });
});
