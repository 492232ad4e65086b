/**
 * UI dictionaries per tenant language: namespace → key → text.
 * Seeded into the database; the storefront receives them with the basic configs.
 * Keys are flat strings ("nav.open"); components read them as t("header:nav.open").
 */
export type DictionarySeed = Record<string, Record<string, string>>;

export const dictionaries: Record<"fr" | "en", DictionarySeed> = {
  fr: {
    common: {
      "shop.tagline": "Impression en ligne",
      skip: "Aller au contenu",
      breadcrumbs: "Fil d’Ariane",
      "currency.label": "Devise",
      "currency.switch": "Changer",
      "debug.badge": "Mode débogage équipe",
    },
    header: {
      tagline: "Impression professionnelle, livrée rapidement",
      "nav.label": "Navigation principale",
      "nav.open": "Menu",
      home: "Accueil",
      account: "Mon compte",
      login: "Connexion",
      cart: "Panier",
    },
    footer: {
      "trust.payment.title": "Paiement sécurisé",
      "trust.payment.text": "Carte, PayPal et virement",
      "trust.delivery.title": "Livraison suivie",
      "trust.delivery.text": "Choisissez votre délai de livraison",
      "trust.quality.title": "Qualité garantie",
      "trust.quality.text": "Réimpression en cas de défaut",
      "reviews.rating": "{{rating}}/5",
      "reviews.stars": "étoiles",
      "reviews.count": "{{count}} avis sur {{source}}",
      about: "Cartes de visite, flyers, affiches et étiquettes, imprimés avec soin.",
      "contact.title": "Besoin d’aide ?",
      "contact.hours": "Du lundi au vendredi, de 9 h à 18 h",
      "products.title": "Produits",
      "links.title": "Informations",
      "countries.title": "Nous livrons en",
      rights: "Tous droits réservés.",
    },
    errors: {
      "notFound.title": "Page introuvable",
      "notFound.description": "La page que vous cherchez a été déplacée, supprimée ou n’a jamais existé.",
      "notFound.suggestions.title": "Que faire ?",
      "notFound.suggestions.address": "Vérifiez que l’adresse ne contient pas de faute de frappe.",
      "notFound.suggestions.browse": "Parcourez nos produits depuis le menu ou les liens ci-dessous.",
      "notFound.suggestions.contact":
        "Toujours perdu ? Notre service client se fera un plaisir de vous aider.",
      "serverError.title": "Erreur interne du serveur",
      "serverError.description":
        "Une erreur s’est produite de notre côté. Merci de réessayer dans quelques instants.",
      "action.home": "Retour à l’accueil",
      "action.retry": "Réessayer",
      "tenant.invalid": "Domaine de la boutique non valide",
      "upstream.unavailable":
        "Service momentanément indisponible. Merci de réessayer dans quelques instants.",
    },
    content: {
      "card.configure": "Personnaliser",
      "card.browse": "Voir la gamme",
      "glossary.index": "Index du glossaire",
      "glossary.empty": "Aucun terme pour le moment.",
      "glossary.backToTop": "Retour à l’index",
      "productIntro.configurator.title": "Configurateur en ligne bientôt disponible",
      "productIntro.configurator.text":
        "Vous pourrez bientôt choisir ici le papier, la finition, la quantité et le délai de livraison, avec votre prix en direct. En attendant, notre équipe vous prépare volontiers un devis.",
    },
    banners: {
      label: "Offre du moment",
      "link.default": "Voir l’offre",
    },
  },
  en: {
    common: {
      "shop.tagline": "Online printing",
      skip: "Skip to content",
      breadcrumbs: "Breadcrumb",
      "currency.label": "Currency",
      "currency.switch": "Change",
      "debug.badge": "Staff debug mode",
    },
    header: {
      tagline: "Professional printing, delivered fast",
      "nav.label": "Main navigation",
      "nav.open": "Menu",
      home: "Home",
      account: "My account",
      login: "Sign in",
      cart: "Basket",
    },
    footer: {
      "trust.payment.title": "Secure payment",
      "trust.payment.text": "Card, PayPal and bank transfer",
      "trust.delivery.title": "Tracked delivery",
      "trust.delivery.text": "Choose your delivery speed",
      "trust.quality.title": "Quality guaranteed",
      "trust.quality.text": "Reprinted if anything is wrong",
      "reviews.rating": "{{rating}}/5",
      "reviews.stars": "stars",
      "reviews.count": "{{count}} reviews on {{source}}",
      about: "Business cards, flyers, posters and labels, printed with care.",
      "contact.title": "Need help?",
      "contact.hours": "Monday to Friday, 9am–6pm",
      "products.title": "Products",
      "links.title": "Information",
      "countries.title": "We deliver to",
      rights: "All rights reserved.",
    },
    errors: {
      "notFound.title": "Page Not Found",
      "notFound.description": "The page you are looking for has moved, been removed or never existed.",
      "notFound.suggestions.title": "What you can do",
      "notFound.suggestions.address": "Check the address for typing mistakes.",
      "notFound.suggestions.browse": "Browse our products from the menu or the links below.",
      "notFound.suggestions.contact": "Still lost? Our customer service team is happy to help.",
      "serverError.title": "Internal Server Error",
      "serverError.description": "Something went wrong on our side. Please try again in a few moments.",
      "action.home": "Back to the home page",
      "action.retry": "Try again",
      "tenant.invalid": "Tenant domain not valid",
      "upstream.unavailable": "Service temporarily unavailable. Please try again in a few moments.",
    },
    content: {
      "card.configure": "Customise",
      "card.browse": "See the range",
      "glossary.index": "Glossary index",
      "glossary.empty": "No terms yet.",
      "glossary.backToTop": "Back to index",
      "productIntro.configurator.title": "Online configurator coming soon",
      "productIntro.configurator.text":
        "You will soon be able to choose paper, finish, quantity and delivery here and see your price instantly. Until then, our team will gladly prepare a quote for you.",
    },
    banners: {
      label: "Current offer",
      "link.default": "See the offer",
    },
  },
};
