import { h2, h3, p, productPage, ul } from "../page-builders";
import type { PageSeed } from "../types";
import {
  businessCards,
  flyers,
  frRangeCards,
  home,
  labelRange,
  penRange,
  posterRange,
  productCards,
} from "./cards";

/** French catalogue pages: home, categories and product pages. */

export const frCataloguePages: PageSeed[] = [
  {
    key: "home",
    path: "/",
    title: "Impression en ligne pour les professionnels",
    metaTitle: "Presto Impression | Imprimerie en ligne : cartes de visite, flyers, affiches",
    metaDescription:
      "Imprimez vos cartes de visite, flyers, dépliants et affiches en ligne. Prix dégressifs, contrôle de fichier et livraison rapide partout en France.",
    layout: "home",
    blocks: [
      {
        type: "hero",
        eyebrow: "Imprimerie en ligne depuis 2009",
        title: "Des imprimés professionnels, livrés en 48 heures",
        text: "Configurez votre produit, obtenez votre prix en direct et envoyez vos fichiers : nos imprimeurs s'occupent du reste.",
        cta: { label: "Découvrir les cartes de visite", path: businessCards.path },
        image: "/images/hero-print.svg",
      },
      {
        type: "categoryGrid",
        title: "Nos univers",
        items: [
          {
            name: businessCards.label,
            path: businessCards.path,
            image: "/images/categories/business-cards.svg",
            text: "Standard, pelliculées ou avec vernis sélectif : la première impression qui compte.",
          },
          {
            name: flyers.label,
            path: flyers.path,
            image: "/images/categories/flyers.svg",
            text: "Flyers et dépliants pour vos événements, menus et campagnes locales.",
          },
          ...frRangeCards,
        ],
      },
      {
        type: "usps",
        items: [
          {
            icon: "truck",
            title: "Livraison rapide",
            text: "Expédition en 24 à 72 heures ouvrées selon le délai choisi.",
          },
          {
            icon: "shield-check",
            title: "Contrôle de fichier",
            text: "Un opérateur PAO vérifie votre fichier avant impression.",
          },
          {
            icon: "leaf",
            title: "Papiers certifiés FSC",
            text: "Des papiers issus de forêts gérées durablement.",
          },
          {
            icon: "headset",
            title: "Service client en France",
            text: "Une équipe joignable du lundi au vendredi, de 9 h à 18 h.",
          },
        ],
      },
      {
        type: "productGrid",
        title: "Les produits les plus commandés",
        items: Object.values(productCards),
      },
      {
        type: "faq",
        title: "Questions fréquentes",
        items: [
          {
            question: "Quels formats de fichier acceptez-vous ?",
            answer:
              "Nous recommandons le PDF haute définition (PDF/X-4), en CMJN, avec 2 mm de fond perdu. Les fichiers JPEG et PNG en 300 dpi sont également acceptés.",
          },
          {
            question: "Puis-je recevoir une épreuve avant l'impression ?",
            answer:
              "Oui : en ajoutant le contrôle de fichier, un opérateur vérifie votre document et vous alerte en cas de problème avant le lancement en production.",
          },
          {
            question: "Livrez-vous en Belgique, au Luxembourg et en Suisse ?",
            answer:
              "Oui, nous livrons dans ces trois pays. Les délais et frais de livraison s'affichent lors de la configuration du produit.",
          },
        ],
      },
    ],
  },
  {
    key: "category-business-cards",
    path: businessCards.path,
    title: "Cartes de visite",
    metaTitle: "Cartes de visite personnalisées | Presto Impression",
    metaDescription:
      "Imprimez vos cartes de visite personnalisées : papier 350 g/m², finitions pelliculées ou vernis sélectif, livraison rapide.",
    layout: "category",
    breadcrumbs: [home, businessCards],
    blocks: [
      {
        type: "hero",
        eyebrow: null,
        title: "Cartes de visite",
        text: "Un papier épais, des couleurs fidèles et des finitions soignées pour une carte que l'on garde.",
        cta: null,
        image: "/images/categories/business-cards.svg",
      },
      { type: "productGrid", title: "Choisissez votre carte", items: [productCards.businessCards] },
      {
        type: "richText",
        content: [
          h2("Bien choisir sa carte de visite"),
          p(
            "Le format standard européen mesure 85 x 55 mm. Un papier de 350 g/m² offre une bonne tenue en main ; le pelliculage mat lui donne un toucher doux et la protège des traces de doigts.",
          ),
        ],
      },
    ],
  },
  {
    key: "category-flyers",
    path: flyers.path,
    title: "Flyers et dépliants",
    metaTitle: "Flyers et dépliants pas chers | Presto Impression",
    metaDescription:
      "Flyers et dépliants imprimés en quadrichromie, du A6 au A4, pliés et livrés en 48 heures. Prix dégressifs dès 100 exemplaires.",
    layout: "category",
    breadcrumbs: [home, flyers],
    blocks: [
      {
        type: "hero",
        eyebrow: null,
        title: "Flyers et dépliants",
        text: "Pour annoncer un événement, présenter une carte ou distribuer une offre, en grande quantité et au meilleur prix.",
        cta: null,
        image: "/images/categories/flyers.svg",
      },
      {
        type: "productGrid",
        title: "Nos produits",
        items: [productCards.flyers, productCards.foldedLeaflets],
      },
      {
        type: "faq",
        title: "Questions fréquentes",
        items: [
          {
            question: "Quel grammage choisir pour un flyer ?",
            answer:
              "Un papier couché de 135 g/m² convient à une distribution en masse ; passez au 250 ou 350 g/m² pour un rendu plus haut de gamme.",
          },
        ],
      },
    ],
  },
  productPage({
    key: "product-business-cards",
    productKey: "business-cards",
    path: productCards.businessCards.path,
    name: productCards.businessCards.name,
    metaTitle: "Cartes de visite standard 85 x 55 mm | Presto Impression",
    metaDescription:
      "Cartes de visite standard en papier 350 g/m², impression recto ou recto verso, dès 100 exemplaires.",
    description:
      "La carte de visite classique au format 85 x 55 mm, imprimée en quadrichromie sur un papier couché de 350 g/m².",
    highlights: [
      "Papier couché 350 g/m²",
      "Recto ou recto verso",
      "Pelliculage mat ou brillant en option",
      "Dès 100 exemplaires",
    ],
    details: [
      h2("Caractéristiques"),
      ul("Format fini : 85 x 55 mm", "Fond perdu : 2 mm sur chaque bord", "Impression : quadrichromie CMJN"),
      h3("Conseil de notre atelier"),
      p("Gardez vos textes à au moins 3 mm du bord de coupe pour qu'ils ne soient pas rognés."),
    ],
    trail: [home, businessCards],
  }),
  productPage({
    key: "product-flyers",
    productKey: "flyers",
    path: productCards.flyers.path,
    name: productCards.flyers.name,
    metaTitle: "Impression de flyers A6, A5 et A4 | Presto Impression",
    metaDescription:
      "Imprimez vos flyers en ligne : formats A6 à A4, papier 135 à 350 g/m², livraison en 48 heures.",
    description: "Le support idéal pour vos promotions et événements, imprimé en recto ou en recto verso.",
    highlights: ["Formats A6, A5, A4 et DL", "Papier couché 135 à 350 g/m²", "Dès 50 exemplaires"],
    details: [
      h2("Caractéristiques"),
      ul("Impression numérique ou offset selon la quantité", "Finition brillante ou mate"),
      p("Au-delà de 1 000 exemplaires, l'impression offset garantit le meilleur prix unitaire."),
    ],
    trail: [home, flyers],
  }),
  productPage({
    key: "product-folded-leaflets",
    productKey: "folded-leaflets",
    path: productCards.foldedLeaflets.path,
    name: productCards.foldedLeaflets.name,
    metaTitle: "Dépliants personnalisés pliés | Presto Impression",
    metaDescription:
      "Dépliants 2, 3 ou 4 volets : pli roulé, accordéon ou central. Impression et pliage inclus.",
    description:
      "Présentez votre offre en plusieurs volets : nous imprimons, rainons et plions vos dépliants.",
    highlights: ["Pli roulé, accordéon ou central", "Rainage inclus dès 170 g/m²", "Livrés pliés"],
    details: [
      h2("Caractéristiques"),
      ul("Formats ouverts A4 et A3", "Papier couché 135 à 250 g/m²"),
      p("Pour un pli roulé, le volet qui se replie à l'intérieur doit être plus étroit de 2 mm."),
    ],
    trail: [home, flyers],
  }),
  productPage({
    key: "product-posters",
    productKey: "posters",
    path: productCards.posters.path,
    name: productCards.posters.name,
    metaTitle: "Impression d'affiches A3 à A0 | Presto Impression",
    metaDescription:
      "Affiches imprimées en haute définition, du A3 au A0, papier satiné ou papier dos bleu pour l'affichage extérieur.",
    description: "Des affiches aux couleurs éclatantes pour vos vitrines, salons et campagnes d'affichage.",
    highlights: ["Du A3 au A0", "Papier satiné 170 g/m² ou dos bleu", "Impression haute définition"],
    details: [
      h2("Caractéristiques"),
      ul("Papier satiné pour l'intérieur", "Papier dos bleu pour l'affichage urbain"),
      p("Prévoyez une résolution d'au moins 150 dpi au format final pour une affiche vue à distance."),
    ],
    trail: [home, posterRange],
  }),
  productPage({
    key: "product-roll-labels",
    productKey: "roll-labels",
    path: productCards.rollLabels.path,
    name: productCards.rollLabels.name,
    metaTitle: "Étiquettes adhésives en rouleau | Presto Impression",
    metaDescription:
      "Étiquettes autocollantes en rouleau pour vos produits : papier ou vinyle, formes sur mesure, 500 étiquettes par rouleau.",
    description: "Des étiquettes adhésives en rouleau pour vos bocaux, bouteilles et emballages.",
    highlights: ["500 étiquettes par rouleau", "Papier, vinyle blanc ou transparent", "Découpe à la forme"],
    details: [
      h2("Caractéristiques"),
      ul("Mandrin de 76 mm", "Sens d'enroulement au choix", "Compatible avec les étiqueteuses"),
      p("Indiquez le sens de sortie des étiquettes si vous utilisez une machine de pose automatique."),
    ],
    trail: [home, labelRange],
  }),
  productPage({
    key: "product-pens",
    productKey: "pens",
    path: productCards.pens.path,
    name: productCards.pens.name,
    metaTitle: "Stylos personnalisés avec logo | Presto Impression",
    metaDescription:
      "Stylos à bille personnalisés avec votre logo, marquage tampographie ou laser, dès 50 pièces.",
    description: "Un objet publicitaire utile au quotidien, marqué à votre logo et à vos couleurs.",
    highlights: ["Marquage tampographie ou gravure laser", "Encre bleue ou noire", "Dès 50 pièces"],
    details: [
      h2("Caractéristiques"),
      ul("Zone de marquage : 40 x 8 mm", "Corps plastique recyclé ou aluminium"),
      p("Fournissez votre logo en vectoriel (PDF ou SVG) pour un marquage net."),
    ],
    trail: [home, penRange],
  }),
];
