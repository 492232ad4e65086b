import { categoryPage, h2, p, productImage, ul } from "../page-builders";
import type { PageSeed } from "../types";
import { home, labelRange, penRange, posterRange, productCards } from "./cards";

/** English category pages of the ranges without one before issue 15 (posters, labels, pens). */

export const enCategoryPages: PageSeed[] = [
  categoryPage({
    key: "category-posters",
    crumb: posterRange,
    home,
    metaTitle: "Large format poster printing | Presto Print",
    metaDescription:
      "Posters printed A3 to A0 in high definition, on silk or blueback paper. Great prices on larger runs and fast delivery.",
    pitch: "Vivid colours from A3 to A0, for indoor displays and outdoor billboards alike.",
    image: productImage("posters"),
    gridTitle: "Our posters",
    products: [productCards.posters],
    advice: [
      h2("Choosing your poster"),
      p(
        "170gsm silk suits shop windows and exhibitions; opaque blueback paper is made for outdoor billboards.",
      ),
      ul("A3 and A2: in-store displays", "A1 and A0: exhibitions and large boards"),
    ],
  }),
  categoryPage({
    key: "category-labels",
    crumb: labelRange,
    home,
    metaTitle: "Custom printed labels | Presto Print",
    metaDescription:
      "Self-adhesive roll labels on paper or vinyl, cut to the shape you need. Ready for labelling machines.",
    pitch: "Self-adhesive labels on rolls, ready for hand or machine application.",
    image: productImage("roll-labels"),
    gridTitle: "Our labels",
    products: [productCards.rollLabels],
    advice: [
      h2("Paper or vinyl?"),
      p("Paper suits dry goods; vinyl stands up to water and cold, ideal for bottles and chilled products."),
    ],
  }),
  categoryPage({
    key: "category-pens",
    crumb: penRange,
    home,
    metaTitle: "Branded pens and promotional items | Presto Print",
    metaDescription:
      "Ballpoint pens printed or engraved with your logo, from 50 pens. A promotional item people use every day.",
    pitch: "Everyday items carrying your logo and colours.",
    image: productImage("pens"),
    gridTitle: "Our promotional items",
    products: [productCards.pens],
    advice: [
      h2("Pad printing or laser engraving?"),
      p(
        "Pad printing reproduces your colours on plastic barrels; laser engraving gives a lasting tone-on-tone mark on aluminium.",
      ),
    ],
  }),
];
