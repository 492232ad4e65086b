import { cc, type Lang, type ProductSeed, priorities, tr } from "./types";

export const posters: ProductSeed = {
  productKey: "posters",
  definition: (lang: Lang) => {
    const t = tr(lang);
    return {
      productKey: "posters",
      productName: t("Affiches", "Posters"),
      mcpSku: "PRS-POSTER",
      ctoolsId: "CT-1301",
      productGroups: ["posters"],
      productFamilies: ["large-format"],
      version: 1,
      features: [
        {
          name: "format",
          labelEn: "Format",
          label: t("Format", "Format"),
          defaultValue: "a2",
          options: [
            { value: "a3", label: "A3 (297 x 420 mm)" },
            { value: "a2", label: "A2 (420 x 594 mm)" },
            { value: "a1", label: "A1 (594 x 841 mm)" },
            { value: "a0", label: "A0 (841 x 1189 mm)" },
          ],
        },
        {
          name: "paper",
          labelEn: "Paper",
          label: t("Papier", "Paper"),
          defaultValue: "satin-170",
          options: [
            { value: "satin-170", label: t("Satiné 170 g/m²", "Satin 170 gsm") },
            { value: "gloss-200", label: t("Brillant 200 g/m²", "Gloss 200 gsm") },
            { value: "backlit-200", label: t("Rétroéclairé 200 g/m²", "Backlit film 200 gsm") },
          ],
        },
      ],
      incompatibilities: [
        { feature: "paper", value: "backlit-200", withFeature: "format", withValues: ["a3"] },
      ],
      quantityModel: {
        mode: "range",
        list: [1, 5, 10, 25, 50, 100],
        defaultValue: 5,
        min: 1,
        max: 1000,
        increment: 1,
      },
      priorities: priorities(lang, { economy: 4, standard: 2, express: 1 }),
      defaultPriority: "standard",
      fileFlow: { fileCheck: true, upload: true },
      fscCertified: false,
      noPrinting: false,
      templateDisabled: true,
      unitPrice: true,
      humanDesignService: true,
      designExperience: false,
      externallyFulfilled: false,
      instructions: {
        title: t("Préparer votre fichier", "Preparing your file"),
        items: [
          t("PDF au format fini plus 3 mm de fond perdu.", "PDF at trim size plus 3 mm bleed."),
          t("150 dpi au format final suffisent.", "150 dpi at final size is enough."),
        ],
      },
    };
  },
  eur: {
    setup: cc(2),
    bands: [
      { from: 1, unit: cc(9.5) },
      { from: 5, unit: cc(6.9) },
      { from: 10, unit: cc(5.2) },
      { from: 25, unit: cc(3.9) },
      { from: 50, unit: cc(2.9) },
      { from: 100, unit: cc(2.2) },
    ],
    options: {
      format: { a3: { percentBp: -4500 }, a1: { percentBp: 9000 }, a0: { percentBp: 25000 } },
      paper: { "gloss-200": { percentBp: 1000 }, "backlit-200": { percentBp: 6000 } },
    },
    priorities: { economy: -800, standard: 0, express: 3500 },
    hdsCentAmount: 5900,
  },
};
