import { dpiAtPrintedSize, printedSizeOf } from "#contract/orders/print-resolution";
import type { RequestContext } from "../context";
import type { Dimensions } from "./artwork.decode";
import type { ArtworkType } from "./artwork.rules";
import { pdfImageResolution } from "./pdf-resolution";

/**
 * A print file's resolution where it prints (ADR 081, 087), or null when it has none to measure:
 * an image's pixels over its line's format, and a PDF's lowest placed picture at its own page size.
 */
export async function printDpiOf(
  _context: RequestContext,
  line: { productKey?: string | null; selectedAttributes?: Record<string, string> | null },
  file: { bytes: Uint8Array; type: ArtworkType; dimensions: Dimensions | null },
): Promise<number | null> {
  if (file.type === "pdf") return pdfImageResolution(file.bytes);
  if (!file.dimensions) return null;
  const size = printedSizeOf(line.selectedAttributes ?? {});
  return size ? dpiAtPrintedSize(file.dimensions, size) : null;
}
