import { frLegalIdentity as who } from "../legal-identity";
import { h2, p, ul } from "../page-builders";
import type { PageSeed } from "../types";

/** Mentions légales and politique de confidentialité of the French shop (issue 36 §7). */

const home = { label: "Accueil", path: "/" };

export const frLegalPages: PageSeed[] = [
  {
    key: "legal-notice",
    path: "/mentions-legales/",
    title: "Mentions légales",
    metaTitle: "Mentions légales | Presto Impression",
    metaDescription: "Éditeur, directeur de la publication et hébergeur du site Presto Impression.",
    breadcrumbs: [home, { label: "Mentions légales", path: "/mentions-legales/" }],
    blocks: [
      {
        type: "richText",
        content: [
          h2("Éditeur du site"),
          p(`${who.company}, ${who.legalForm} au capital de ${who.shareCapital}.`),
          ul(
            `Siège social : ${who.address}`,
            who.registration,
            `N° de TVA intracommunautaire : ${who.vatNumber}`,
            `Téléphone : ${who.phone}`,
            `Courriel : ${who.email}`,
          ),
          h2("Directeur de la publication"),
          p(who.director),
          h2("Hébergeur"),
          p(`${who.host.name}, ${who.host.address}, téléphone ${who.host.phone}.`),
          h2("Propriété intellectuelle"),
          p(
            "Les textes, images et modèles du site appartiennent à Presto Impression ou à leurs auteurs. Les fichiers que vous nous confiez restent les vôtres ; nous ne les utilisons que pour imprimer vos commandes.",
          ),
          h2("Données personnelles et cookies"),
          p(
            "La manière dont nous traitons vos données et les cookies que le site dépose sont décrits dans la politique de confidentialité (/politique-de-confidentialite/). Les conditions de vente sont sur /conditions-generales-de-vente/.",
          ),
        ],
      },
    ],
  },
  {
    key: "privacy",
    path: "/politique-de-confidentialite/",
    title: "Politique de confidentialité",
    metaTitle: "Politique de confidentialité | Presto Impression",
    metaDescription:
      "Quelles données Presto Impression traite, pourquoi, combien de temps, avec qui, vos droits et les cookies du site.",
    breadcrumbs: [home, { label: "Politique de confidentialité", path: "/politique-de-confidentialite/" }],
    blocks: [
      {
        type: "richText",
        content: [
          h2("Responsable du traitement"),
          p(`${who.company}, ${who.address}. Pour toute question sur vos données : ${who.privacyEmail}.`),
          h2("Ce que nous traitons, pourquoi et sur quelle base"),
          ul(
            "Votre compte et vos commandes (nom, courriel, téléphone, adresses, société et n° de TVA, fichiers d’impression, créations en ligne) : pour exécuter le contrat de vente.",
            "Vos factures et paiements : pour respecter nos obligations comptables et fiscales (obligation légale). Nous ne conservons jamais votre numéro de carte ni votre IBAN complets.",
            "L’adresse IP et les tentatives de connexion : pour protéger les comptes et le site contre les abus (intérêt légitime).",
            "La lettre d’information : seulement avec votre accord, retiré en un clic depuis chaque courriel.",
          ),
          h2("Combien de temps"),
          ul(
            "Compte, adresses, créations et moyens de paiement enregistrés : jusqu’à la suppression de votre compte.",
            "Commandes et factures : 10 ans après la clôture de l’exercice (Code de commerce, art. L123-22), même après la suppression du compte, sans vos coordonnées de contact.",
            "Tentatives de connexion échouées : 1 heure ; compteurs anti-abus par adresse IP : 10 minutes au plus.",
            "Journal des courriels envoyés : 90 jours.",
            "Abonnement à la lettre d’information : jusqu’à votre désinscription.",
          ),
          h2("Qui reçoit vos données"),
          ul(
            "Notre équipe (service client, atelier) pour préparer et expédier vos commandes.",
            "Le prestataire de paiement, pour les paiements par carte, PayPal et prélèvement SEPA.",
            "Le transporteur choisi, pour la livraison (nom, adresse, téléphone).",
            `Notre hébergeur, ${who.host.name}, et notre service d’envoi de courriels, qui agissent sur nos instructions.`,
            "Aucune donnée n’est vendue ni transférée hors de l’Union européenne.",
          ),
          h2("Vos droits"),
          p(
            "Vous pouvez accéder à vos données, les corriger, les effacer, les recevoir dans un format lisible par une machine, vous opposer à un traitement ou en demander la limitation.",
          ),
          ul(
            "Corriger : Mon espace client, rubrique Profil et Adresses.",
            "Télécharger vos données (fichier JSON) ou supprimer votre compte : Mon espace client, rubrique « Mes données » (/espace-client/mes-donnees/).",
            `Toute autre demande : ${who.privacyEmail} ; nous répondons sous un mois.`,
            `Réclamation : ${who.authority}.`,
          ),
          h2("Cookies"),
          p(
            "Le site ne dépose que des cookies nécessaires à son fonctionnement ; ils sont signés, inaccessibles aux scripts (HttpOnly) et ne servent ni à la publicité ni à la mesure d’audience. Aucun consentement n’est donc demandé.",
          ),
          ul(
            "presto_state : votre session de visite (devise, panier, code promo appliqué) — jusqu’à la fermeture du navigateur.",
            "presto_anon : identifiant anonyme du panier et des créations avant connexion — 7 jours.",
            "presto_auth : votre connexion au compte — 24 heures.",
            "presto_agent : réservé à notre personnel, marque son navigateur — 30 jours au plus.",
            "presto_debug : réservé à notre personnel, affichage de diagnostic — 24 heures.",
          ),
          p(
            "Le navigateur garde aussi deux indications techniques pour la durée de l’onglet (sessionStorage) : l’avis de nouvelle version déjà fermé et la protection contre les rechargements en boucle.",
          ),
        ],
      },
    ],
  },
];
