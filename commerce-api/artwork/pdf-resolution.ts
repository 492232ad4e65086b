import { runOnFile } from "./poppler";

/**
 * How sharp the pictures inside a PDF print (issue 36 §5, ADR 087): `pdfimages -list` gives, for every
 * image placed on a page, its pixels per inch at the size it is drawn on that page (x-ppi, y-ppi). The
 * file's resolution is the lowest of them — one blurred photo is enough to print blurred — so a PDF is
 * measured like a raster image and, under PRINT_DPI, asks for the same "print as is" choice (ADR 081).
 * A PDF with no images (text and vectors only) has no resolution: it prints sharp at any size.
 */

/** Soft masks and masks are transparency, not printed detail: a coarse shadow mask is not a blurred photo. */
const MEASURED_TYPES = new Set(["image", "stencil"]);
/** An image drawn a hair wide (a rule, a dot) shows absurd ppi; only a real picture's are kept. */
const plausiblePpi = (ppi: number) => Number.isFinite(ppi) && ppi > 0 && ppi < 100_000;

/**
 * The lowest x-ppi or y-ppi of the placed images in `pdfimages -list` output, rounded; null when it
 * lists none. Columns: page num type width height color comp bpc enc interp object ID x-ppi y-ppi size ratio.
 */
export function lowestImagePpi(listing: string): number | null {
  let lowest: number | null = null;
  for (const line of listing.split("\n")) {
    const fields = line.trim().split(/\s+/);
    if (fields.length < 14 || !/^\d+$/.test(fields[0] ?? "")) continue; // header, rule, blank
    if (!MEASURED_TYPES.has(fields[2] ?? "")) continue;
    for (const ppi of [Number(fields[12]), Number(fields[13])])
      if (plausiblePpi(ppi) && (lowest === null || ppi < lowest)) lowest = ppi;
  }
  return lowest === null ? null : Math.round(lowest);
}

/**
 * A PDF's resolution as printed at its own page size (the size the pictures are placed at); null when
 * it has no images, when pdfimages is missing or can't read the file — then it is not measured, as
 * every PDF was before.
 */
export async function pdfImageResolution(bytes: Uint8Array, tool = "pdfimages"): Promise<number | null> {
  const answer = await runOnFile(tool, bytes, (input) => ["-list", input]);
  return answer ? lowestImagePpi(answer.stdout) : null;
}
