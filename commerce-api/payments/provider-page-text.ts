/** The simulated provider's page texts (its own, not the shop's dictionaries), French and English. */

export interface ProviderPageText {
  provider: string;
  bank: string;
  order: (number: string) => string;
  closed: string;
  backToShop: string;
  cardTitle: string;
  cardSandbox: string;
  holder: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  pay: string;
  cancel: string;
  collecting: string;
  continue: string;
  challengeTitle: string;
  challengeIntro: (last4: string) => string;
  challengeSandbox: (code: string) => string;
  code: string;
  /** A wrong 3-D Secure code, with the tries the payer has left. */
  wrongCode: (triesLeft: number) => string;
  confirm: string;
  paypalTitle: string;
  paypalIntro: string;
  approve: string;
  sepaTitle: string;
  sepaSandbox: string;
  accountHolder: string;
  mandateText: string;
  sign: string;
  errors: Record<
    | "holder"
    | "holder_characters"
    | "invalid_number"
    | "invalid_expiry"
    | "expired"
    | "invalid_cvc"
    | "code"
    | "iban"
    | "accept",
    string
  >;
}

const fr: ProviderPageText = {
  provider: "Presto Pay — paiement sécurisé",
  bank: "Votre banque — 3-D Secure",
  order: (number) => `Commande ${number}`,
  closed: "Ce paiement est terminé.",
  backToShop: "Revenir à la boutique",
  cardTitle: "Payer par carte",
  cardSandbox:
    "Cartes de test : 4242 4242 4242 4242 (acceptée), 4000 0000 0000 3220 (3-D Secure), 4000 0000 0000 0002 (refusée).",
  holder: "Titulaire de la carte",
  cardNumber: "Numéro de carte",
  expiry: "Expiration (MM/AA)",
  cvc: "Cryptogramme",
  pay: "Payer",
  cancel: "Annuler et revenir à la boutique",
  collecting: "Connexion à votre banque…",
  continue: "Continuer",
  challengeTitle: "Confirmez ce paiement",
  challengeIntro: (last4) =>
    `Votre banque vous a envoyé un code pour le paiement avec la carte •••• ${last4}.`,
  challengeSandbox: (code) => `Environnement de test : le code est ${code}.`,
  code: "Code reçu",
  wrongCode: (triesLeft) =>
    `Ce code n’est pas le bon. Vérifiez le SMS et réessayez\u00a0: ${triesLeft === 1 ? "il vous reste 1 essai" : `il vous reste ${triesLeft} essais`}.`,
  confirm: "Confirmer",
  paypalTitle: "Payer avec PayPal",
  paypalIntro:
    "Connecté en tant que client PayPal de test. Approuvez le paiement pour revenir à la boutique.",
  approve: "Approuver le paiement",
  sepaTitle: "Mandat de prélèvement SEPA",
  sepaSandbox: "IBAN de test : FR76 3000 6000 0112 3456 7890 189.",
  accountHolder: "Titulaire du compte",
  mandateText:
    "J’autorise Presto Impression à envoyer des instructions à ma banque pour débiter mon compte du montant ci-dessus, conformément au mandat.",
  sign: "Signer le mandat et payer",
  errors: {
    holder: "Indiquez le nom du titulaire.",
    holder_characters: "Le nom du titulaire contient des caractères non autorisés.",
    invalid_number: "Ce numéro de carte n’est pas valide.",
    invalid_expiry: "Indiquez la date d’expiration au format MM/AA.",
    expired: "Cette carte a expiré.",
    invalid_cvc: "Le cryptogramme compte 3 ou 4 chiffres.",
    code: "Saisissez le code à 6 chiffres.",
    iban: "Cet IBAN n’est pas valide.",
    accept: "Acceptez le mandat pour continuer.",
  },
};

const en: ProviderPageText = {
  provider: "Presto Pay — secure payment",
  bank: "Your bank — 3-D Secure",
  order: (number) => `Order ${number}`,
  closed: "This payment has ended.",
  backToShop: "Back to the shop",
  cardTitle: "Pay by card",
  cardSandbox:
    "Test cards: 4242 4242 4242 4242 (accepted), 4000 0000 0000 3220 (3-D Secure), 4000 0000 0000 0002 (declined).",
  holder: "Cardholder name",
  cardNumber: "Card number",
  expiry: "Expiry (MM/YY)",
  cvc: "Security code",
  pay: "Pay",
  cancel: "Cancel and return to the shop",
  collecting: "Contacting your bank…",
  continue: "Continue",
  challengeTitle: "Confirm this payment",
  challengeIntro: (last4) => `Your bank sent you a code for the payment with card •••• ${last4}.`,
  challengeSandbox: (code) => `Test environment: the code is ${code}.`,
  code: "Code received",
  wrongCode: (triesLeft) =>
    `That code isn't right. Check the text message and try again: ${triesLeft === 1 ? "1 try left" : `${triesLeft} tries left`}.`,
  confirm: "Confirm",
  paypalTitle: "Pay with PayPal",
  paypalIntro: "Signed in as a PayPal test buyer. Approve the payment to return to the shop.",
  approve: "Approve payment",
  sepaTitle: "SEPA Direct Debit mandate",
  sepaSandbox: "Test IBAN: GB82 WEST 1234 5698 7654 32.",
  accountHolder: "Account holder",
  mandateText:
    "I authorise Presto Print to send instructions to my bank to debit my account with the amount above, in accordance with the mandate.",
  sign: "Sign the mandate and pay",
  errors: {
    holder: "Enter the holder's name.",
    holder_characters: "The holder's name contains characters that are not allowed.",
    invalid_number: "This card number isn't valid.",
    invalid_expiry: "Enter the expiry date as MM/YY.",
    expired: "This card has expired.",
    invalid_cvc: "The security code has 3 or 4 digits.",
    code: "Enter the 6-digit code.",
    iban: "This IBAN isn't valid.",
    accept: "Accept the mandate to continue.",
  },
};

export const providerText = (locale: string): ProviderPageText => (locale.startsWith("fr") ? fr : en);
