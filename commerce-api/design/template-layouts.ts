import type { SceneInput } from "../../contract/design/scene.schemas";
import type { TemplateTexts } from "./template-texts";

/**
 * The seeded templates' drawings (issue 14): each layout places the same slots (name, title,
 * contacts … or headline, date, body …) relative to the trim size, so one layout serves every size
 * of its family; two palettes each make twelve templates per family.
 */
export interface Palette {
  key: string;
  background: string;
  ink: string;
  accent: string;
  soft: string;
  onAccent: string;
}

export const PALETTES: Readonly<Record<string, Palette>> = {
  blue: {
    key: "blue",
    background: "#ffffff",
    ink: "#1d2939",
    accent: "#1d4ed8",
    soft: "#e0e7ff",
    onAccent: "#ffffff",
  },
  coral: {
    key: "coral",
    background: "#fffaf5",
    ink: "#3b1d1d",
    accent: "#e4572e",
    soft: "#ffe4d6",
    onAccent: "#ffffff",
  },
  forest: {
    key: "forest",
    background: "#f6f7f2",
    ink: "#1f2d1f",
    accent: "#2f6b3a",
    soft: "#dce8d5",
    onAccent: "#ffffff",
  },
  sand: {
    key: "sand",
    background: "#fbf6ec",
    ink: "#3d3425",
    accent: "#b08d57",
    soft: "#efe3cc",
    onAccent: "#ffffff",
  },
  ink: {
    key: "ink",
    background: "#111827",
    ink: "#f9fafb",
    accent: "#facc15",
    soft: "#1f2937",
    onAccent: "#111827",
  },
  plum: {
    key: "plum",
    background: "#ffffff",
    ink: "#2e1a33",
    accent: "#7e3a8c",
    soft: "#f3e5f5",
    onAccent: "#ffffff",
  },
};

type Layer = SceneInput["pages"][number]["layers"][number];
type Page = SceneInput["pages"][number];
export interface Layout {
  key: string;
  category: string;
  palettes: readonly [string, string];
  draw: (w: number, h: number, texts: TemplateTexts, palette: Palette) => Page[];
}

let counter = 0;
const id = (prefix: string) => `${prefix}${++counter}`;
const text = (layer: Omit<Extract<Layer, { type: "text" }>, "type" | "id">): Layer => ({
  type: "text",
  id: id("t"),
  ...layer,
});
const rect = (x: number, y: number, width: number, height: number, fill: string, cornerMm = 0): Layer => ({
  type: "shape",
  id: id("s"),
  shape: "rect",
  x,
  y,
  width,
  height,
  fill,
  stroke: null,
  strokeMm: 0,
  cornerMm,
});
const ellipse = (x: number, y: number, width: number, height: number, fill: string): Layer => ({
  type: "shape",
  id: id("e"),
  shape: "ellipse",
  x,
  y,
  width,
  height,
  fill,
  stroke: null,
  strokeMm: 0,
});
const logo = (x: number, y: number, width: number, height: number): Layer => ({
  type: "image",
  id: id("i"),
  slot: "logo",
  imageId: null,
  x,
  y,
  width,
  height,
  fit: "contain",
});

/** Name, title and the contact block of a card, from a top-left corner and a width. */
function cardBlock(
  t: TemplateTexts["card"],
  p: Palette,
  x: number,
  y: number,
  width: number,
  u: number,
  align: "left" | "center" | "right",
  font: Layer extends never ? never : "inter" | "montserrat" | "playfair-display" | "roboto-slab",
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

/** A flyer's text column: headline, subtitle, body, date and address, from a top-left corner. */
const flyerText = (
  f: TemplateTexts["flyer"],
  x: number,
  y: number,
  width: number,
  u: number,
  ink: string,
  accent: string,
  font: "inter" | "montserrat" | "playfair-display" | "roboto-slab",
  align: "left" | "center" = "left",
) => [
  text({
    slot: "headline",
    text: f.headline,
    x,
    y,
    width,
    height: 22 * u,
    font,
    weight: 700,
    sizePt: 40 * u,
    color: ink,
    align,
  }),
  text({
    slot: "subtitle",
    text: f.subtitle,
    x,
    y: y + 24 * u,
    width,
    height: 14 * u,
    font: "inter",
    weight: 700,
    sizePt: 15 * u,
    color: accent,
    align,
  }),
  text({
    slot: "body",
    text: f.body,
    x,
    y: y + 42 * u,
    width,
    height: 36 * u,
    font: "inter",
    weight: 400,
    sizePt: 11 * u,
    color: ink,
    align,
    lineHeight: 1.35,
  }),
];

const flyerFooter = (
  f: TemplateTexts["flyer"],
  w: number,
  h: number,
  u: number,
  ink: string,
  align: "left" | "center" = "left",
) => [
  text({
    slot: "date",
    text: f.date,
    x: 10 * u,
    y: h - 38 * u,
    width: w - 20 * u,
    height: 10 * u,
    font: "montserrat",
    weight: 700,
    sizePt: 16 * u,
    color: ink,
    align,
  }),
  text({
    slot: "address",
    text: f.address,
    x: 10 * u,
    y: h - 25 * u,
    width: w - 20 * u,
    height: 6 * u,
    font: "inter",
    weight: 400,
    sizePt: 10 * u,
    color: ink,
    align,
  }),
  text({
    slot: "website",
    text: f.website,
    x: 10 * u,
    y: h - 17 * u,
    width: w - 20 * u,
    height: 6 * u,
    font: "inter",
    weight: 700,
    sizePt: 10 * u,
    color: ink,
    align,
  }),
];

export const FLYER_LAYOUTS: readonly Layout[] = [
  {
    key: "event",
    category: "event",
    palettes: ["blue", "coral"],
    draw: (w, h, { flyer }, p) => {
      const u = w / 148;
      const top = h * 0.42;
      return [
        {
          background: p.background,
          layers: [
            rect(-2, -2, w + 4, top + 2, p.accent),
            logo(10 * u, 10 * u, 30 * u, 18 * u),
            text({
              slot: "headline",
              text: flyer.headline,
              x: 10 * u,
              y: top - 30 * u,
              width: w - 20 * u,
              height: 22 * u,
              font: "montserrat",
              weight: 700,
              sizePt: 40 * u,
              color: p.onAccent,
              align: "left",
            }),
            text({
              slot: "subtitle",
              text: flyer.subtitle,
              x: 10 * u,
              y: top + 8 * u,
              width: w - 20 * u,
              height: 14 * u,
              font: "inter",
              weight: 700,
              sizePt: 15 * u,
              color: p.accent,
              align: "left",
            }),
            text({
              slot: "body",
              text: flyer.body,
              x: 10 * u,
              y: top + 25 * u,
              width: w - 20 * u,
              height: h - top - 68 * u,
              font: "inter",
              weight: 400,
              sizePt: 11 * u,
              color: p.ink,
              align: "left",
              lineHeight: 1.35,
            }),
            ...flyerFooter(flyer, w, h, u, p.ink),
          ],
        },
      ];
    },
  },
  {
    key: "poster",
    category: "promotion",
    palettes: ["ink", "plum"],
    draw: (w, h, { flyer }, p) => {
      const u = w / 148;
      const dark = p.key === "ink" ? p.background : "#2e1a33";
      const light = "#f9fafb";
      return [
        {
          background: dark,
          layers: [
            rect(10 * u, 14 * u, 24 * u, 2.5 * u, p.accent),
            ...flyerText(
              flyer,
              10 * u,
              22 * u,
              w - 20 * u,
              u,
              light,
              p.key === "ink" ? p.accent : "#e9b8f2",
              "montserrat",
            ),
            rect(-2, h - 44 * u, w + 4, 44 * u + 2, p.accent),
            ...flyerFooter(flyer, w, h, u, p.onAccent),
          ],
        },
      ];
    },
  },
  {
    key: "editorial",
    category: "elegant",
    palettes: ["sand", "forest"],
    draw: (w, h, { flyer }, p) => {
      const u = w / 148;
      return [
        {
          background: p.background,
          layers: [
            rect(10 * u, 12 * u, w - 20 * u, 0.5 * u, p.ink),
            logo(w / 2 - 15 * u, 18 * u, 30 * u, 16 * u),
            ...flyerText(flyer, 12 * u, 42 * u, w - 24 * u, u, p.ink, p.accent, "playfair-display", "center"),
            rect(10 * u, h - 44 * u, w - 20 * u, 0.5 * u, p.ink),
            ...flyerFooter(flyer, w, h, u, p.ink, "center"),
          ],
        },
      ];
    },
  },
  {
    key: "panel",
    category: "business",
    palettes: ["forest", "blue"],
    draw: (w, h, { flyer }, p) => {
      const u = w / 148;
      return [
        {
          background: p.soft,
          layers: [
            rect(8 * u, 8 * u, w - 16 * u, h - 58 * u, p.background, 4 * u),
            logo(16 * u, 16 * u, 28 * u, 16 * u),
            ...flyerText(flyer, 16 * u, 38 * u, w - 32 * u, u, p.ink, p.accent, "roboto-slab"),
            ...flyerFooter(flyer, w, h, u, p.ink),
          ],
        },
      ];
    },
  },
  {
    key: "circle",
    category: "promotion",
    palettes: ["coral", "sand"],
    draw: (w, h, { flyer }, p) => {
      const u = w / 148;
      return [
        {
          background: p.background,
          layers: [
            ellipse(w * 0.45, -w * 0.25, w * 0.8, w * 0.8, p.soft),
            ellipse(w * 0.62, w * 0.08, w * 0.3, w * 0.3, p.accent),
            ...flyerText(flyer, 10 * u, h * 0.3, w - 20 * u, u, p.ink, p.accent, "montserrat"),
            ...flyerFooter(flyer, w, h, u, p.ink),
          ],
        },
      ];
    },
  },
  {
    key: "stripe",
    category: "minimal",
    palettes: ["plum", "blue"],
    draw: (w, h, { flyer }, p) => {
      const u = w / 148;
      return [
        {
          background: p.background,
          layers: [
            rect(-2, -2, 6 * u + 2, h + 4, p.accent),
            logo(w - 42 * u, 12 * u, 30 * u, 16 * u),
            ...flyerText(flyer, 14 * u, 36 * u, w - 26 * u, u, p.ink, p.accent, "inter"),
            ...flyerFooter(flyer, w, h, u, p.ink),
          ],
        },
      ];
    },
  },
];
