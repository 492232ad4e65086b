import type { DesignFontId } from "#contract/design/fonts";
import { column, id, type Layout, logo, type Page, type Palette, rect } from "./template-primitives";
import type { TemplateTexts } from "./template-texts";

/** Business card and square card layouts (issue 14). */

/** Name, title and the contact block of a card, from a top-left corner and a width. */
function cardBlock(
  t: TemplateTexts["card"],
  p: Palette,
  x: number,
  y: number,
  width: number,
  u: number,
  align: "left" | "center" | "right",
  font: DesignFontId,
  ink = p.ink,
  accent = p.accent,
) {
  const line = column(x, width, align);
  return [
    line("name", t.name, y, 6 * u, 13 * u, ink, { font, weight: 700 }),
    line("title", t.title, y + 6.5 * u, 4 * u, 7.5 * u, accent),
    line("phone", t.phone, y + 15 * u, 3.4 * u, 6.5 * u, ink),
    line("email", t.email, y + 18.6 * u, 3.4 * u, 6.5 * u, ink),
    line("address", t.address, y + 22.2 * u, 7 * u, 6.5 * u, ink),
  ];
}

const companyVerso = (
  w: number,
  h: number,
  t: TemplateTexts["card"],
  background: string,
  color: string,
  u: number,
  font: DesignFontId,
): Page => {
  const line = column(5 * u, w - 10 * u, "center");
  return {
    background,
    layers: [
      logo(w / 2 - 9 * u, h / 2 - 16 * u, 18 * u, 14 * u),
      line("company", t.company, h / 2 + 1 * u, 7 * u, 14 * u, color, { font, weight: 700 }),
      line("website", t.website, h / 2 + 9 * u, 4 * u, 7 * u, color),
    ],
  };
};

export const CARD_LAYOUTS: readonly Layout[] = [
  {
    key: "classic",
    category: "business",
    palettes: ["blue", "forest"],
    draw: (w, h, { card }, p) => {
      const u = Math.min(w, h) / 55;
      return [
        {
          background: p.background,
          layers: [
            rect(-2, -2, w + 4, 4 * u + 2, p.accent),
            ...cardBlock(card, p, 6 * u, 10 * u, w - 12 * u, u, "left", "montserrat"),
            logo(w - 20 * u, 10 * u, 14 * u, 10 * u),
          ],
        },
        companyVerso(w, h, card, p.accent, p.onAccent, u, "montserrat"),
      ];
    },
  },
  {
    key: "band",
    category: "creative",
    palettes: ["coral", "plum"],
    draw: (w, h, { card }, p) => {
      const u = Math.min(w, h) / 55;
      const band = w * 0.32;
      return [
        {
          background: p.background,
          layers: [
            rect(-2, -2, band + 2, h + 4, p.accent),
            logo(4 * u, h / 2 - 8 * u, band - 8 * u, 16 * u),
            ...cardBlock(card, p, band + 5 * u, 9 * u, w - band - 9 * u, u, "left", "inter"),
          ],
        },
      ];
    },
  },
  {
    key: "centred",
    category: "minimal",
    palettes: ["blue", "sand"],
    draw: (w, h, { card }, p) => {
      const u = Math.min(w, h) / 55;
      const line = column(5 * u, w - 10 * u, "center");
      return [
        {
          background: p.background,
          layers: [
            line("name", card.name, 11 * u, 7 * u, 14 * u, p.ink, { font: "montserrat", weight: 700 }),
            line("title", card.title, 18.5 * u, 4 * u, 7.5 * u, p.accent),
            rect(w / 2 - 8 * u, 25 * u, 16 * u, 0.6 * u, p.accent),
            line("phone", card.phone, 31 * u, 3.4 * u, 6.5 * u, p.ink),
            line("email", card.email, 35 * u, 3.4 * u, 6.5 * u, p.ink),
            line("website", card.website, 39 * u, 3.4 * u, 6.5 * u, p.accent, { weight: 700 }),
          ],
        },
      ];
    },
  },
  {
    key: "night",
    category: "creative",
    palettes: ["ink", "plum"],
    draw: (w, h, { card }, p) => {
      const u = Math.min(w, h) / 55;
      const dark = p.key === "ink" ? p.background : "#2e1a33";
      return [
        {
          background: dark,
          layers: [
            rect(6 * u, 7 * u, 10 * u, 1.2 * u, p.accent),
            ...cardBlock(
              card,
              p,
              6 * u,
              11 * u,
              w - 12 * u,
              u,
              "left",
              "montserrat",
              "#f9fafb",
              p.key === "ink" ? p.accent : "#e9b8f2",
            ),
          ],
        },
        companyVerso(w, h, card, p.accent, p.onAccent, u, "montserrat"),
      ];
    },
  },
  {
    key: "elegant",
    category: "elegant",
    palettes: ["sand", "forest"],
    draw: (w, h, { card }, p) => {
      const u = Math.min(w, h) / 55;
      return [
        {
          background: p.background,
          layers: [
            rect(3.5 * u, 3.5 * u, w - 7 * u, h - 7 * u, p.background),
            {
              type: "shape",
              id: id("f"),
              shape: "rect",
              x: 3.5 * u,
              y: 3.5 * u,
              width: w - 7 * u,
              height: h - 7 * u,
              fill: null,
              stroke: p.accent,
              strokeMm: 0.35,
              cornerMm: 0,
            },
            ...cardBlock(card, p, 8 * u, 10 * u, w - 16 * u, u, "center", "playfair-display"),
          ],
        },
        companyVerso(w, h, card, p.soft, p.ink, u, "playfair-display"),
      ];
    },
  },
  {
    key: "minimal",
    category: "minimal",
    palettes: ["coral", "ink"],
    draw: (w, h, { card }, p) => {
      const u = Math.min(w, h) / 55;
      const line = column(6 * u, w - 12 * u, "left");
      const slab = { font: "roboto-slab", weight: 700 } as const;
      return [
        {
          background: p.background,
          layers: [
            column(w / 2, w / 2 - 6 * u, "right")(
              "company",
              card.company,
              6 * u,
              4 * u,
              7 * u,
              p.accent,
              slab,
            ),
            line("name", card.name, h - 26 * u, 7 * u, 15 * u, p.ink, slab),
            line("title", card.title, h - 18.5 * u, 4 * u, 7.5 * u, p.ink),
            line("phone", `${card.phone} · ${card.email}`, h - 11 * u, 4 * u, 6.5 * u, p.ink),
          ],
        },
      ];
    },
  },
];
