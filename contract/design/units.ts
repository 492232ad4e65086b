/** Print units of the design editor (issue 14). Scenes are in millimetres; PDFs in points. */
export const MM_PER_INCH = 25.4;
export const POINTS_PER_INCH = 72;

export const mmToPt = (mm: number) => (mm * POINTS_PER_INCH) / MM_PER_INCH;
export const ptToMm = (pt: number) => (pt * MM_PER_INCH) / POINTS_PER_INCH;
/** Pixels a length takes at a resolution (dots per inch). */
export const mmToPx = (mm: number, dpi: number) => (mm * dpi) / MM_PER_INCH;

/** Below this, an image prints visibly soft (spec: files at 300 dpi at final size). */
export const PRINT_DPI = 300;

/**
 * The resolution an image prints at when its pixels fill a box in millimetres: the smaller of both
 * directions, since a stretched image is as sharp as its coarser axis.
 */
export function effectiveDpi(
  image: { widthPx: number; heightPx: number },
  box: { width: number; height: number },
) {
  const across = (image.widthPx * MM_PER_INCH) / box.width;
  const down = (image.heightPx * MM_PER_INCH) / box.height;
  return Math.floor(Math.min(across, down));
}

export const isLowResolution = (dpi: number) => dpi < PRINT_DPI;
