import { describe, expect, it } from "vitest";
import { fileVerdict, sharpPrintSizeMm } from "./upload-detail";

const file = { status: "accepted" as const, rejectionReason: null, widthPx: 1200, heightPx: 800 };

describe("upload detail rules", () => {
  it("gives the largest sharp print size at 300 dpi", () => {
    expect(sharpPrintSizeMm(1200, 800)).toEqual({ widthMm: 101, heightMm: 67 });
    expect(sharpPrintSizeMm(1004, 650)).toEqual({ widthMm: 85, heightMm: 55 });
  });

  it("explains a low-resolution refusal with the short side and the minimum", () => {
    expect(
      fileVerdict(
        { ...file, status: "rejected", rejectionReason: "low_resolution", widthPx: 400, heightPx: 900 },
        true,
      ),
    ).toEqual({ kind: "lowResolution", shortSidePx: 400, minimumPx: 600 });
    expect(fileVerdict({ ...file, status: "rejected", rejectionReason: "other" }, true)).toEqual({
      kind: "rejected",
    });
  });

  it("says a file too small for its printed size waits for the customer's choice, or was chosen as is", () => {
    const low = { ...file, widthPx: 900, heightPx: 600, printDpi: 269 };
    expect(fileVerdict({ ...low, printAsIsAt: null }, true)).toEqual({ kind: "awaitingChoice", dpi: 269 });
    expect(fileVerdict({ ...low, printAsIsAt: "2026-11-27T09:00:00.000Z" }, false)).toEqual({
      kind: "printAsIs",
      dpi: 269,
    });
  });

  it("tells a checked file from one printed as sent", () => {
    expect(fileVerdict(file, true)).toEqual({ kind: "checked" });
    expect(fileVerdict(file, false)).toEqual({ kind: "asSent" });
  });
});
