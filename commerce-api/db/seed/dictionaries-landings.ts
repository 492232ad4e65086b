/** Seasonal landing pages (namespace "landing") and the price-grid product page ("ppag"), issue 16 §4–§5. */
export const priceGridDictionary: Record<"fr" | "en", Record<string, string>> = {
  fr: {
    title: "Grille de prix : {{product}}",
    heading: "Grille de prix",
    intro:
      "Tous les prix de ce produit en un coup d'œil : choisissez vos options, puis ajoutez au panier la quantité et le délai voulus d'un clic sur leur prix.",
    options: "Options",
    update: "Mettre à jour les prix",
    caption: "Prix par quantité et délai de production, {{vat}}",
    exclTax: "HT",
    inclTax: "TTC",
    quantity: "Quantité",
    addCell: "Ajouter au panier : {{quantity}} exemplaires, délai {{delivery}}, {{price}}",
    unavailable: "Indisponible",
    noPrices: "Les prix s'affichent pour les visiteurs : ouvrez la page du produit pour le configurer.",
    cellUnavailable:
      "Cette quantité ou ce délai n'est plus proposé pour ces options. Les prix ci-dessous sont à jour : choisissez une autre case.",
    invalidCell: "Choisissez une case de la grille pour ajouter l'article au panier.",
    backToProduct: "Configurer en détail",
    link: "Voir tous les prix en un tableau",
  },
  en: {
    title: "Price grid: {{product}}",
    heading: "Price grid",
    intro:
      "Every price of this product at a glance: choose your options, then add the quantity and speed you want to your basket by clicking its price.",
    options: "Options",
    update: "Update prices",
    caption: "Prices by quantity and production speed, {{vat}}",
    exclTax: "excluding VAT",
    inclTax: "including VAT",
    quantity: "Quantity",
    addCell: "Add to basket: {{quantity}} copies, {{delivery}} production, {{price}}",
    unavailable: "Unavailable",
    noPrices: "Prices are shown to visitors: open the product page to configure it.",
    cellUnavailable:
      "That quantity or speed is no longer offered with these options. The prices below are up to date: choose another cell.",
    invalidCell: "Choose a cell of the grid to add the item to your basket.",
    backToProduct: "Configure in detail",
    link: "See every price in one table",
  },
};

export const landingDictionary: Record<"fr" | "en", Record<string, string>> = {
  fr: {
    backHome: "Retour à la boutique",
  },
  en: {
    backHome: "Back to the shop",
  },
};
