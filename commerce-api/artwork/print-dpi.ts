import { dpiAtPrintedSize, printedSizeOf } from "#contract/orders/print-resolution";
import type { RequestContext } from "../context";
import { findProduct } from "../product/product.repository";
import type { Dimensions } from "./artwork.decode";
import type { ArtworkType } from "./artwork.rules";
import { pdfImageResolution } from "./pdf-resolution";

/**
 * A print file's resolution where it prints (ADR 081, 087), or null when it has none to measure:
 * an image's pixels over its line's format — or, for a product with no format, fitted inside the
 * imprint area its catalogue names — and a PDF's lowest placed picture at its own page size.
 */
export async function printDpiOf(
  context: RequestContext,
  line: { productKey?: string | null; selectedAttributes?: Record<string, string> | null },
  file: { bytes: Uint8Array; type: ArtworkType; dimensions: Dimensions | null },
): Promise<number | null> {
  if (file.type === "pdf") return pdfImageResolution(file.bytes);
  if (!file.dimensions) return null;
  const attributes = line.selectedAttributes ?? {};
  let size = printedSizeOf(attributes);
  if (!size && line.productKey) {
    const product = await findProduct(context.db, context.tenant.key, line.productKey);
    size = printedSizeOf(attributes, product?.definition.fileFlow.printArea);
  }
  return size ? dpiAtPrintedSize(file.dimensions, size) : null;
}
