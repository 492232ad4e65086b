import { designFormatOfSelection } from "../design/formats";
import { PRINT_DPI } from "./order-constants";

/**
 * Whether a print file is sharp enough at the size its line prints (issue 36 §5, ADR 081): an image's
 * pixels over the ordered format's trim size, in dots per inch. Below PRINT_DPI — what the upload
 * detail's "prints sharply up to" is computed at — the file is not accepted silently: the customer
 * chooses to print it as it is or sends another. Pure and zod-free (the storefront shows the same verdict).
 */

export interface PrintedSize {
  widthMm: number;
  heightMm: number;
  /**
   * "inside": the file is placed within this area (a logo on a pen's imprint area, ADR 087), scaled to
   * fit; otherwise it fills it (a page at the trim size).
   */
  fit?: "inside";
}

/** A product's imprint area, for products that print a logo on an object rather than a page (catalogue). */
export interface PrintArea {
  widthMm: number;
  heightMm: number;
}

/** Panels side by side of a folded leaflet, flat: a half fold has two, roll and Z folds three. */
const PANELS: Readonly<Record<string, number>> = { half: 2, roll: 3, accordion: 3 };

/**
 * The flat trim size a line prints at, from its format (and folding); for a product with no format, the
 * imprint area its catalogue names, which the file is fitted into; null when neither says a size.
 */
export function printedSizeOf(
  attributes: Readonly<Record<string, string>>,
  printArea?: PrintArea | null,
): PrintedSize | null {
  const format = designFormatOfSelection(attributes);
  if (!format) return printArea ? { ...printArea, fit: "inside" } : null;
  const panels = attributes.folding ? (PANELS[attributes.folding] ?? 1) : 1;
  return { widthMm: format.widthMm * panels, heightMm: format.heightMm };
}

/**
 * The image's resolution printed at that size, to the nearest dpi: the long side over the long side and the
 * short over the short (a file may come in either orientation). Filling the size (stretched to the trim),
 * the lower of the two; fitted inside an imprint area (scaled until one side touches), the higher.
 */
export function dpiAtPrintedSize(pixels: { width: number; height: number }, size: PrintedSize): number {
  const inches = (mm: number) => mm / 25.4;
  const longDpi = Math.max(pixels.width, pixels.height) / inches(Math.max(size.widthMm, size.heightMm));
  const shortDpi = Math.min(pixels.width, pixels.height) / inches(Math.min(size.widthMm, size.heightMm));
  const dpi = size.fit === "inside" ? Math.max(longDpi, shortDpi) : Math.min(longDpi, shortDpi);
  // A file made at exactly 300 dpi measures 299.97 after the pixel count's rounding: it is not low.
  return Math.floor(dpi + 0.5);
}

export const isLowResolution = (printDpi: number | null | undefined): printDpi is number =>
  printDpi != null && printDpi < PRINT_DPI;

export interface PrintChoiceFile {
  status: string;
  printDpi?: number | null;
  printAsIsAt?: string | null;
}

/** An accepted file too small for its printed size that the customer hasn't chosen to print as is. */
export const awaitsPrintChoice = (file: PrintChoiceFile): boolean =>
  file.status === "accepted" && isLowResolution(file.printDpi) && !file.printAsIsAt;

/** A file production can print: accepted, and sharp enough or explicitly accepted as it is. */
export const printable = (file: PrintChoiceFile): boolean =>
  file.status === "accepted" && !awaitsPrintChoice(file);
