import { column, ellipse, type Layout, logo, rect, text } from "./template-primitives";
import type { TemplateTexts } from "./template-texts";

/** Flyer and leaflet layouts, A6 to A4 and DL (issue 14). */

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
) => {
  const line = column(x, width, align);
  return [
    line("headline", f.headline, y, 22 * u, 40 * u, ink, { font, weight: 700 }),
    line("subtitle", f.subtitle, y + 24 * u, 14 * u, 15 * u, accent, { weight: 700 }),
    line("body", f.body, y + 42 * u, 36 * u, 11 * u, ink, { lineHeight: 1.35 }),
  ];
};

const flyerFooter = (
  f: TemplateTexts["flyer"],
  w: number,
  h: number,
  u: number,
  ink: string,
  align: "left" | "center" = "left",
) => {
  const line = column(10 * u, w - 20 * u, align);
  return [
    line("date", f.date, h - 38 * u, 10 * u, 16 * u, ink, { font: "montserrat", weight: 700 }),
    line("address", f.address, h - 25 * u, 6 * u, 10 * u, ink),
    line("website", f.website, h - 17 * u, 6 * u, 10 * u, ink, { weight: 700 }),
  ];
};

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
