/** The welcome page and the personal area's welcome box (namespace "welcome"), issue 16 §2. */
export const welcomeDictionary: Record<"fr" | "en", Record<string, string>> = {
  fr: {
    title: "Bienvenue {{name}} !",
    metaTitle: "Bienvenue",
    lead: "Votre compte est prêt. Voici votre cadeau de bienvenue.",
    "signIn.title": "Connexion à votre compte",
    "signIn.lead": "Ce lien reçu par e-mail vous connecte sur cet appareil, une seule fois.",
    "signIn.submit": "Me connecter",
    "signIn.invalid":
      "Ce lien ne fonctionne plus (déjà utilisé ou expiré). Connectez-vous avec votre mot de passe, ou demandez-en un nouveau.",
    "code.title": "Votre code de bienvenue",
    "code.percent": "-{{percent}} % sur une commande",
    "code.fixed": "-{{amount}} sur une commande",
    "code.until": "Valable jusqu’au {{date}}, une seule fois, avec ce compte.",
    "code.howTo":
      "Saisissez-le dans le champ « Code promo » d’un produit ou du panier : la remise s’affiche aussitôt dans le prix.",
    "code.used": "Utilisé pour la commande {{order}}.",
    "code.expired": "Ce code a expiré le {{date}}.",
    "code.none":
      "Votre code de bienvenue n’a pas pu être chargé ; il reste disponible dans votre espace client.",
    continue: "Reprendre là où j’en étais",
    shop: "Découvrir nos produits",
    account: "Aller à mon espace client",
    "offers.title": "Nos offres pour les nouveaux clients",
    "offers.until": "Jusqu’au {{date}}",
    "offers.see": "Voir l’offre : {{title}}",
  },
  en: {
    title: "Welcome, {{name}}!",
    metaTitle: "Welcome",
    lead: "Your account is ready. Here is your welcome gift.",
    "signIn.title": "Sign in to your account",
    "signIn.lead": "This link from your mailbox signs you in on this device, once.",
    "signIn.submit": "Sign me in",
    "signIn.invalid":
      "This link no longer works (already used or expired). Sign in with your password, or ask for a new one.",
    "code.title": "Your welcome code",
    "code.percent": "{{percent}}% off one order",
    "code.fixed": "{{amount}} off one order",
    "code.until": "Valid until {{date}}, once, with this account.",
    "code.howTo":
      "Type it into the “Promo code” field of a product or of your basket: the discount shows in the price at once.",
    "code.used": "Used for order {{order}}.",
    "code.expired": "This code expired on {{date}}.",
    "code.none": "Your welcome code couldn't be loaded; it stays available in your personal area.",
    continue: "Carry on where I was",
    shop: "Browse our products",
    account: "Go to my account",
    "offers.title": "Our offers for new customers",
    "offers.until": "Until {{date}}",
    "offers.see": "See the offer: {{title}}",
  },
};
