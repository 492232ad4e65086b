import { h2, p, ul } from "../page-builders";
import type { PageSeed } from "../types";
import { home, productCards } from "./cards";

/**
 * French landing pages of issue 16 §4: Christmas, French Days, printing deals and wonders. Each
 * has a yearly date window (a season block, Paris time) and product cards priced by the API.
 */

const timeZone = "Europe/Paris";

export const frLandingPages: PageSeed[] = [
  {
    key: "landing-christmas",
    path: "/noel/",
    title: "Noël : vos impressions de fin d'année",
    metaTitle: "Impressions de Noël pour les pros | Presto Impression",
    metaDescription:
      "Cartes de vœux, étiquettes cadeaux, stylos à offrir : commandez vos impressions de Noël avant le 18 décembre pour une livraison avant les fêtes.",
    layout: "landing",
    layoutSuffix: "christmas",
    breadcrumbs: [home, { label: "Noël", path: "/noel/" }],
    blocks: [
      {
        type: "season",
        timeZone,
        windows: [{ from: "11-15", until: "12-24" }],
        outside: "announce",
        closedTitle: "La boutique de Noël est fermée",
        closedText: "Elle rouvre le {date} avec nos idées d'impressions pour les fêtes.",
      },
      {
        type: "hero",
        eyebrow: "Noël",
        title: "Des imprimés qui ont l'esprit des fêtes",
        text: "Cartes de vœux, étiquettes pour vos coffrets et cadeaux clients : tout est prêt en quelques jours.",
        cta: { label: "Voir les cartes", path: productCards.businessCards.path },
        image: "/images/hero-print.svg",
      },
      {
        type: "productGrid",
        title: "Nos idées pour les fêtes",
        items: [
          {
            ...productCards.businessCards,
            text: "Au format carte de visite, vos vœux glissés dans chaque colis.",
          },
          { ...productCards.rollLabels, text: "Étiquettes de fête pour vos coffrets, bocaux et bouteilles." },
          { ...productCards.pens, text: "Le cadeau client utile, marqué à votre logo." },
          {
            ...productCards.foldedLeaflets,
            text: "Votre catalogue de fêtes, plié et livré prêt à distribuer.",
          },
        ],
      },
      {
        type: "richText",
        content: [
          h2("Livré avant les fêtes"),
          p(
            "Commandez avant le 18 décembre à midi avec le délai express pour recevoir vos impressions avant Noël. Les dates de livraison affichées sur chaque produit tiennent compte des jours fériés.",
          ),
          ul("Vérification de fichier offerte sur demande", "Paiement par virement ou carte"),
        ],
      },
    ],
  },
  {
    key: "landing-french-days",
    path: "/french-days/",
    title: "French Days : nos best-sellers à l'honneur",
    metaTitle: "French Days imprimerie en ligne | Presto Impression",
    metaDescription:
      "Pendant les French Days, nos flyers, affiches et cartes de visite à l'honneur, avec leurs prix calculés en direct.",
    layout: "landing",
    layoutSuffix: "french-days",
    breadcrumbs: [home, { label: "French Days", path: "/french-days/" }],
    blocks: [
      {
        type: "season",
        timeZone,
        windows: [
          { from: "04-28", until: "05-05" },
          { from: "09-22", until: "09-29" },
        ],
        outside: "home",
        closedTitle: "Les French Days sont terminés",
        closedText: "Prochaine édition le {date}.",
      },
      {
        type: "hero",
        eyebrow: "French Days",
        title: "Une semaine pour faire le plein d'imprimés",
        text: "Les French Days reviennent au printemps et à la rentrée : nos best-sellers, leurs prix dégressifs et une livraison rapide.",
        cta: { label: "Voir les flyers", path: productCards.flyers.path },
        image: "/images/hero-print.svg",
      },
      {
        type: "productGrid",
        title: "Les best-sellers des French Days",
        items: [productCards.flyers, productCards.posters, productCards.businessCards],
      },
      {
        type: "faq",
        title: "Questions fréquentes",
        items: [
          {
            question: "Les prix affichés sont-ils à jour ?",
            answer:
              "Oui : le prix « à partir de » de chaque produit est calculé en direct, au tarif du jour. Un code promo en cours s'ajoute au panier.",
          },
          {
            question: "Puis-je commander en délai standard ?",
            answer: "Oui, tous les délais de production restent disponibles pendant l'opération.",
          },
        ],
      },
    ],
  },
  {
    key: "landing-printing-deals",
    path: "/bons-plans-impression/",
    title: "Bons plans impression de l'hiver",
    metaTitle: "Bons plans impression : prix dégressifs | Presto Impression",
    metaDescription:
      "Les bons plans de l'hiver : les quantités où nos prix unitaires baissent le plus, sur les étiquettes, dépliants et stylos.",
    layout: "landing",
    layoutSuffix: "printing-deals",
    breadcrumbs: [home, { label: "Bons plans", path: "/bons-plans-impression/" }],
    blocks: [
      {
        type: "season",
        timeZone,
        windows: [{ from: "11-01", until: "03-31" }],
        outside: "announce",
        closedTitle: "Les bons plans de l'hiver sont terminés",
        closedText: "Ils reviennent le {date}.",
      },
      {
        type: "hero",
        eyebrow: "Bons plans",
        title: "Plus vous imprimez, moins vous payez",
        text: "Nos prix sont dégressifs : à partir de 1 000 exemplaires, le prix unitaire chute sur toute la gamme.",
        cta: null,
        image: "/images/hero-print.svg",
      },
      {
        type: "productGrid",
        title: "Nos prix les plus dégressifs",
        items: [productCards.rollLabels, productCards.foldedLeaflets, productCards.pens, productCards.flyers],
      },
      {
        type: "usps",
        items: [
          {
            icon: "star",
            title: "Prix dégressifs",
            text: "Le prix unitaire baisse à chaque palier de quantité.",
          },
          { icon: "truck", title: "Livraison suivie", text: "Chaque colis est suivi jusqu'à votre porte." },
          {
            icon: "check",
            title: "Fichiers vérifiés",
            text: "Un contrôle de fichier avant impression, sur demande.",
          },
        ],
      },
    ],
  },
  {
    key: "landing-wonders",
    path: "/les-merveilles/",
    title: "Les merveilles : nos finitions premium",
    metaTitle: "Finitions premium : pelliculage velours, vernis | Presto Impression",
    metaDescription:
      "Pelliculage toucher velours, vernis mat ou brillant, papiers épais : découvrez les finitions qui font la différence.",
    layout: "landing",
    layoutSuffix: "wonders",
    breadcrumbs: [home, { label: "Les merveilles", path: "/les-merveilles/" }],
    blocks: [
      {
        type: "season",
        timeZone,
        windows: [{ from: "09-01", until: "06-30" }],
        outside: "announce",
        closedTitle: "La vitrine des merveilles fait une pause estivale",
        closedText: "Elle rouvre le {date} avec de nouvelles finitions.",
      },
      {
        type: "hero",
        eyebrow: "Les merveilles",
        title: "Des finitions qu'on remarque au premier toucher",
        text: "Pelliculage velours, vernis sélectif, papiers épais : nos finitions premium, sur les produits que vous imprimez déjà.",
        cta: { label: "Composer une carte velours", path: productCards.businessCards.path },
        image: "/images/hero-print.svg",
      },
      {
        type: "productGrid",
        title: "Les finitions à découvrir",
        items: [
          {
            ...productCards.businessCards,
            text: "Pelliculage toucher velours : une carte douce comme une pêche.",
          },
          { ...productCards.rollLabels, text: "Vernis mat ou brillant, qui protège de l'eau et du froid." },
          { ...productCards.flyers, text: "Papier couché 350 g/m², la tenue d'une carte." },
        ],
      },
      {
        type: "richText",
        content: [
          h2("Choisir sa finition"),
          ul(
            "Toucher velours : un rendu mat et soyeux, idéal pour les cartes de visite",
            "Vernis brillant : des couleurs éclatantes sur vos étiquettes",
            "Vernis mat : une lecture sans reflet, même sous la lumière d'une vitrine",
          ),
        ],
      },
    ],
  },
];
