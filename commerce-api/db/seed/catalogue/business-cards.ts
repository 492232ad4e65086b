import type { ProductDefinition } from "../../../product/catalogue.types";
import { cc, type Lang, type ProductSeed, priorities, type Translate, tr } from "./types";

export const businessCards: ProductSeed = {
  productKey: "business-cards",
  definition: (lang: Lang) => {
    const t = tr(lang);
    return {
      productKey: "business-cards",
      productName: t("Cartes de visite standard", "Standard business cards"),
      mcpSku: "PRS-BCARD-STD",
      ctoolsId: "CT-1001",
      productGroups: ["business-cards"],
      productFamilies: ["stationery"],
      version: 3,
      features: features(t),
      incompatibilities: [
        {
          feature: "paper",
          value: "kraft-350",
          withFeature: "lamination",
          withValues: ["matt", "gloss", "soft-touch"],
        },
        { feature: "paper", value: "recycled-350", withFeature: "lamination", withValues: ["soft-touch"] },
        // The rounding die tears boards lighter than 350 g/m².
        { feature: "paper", value: "coated-300", withFeature: "corners", withValues: ["rounded"] },
      ],
      quantityModel: {
        mode: "list",
        list: [100, 250, 500, 1000, 2500, 5000],
        defaultValue: 250,
        min: 100,
        max: 5000,
        increment: 50,
      },
      priorities: priorities(lang, { economy: 6, standard: 3, express: 1 }),
      defaultPriority: "standard",
      fileFlow: { fileCheck: true, upload: true },
      fscCertified: true,
      noPrinting: false,
      templateDisabled: false,
      unitPrice: false,
      humanDesignService: true,
      designExperience: true,
      externallyFulfilled: false,
      instructions: {
        title: t("Préparer votre fichier", "Preparing your file"),
        items: [
          t(
            "PDF au format fini plus 2 mm de fond perdu sur chaque bord.",
            "PDF at trim size plus 2 mm bleed on each edge.",
          ),
          t("Textes à au moins 3 mm du bord de coupe.", "Keep text at least 3 mm inside the trim."),
          t("Images en CMJN, 300 dpi.", "Images in CMYK at 300 dpi."),
        ],
      },
    };
  },
  eur: {
    setup: cc(5),
    bands: [
      { from: 1, unit: cc(0.07) },
      { from: 250, unit: cc(0.056) },
      { from: 500, unit: cc(0.038) },
      { from: 1000, unit: cc(0.026) },
      { from: 2500, unit: cc(0.019) },
      { from: 5000, unit: cc(0.015) },
    ],
    options: {
      format: { "55x55": { percentBp: -500 } },
      paper: {
        "coated-300": { perUnit: cc(-0.004) },
        "coated-400": { perUnit: cc(0.008) },
        "recycled-350": { perUnit: cc(0.004) },
        "kraft-350": { perUnit: cc(0.01), perJob: cc(3) },
      },
      sides: { "4-4": { percentBp: 2500 } },
      lamination: {
        matt: { perUnit: cc(0.012), perJob: cc(3) },
        gloss: { perUnit: cc(0.012), perJob: cc(3) },
        "soft-touch": { perUnit: cc(0.02), perJob: cc(4) },
      },
      corners: { rounded: { perUnit: cc(0.005), perJob: cc(4) } },
    },
    priorities: { economy: -1000, standard: 0, express: 4000 },
    hdsCentAmount: 2900,
  },
};

/** The choices the configurator offers, in the shop's language. */
function features(t: Translate): ProductDefinition["features"] {
  return [
    {
      name: "format",
      labelEn: "Format",
      label: t("Format", "Format"),
      defaultValue: "85x55",
      options: [
        { value: "85x55", label: t("Standard 85 x 55 mm", "Standard 85 x 55 mm") },
        { value: "90x50", label: t("Américain 90 x 50 mm", "US 90 x 50 mm") },
        { value: "55x55", label: t("Carré 55 x 55 mm", "Square 55 x 55 mm") },
      ],
    },
    {
      name: "paper",
      labelEn: "Paper",
      label: t("Papier", "Paper"),
      info: t("Tous nos papiers sont certifiés FSC.", "All our papers are FSC certified."),
      defaultValue: "coated-350",
      options: [
        { value: "coated-300", label: t("Couché mat 300 g/m²", "Matt coated 300 gsm") },
        { value: "coated-350", label: t("Couché mat 350 g/m²", "Matt coated 350 gsm") },
        { value: "coated-400", label: t("Couché premium 400 g/m²", "Premium coated 400 gsm") },
        { value: "recycled-350", label: t("Recyclé 350 g/m²", "Recycled 350 gsm") },
        { value: "kraft-350", label: t("Kraft 350 g/m²", "Kraft 350 gsm") },
      ],
    },
    {
      name: "sides",
      labelEn: "Printed sides",
      label: t("Impression", "Printed sides"),
      defaultValue: "4-0",
      options: [
        { value: "4-0", label: t("Recto", "Front only") },
        { value: "4-4", label: t("Recto verso", "Front and back") },
      ],
    },
    {
      name: "lamination",
      labelEn: "Lamination",
      label: t("Pelliculage", "Lamination"),
      defaultValue: "none",
      options: [
        { value: "none", label: t("Sans pelliculage", "No lamination") },
        { value: "matt", label: t("Pelliculage mat", "Matt lamination") },
        { value: "gloss", label: t("Pelliculage brillant", "Gloss lamination") },
        { value: "soft-touch", label: t("Pelliculage toucher velours", "Soft-touch lamination") },
      ],
    },
    {
      name: "corners",
      labelEn: "Corners",
      label: t("Coins", "Corners"),
      defaultValue: "square",
      options: [
        { value: "square", label: t("Coins droits", "Square corners") },
        { value: "rounded", label: t("Coins arrondis", "Rounded corners") },
      ],
    },
  ];
}
