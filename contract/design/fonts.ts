/**
 * The design editor's embedded font set (issue 14, ADR 035): four open-licence families from
 * Fontsource, regular and bold. The browser loads the WOFF2 files through Fontsource's CSS; the
 * commerce API embeds the WOFF files of the same cut in print PDFs. Browser-safe.
 */
export const DESIGN_FONT_IDS = ["inter", "montserrat", "playfair-display", "roboto-slab"] as const;
export type DesignFontId = (typeof DESIGN_FONT_IDS)[number];
export const DESIGN_FONT_WEIGHTS = [400, 700] as const;
export type DesignFontWeight = (typeof DESIGN_FONT_WEIGHTS)[number];

export const DESIGN_FONTS: Readonly<Record<DesignFontId, { family: string; label: string }>> = {
  inter: { family: "Inter", label: "Inter" },
  montserrat: { family: "Montserrat", label: "Montserrat" },
  "playfair-display": { family: "Playfair Display", label: "Playfair Display" },
  "roboto-slab": { family: "Roboto Slab", label: "Roboto Slab" },
};

/** The Fontsource file of one cut, relative to node_modules (server side: PDF and previews). */
export const fontFileOf = (font: DesignFontId, weight: DesignFontWeight) =>
  `@fontsource/${font}/files/${font}-latin-${weight}-normal.woff`;
