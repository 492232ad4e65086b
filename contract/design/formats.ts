import type { SceneFormat } from "./scene.schemas";

/**
 * Which trim size a product configuration prints at, and which template family fits it (issue 14).
 * Formats are the products' own option values: "85x55" (width x height, mm) or an ISO/DL name.
 */
export const DESIGN_BLEED_MM = 2;

const NAMED: Readonly<Record<string, readonly [number, number]>> = {
  a6: [105, 148],
  a5: [148, 210],
  a4: [210, 297],
  a3: [297, 420],
  a2: [420, 594],
  dl: [99, 210],
};

export type TemplateFamily = "card" | "square" | "flyer" | "dl";

export interface DesignFormat extends SceneFormat {
  /** The option value, e.g. "85x55" or "a5": the key templates are listed by. */
  key: string;
  family: TemplateFamily;
}

/** The trim size of a format value, or null for a value that names no size. */
export function designFormatOf(value: string): DesignFormat | null {
  const key = value.trim().toLowerCase();
  const sized = /^(\d{2,4})x(\d{2,4})$/.exec(key);
  const dimensions = sized ? ([Number(sized[1]), Number(sized[2])] as const) : NAMED[key];
  if (!dimensions) return null;
  const [widthMm, heightMm] = dimensions;
  return { key, widthMm, heightMm, bleedMm: DESIGN_BLEED_MM, family: familyOf(widthMm, heightMm) };
}

function familyOf(width: number, height: number): TemplateFamily {
  if (width === height) return "square";
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  if (long <= 100) return "card";
  return long / short > 1.9 ? "dl" : "flyer";
}

/** The attribute a product's format lives in (business cards and flyers: "format"; labels: "size"). */
export const FORMAT_FEATURES = ["format", "size"] as const;

export function designFormatOfSelection(attributes: Readonly<Record<string, string>>): DesignFormat | null {
  for (const feature of FORMAT_FEATURES) {
    const value = attributes[feature];
    if (value) return designFormatOf(value);
  }
  return null;
}

/** The printed sides a design with this many pages needs ("sides" option values). */
export const sidesForPages = (pages: number) => (pages > 1 ? "4-4" : "4-0");
export const pagesForSides = (sides: string | undefined) => (sides === "4-4" ? 2 : 1);
