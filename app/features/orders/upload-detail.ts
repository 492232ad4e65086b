import { MIN_RASTER_PIXELS, PRINT_DPI } from "#contract/orders/order-constants";
import { isLowResolution } from "#contract/orders/print-resolution";

/** Pure rules of the upload detail screen (issue 16 §7): what a file's numbers mean for print. */

const MM_PER_INCH = 25.4;

/** The largest size an image prints sharply at PRINT_DPI, millimetres (whole numbers). */
export function sharpPrintSizeMm(widthPx: number, heightPx: number): { widthMm: number; heightMm: number } {
  return {
    widthMm: Math.floor((widthPx / PRINT_DPI) * MM_PER_INCH),
    heightMm: Math.floor((heightPx / PRINT_DPI) * MM_PER_INCH),
  };
}

export type FileVerdict =
  /** Sent back for resolution: the short side and the minimum, to say what to do. */
  | { kind: "lowResolution"; shortSidePx: number | null; minimumPx: number }
  | { kind: "rejected" }
  /** Too small for the size it prints: nothing prints until the customer chooses (ADR 081). */
  | { kind: "awaitingChoice"; dpi: number }
  /** Too small, and the customer chose to print it as it is. */
  | { kind: "printAsIs"; dpi: number }
  /** Passed the automatic check; pre-press looks at it before printing (file check bought). */
  | { kind: "checked" }
  /** Received as is: no file check was bought, it prints as sent. */
  | { kind: "asSent" };

export function fileVerdict(
  file: {
    status: "accepted" | "rejected";
    rejectionReason: string | null;
    widthPx: number | null;
    heightPx: number | null;
    printDpi?: number | null;
    printAsIsAt?: string | null;
  },
  fileCheckBought: boolean,
): FileVerdict {
  if (file.status === "rejected") {
    if (file.rejectionReason !== "low_resolution") return { kind: "rejected" };
    const shortSidePx =
      file.widthPx !== null && file.heightPx !== null ? Math.min(file.widthPx, file.heightPx) : null;
    return { kind: "lowResolution", shortSidePx, minimumPx: MIN_RASTER_PIXELS };
  }
  if (isLowResolution(file.printDpi))
    return { kind: file.printAsIsAt ? "printAsIs" : "awaitingChoice", dpi: file.printDpi };
  return fileCheckBought ? { kind: "checked" } : { kind: "asSent" };
}
