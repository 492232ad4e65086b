import type { ProductDefinition } from "../../../product/catalogue.types";
import { cc, type Lang, type ProductSeed, priorities, type Translate, tr } from "./types";

export const foldedLeaflets: ProductSeed = {
  productKey: "folded-leaflets",
  definition: (lang: Lang) => {
    const t = tr(lang);
    return {
      productKey: "folded-leaflets",
      productName: t("Dépliants", "Folded leaflets"),
      mcpSku: "PRS-LEAFLET-FOLD",
      ctoolsId: "CT-1201",
      productGroups: ["flyers"],
      productFamilies: ["marketing"],
      version: 1,
      features: features(t),
      incompatibilities: [
        { feature: "format", value: "a6", withFeature: "folding", withValues: ["roll", "accordion"] },
        { feature: "format", value: "dl", withFeature: "folding", withValues: ["half"] },
      ],
      quantityModel: {
        mode: "list",
        list: [100, 250, 500, 1000, 2500, 5000],
        defaultValue: 500,
        min: 100,
        max: 5000,
        increment: 50,
      },
      priorities: priorities(lang, { economy: 6, standard: 4, express: 2 }),
      defaultPriority: "standard",
      fileFlow: { fileCheck: true, upload: true },
      fscCertified: true,
      noPrinting: false,
      templateDisabled: false,
      unitPrice: false,
      humanDesignService: true,
      designExperience: false,
      externallyFulfilled: false,
      instructions: {
        title: t("Préparer votre fichier", "Preparing your file"),
        items: [
          t(
            "PDF à plat, pages dans l'ordre de lecture, 2 mm de fond perdu.",
            "Flat PDF, pages in reading order, 2 mm bleed.",
          ),
          t("Aucun texte sur les lignes de pli.", "No text across the fold lines."),
        ],
      },
    };
  },
  eur: {
    setup: cc(15),
    bands: [
      { from: 1, unit: cc(0.42) },
      { from: 250, unit: cc(0.28) },
      { from: 500, unit: cc(0.19) },
      { from: 1000, unit: cc(0.13) },
      { from: 2500, unit: cc(0.09) },
      { from: 5000, unit: cc(0.07) },
    ],
    options: {
      format: { a6: { percentBp: -3000 }, dl: { percentBp: -500 }, a4: { percentBp: 6500 } },
      folding: { roll: { perJob: cc(6), percentBp: 1500 }, accordion: { perJob: cc(6), percentBp: 1500 } },
      weight: { "170": { percentBp: 1200 } },
    },
    priorities: { economy: -1000, standard: 0, express: 4500 },
    hdsCentAmount: 7900,
  },
};

/** The choices the configurator offers, in the shop's language. */
function features(t: Translate): ProductDefinition["features"] {
  return [
    {
      name: "format",
      labelEn: "Folded format",
      label: t("Format plié", "Folded format"),
      defaultValue: "a5",
      options: [
        { value: "a6", label: t("A6 (ouvert A5)", "A6 (A5 flat)") },
        { value: "a5", label: t("A5 (ouvert A4)", "A5 (A4 flat)") },
        { value: "dl", label: t("DL (ouvert A4)", "DL (A4 flat)") },
        { value: "a4", label: t("A4 (ouvert A3)", "A4 (A3 flat)") },
      ],
    },
    {
      name: "folding",
      labelEn: "Folding",
      label: t("Pliage", "Folding"),
      defaultValue: "half",
      options: [
        { value: "half", label: t("Pli central (4 pages)", "Half fold (4 pages)") },
        { value: "roll", label: t("Pli roulé (6 pages)", "Roll fold (6 pages)") },
        { value: "accordion", label: t("Pli accordéon (6 pages)", "Z fold (6 pages)") },
      ],
    },
    {
      name: "weight",
      labelEn: "Paper weight",
      label: t("Grammage", "Paper weight"),
      defaultValue: "135",
      options: [
        { value: "135", label: t("135 g/m² couché", "135 gsm coated") },
        { value: "170", label: t("170 g/m² couché", "170 gsm coated") },
      ],
    },
    {
      name: "finish",
      labelEn: "Finish",
      label: t("Finition", "Finish"),
      defaultValue: "gloss",
      options: [
        { value: "gloss", label: t("Brillant", "Gloss") },
        { value: "matt", label: t("Mat", "Matt") },
      ],
    },
  ];
}
