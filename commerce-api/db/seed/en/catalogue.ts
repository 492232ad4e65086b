import { h2, h3, p, productPage, ul } from "../page-builders";
import type { PageSeed } from "../types";
import {
  businessCards,
  enRangeCards,
  flyers,
  home,
  labelRange,
  penRange,
  posterRange,
  productCards,
} from "./cards";

/** English (British) catalogue pages: home, categories and product pages. */

export const enCataloguePages: PageSeed[] = [
  {
    key: "home",
    path: "/",
    title: "Online printing for businesses",
    metaTitle: "Presto Print | Online printing: business cards, flyers, posters",
    metaDescription:
      "Print business cards, flyers, leaflets and posters online. Great prices on larger runs, artwork checks and fast UK delivery.",
    layout: "home",
    blocks: [
      {
        type: "hero",
        eyebrow: "Online printers since 2009",
        title: "Professional print, delivered in 48 hours",
        text: "Configure your product, see your price instantly and upload your artwork: our printers take care of the rest.",
        cta: { label: "Shop business cards", path: businessCards.path },
        image: "/images/hero-print.svg",
      },
      {
        type: "categoryGrid",
        title: "Shop by category",
        items: [
          {
            name: businessCards.label,
            path: businessCards.path,
            image: "/images/categories/business-cards.svg",
            text: "Standard, laminated or spot UV: make a first impression that lasts.",
          },
          {
            name: flyers.label,
            path: flyers.path,
            image: "/images/categories/flyers.svg",
            text: "Flyers and leaflets for events, menus and local campaigns.",
          },
          ...enRangeCards,
        ],
      },
      {
        type: "usps",
        items: [
          {
            icon: "truck",
            title: "Fast delivery",
            text: "Dispatched within 1 to 3 working days, depending on the turnaround you choose.",
          },
          {
            icon: "shield-check",
            title: "Artwork check",
            text: "A prepress specialist checks your file before it goes to print.",
          },
          { icon: "leaf", title: "FSC-certified paper", text: "Paper from responsibly managed forests." },
          {
            icon: "headset",
            title: "Friendly support",
            text: "Our team is on hand Monday to Friday, 9am to 6pm.",
          },
        ],
      },
      { type: "productGrid", title: "Our best sellers", items: Object.values(productCards) },
      {
        type: "faq",
        title: "Frequently asked questions",
        items: [
          {
            question: "Which file formats do you accept?",
            answer:
              "We recommend a high-resolution PDF (PDF/X-4) in CMYK with 2mm bleed. JPEG and PNG files at 300dpi are also accepted.",
          },
          {
            question: "Can I see a proof before printing?",
            answer:
              "Yes. Add an artwork check and a specialist will review your file and let you know about any issues before it goes into production.",
          },
          {
            question: "Do you deliver to Ireland?",
            answer:
              "Yes, we deliver across the UK and Ireland. Delivery times and costs are shown while you configure your product.",
          },
        ],
      },
    ],
  },
  {
    key: "category-business-cards",
    path: businessCards.path,
    title: "Business cards",
    metaTitle: "Custom business cards | Presto Print",
    metaDescription:
      "Print custom business cards on 350gsm card with matt or gloss lamination and spot UV. Fast delivery.",
    layout: "category",
    breadcrumbs: [home, businessCards],
    blocks: [
      {
        type: "hero",
        eyebrow: null,
        title: "Business cards",
        text: "Thick card, true-to-life colours and premium finishes for a card people keep.",
        cta: null,
        image: "/images/categories/business-cards.svg",
      },
      { type: "productGrid", title: "Choose your card", items: [productCards.businessCards] },
      {
        type: "richText",
        content: [
          h2("Choosing the right business card"),
          p(
            "The standard UK size is 85 x 55mm. 350gsm card feels substantial in the hand, and a matt lamination gives a soft finish that resists fingerprints.",
          ),
        ],
      },
    ],
  },
  {
    key: "category-flyers",
    path: flyers.path,
    title: "Flyers & leaflets",
    metaTitle: "Cheap flyer and leaflet printing | Presto Print",
    metaDescription:
      "Full-colour flyers and leaflets from A6 to A4, folded and delivered in 48 hours. Lower prices on larger runs.",
    layout: "category",
    breadcrumbs: [home, flyers],
    blocks: [
      {
        type: "hero",
        eyebrow: null,
        title: "Flyers & leaflets",
        text: "Promote an event, share a menu or hand out an offer: in volume, at the best price.",
        cta: null,
        image: "/images/categories/flyers.svg",
      },
      {
        type: "productGrid",
        title: "Our products",
        items: [productCards.flyers, productCards.foldedLeaflets],
      },
      {
        type: "faq",
        title: "Frequently asked questions",
        items: [
          {
            question: "Which paper weight should I choose for a flyer?",
            answer:
              "130gsm silk is ideal for mass distribution; choose 250 or 350gsm for a more premium feel.",
          },
        ],
      },
    ],
  },
  productPage({
    key: "product-business-cards",
    productKey: "business-cards",
    path: productCards.businessCards.path,
    name: productCards.businessCards.name,
    metaTitle: "Standard business cards 85 x 55mm | Presto Print",
    metaDescription:
      "Standard business cards on 350gsm card, printed single or double-sided, from 100 cards.",
    description: "The classic 85 x 55mm business card, printed in full colour on 350gsm silk card.",
    highlights: [
      "350gsm silk card",
      "Single or double-sided",
      "Optional matt or gloss lamination",
      "From 100 cards",
    ],
    details: [
      h2("Specifications"),
      ul("Finished size: 85 x 55mm", "Bleed: 2mm on each edge", "Printing: full colour CMYK"),
      h3("Tip from our studio"),
      p("Keep text at least 3mm inside the trim line so nothing important is cut off."),
    ],
    trail: [home, businessCards],
  }),
  productPage({
    key: "product-flyers",
    productKey: "flyers",
    path: productCards.flyers.path,
    name: productCards.flyers.name,
    metaTitle: "Flyer printing A6, A5 and A4 | Presto Print",
    metaDescription: "Print flyers online: A6 to A4, 130 to 350gsm paper, delivered in 48 hours.",
    description: "The go-to format for promotions and events, printed single or double-sided.",
    highlights: ["A6, A5, A4 and DL sizes", "130 to 350gsm gloss or silk", "From 50 flyers"],
    details: [
      h2("Specifications"),
      ul("Digital or litho printing depending on quantity", "Gloss or silk finish"),
      p("Above 1,000 copies, litho printing gives the lowest price per flyer."),
    ],
    trail: [home, flyers],
  }),
  productPage({
    key: "product-folded-leaflets",
    productKey: "folded-leaflets",
    path: productCards.foldedLeaflets.path,
    name: productCards.foldedLeaflets.name,
    metaTitle: "Folded leaflet printing | Presto Print",
    metaDescription: "Bi-fold, tri-fold and Z-fold leaflets. Printing, creasing and folding included.",
    description: "Tell your story across several panels: we print, crease and fold your leaflets.",
    highlights: ["Roll fold, Z-fold or half fold", "Creasing included from 170gsm", "Delivered folded"],
    details: [
      h2("Specifications"),
      ul("Open sizes A4 and A3", "130 to 250gsm silk or gloss"),
      p("For a roll fold, make the inside panel 2mm narrower so it folds in neatly."),
    ],
    trail: [home, flyers],
  }),
  productPage({
    key: "product-posters",
    productKey: "posters",
    path: productCards.posters.path,
    name: productCards.posters.name,
    metaTitle: "Poster printing A3 to A0 | Presto Print",
    metaDescription: "High-definition posters from A3 to A0 on satin or blueback paper for outdoor display.",
    description: "Vivid posters for shop windows, exhibitions and advertising campaigns.",
    highlights: ["A3 to A0", "170gsm satin or blueback paper", "High-definition printing"],
    details: [
      h2("Specifications"),
      ul("Satin paper for indoor use", "Blueback paper for outdoor billboards"),
      p("Allow at least 150dpi at final size for a poster viewed from a distance."),
    ],
    trail: [home, posterRange],
  }),
  productPage({
    key: "product-roll-labels",
    productKey: "roll-labels",
    path: productCards.rollLabels.path,
    name: productCards.rollLabels.name,
    metaTitle: "Printed roll labels | Presto Print",
    metaDescription:
      "Custom self-adhesive roll labels for your products: paper or vinyl, custom shapes, 500 labels per roll.",
    description: "Self-adhesive labels on rolls for jars, bottles and packaging.",
    highlights: ["500 labels per roll", "Paper, white or clear vinyl", "Cut to shape"],
    details: [
      h2("Specifications"),
      ul("76mm core", "Choice of unwind direction", "Suitable for label applicators"),
      p("Tell us the unwind direction if you apply labels with a machine."),
    ],
    trail: [home, labelRange],
  }),
  productPage({
    key: "product-pens",
    productKey: "pens",
    path: productCards.pens.path,
    name: productCards.pens.name,
    metaTitle: "Branded pens with your logo | Presto Print",
    metaDescription: "Promotional ballpoint pens printed or laser-engraved with your logo, from 50 pens.",
    description: "A useful everyday giveaway, branded with your logo and colours.",
    highlights: ["Pad printing or laser engraving", "Blue or black ink", "From 50 pens"],
    details: [
      h2("Specifications"),
      ul("Print area: 40 x 8mm", "Recycled plastic or aluminium barrel"),
      p("Send your logo as a vector file (PDF or SVG) for crisp results."),
    ],
    trail: [home, penRange],
  }),
];
