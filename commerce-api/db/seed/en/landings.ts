import { h2, p, ul } from "../page-builders";
import type { PageSeed } from "../types";
import { home, productCards } from "./cards";

/**
 * English landing pages of issue 16 §4: Christmas, seasonal sales, printing deals and wonders.
 * Each has a yearly date window (a season block, London time) and product cards priced by the API.
 */

const timeZone = "Europe/London";

export const enLandingPages: PageSeed[] = [
  {
    key: "landing-christmas",
    path: "/christmas/",
    title: "Christmas printing for your business",
    metaTitle: "Christmas printing for businesses | Presto Print",
    metaDescription:
      "Greeting cards, gift labels and branded pens: order your Christmas printing by 18 December for delivery before the holidays.",
    layout: "landing",
    layoutSuffix: "christmas",
    breadcrumbs: [home, { label: "Christmas", path: "/christmas/" }],
    blocks: [
      {
        type: "season",
        timeZone,
        windows: [{ from: "11-15", until: "12-24" }],
        outside: "announce",
        closedTitle: "Our Christmas shop is closed",
        closedText: "It opens again on {date} with our festive printing ideas.",
      },
      {
        type: "hero",
        eyebrow: "Christmas",
        title: "Print that feels like the holidays",
        text: "Greeting cards, labels for your hampers and gifts for your clients: ready in a few days.",
        cta: { label: "See the cards", path: productCards.businessCards.path },
        image: "/images/hero-print.svg",
      },
      {
        type: "productGrid",
        title: "Festive ideas",
        items: [
          { ...productCards.businessCards, text: "Card-sized greetings to slip into every parcel." },
          { ...productCards.rollLabels, text: "Festive labels for your hampers, jars and bottles." },
          { ...productCards.pens, text: "The useful client gift, printed with your logo." },
          { ...productCards.foldedLeaflets, text: "Your holiday catalogue, folded and ready to hand out." },
        ],
      },
      {
        type: "richText",
        content: [
          h2("Delivered before the holidays"),
          p(
            "Order by noon on 18 December with express production to receive your print before Christmas. The delivery dates shown on each product allow for bank holidays.",
          ),
          ul("File check available on request", "Pay by bank transfer or card"),
        ],
      },
    ],
  },
  {
    key: "landing-french-days",
    path: "/seasonal-sale/",
    title: "Seasonal sale: our best sellers in the spotlight",
    metaTitle: "Seasonal print sale | Presto Print",
    metaDescription:
      "During our January and summer sales, our flyers, posters and business cards in the spotlight, priced live.",
    layout: "landing",
    layoutSuffix: "seasonal-sale",
    breadcrumbs: [home, { label: "Seasonal sale", path: "/seasonal-sale/" }],
    blocks: [
      {
        type: "season",
        timeZone,
        windows: [
          { from: "01-02", until: "01-15" },
          { from: "06-25", until: "07-08" },
        ],
        outside: "home",
        closedTitle: "Our seasonal sale has ended",
        closedText: "The next one starts on {date}.",
      },
      {
        type: "hero",
        eyebrow: "Seasonal sale",
        title: "Two weeks to stock up on print",
        text: "Our sale comes back every January and every summer: our best sellers, their volume pricing and fast delivery.",
        cta: { label: "See the flyers", path: productCards.flyers.path },
        image: "/images/hero-print.svg",
      },
      {
        type: "productGrid",
        title: "Sale best sellers",
        items: [productCards.flyers, productCards.posters, productCards.businessCards],
      },
      {
        type: "faq",
        title: "Frequently asked questions",
        items: [
          {
            question: "Are the prices shown up to date?",
            answer:
              "Yes: each product's “from” price is worked out live, at today's rates. A current promo code applies in your basket.",
          },
          {
            question: "Can I still choose standard production?",
            answer: "Yes, every production speed stays available during the sale.",
          },
        ],
      },
    ],
  },
  {
    key: "landing-printing-deals",
    path: "/printing-deals/",
    title: "Winter printing deals",
    metaTitle: "Printing deals: volume pricing | Presto Print",
    metaDescription:
      "This winter's deals: the quantities where our unit prices drop the most, on labels, leaflets and pens.",
    layout: "landing",
    layoutSuffix: "printing-deals",
    breadcrumbs: [home, { label: "Printing deals", path: "/printing-deals/" }],
    blocks: [
      {
        type: "season",
        timeZone,
        windows: [{ from: "11-01", until: "03-31" }],
        outside: "announce",
        closedTitle: "Our winter deals are over",
        closedText: "They come back on {date}.",
      },
      {
        type: "hero",
        eyebrow: "Printing deals",
        title: "The more you print, the less you pay",
        text: "Our prices go down with quantity: from 1,000 copies the unit price drops across the range.",
        cta: null,
        image: "/images/hero-print.svg",
      },
      {
        type: "productGrid",
        title: "Our best volume pricing",
        items: [productCards.rollLabels, productCards.foldedLeaflets, productCards.pens, productCards.flyers],
      },
      {
        type: "usps",
        items: [
          { icon: "star", title: "Volume pricing", text: "The unit price drops at every quantity step." },
          { icon: "truck", title: "Tracked delivery", text: "Every parcel is tracked to your door." },
          { icon: "check", title: "Checked files", text: "A file check before printing, on request." },
        ],
      },
    ],
  },
  {
    key: "landing-wonders",
    path: "/wonders/",
    title: "Wonders: our premium finishes",
    metaTitle: "Premium finishes: soft-touch, varnish | Presto Print",
    metaDescription:
      "Soft-touch lamination, matt or gloss varnish, heavy papers: discover the finishes that make the difference.",
    layout: "landing",
    layoutSuffix: "wonders",
    breadcrumbs: [home, { label: "Wonders", path: "/wonders/" }],
    blocks: [
      {
        type: "season",
        timeZone,
        windows: [{ from: "09-01", until: "06-30" }],
        outside: "announce",
        closedTitle: "Our wonders showcase is on its summer break",
        closedText: "It opens again on {date} with new finishes.",
      },
      {
        type: "hero",
        eyebrow: "Wonders",
        title: "Finishes people notice at first touch",
        text: "Soft-touch lamination, varnish, heavy papers: our premium finishes, on the products you already print.",
        cta: { label: "Design a soft-touch card", path: productCards.businessCards.path },
        image: "/images/hero-print.svg",
      },
      {
        type: "productGrid",
        title: "Finishes to discover",
        items: [
          { ...productCards.businessCards, text: "Soft-touch lamination: a card as smooth as velvet." },
          { ...productCards.rollLabels, text: "Matt or gloss varnish that stands up to water and cold." },
          { ...productCards.flyers, text: "350gsm coated paper with the feel of a card." },
        ],
      },
      {
        type: "richText",
        content: [
          h2("Choosing a finish"),
          ul(
            "Soft-touch: a silky matt feel, ideal for business cards",
            "Gloss varnish: vivid colours on your labels",
            "Matt varnish: glare-free reading, even under shop-window lights",
          ),
        ],
      },
    ],
  },
];
