import type { DesignFontId } from "../../contract/design/fonts";
import { id, type Layout, logo, type Page, type Palette, rect, text } from "./template-primitives";
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
  return [
    text({
      slot: "name",
      text: t.name,
      x,
      y,
      width,
      height: 6 * u,
      font,
      weight: 700,
      sizePt: 13 * u,
      color: ink,
      align,
    }),
    text({
      slot: "title",
      text: t.title,
      x,
      y: y + 6.5 * u,
      width,
      height: 4 * u,
      font: "inter",
      weight: 400,
      sizePt: 7.5 * u,
      color: accent,
      align,
    }),
    text({
      slot: "phone",
      text: t.phone,
      x,
      y: y + 15 * u,
      width,
      height: 3.4 * u,
      font: "inter",
      weight: 400,
      sizePt: 6.5 * u,
      color: ink,
      align,
    }),
    text({
      slot: "email",
      text: t.email,
      x,
      y: y + 18.6 * u,
      width,
      height: 3.4 * u,
      font: "inter",
      weight: 400,
      sizePt: 6.5 * u,
      color: ink,
      align,
    }),
    text({
      slot: "address",
      text: t.address,
      x,
      y: y + 22.2 * u,
      width,
      height: 7 * u,
      font: "inter",
      weight: 400,
      sizePt: 6.5 * u,
      color: ink,
      align,
    }),
  ];
}

const companyVerso = (
  w: number,
  h: number,
  t: TemplateTexts["card"],
  background: string,
  color: string,
  u: number,
  font: "inter" | "montserrat" | "playfair-display" | "roboto-slab",
): Page => ({
  background,
  layers: [
    logo(w / 2 - 9 * u, h / 2 - 16 * u, 18 * u, 14 * u),
    text({
      slot: "company",
      text: t.company,
      x: 5 * u,
      y: h / 2 + 1 * u,
      width: w - 10 * u,
      height: 7 * u,
      font,
      weight: 700,
      sizePt: 14 * u,
      color,
      align: "center",
    }),
    text({
      slot: "website",
      text: t.website,
      x: 5 * u,
      y: h / 2 + 9 * u,
      width: w - 10 * u,
      height: 4 * u,
      font: "inter",
      weight: 400,
      sizePt: 7 * u,
      color,
      align: "center",
    }),
  ],
});

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
      return [
        {
          background: p.background,
          layers: [
            text({
              slot: "name",
              text: card.name,
              x: 5 * u,
              y: 11 * u,
              width: w - 10 * u,
              height: 7 * u,
              font: "montserrat",
              weight: 700,
              sizePt: 14 * u,
              color: p.ink,
              align: "center",
            }),
            text({
              slot: "title",
              text: card.title,
              x: 5 * u,
              y: 18.5 * u,
              width: w - 10 * u,
              height: 4 * u,
              font: "inter",
              weight: 400,
              sizePt: 7.5 * u,
              color: p.accent,
              align: "center",
            }),
            rect(w / 2 - 8 * u, 25 * u, 16 * u, 0.6 * u, p.accent),
            text({
              slot: "phone",
              text: card.phone,
              x: 5 * u,
              y: 31 * u,
              width: w - 10 * u,
              height: 3.4 * u,
              font: "inter",
              weight: 400,
              sizePt: 6.5 * u,
              color: p.ink,
              align: "center",
            }),
            text({
              slot: "email",
              text: card.email,
              x: 5 * u,
              y: 35 * u,
              width: w - 10 * u,
              height: 3.4 * u,
              font: "inter",
              weight: 400,
              sizePt: 6.5 * u,
              color: p.ink,
              align: "center",
            }),
            text({
              slot: "website",
              text: card.website,
              x: 5 * u,
              y: 39 * u,
              width: w - 10 * u,
              height: 3.4 * u,
              font: "inter",
              weight: 700,
              sizePt: 6.5 * u,
              color: p.accent,
              align: "center",
            }),
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
      return [
        {
          background: p.background,
          layers: [
            text({
              slot: "company",
              text: card.company,
              x: w / 2,
              y: 6 * u,
              width: w / 2 - 6 * u,
              height: 4 * u,
              font: "roboto-slab",
              weight: 700,
              sizePt: 7 * u,
              color: p.accent,
              align: "right",
            }),
            text({
              slot: "name",
              text: card.name,
              x: 6 * u,
              y: h - 26 * u,
              width: w - 12 * u,
              height: 7 * u,
              font: "roboto-slab",
              weight: 700,
              sizePt: 15 * u,
              color: p.ink,
              align: "left",
            }),
            text({
              slot: "title",
              text: card.title,
              x: 6 * u,
              y: h - 18.5 * u,
              width: w - 12 * u,
              height: 4 * u,
              font: "inter",
              weight: 400,
              sizePt: 7.5 * u,
              color: p.ink,
              align: "left",
            }),
            text({
              slot: "phone",
              text: `${card.phone} · ${card.email}`,
              x: 6 * u,
              y: h - 11 * u,
              width: w - 12 * u,
              height: 4 * u,
              font: "inter",
              weight: 400,
              sizePt: 6.5 * u,
              color: p.ink,
              align: "left",
            }),
          ],
        },
      ];
    },
  },
];
