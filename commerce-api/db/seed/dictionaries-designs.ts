/** "My designs" texts (namespace "designs"), French and English. */
export const designsDictionary: Record<"fr" | "en", Record<string, string>> = {
  fr: {
    nav: "Mes créations",
    title: "Mes créations",
    saved: "Configuration enregistrée dans vos créations.",
    deleted: "La création a été supprimée.",
    none: "Aucune création enregistrée. Sur une page produit, choisissez « Enregistrer dans mes créations ».",
    open: "Ouvrir dans le configurateur",
    delete: "Supprimer",
    deleteNamed: "Supprimer {{name}}",
    "error.invalid": "Cette demande n’est pas valide.",
    "error.gone": "Cette création n’existe plus.",
  },
  en: {
    nav: "My designs",
    title: "My designs",
    saved: "Configuration saved to your designs.",
    deleted: "The design was deleted.",
    none: "No saved designs yet. On a product page, choose “Save to my designs”.",
    open: "Open in the configurator",
    delete: "Delete",
    deleteNamed: "Delete {{name}}",
    "error.invalid": "This request isn't valid.",
    "error.gone": "This design no longer exists.",
  },
};
