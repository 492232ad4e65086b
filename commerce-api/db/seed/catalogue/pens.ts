import { cc, type Lang, type ProductSeed, priorities, tr } from "./types";

/** The pens' imprint area, millimetres (the instructions say "45 x 8 mm"). */
export const PEN_PRINT_AREA = { widthMm: 45, heightMm: 8 };

/** Externally fulfilled: stock in `inventory` under the product's mcpSku. */
export const pens: ProductSeed = {
  productKey: "pens",
  definition: (lang: Lang) => {
    const t = tr(lang);
    return {
      productKey: "pens",
      productName: t("Stylos personnalisés", "Branded pens"),
      mcpSku: "PRS-PEN-BALL",
      ctoolsId: "CT-2001",
      productGroups: ["promotional"],
      productFamilies: ["promotional-products"],
      version: 1,
      features: [
        {
          name: "model",
          labelEn: "Model",
          label: t("Modèle", "Model"),
          defaultValue: "classic",
          options: [
            { value: "classic", label: t("Classique plastique", "Classic plastic") },
            { value: "eco", label: t("Bambou", "Bamboo") },
            { value: "metal", label: t("Métal", "Metal") },
          ],
        },
        {
          name: "ink",
          labelEn: "Ink colour",
          label: t("Couleur d'encre", "Ink colour"),
          defaultValue: "blue",
          options: [
            { value: "blue", label: t("Bleue", "Blue") },
            { value: "black", label: t("Noire", "Black") },
          ],
        },
        {
          name: "imprint",
          labelEn: "Imprint colours",
          label: t("Marquage", "Imprint colours"),
          defaultValue: "1",
          options: [
            { value: "1", label: t("1 couleur", "1 colour") },
            { value: "2", label: t("2 couleurs", "2 colours") },
          ],
        },
      ],
      incompatibilities: [{ feature: "model", value: "eco", withFeature: "imprint", withValues: ["2"] }],
      quantityModel: {
        mode: "range",
        list: [50, 100, 250, 500, 1000],
        defaultValue: 100,
        min: 50,
        max: 5000,
        increment: 50,
      },
      priorities: priorities(lang, { economy: 10, standard: 7 }),
      defaultPriority: "standard",
      // A logo on a pen is reduced and reworked for pad printing: the customer approves how it comes out.
      // The imprint area the instructions name: a logo's resolution is measured fitted inside it (ADR 087).
      fileFlow: { fileCheck: false, upload: true, proof: true, printArea: PEN_PRINT_AREA },
      fscCertified: false,
      noPrinting: false,
      templateDisabled: true,
      unitPrice: true,
      humanDesignService: false,
      designExperience: false,
      externallyFulfilled: true,
      instructions: {
        title: t("Préparer votre logo", "Preparing your logo"),
        items: [
          t("Logo vectoriel (PDF, SVG ou EPS).", "Vector logo (PDF, SVG or EPS)."),
          t("Zone de marquage : 45 x 8 mm.", "Imprint area: 45 x 8 mm."),
        ],
      },
    };
  },
  eur: {
    setup: cc(35),
    bands: [
      { from: 1, unit: cc(0.95) },
      { from: 100, unit: cc(0.75) },
      { from: 250, unit: cc(0.59) },
      { from: 500, unit: cc(0.48) },
      { from: 1000, unit: cc(0.39) },
    ],
    options: {
      model: { eco: { perUnit: cc(0.2) }, metal: { perUnit: cc(0.55) } },
      imprint: { "2": { perJob: cc(25), perUnit: cc(0.08) } },
    },
    priorities: { economy: -500, standard: 0 },
    hdsCentAmount: 0,
  },
};
