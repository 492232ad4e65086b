import type { ProductDefinition } from "../../../product/catalogue.types";
import { cc, type Lang, type ProductSeed, priorities, type Translate, tr } from "./types";

export const flyers: ProductSeed = {
  productKey: "flyers",
  definition: (lang: Lang) => {
    const t = tr(lang);
    return {
      productKey: "flyers",
      productName: t("Flyers", "Flyers"),
      mcpSku: "PRS-FLYER",
      ctoolsId: "CT-1101",
      productGroups: ["flyers"],
      productFamilies: ["marketing"],
      version: 2,
      features: features(t),
      incompatibilities: [
        { feature: "finish", value: "uncoated", withFeature: "weight", withValues: ["250", "350"] },
      ],
      quantityModel: {
        mode: "free",
        list: [50, 100, 250, 500, 1000, 2500, 5000, 10000],
        defaultValue: 1000,
        min: 50,
        max: 20000,
        increment: 50,
      },
      priorities: priorities(lang, { economy: 5, standard: 3, express: 1 }),
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
          t("PDF au format fini plus 2 mm de fond perdu.", "PDF at trim size plus 2 mm bleed."),
          t("Une page par face imprimée.", "One page per printed side."),
        ],
      },
    };
  },
  eur: {
    setup: cc(8),
    bands: [
      { from: 1, unit: cc(0.3) },
      { from: 100, unit: cc(0.18) },
      { from: 250, unit: cc(0.09) },
      { from: 500, unit: cc(0.06) },
      { from: 1000, unit: cc(0.046) },
      { from: 2500, unit: cc(0.032) },
      { from: 5000, unit: cc(0.024) },
      { from: 10000, unit: cc(0.019) },
    ],
    options: {
      format: { a6: { percentBp: -3500 }, dl: { percentBp: -1500 }, a4: { percentBp: 7000 } },
      weight: { "170": { percentBp: 1000 }, "250": { percentBp: 2500 }, "350": { percentBp: 4500 } },
      finish: { uncoated: { percentBp: 500 } },
      sides: { "4-0": { percentBp: -1500 } },
    },
    priorities: { economy: -1000, standard: 0, express: 4000 },
    hdsCentAmount: 4900,
  },
};

/** The choices the configurator offers, in the shop's language. */
function features(t: Translate): ProductDefinition["features"] {
  return [
    {
      name: "format",
      labelEn: "Format",
      label: t("Format", "Format"),
      defaultValue: "a5",
      options: [
        { value: "a6", label: "A6 (105 x 148 mm)" },
        { value: "a5", label: "A5 (148 x 210 mm)" },
        { value: "dl", label: "DL (99 x 210 mm)" },
        { value: "a4", label: "A4 (210 x 297 mm)" },
      ],
    },
    {
      name: "weight",
      labelEn: "Paper weight",
      label: t("Grammage", "Paper weight"),
      defaultValue: "135",
      options: [
        { value: "135", label: t("135 g/m²", "135 gsm") },
        { value: "170", label: t("170 g/m²", "170 gsm") },
        { value: "250", label: t("250 g/m²", "250 gsm") },
        { value: "350", label: t("350 g/m²", "350 gsm") },
      ],
    },
    {
      name: "finish",
      labelEn: "Finish",
      label: t("Finition", "Finish"),
      defaultValue: "gloss",
      options: [
        { value: "gloss", label: t("Couché brillant", "Gloss coated") },
        { value: "matt", label: t("Couché mat", "Matt coated") },
        { value: "uncoated", label: t("Offset non couché", "Uncoated") },
      ],
    },
    {
      name: "sides",
      labelEn: "Printed sides",
      label: t("Impression", "Printed sides"),
      defaultValue: "4-4",
      options: [
        { value: "4-0", label: t("Recto", "Front only") },
        { value: "4-4", label: t("Recto verso", "Front and back") },
      ],
    },
  ];
}
