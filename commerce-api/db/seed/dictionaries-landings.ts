/** Seasonal landing pages (namespace "landing") and the price-grid product page ("ppag"), issue 16 §4–§5. */
export const landingDictionary: Record<"fr" | "en", Record<string, string>> = {
  fr: {
    backHome: "Retour à la boutique",
  },
  en: {
    backHome: "Back to the shop",
  },
};
