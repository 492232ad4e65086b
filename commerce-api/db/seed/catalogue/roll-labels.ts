import type { ProductDefinition } from "../../../product/catalogue.types";
import { cc, type Lang, type ProductSeed, priorities, type Translate, tr } from "./types";

/** Quantity = rolls; labels per roll multiply the priced units (spec §9: 500 per roll, 1 roll). */
export const rollLabels: ProductSeed = {
  productKey: "roll-labels",
  definition: (lang: Lang) => {
    const t = tr(lang);
    return {
      productKey: "roll-labels",
      productName: t("Étiquettes en rouleau", "Roll labels"),
      mcpSku: "PRS-LABEL-ROLL",
      ctoolsId: "CT-1401",
      productGroups: ["labels"],
      productFamilies: ["packaging"],
      version: 2,
      features: features(t),
      incompatibilities: [
        { feature: "material", value: "white-paper", withFeature: "finish", withValues: ["matt"] },
      ],
      quantityModel: {
        mode: "range",
        list: [1, 2, 5, 10, 20],
        defaultValue: 1,
        min: 1,
        max: 50,
        increment: 1,
      },
      priorities: priorities(lang, { economy: 7, standard: 4, express: 2 }),
      defaultPriority: "standard",
      fileFlow: { fileCheck: true, upload: true },
      fscCertified: false,
      noPrinting: false,
      templateDisabled: true,
      unitPrice: false,
      humanDesignService: false,
      designExperience: false,
      externallyFulfilled: false,
      instructions: {
        title: t("Préparer votre fichier", "Preparing your file"),
        items: [
          t("Un PDF par visuel, 1,5 mm de fond perdu.", "One PDF per design, 1.5 mm bleed."),
          t(
            "Pour le vinyle transparent, le blanc n'est pas imprimé.",
            "On clear vinyl, white is not printed.",
          ),
        ],
      },
    };
  },
  eur: {
    setup: cc(25),
    bands: [
      { from: 1, unit: cc(0.09) },
      { from: 500, unit: cc(0.07) },
      { from: 1000, unit: cc(0.05) },
      { from: 2500, unit: cc(0.036) },
      { from: 5000, unit: cc(0.028) },
      { from: 10000, unit: cc(0.02) },
    ],
    options: {
      size: { "30x20": { percentBp: -2500 }, "100x70": { percentBp: 9000 } },
      shape: { round: { perJob: cc(5) }, oval: { perJob: cc(5) } },
      material: { "white-vinyl": { percentBp: 3500 }, "clear-vinyl": { percentBp: 4500 } },
      finish: { gloss: { perUnit: cc(0.004) }, matt: { perUnit: cc(0.004) } },
      sets: {
        "2": { perJob: cc(12) },
        "3": { perJob: cc(24) },
        "4": { perJob: cc(36) },
        "5": { perJob: cc(48) },
      },
    },
    priorities: { economy: -1000, standard: 0, express: 4000 },
    hdsCentAmount: 0,
  },
};

/** The choices the configurator offers, in the shop's language. */
function features(t: Translate): ProductDefinition["features"] {
  return [
    {
      name: "shape",
      labelEn: "Shape",
      label: t("Forme", "Shape"),
      defaultValue: "rectangle",
      options: [
        { value: "rectangle", label: t("Rectangle", "Rectangle") },
        { value: "square", label: t("Carré", "Square") },
        { value: "round", label: t("Rond", "Round") },
        { value: "oval", label: t("Ovale", "Oval") },
      ],
    },
    {
      name: "size",
      labelEn: "Size",
      label: t("Taille", "Size"),
      defaultValue: "50x30",
      options: [
        { value: "30x20", label: "30 x 20 mm" },
        { value: "50x30", label: "50 x 30 mm" },
        { value: "100x70", label: "100 x 70 mm" },
      ],
    },
    {
      name: "material",
      labelEn: "Material",
      label: t("Matière", "Material"),
      defaultValue: "white-paper",
      options: [
        { value: "white-paper", label: t("Papier blanc", "White paper") },
        { value: "white-vinyl", label: t("Vinyle blanc", "White vinyl") },
        { value: "clear-vinyl", label: t("Vinyle transparent", "Clear vinyl") },
      ],
    },
    {
      name: "finish",
      labelEn: "Finish",
      label: t("Finition", "Finish"),
      defaultValue: "none",
      options: [
        { value: "none", label: t("Sans vernis", "No varnish") },
        { value: "gloss", label: t("Vernis brillant", "Gloss varnish") },
        { value: "matt", label: t("Vernis mat", "Matt varnish") },
      ],
    },
    {
      name: "labelsPerRoll",
      labelEn: "Labels per roll",
      label: t("Étiquettes par rouleau", "Labels per roll"),
      defaultValue: "500",
      options: [
        { value: "250", label: "250", unitMultiplier: 250 },
        { value: "500", label: "500", unitMultiplier: 500 },
        { value: "1000", label: "1000", unitMultiplier: 1000 },
      ],
    },
    {
      name: "sets",
      labelEn: "Sets",
      label: t("Nombre de visuels", "Number of designs"),
      info: t("Un visuel différent par rouleau.", "A different design per roll."),
      defaultValue: "1",
      options: ["1", "2", "3", "4", "5"].map((value) => ({ value, label: value })),
    },
  ];
}
