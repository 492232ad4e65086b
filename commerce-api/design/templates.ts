import { designFormatOf } from "#contract/design/formats";
import { type Scene, sceneSchema } from "#contract/design/scene.schemas";
import { CARD_LAYOUTS } from "./card-layouts";
import { FLYER_LAYOUTS } from "./flyer-layouts";
import { type Layout, PALETTES } from "./template-primitives";
import { TEMPLATE_TEXTS } from "./template-texts";

/**
 * The template browser's catalogue (issue 14): every layout in both of its palettes, drawn at every
 * format of the products that offer online design, in the tenant's language.
 */
export const DESIGN_FORMAT_KEYS = ["85x55", "90x50", "55x55", "a6", "a5", "dl", "a4"] as const;

export interface TemplateSeed {
  id: string;
  formatKey: string;
  family: string;
  name: string;
  category: string;
  scene: Scene;
  sortIndex: number;
}

export function buildTemplates(lang: "fr" | "en"): TemplateSeed[] {
  const texts = TEMPLATE_TEXTS[lang];
  return DESIGN_FORMAT_KEYS.flatMap((formatKey) => {
    const format = designFormatOf(formatKey);
    if (!format) throw new Error(`No trim size for ${formatKey}`);
    const layouts: readonly Layout[] =
      format.family === "card" || format.family === "square" ? CARD_LAYOUTS : FLYER_LAYOUTS;
    return layouts.flatMap((layout, layoutIndex) =>
      layout.palettes.map((paletteKey, paletteIndex) => {
        const palette = PALETTES[paletteKey];
        if (!palette) throw new Error(`No palette ${paletteKey}`);
        const scene = sceneSchema.parse({
          version: 1,
          format: { widthMm: format.widthMm, heightMm: format.heightMm, bleedMm: format.bleedMm },
          pages: layout.draw(format.widthMm, format.heightMm, texts, palette),
        });
        return {
          id: `${layout.key}-${paletteKey}-${formatKey}`,
          formatKey,
          family: format.family,
          name: `${texts.layouts[layout.key] ?? layout.key} ${texts.palettes[paletteKey] ?? paletteKey}`,
          category: texts.categories[layout.category] ?? layout.category,
          scene,
          // Alternating palettes keep neighbours in the grid different.
          sortIndex: paletteIndex * 100 + layoutIndex,
        };
      }),
    );
  });
}
