import { productImage } from "../page-builders";

/** Breadcrumbs and cards shared by the English catalogue, category and home pages. */

export const home = { label: "Home", path: "/" };
export const businessCards = { label: "Business cards", path: "/business-cards/" };
export const flyers = { label: "Flyers & leaflets", path: "/flyers-and-leaflets/" };
export const posterRange = { label: "Posters", path: "/large-format-posters/" };
export const labelRange = { label: "Labels", path: "/labels/" };
export const penRange = { label: "Pens & promotional items", path: "/pens-and-promotional-items/" };

export const productCards = {
  businessCards: {
    name: "Standard business cards",
    path: "/business-cards/standard/",
    image: productImage("business-cards"),
    text: "350gsm card, single or double-sided, from 100 cards.",
  },
  flyers: {
    name: "Flyers",
    path: "/flyers-and-leaflets/flyers/",
    image: productImage("flyers"),
    text: "A6 to A4 on gloss or silk paper.",
  },
  foldedLeaflets: {
    name: "Folded leaflets",
    path: "/flyers-and-leaflets/folded-leaflets/",
    image: productImage("folded-leaflets"),
    text: "Roll fold, Z-fold or half fold, delivered folded.",
  },
  posters: {
    name: "Posters",
    path: "/posters/",
    image: productImage("posters"),
    text: "A3 to A0, for shop windows, events and offices.",
  },
  rollLabels: {
    name: "Roll labels",
    path: "/roll-labels/",
    image: productImage("roll-labels"),
    text: "Self-adhesive labels on rolls, ready for hand or machine application.",
  },
  pens: {
    name: "Branded pens",
    path: "/branded-pens/",
    image: productImage("pens"),
    text: "Ballpoint pens printed with your logo, from 50 pens.",
  },
};

export const enRangeCards = [
  {
    name: posterRange.label,
    path: posterRange.path,
    image: productImage("posters"),
    text: "A3 to A0, for shop windows, exhibitions and billboards.",
  },
  {
    name: labelRange.label,
    path: labelRange.path,
    image: productImage("roll-labels"),
    text: "Self-adhesive labels on rolls for jars, bottles and parcels.",
  },
  {
    name: penRange.label,
    path: penRange.path,
    image: productImage("pens"),
    text: "Pens printed with your logo, for customers and teams.",
  },
];
