import { categoryPage, h2, p, productImage, ul } from "../page-builders";
import type { PageSeed } from "../types";
import { home, labelRange, penRange, posterRange, productCards } from "./cards";

/** French category pages of the ranges without one before issue 15 (posters, labels, pens). */

export const frCategoryPages: PageSeed[] = [
  categoryPage({
    key: "category-posters",
    crumb: posterRange,
    home,
    metaTitle: "Impression d'affiches grand format | Presto Impression",
    metaDescription:
      "Affiches imprimées du A3 au A0 en haute définition, papier satiné ou dos bleu. Prix dégressifs et livraison rapide.",
    pitch: "Des couleurs éclatantes du A3 au A0, pour l'intérieur comme pour l'affichage urbain.",
    image: productImage("posters"),
    gridTitle: "Nos affiches",
    products: [productCards.posters],
    advice: [
      h2("Bien choisir son affiche"),
      p(
        "Le papier satiné 170 g/m² convient aux vitrines et aux salons ; le papier dos bleu, opaque, est fait pour l'affichage extérieur sur panneaux.",
      ),
      ul("A3 et A2 : affichage en magasin", "A1 et A0 : salons et grands panneaux"),
    ],
  }),
  categoryPage({
    key: "category-labels",
    crumb: labelRange,
    home,
    metaTitle: "Étiquettes adhésives personnalisées | Presto Impression",
    metaDescription:
      "Étiquettes autocollantes en rouleau, papier ou vinyle, découpées à la forme de votre choix. Compatibles étiqueteuses.",
    pitch: "Des étiquettes adhésives en rouleau, prêtes pour la pose manuelle ou automatique.",
    image: productImage("roll-labels"),
    gridTitle: "Nos étiquettes",
    products: [productCards.rollLabels],
    advice: [
      h2("Papier ou vinyle ?"),
      p(
        "Le papier convient aux produits secs ; le vinyle résiste à l'eau et au froid, idéal pour les bouteilles et les produits réfrigérés.",
      ),
    ],
  }),
  categoryPage({
    key: "category-pens",
    crumb: penRange,
    home,
    metaTitle: "Stylos et objets publicitaires personnalisés | Presto Impression",
    metaDescription:
      "Stylos personnalisés avec votre logo, marquage tampographie ou laser, dès 50 pièces. Un objet publicitaire utile au quotidien.",
    pitch: "Des objets utiles au quotidien, marqués à votre logo et à vos couleurs.",
    image: productImage("pens"),
    gridTitle: "Nos objets publicitaires",
    products: [productCards.pens],
    advice: [
      h2("Tampographie ou gravure laser ?"),
      p(
        "La tampographie reproduit vos couleurs sur les corps plastique ; la gravure laser offre un marquage ton sur ton durable sur l'aluminium.",
      ),
    ],
  }),
];
