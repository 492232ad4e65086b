/** The personal area's "My data" screen (issue 36 §7), French and English. */
export const dataRightsDictionary: Record<"fr" | "en", Record<string, string>> = {
  fr: {
    title: "Mes données",
    lead: "Ce que nous gardons sur vous, et ce que vous pouvez en faire : en obtenir une copie, ou supprimer votre compte.",
    privacyLink: "Lire notre politique de confidentialité",
    impersonating:
      "Seul le client peut télécharger ou supprimer ses propres données, pas un membre du personnel connecté à sa place.",
    "export.title": "Télécharger mes données",
    "export.text":
      "Un fichier JSON avec votre profil, vos adresses, vos commandes, vos créations, vos devis, votre porte-monnaie et vos moyens de paiement enregistrés (masqués).",
    "export.button": "Télécharger mes données (JSON)",
    "delete.title": "Supprimer mon compte",
    "delete.text":
      "Votre profil, vos adresses, vos créations, vos moyens de paiement enregistrés et votre abonnement à la lettre d’information sont effacés et vous êtes déconnecté. Vos commandes et factures sont conservées comme la loi l’exige, sans vos coordonnées. C’est définitif.",
    "delete.password": "Votre mot de passe",
    "delete.confirm": "Je comprends que mon compte est supprimé définitivement.",
    "delete.button": "Supprimer mon compte",
    "delete.pending": "Suppression…",
    "error.passwordRequired": "Saisissez votre mot de passe pour confirmer.",
    "error.wrongPassword": "Ce mot de passe n’est pas celui du compte.",
    "error.confirmRequired": "Cochez la case pour confirmer la suppression.",
    "error.openOrders":
      "Ces commandes sont encore en cours : {{numbers}}. Vous pourrez supprimer votre compte une fois qu’elles seront expédiées ou annulées.",
    "error.walletNotEmpty":
      "Votre porte-monnaie contient encore un crédit. Demandez son remboursement au service client avant de supprimer votre compte.",
    "error.impersonating": "Seul le client peut supprimer son compte.",
    "error.staffAccount": "Un compte du personnel se ferme par un autre administrateur, pas ici.",
  },
  en: {
    title: "My data",
    lead: "What we keep about you, and what you can do with it: take a copy, or delete your account.",
    privacyLink: "Read our privacy policy",
    impersonating: "Only the customer can download or delete their own data, not staff signed in as them.",
    "export.title": "Download my data",
    "export.text":
      "One JSON file with your profile, addresses, orders, designs, quotes, wallet and saved payment methods (masked).",
    "export.button": "Download my data (JSON)",
    "delete.title": "Delete my account",
    "delete.text":
      "Your profile, addresses, designs, saved payment methods and newsletter subscription are erased and you are signed out. Your orders and invoices are kept as the law requires, without your contact details. This cannot be undone.",
    "delete.password": "Your password",
    "delete.confirm": "I understand that my account is deleted for good.",
    "delete.button": "Delete my account",
    "delete.pending": "Deleting…",
    "error.passwordRequired": "Enter your password to confirm.",
    "error.wrongPassword": "This is not the account's password.",
    "error.confirmRequired": "Tick the box to confirm the deletion.",
    "error.openOrders":
      "These orders are still in progress: {{numbers}}. You can delete your account once they have shipped or been cancelled.",
    "error.walletNotEmpty":
      "Your wallet still holds credit. Ask customer service to pay it out before deleting your account.",
    "error.impersonating": "Only the customer can delete their account.",
    "error.staffAccount": "A staff account is closed by another admin, not here.",
  },
};
