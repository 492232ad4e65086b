import { h2, p, ul } from "../page-builders";
import type { PageSeed } from "../types";

/** English service pages: policy, glossary, landing pages and the personal area. */

const home = { label: "Home", path: "/" };

export const enInfoPages: PageSeed[] = [
  {
    key: "loss-leader",
    path: "/starter-offer/",
    title: "Starter offer",
    metaTitle: "Starter offer | Presto Print",
    metaDescription: "An offer to discover our printing.",
    layout: "product",
    indexable: false,
    breadcrumbs: [home, { label: "Starter offer", path: "/starter-offer/" }],
    blocks: [
      { type: "lossLeader" },
      {
        type: "richText",
        content: [
          p(
            "The offer applies to the suggested configuration; you may change it and keep the discount as long as the product qualifies.",
          ),
        ],
      },
    ],
  },
  {
    key: "policy",
    path: "/terms-and-conditions/",
    title: "Terms & conditions",
    metaTitle: "Terms & conditions | Presto Print",
    metaDescription:
      "Presto Print's terms of sale and delivery: orders, artwork, prices, payment and delivery.",
    breadcrumbs: [home, { label: "Terms & conditions", path: "/terms-and-conditions/" }],
    blocks: [
      {
        type: "richText",
        content: [
          h2("1. About these terms"),
          p(
            "These terms apply to every order placed on the Presto Print website by business and private customers.",
          ),
          h2("2. Orders and artwork"),
          p(
            "Your order is confirmed once payment has been received. You are responsible for the content of your files; the optional artwork check covers technical suitability, not spelling.",
          ),
          h2("3. Prices and payment"),
          p(
            "Prices are shown excluding and including VAT. You can pay by card, PayPal, bank transfer or, for approved accounts, by direct debit.",
          ),
          h2("4. Delivery"),
          p(
            "Turnaround times start once your artwork has been approved. A courier delay does not entitle you to cancel the order.",
          ),
          h2("5. Your personal data"),
          p(
            "We use your data to fulfil your orders; how we process it, how long we keep it and your rights are set out in the privacy policy (/privacy-policy/). Who publishes this site is in the legal notice (/legal-notice/).",
          ),
        ],
      },
    ],
  },
  {
    key: "glossary",
    path: "/glossary/",
    title: "Print glossary",
    metaTitle: "Glossary of printing terms | Presto Print",
    metaDescription: "Bleed, CMYK, GSM, spot UV: printing jargon explained in plain English.",
    breadcrumbs: [home, { label: "Glossary", path: "/glossary/" }],
    blocks: [
      {
        type: "glossary",
        terms: [
          {
            term: "Bleed",
            definition:
              "The extra 2mm of artwork beyond the trim edge, so no white line shows once the sheet is cut.",
          },
          {
            term: "CMYK",
            definition:
              "Cyan, magenta, yellow and key (black): the four process inks used in full-colour printing. Files should be supplied in this colour space.",
          },
          {
            term: "Crease",
            definition:
              "A line pressed into the paper before folding, needed above 170gsm to stop the fibres cracking.",
          },
          {
            term: "Crop marks",
            definition: "Small lines in the corners of a document showing the guillotine where to cut.",
          },
          {
            term: "DPI",
            definition:
              "Dots per inch, the resolution of an image; 300dpi at final size gives a sharp print.",
          },
          {
            term: "GSM",
            definition:
              "Grams per square metre, the weight of the paper: 130gsm for a light flyer, 350gsm for a business card.",
          },
          {
            term: "Lamination",
            definition:
              "A thin plastic film applied to protect the print and give it a matt, gloss or soft-touch finish.",
          },
          {
            term: "Pantone (spot colour)",
            definition:
              "An ink mixed to an exact reference colour, used when CMYK cannot match a brand colour.",
          },
          {
            term: "Proof",
            definition: "A preview of the final print that you approve before production starts.",
          },
          {
            term: "Silk",
            definition: "A coated paper with a smooth, low-sheen finish between gloss and matt.",
          },
          {
            term: "Spot UV",
            definition:
              "A thick, glossy varnish applied to selected areas only, such as a logo, for a tactile contrast.",
          },
        ],
      },
    ],
  },
  {
    key: "landing-black-friday",
    path: "/black-friday/",
    title: "Black Friday: 30% off your print with code BLACKFRIDAY",
    metaTitle: "Black Friday print deals | Presto Print",
    metaDescription:
      "Presto Print's Black Friday sale: 30% off business cards, flyers and posters with code BLACKFRIDAY.",
    layout: "landing",
    layoutSuffix: "black-friday",
    blocks: [
      // Open from the week before Black Friday to Cyber Monday, every year (issue 38 §4).
      {
        type: "season",
        timeZone: "Europe/London",
        windows: [{ from: "11-20", until: "12-02" }],
        outside: "announce",
        closedTitle: "Black Friday is over",
        closedText: "It comes back on {date} with 30% off your print.",
      },
      {
        type: "hero",
        eyebrow: "Black Friday",
        title: "30% off your print",
        text: "With code BLACKFRIDAY, stock up on your end-of-year print at our lowest prices.",
        cta: { label: "Shop flyers", path: "/flyers-and-leaflets/" },
        image: "/images/hero-print.svg",
      },
      {
        type: "richText",
        content: [
          h2("How it works"),
          ul(
            "Type BLACKFRIDAY into the “Promo code” field of a product or of your basket: 30% off excl. VAT",
            "Valid on every product and every turnaround time",
            "One promo code per item: it cannot be combined with another code",
          ),
        ],
      },
    ],
  },
  {
    key: "landing-design-service",
    path: "/design-service/",
    title: "Design service",
    metaTitle: "Professional print design service | Presto Print",
    metaDescription:
      "Let our designers lay out your business cards, flyers and posters: two concepts and three rounds of amends.",
    layout: "landing",
    layoutSuffix: "design-service",
    blocks: [
      {
        type: "hero",
        eyebrow: "Design service",
        title: "No artwork? Our designers can help",
        text: "Send us your logo and copy, and receive a first concept within 48 hours.",
        cta: { label: "Start with a business card", path: "/business-cards/standard/" },
        image: "/images/hero-print.svg",
      },
      {
        type: "usps",
        items: [
          { icon: "pen-tool", title: "Two concepts", text: "Two design directions to choose from." },
          {
            icon: "refresh",
            title: "Three rounds of amends",
            text: "Fine-tune the wording and colours until you are happy.",
          },
          { icon: "file-check", title: "Print-ready file", text: "We deliver a compliant PDF with bleed." },
        ],
      },
    ],
  },
  {
    key: "personal-area",
    path: "/my-account/",
    title: "My account",
    metaTitle: "My account | Presto Print",
    metaDescription: "Track your orders and manage your addresses and details.",
    loggedOnly: true,
    indexable: false,
    blocks: [
      {
        type: "richText",
        content: [
          h2("Welcome to your account"),
          p(
            "Track your orders, download invoices and manage your delivery addresses and saved payment methods.",
          ),
        ],
      },
    ],
  },
];
