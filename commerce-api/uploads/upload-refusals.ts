import { type Dimensions, decodeJpeg, decodePng } from "../artwork/artwork.decode";
import type { RequestContext } from "../context";
import { HttpError } from "../http/errors";
import { findProduct } from "../product/product.repository";
import { pdfDeclaration } from "./pdf-pages";
import { tiffPageSizes } from "./tiff-pages";
import {
  type BudgetRefusal,
  budgetMessage,
  type Declared,
  FIXED_BUDGET,
  overBudget,
  productBudget,
  type UploadBudget,
} from "./upload-budget";

/**
 * The glue between the upload routes and the budget (ADR 064): what a typed file declares, the
 * budget of the product an upload is for, and the 422 each area answers with a stable code.
 */

export type DeclaredType = "png" | "jpeg" | "tiff" | "pdf";

/** What the file declares, read from its headers only; null when they can't be read. */
export function declarationOf(bytes: Uint8Array, type: DeclaredType): Declared | null {
  if (type === "pdf") {
    const pdf = pdfDeclaration(bytes);
    // No page tree we can read (hidden in an encrypted or exotic stream): no way to bound it.
    return pdf.pages === null ? null : pdf;
  }
  if (type === "tiff") {
    const pages = tiffPageSizes(bytes);
    return pages ? { images: pages } : null;
  }
  const size: Dimensions | null = type === "png" ? decodePng(bytes) : decodeJpeg(bytes);
  return size ? { images: [size] } : null;
}

/** The budget of uploads made for a product of this tenant; the fixed one for an unknown product. */
export async function budgetForProduct(
  context: RequestContext,
  productKey: string | null | undefined,
): Promise<UploadBudget> {
  if (!productKey) return FIXED_BUDGET;
  const product = await findProduct(context.db, context.tenant.key, productKey);
  return productBudget(product?.definition ?? null);
}

const CODE_SUFFIX: Record<BudgetRefusal["reason"], string> = {
  pixels: "TOO_MANY_PIXELS",
  proportions: "OUT_OF_PROPORTION",
  pages: "TOO_MANY_PAGES",
  page_size: "PAGE_TOO_LARGE",
};

/** 422 `<AREA>_TOO_MANY_PIXELS` (or `_TOO_MANY_PAGES`, `_PAGE_TOO_LARGE`, `_OUT_OF_PROPORTION`). */
export const overBudgetError = (
  area: "ARTWORK" | "MEDIA" | "DESIGN_IMAGE" | "ATTACHMENT",
  refusal: BudgetRefusal,
) => new HttpError(422, `${area}_${CODE_SUFFIX[refusal.reason]}`, budgetMessage(refusal));

/** Throws the area's 422 when the declaration goes past the budget. */
export function requireWithinBudget(
  area: Parameters<typeof overBudgetError>[0],
  declared: Declared,
  budget: UploadBudget,
): void {
  const refusal = overBudget(declared, budget);
  if (refusal) throw overBudgetError(area, refusal);
}

/**
 * A print file (or quote attachment) the decoders accepted: refused with 422 `<AREA>_DAMAGED` when
 * its headers can't be bounded, or the budget's code when they go past the product's budget.
 */
export async function requirePrintFileWithinBudget(
  context: RequestContext,
  area: "ARTWORK" | "ATTACHMENT",
  file: { bytes: Uint8Array; type: DeclaredType; damagedMessage: string },
  productKey: string | null | undefined,
): Promise<void> {
  const declared = declarationOf(file.bytes, file.type);
  if (!declared) throw new HttpError(422, `${area}_DAMAGED`, file.damagedMessage);
  requireWithinBudget(area, declared, await budgetForProduct(context, productKey));
}
