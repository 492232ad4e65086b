import { DESIGN_BLEED_MM, designFormatOf, FORMAT_FEATURES } from "#contract/design/formats";
import type { ProductDefinition } from "../product/catalogue.types";

/**
 * How big an uploaded image or PDF may declare itself to be (issue 35 §1, ADR 064). A file's header
 * is read before anything decodes it, and a declaration past the budget is refused: a 92-byte PNG
 * declaring 60 000 × 60 000 pixels would otherwise make a decoder ask for gigabytes. Pure.
 */

export interface UploadBudget {
  /** Pixels of one image (width × height), or of an SVG's declared size. */
  maxPixels: number;
  /** Pages of a PDF. */
  maxPages: number;
  /** The long side of a PDF page, millimetres (after UserUnit). */
  maxPageSideMm: number;
}

/** Twice what print needs (PRINT_DPI, 300): nobody's honest file is refused for being too sharp. */
export const GENEROUS_DPI = 600;

/**
 * No product's budget is below this: any camera's photo (50 MP ≈ 8660 × 5770) is a fair upload even
 * for a business card. Decoded as RGBA that is 200 MB at worst; libvips streams it (ADR 064).
 */
export const PIXEL_FLOOR = 50_000_000;

/** A print file is a handful of pages (a folded leaflet has six); a thousand is no print job of ours. */
export const MAX_PDF_PAGES = 1_000;

/** A PDF page may be this long whatever the product (an A0 poster's long side). */
const PAGE_SIDE_FLOOR_MM = 1189;

/** Poster sizes the design editor has no trim size for. */
const LARGE_ISO_SIZES: Readonly<Record<string, readonly [number, number]>> = {
  a1: [594, 841],
  a0: [841, 1189],
};

/** A folded leaflet prints flat: up to three panels side by side (roll and Z folds). */
const FOLDED_PANELS = 3;

interface PrintArea {
  widthMm: number;
  heightMm: number;
}

function sizeOfOption(value: string): PrintArea | null {
  const format = designFormatOf(value);
  if (format) return { widthMm: format.widthMm, heightMm: format.heightMm };
  const iso = LARGE_ISO_SIZES[value.trim().toLowerCase()];
  return iso ? { widthMm: iso[0], heightMm: iso[1] } : null;
}

/** The largest sheet any configuration of the product prints on, bleed included; null: none declared. */
export function largestPrintArea(definition: Pick<ProductDefinition, "features">): PrintArea | null {
  const sizes = definition.features
    .filter((feature) => (FORMAT_FEATURES as readonly string[]).includes(feature.name))
    .flatMap((feature) => feature.options.map((option) => sizeOfOption(option.value)))
    .filter((size): size is PrintArea => size !== null);
  if (sizes.length === 0) return null;
  const largest = sizes.reduce((a, b) => (a.widthMm * a.heightMm >= b.widthMm * b.heightMm ? a : b));
  const panels = definition.features.some((feature) => feature.name === "folding") ? FOLDED_PANELS : 1;
  return {
    widthMm: largest.widthMm * panels + 2 * DESIGN_BLEED_MM,
    heightMm: largest.heightMm + 2 * DESIGN_BLEED_MM,
  };
}

const pixelsAt = (mm: number, dpi: number) => Math.ceil((mm / 25.4) * dpi);

/** The budget for uploads made for one product: its largest print size at GENEROUS_DPI. */
export function productBudget(definition: Pick<ProductDefinition, "features"> | null): UploadBudget {
  const area = definition ? largestPrintArea(definition) : null;
  return area ? areaBudget(area) : FIXED_BUDGET;
}

/** The budget of one page (a design's format, bleed included). */
export const pageBudget = (format: { widthMm: number; heightMm: number; bleedMm: number }) =>
  areaBudget({
    widthMm: format.widthMm + 2 * format.bleedMm,
    heightMm: format.heightMm + 2 * format.bleedMm,
  });

function areaBudget(area: PrintArea): UploadBudget {
  const pixels = pixelsAt(area.widthMm, GENEROUS_DPI) * pixelsAt(area.heightMm, GENEROUS_DPI);
  return {
    maxPixels: Math.max(PIXEL_FLOOR, pixels),
    maxPages: MAX_PDF_PAGES,
    maxPageSideMm: Math.max(PAGE_SIDE_FLOOR_MM, 2 * Math.max(area.widthMm, area.heightMm)),
  };
}

/**
 * Uploads tied to no product (the staff media library, pictures sent to the editor before a product
 * is known): the floor. Web pages never need more than a camera's photo.
 */
export const FIXED_BUDGET: UploadBudget = {
  maxPixels: PIXEL_FLOOR,
  maxPages: MAX_PDF_PAGES,
  maxPageSideMm: PAGE_SIDE_FLOOR_MM,
};

export type BudgetRefusal =
  | { reason: "pixels"; declared: number; max: number }
  | { reason: "pages"; declared: number; max: number }
  | { reason: "page_size"; declaredMm: number; maxMm: number }
  | { reason: "proportions"; ratio: number; max: number };

export interface Declared {
  /** Every frame or page the decoders would read (a TIFF may have several). */
  images?: readonly { width: number; height: number }[];
  pages?: number | null;
  largestPageSideMm?: number | null;
}

/** The first way the declaration goes past the budget, or null when it fits. */
export function overBudget(declared: Declared, budget: UploadBudget): BudgetRefusal | null {
  for (const image of declared.images ?? []) {
    const pixels = image.width * image.height;
    if (pixels > budget.maxPixels) return { reason: "pixels", declared: pixels, max: budget.maxPixels };
  }
  if (declared.pages != null && declared.pages > budget.maxPages)
    return { reason: "pages", declared: declared.pages, max: budget.maxPages };
  const side = declared.largestPageSideMm;
  if (side != null && side > budget.maxPageSideMm)
    return { reason: "page_size", declaredMm: Math.round(side), maxMm: Math.round(budget.maxPageSideMm) };
  return null;
}

const megapixels = (pixels: number) => `${Math.round(pixels / 1_000_000).toLocaleString("en-GB")} MP`;

/** The API's message for a refusal; the storefront shows its own translated text by the code. */
export function budgetMessage(refusal: BudgetRefusal): string {
  if (refusal.reason === "pixels")
    return `This image declares ${megapixels(refusal.declared)}; at most ${megapixels(refusal.max)} are accepted here`;
  if (refusal.reason === "pages")
    return `This PDF declares ${refusal.declared.toLocaleString("en-GB")} pages; at most ${refusal.max} are accepted`;
  if (refusal.reason === "proportions")
    return `This picture is ${refusal.ratio} times longer than it is wide; at most ${refusal.max} is accepted`;
  return `This PDF has a page ${refusal.declaredMm} mm long; pages up to ${refusal.maxMm} mm are accepted here`;
}
