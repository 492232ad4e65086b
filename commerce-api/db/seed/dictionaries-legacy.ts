/** Previous-site orders texts (namespace "legacy"), French and English. */
export const legacyDictionary: Record<"fr" | "en", Record<string, string>> = {
  fr: {
    nav: "Anciennes commandes",
    title: "Commandes de notre ancien site",
    intro:
      "Passées avant l’ouverture de notre nouveau site. Elles sont affichées telles quelles et ne peuvent pas être modifiées.",
    search: "Numéro de commande ou produit",
    none: "Aucune ancienne commande.",
    number: "Commande {{number}}",
    back: "Toutes mes anciennes commandes",
    readOnly: "Une commande de notre ancien site : affichée telle quelle, elle ne peut pas être modifiée.",
    invoice: "Facture {{reference}}",
  },
  en: {
    nav: "Previous orders",
    title: "Orders from our previous site",
    intro: "Placed before our new site opened. They are shown as they were and can't be changed.",
    search: "Order number or product",
    none: "No previous orders.",
    number: "Order {{number}}",
    back: "All previous orders",
    readOnly: "An order from our previous site: shown as it was, it can't be changed.",
    invoice: "Invoice {{reference}}",
  },
};
