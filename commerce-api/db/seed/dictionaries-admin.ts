/** Admin texts (namespace "admin"), French and English. */
export const adminDictionary: Record<"fr" | "en", Record<string, string>> = {
  fr: {
    "loginAs.title": "Se connecter en tant que client",
    "loginAs.intro":
      "Vous verrez la boutique comme ce client pendant une heure au plus. Chaque page l’indique et chaque requête est journalisée à votre nom.",
    "loginAs.email": "E-mail du client",
    "loginAs.submit": "Se connecter en tant que ce client",
    "loginAs.pending": "Connexion…",
    "loginAs.emailInvalid": "Saisissez une adresse e-mail valide.",
    "loginAs.invalid": "Cette demande n’est pas valide.",
    "loginAs.notFound": "Aucun client n’a cette adresse e-mail.",
    "loginAs.targetAdmin": "Un administrateur ne peut pas être incarné.",
    "banner.text": "Vous êtes connecté en tant que {{customer}} (admin {{admin}}).",
    "banner.stop": "Arrêter",
  },
  en: {
    "loginAs.title": "Log in as a customer",
    "loginAs.intro":
      "You will see the shop as this customer for at most an hour. Every page says so, and every request is logged with your name.",
    "loginAs.email": "Customer email",
    "loginAs.submit": "Log in as this customer",
    "loginAs.pending": "Logging in…",
    "loginAs.emailInvalid": "Enter a valid email address.",
    "loginAs.invalid": "This request isn't valid.",
    "loginAs.notFound": "No customer has this email address.",
    "loginAs.targetAdmin": "Admins can't be impersonated.",
    "banner.text": "You are logged in as {{customer}} (admin {{admin}}).",
    "banner.stop": "Stop",
  },
};
