import { h2, p, ul } from "../page-builders";
import type { PageSeed } from "../types";

/** French service pages: policy, glossary, landing pages and the personal area. */

const home = { label: "Accueil", path: "/" };

export const frInfoPages: PageSeed[] = [
  {
    key: "loss-leader",
    path: "/offre-decouverte/",
    title: "Offre découverte",
    metaTitle: "Offre découverte | Presto Impression",
    metaDescription: "Une offre réservée pour découvrir nos impressions.",
    layout: "product",
    indexable: false,
    breadcrumbs: [home, { label: "Offre découverte", path: "/offre-decouverte/" }],
    blocks: [
      { type: "lossLeader" },
      {
        type: "richText",
        content: [
          p(
            "L’offre s’applique à la configuration proposée ; vous pouvez la modifier, la remise reste valable tant que le produit y est éligible.",
          ),
        ],
      },
    ],
  },
  {
    key: "policy",
    path: "/conditions-generales-de-vente/",
    title: "Conditions générales de vente",
    metaTitle: "Conditions générales de vente | Presto Impression",
    metaDescription:
      "Conditions générales de vente et de livraison de Presto Impression : commandes, fichiers, prix, paiement, livraison.",
    breadcrumbs: [home, { label: "Conditions générales de vente", path: "/conditions-generales-de-vente/" }],
    blocks: [
      {
        type: "richText",
        content: [
          h2("1. Objet"),
          p(
            "Les présentes conditions régissent les commandes passées sur le site Presto Impression par des clients professionnels et particuliers.",
          ),
          h2("2. Commandes et validation des fichiers"),
          p(
            "La commande est ferme dès son paiement. Le client est responsable du contenu de ses fichiers ; le contrôle de fichier optionnel porte sur leur conformité technique, pas sur l'orthographe.",
          ),
          h2("3. Prix et paiement"),
          p(
            "Les prix sont indiqués hors taxes et toutes taxes comprises. Le paiement s'effectue par carte bancaire, PayPal, virement ou, pour les comptes autorisés, par prélèvement.",
          ),
          h2("4. Livraison"),
          p(
            "Les délais affichés courent à partir de la validation du fichier. Un retard de transport ne peut donner lieu à l'annulation de la commande.",
          ),
          h2("5. Données personnelles"),
          p(
            "Vos données servent à exécuter vos commandes ; leur traitement, leur durée de conservation et vos droits sont décrits dans la politique de confidentialité (/politique-de-confidentialite/). L'éditeur du site est présenté dans les mentions légales (/mentions-legales/).",
          ),
        ],
      },
    ],
  },
  {
    key: "glossary",
    path: "/glossaire/",
    title: "Glossaire de l'imprimerie",
    metaTitle: "Glossaire des termes d'imprimerie | Presto Impression",
    metaDescription:
      "Fond perdu, CMJN, grammage, vernis sélectif : le vocabulaire de l'impression expliqué simplement.",
    breadcrumbs: [home, { label: "Glossaire", path: "/glossaire/" }],
    blocks: [
      {
        type: "glossary",
        terms: [
          {
            term: "BAT (bon à tirer)",
            definition: "Épreuve validée par le client qui autorise le lancement de l'impression.",
          },
          {
            term: "CMJN",
            definition:
              "Cyan, magenta, jaune et noir : les quatre encres de l'impression en quadrichromie. Vos fichiers doivent être convertis dans cet espace colorimétrique.",
          },
          {
            term: "Couché",
            definition:
              "Papier recouvert d'une fine couche qui limite l'absorption de l'encre et donne des couleurs plus vives, en finition brillante, mate ou satinée.",
          },
          {
            term: "Fond perdu",
            definition:
              "Marge de 2 mm que le visuel doit dépasser au-delà du format fini, afin d'éviter un liseré blanc après la coupe.",
          },
          {
            term: "Grammage",
            definition:
              "Poids du papier exprimé en grammes par mètre carré (g/m²) : 135 g/m² pour un flyer léger, 350 g/m² pour une carte de visite.",
          },
          {
            term: "Pelliculage",
            definition:
              "Film plastique très fin appliqué sur l'imprimé pour le protéger et lui donner un aspect mat, brillant ou soft touch.",
          },
          {
            term: "Quadrichromie",
            definition: "Procédé qui reproduit toutes les couleurs par superposition des quatre encres CMJN.",
          },
          {
            term: "Rainage",
            definition:
              "Marquage d'un pli dans le papier avant pliage, indispensable au-delà de 170 g/m² pour éviter que le papier ne se fissure.",
          },
          {
            term: "Résolution",
            definition:
              "Nombre de points par pouce (dpi) d'une image ; 300 dpi au format final garantissent une impression nette.",
          },
          {
            term: "Ton direct (Pantone)",
            definition:
              "Encre préparée à la teinte exacte d'une couleur de référence, utilisée quand la quadrichromie ne suffit pas.",
          },
          {
            term: "Traits de coupe",
            definition: "Repères placés aux angles du document qui indiquent où le massicot doit couper.",
          },
          {
            term: "Vernis sélectif",
            definition:
              "Vernis brillant et épais appliqué sur certaines zones seulement (un logo, un titre) pour créer un contraste de matière.",
          },
        ],
      },
    ],
  },
  {
    key: "landing-black-friday",
    path: "/black-friday/",
    title: "Black Friday : -30 % sur vos impressions avec le code BLACKFRIDAY",
    metaTitle: "Black Friday imprimerie en ligne | Presto Impression",
    metaDescription:
      "Black Friday Presto Impression : -30 % sur les cartes de visite, flyers et affiches avec le code BLACKFRIDAY.",
    layout: "landing",
    layoutSuffix: "black-friday",
    blocks: [
      // Open from the week before Black Friday to Cyber Monday, every year (issue 38 §4).
      {
        type: "season",
        timeZone: "Europe/Paris",
        windows: [{ from: "11-20", until: "12-02" }],
        outside: "announce",
        closedTitle: "Le Black Friday est terminé",
        closedText: "Il revient le {date} avec -30 % sur vos impressions.",
      },
      {
        type: "hero",
        eyebrow: "Black Friday",
        title: "-30 % sur vos impressions",
        text: "Avec le code BLACKFRIDAY, commandez vos supports de fin d'année au meilleur prix.",
        cta: { label: "Voir les flyers", path: "/flyers-et-depliants/" },
        image: "/images/hero-print.svg",
      },
      {
        type: "richText",
        content: [
          h2("Comment en profiter ?"),
          ul(
            "Saisissez le code BLACKFRIDAY dans le champ « Code promo » d'un produit ou du panier : -30 % hors taxes",
            "Offre valable sur tous les produits et tous les délais de production",
            "Un seul code promo par article : non cumulable avec un autre code",
          ),
        ],
      },
    ],
  },
  {
    key: "landing-design-service",
    path: "/service-creation-graphique/",
    title: "Service de création graphique",
    metaTitle: "Création graphique de vos imprimés | Presto Impression",
    metaDescription:
      "Confiez la mise en page de vos cartes de visite, flyers et affiches à nos graphistes : deux propositions et trois séries de corrections.",
    layout: "landing",
    layoutSuffix: "design-service",
    blocks: [
      {
        type: "hero",
        eyebrow: "Création graphique",
        title: "Pas de fichier ? Nos graphistes s'en chargent",
        text: "Envoyez-nous votre logo et vos textes : vous recevez une première proposition sous 48 heures.",
        cta: { label: "Commencer par une carte de visite", path: "/cartes-de-visite/standard/" },
        image: "/images/hero-print.svg",
      },
      {
        type: "usps",
        items: [
          {
            icon: "pen-tool",
            title: "Deux propositions",
            text: "Deux pistes graphiques au choix pour votre projet.",
          },
          {
            icon: "refresh",
            title: "Trois séries de corrections",
            text: "Ajustez les textes et les couleurs jusqu'à satisfaction.",
          },
          {
            icon: "file-check",
            title: "Fichier prêt à imprimer",
            text: "Nous livrons un PDF conforme, avec fonds perdus.",
          },
        ],
      },
    ],
  },
  {
    key: "personal-area",
    path: "/espace-client/",
    title: "Mon espace client",
    metaTitle: "Mon espace client | Presto Impression",
    metaDescription: "Suivez vos commandes, gérez vos adresses et vos informations personnelles.",
    loggedOnly: true,
    indexable: false,
    blocks: [
      {
        type: "richText",
        content: [
          h2("Bienvenue dans votre espace client"),
          p(
            "Retrouvez ici le suivi de vos commandes, vos factures, vos adresses de livraison et vos moyens de paiement enregistrés.",
          ),
        ],
      },
    ],
  },
];
