import { productImage } from "../page-builders";

/** Breadcrumbs and cards shared by the French catalogue, category and home pages. */

export const home = { label: "Accueil", path: "/" };
export const businessCards = { label: "Cartes de visite", path: "/cartes-de-visite/" };
export const flyers = { label: "Flyers et dépliants", path: "/flyers-et-depliants/" };
export const posterRange = { label: "Affiches", path: "/affiches-grand-format/" };
export const labelRange = { label: "Étiquettes", path: "/etiquettes/" };
export const penRange = { label: "Stylos et objets publicitaires", path: "/stylos-et-objets-publicitaires/" };

export const productCards = {
  businessCards: {
    name: "Cartes de visite standard",
    path: "/cartes-de-visite/standard/",
    image: productImage("business-cards"),
    text: "Papier 350 g/m², recto ou recto verso, dès 100 exemplaires.",
  },
  flyers: {
    name: "Flyers",
    path: "/flyers-et-depliants/flyers/",
    image: productImage("flyers"),
    text: "Du A6 au A4, papier couché brillant ou mat.",
  },
  foldedLeaflets: {
    name: "Dépliants",
    path: "/flyers-et-depliants/depliants/",
    image: productImage("folded-leaflets"),
    text: "Pli roulé, pli accordéon ou pli central, livrés pliés.",
  },
  posters: {
    name: "Affiches",
    path: "/affiches/",
    image: productImage("posters"),
    text: "Du A3 au A0, pour l'intérieur comme pour la vitrine.",
  },
  rollLabels: {
    name: "Étiquettes en rouleau",
    path: "/etiquettes-en-rouleau/",
    image: productImage("roll-labels"),
    text: "Adhésives, prêtes pour la pose manuelle ou automatique.",
  },
  pens: {
    name: "Stylos personnalisés",
    path: "/stylos-personnalises/",
    image: productImage("pens"),
    text: "Stylos à bille marqués à votre logo, dès 50 pièces.",
  },
};

export const frRangeCards = [
  {
    name: posterRange.label,
    path: posterRange.path,
    image: productImage("posters"),
    text: "Du A3 au A0, pour vos vitrines, salons et campagnes d'affichage.",
  },
  {
    name: labelRange.label,
    path: labelRange.path,
    image: productImage("roll-labels"),
    text: "Étiquettes adhésives en rouleau pour vos bocaux, bouteilles et colis.",
  },
  {
    name: penRange.label,
    path: penRange.path,
    image: productImage("pens"),
    text: "Des stylos marqués à votre logo, à offrir à vos clients et équipes.",
  },
];
