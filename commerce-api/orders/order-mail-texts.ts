/**
 * The words of the order mails (issue 36 §2, ADR 073), per shop language. Values come in already
 * formatted (money, dates); each mail says what happened, what happens next, and links to the order.
 */

export interface OrderMailTexts {
  viewOrder: string;
  line(quantity: number, name: string, jobName: string | null, price: string): string;
  arrival(date: string): string;
  shipping(price: string): string;
  totals(excl: string, vat: string, incl: string): string;
  placed: { subject(number: string): string; intro(number: string): string };
  payBy: {
    bank_transfer(
      due: string,
      account: { beneficiary: string; iban: string; bic: string; reference: string },
    ): string;
    sepa(due: string): string;
    card(due: string): string;
    paypal(due: string): string;
  };
  filesBy(date: string): string;
  nextAfterPlaced: { unpaid: string; files: string; ready: string };
  paid: { subject(number: string): string; intro(amount: string, number: string): string };
  /** A signed SEPA mandate (ADR 076): a debit to come on its day, which can still fail. */
  debitScheduled: {
    subject(number: string): string;
    intro(amount: string, number: string, account: string, date: string): string;
    mayFail(reference: string): string;
  };
  nextAfterPaid: { files(date: string): string; ready: string };
  filesNeeded: { subject(number: string): string; intro(number: string): string; next(date: string): string };
  refused: {
    subject(number: string): string;
    intro(fileName: string, line: string): string;
    reasons: Record<string, string>;
    next: string;
  };
  shipped: {
    subject(number: string): string;
    intro(number: string, carrier: string, trackingNumber: string): string;
    track: string;
    next: string;
  };
  edited: {
    subject(number: string): string;
    intro(number: string, before: string, after: string): string;
    due(amount: string): string;
    refunded(amount: string): string;
    even: string;
  };
  cancelled: { subject(number: string): string; intro(number: string): string; next: string };
}

const fr: OrderMailTexts = {
  viewOrder: "Voir ma commande",
  line: (quantity, name, jobName, price) =>
    `${quantity} × ${name}${jobName ? ` — « ${jobName} »` : ""} : ${price}`,
  arrival: (date) => `Arrivée prévue : ${date}`,
  shipping: (price) => `Livraison : ${price}`,
  totals: (excl, vat, incl) => `Total HT : ${excl}\nTVA : ${vat}\nTotal TTC : ${incl}`,
  placed: {
    subject: (number) => `Votre commande ${number} est enregistrée`,
    intro: (number) => `Merci ! Nous avons bien enregistré votre commande ${number}.`,
  },
  payBy: {
    bank_transfer: (due, account) =>
      `Réglez ${due} par virement :\nBénéficiaire : ${account.beneficiary}\nIBAN : ${account.iban}\nBIC : ${account.bic}\nRéférence à indiquer : ${account.reference}`,
    sepa: (due) =>
      `${due} seront prélevés sur votre compte selon le mandat SEPA que vous signez ; nous vous écrirons alors la date du prélèvement.`,
    card: (due) => `Votre paiement de ${due} par carte est en cours ; nous vous écrirons dès qu’il est reçu.`,
    paypal: (due) =>
      `Votre paiement de ${due} par PayPal est en cours ; nous vous écrirons dès qu’il est reçu.`,
  },
  filesBy: (date) =>
    `Pour tenir ces dates d’arrivée, envoyez vos fichiers d’impression avant le ${date} à 12 h (heure de Paris).`,
  nextAfterPlaced: {
    unpaid:
      "Et ensuite ? La production commence dès que le paiement est reçu et que vos fichiers sont vérifiés.",
    files:
      "Et ensuite ? Envoyez vos fichiers depuis la page de la commande ; nous les vérifions puis lançons l’impression.",
    ready:
      "Et ensuite ? Nous vérifions vos fichiers puis lançons l’impression ; vous recevrez un e-mail à l’expédition.",
  },
  paid: {
    subject: (number) => `Paiement reçu pour la commande ${number}`,
    intro: (amount, number) => `Nous avons bien reçu votre paiement de ${amount} pour la commande ${number}.`,
  },
  debitScheduled: {
    subject: (number) => `Prélèvement SEPA programmé pour la commande ${number}`,
    intro: (amount, number, account, date) =>
      `Votre mandat SEPA est signé : ${amount} seront prélevés sur le compte ${account} le ${date} pour la commande ${number}. Cet argent n’est pas encore reçu.`,
    mayFail: (reference) =>
      `D’ici là, le prélèvement peut encore échouer (provision insuffisante, opposition de votre banque) : gardez la provision nécessaire sur ce compte jusqu’à cette date. Référence du mandat : ${reference}.`,
  },
  nextAfterPaid: {
    files: (date) =>
      `Et ensuite ? Il nous manque encore des fichiers : envoyez-les avant le ${date} à 12 h (heure de Paris) depuis la page de la commande.`,
    ready:
      "Et ensuite ? Nous vérifions vos fichiers puis lançons l’impression ; vous recevrez un e-mail à l’expédition.",
  },
  filesNeeded: {
    subject: (number) => `Commande ${number} : nous attendons vos fichiers`,
    intro: (number) =>
      `Votre commande ${number} est payée, mais ces articles n’ont pas encore de fichier d’impression :`,
    next: (date) =>
      `Tant que le fichier manque, l’impression ne peut pas commencer et la date d’arrivée recule. Envoyez-le dès que possible (idéalement avant le ${date} à 12 h) depuis la page de la commande.`,
  },
  refused: {
    subject: (number) => `Commande ${number} : un fichier est refusé`,
    intro: (fileName, line) => `Le contrôle de fichier a refusé « ${fileName} » pour l’article ${line}.`,
    reasons: {
      low_resolution:
        "Raison : l’image est trop petite (moins de 600 pixels sur son petit côté) ; elle serait floue à l’impression.",
    },
    next: "Et ensuite ? Envoyez un nouveau fichier depuis la page de la commande ; l’impression commence une fois tous les fichiers acceptés.",
  },
  shipped: {
    subject: (number) => `Votre commande ${number} est expédiée`,
    intro: (number, carrier, trackingNumber) =>
      `Bonne nouvelle : votre commande ${number} est partie avec ${carrier}. Numéro de suivi : ${trackingNumber}.`,
    track: "Suivre le colis",
    next: "Et ensuite ? Le transporteur vous livre à l’adresse de la commande ; son site indique où en est le colis.",
  },
  edited: {
    subject: (number) => `Votre commande ${number} est modifiée`,
    intro: (number, before, after) =>
      `Votre modification de la commande ${number} est enregistrée. Total TTC : ${after} (avant : ${before}).`,
    due: (amount) => `Il reste ${amount} à régler ; la production attend ce paiement.`,
    refunded: (amount) =>
      `${amount} sont crédités sur votre porte-monnaie, utilisables sur vos prochaines commandes.`,
    even: "Le montant déjà réglé couvre la commande : vous n’avez rien de plus à payer.",
  },
  cancelled: {
    subject: (number) => `Votre commande ${number} est annulée`,
    intro: (number) => `Votre commande ${number} est annulée ; rien ne sera imprimé ni expédié.`,
    next: "Une question ? Répondez simplement à cet e-mail, notre service client vous répond.",
  },
};

const en: OrderMailTexts = {
  viewOrder: "View my order",
  line: (quantity, name, jobName, price) =>
    `${quantity} × ${name}${jobName ? ` — “${jobName}”` : ""}: ${price}`,
  arrival: (date) => `Expected arrival: ${date}`,
  shipping: (price) => `Delivery: ${price}`,
  totals: (excl, vat, incl) => `Total excl. VAT: ${excl}\nVAT: ${vat}\nTotal incl. VAT: ${incl}`,
  placed: {
    subject: (number) => `Your order ${number} is confirmed`,
    intro: (number) => `Thank you! We have your order ${number}.`,
  },
  payBy: {
    bank_transfer: (due, account) =>
      `Please pay ${due} by bank transfer:\nBeneficiary: ${account.beneficiary}\nIBAN: ${account.iban}\nBIC: ${account.bic}\nReference: ${account.reference}`,
    sepa: (due) =>
      `${due} will be debited from your account under the SEPA mandate you sign; we will then write with the debit date.`,
    card: (due) => `Your card payment of ${due} is on its way; we will write as soon as it has arrived.`,
    paypal: (due) => `Your PayPal payment of ${due} is on its way; we will write as soon as it has arrived.`,
  },
  filesBy: (date) => `To keep these arrival dates, send your print files by ${date}, 12 noon (Paris time).`,
  nextAfterPlaced: {
    unpaid: "What next? Production starts once your payment has arrived and your files are checked.",
    files: "What next? Send your files from the order page; we check them and then print.",
    ready: "What next? We check your files and then print; you will get an email when it ships.",
  },
  paid: {
    subject: (number) => `Payment received for order ${number}`,
    intro: (amount, number) => `We have received your payment of ${amount} for order ${number}.`,
  },
  debitScheduled: {
    subject: (number) => `SEPA Direct Debit scheduled for order ${number}`,
    intro: (amount, number, account, date) =>
      `Your SEPA mandate is signed: ${amount} will be debited from account ${account} on ${date} for order ${number}. This money has not arrived yet.`,
    mayFail: (reference) =>
      `Until then the debit can still fail (insufficient funds, your bank refusing it), so keep enough funds on that account until that day. Mandate reference: ${reference}.`,
  },
  nextAfterPaid: {
    files: (date) =>
      `What next? Some files are still missing: send them from the order page by ${date}, 12 noon (Paris time).`,
    ready: "What next? We check your files and then print; you will get an email when it ships.",
  },
  filesNeeded: {
    subject: (number) => `Order ${number}: we are waiting for your files`,
    intro: (number) => `Your order ${number} is paid, but these items have no print file yet:`,
    next: (date) =>
      `Until the file arrives, printing can't start and the arrival date moves back. Please send it as soon as you can (ideally by ${date}, 12 noon) from the order page.`,
  },
  refused: {
    subject: (number) => `Order ${number}: a file was refused`,
    intro: (fileName, line) => `The file check refused “${fileName}” for the item ${line}.`,
    reasons: {
      low_resolution:
        "Reason: the image is too small (under 600 pixels on its short side); it would print blurred.",
    },
    next: "What next? Send a new file from the order page; printing starts once every file is accepted.",
  },
  shipped: {
    subject: (number) => `Your order ${number} has shipped`,
    intro: (number, carrier, trackingNumber) =>
      `Good news: your order ${number} is on its way with ${carrier}. Tracking number: ${trackingNumber}.`,
    track: "Track the parcel",
    next: "What next? The carrier delivers to the order's address; its site shows where the parcel is.",
  },
  edited: {
    subject: (number) => `Your order ${number} was changed`,
    intro: (number, before, after) =>
      `Your change to order ${number} is saved. Total incl. VAT: ${after} (before: ${before}).`,
    due: (amount) => `${amount} is left to pay; production waits for this payment.`,
    refunded: (amount) => `${amount} has been credited to your wallet, to spend on your next orders.`,
    even: "What you have paid covers the order: there is nothing more to pay.",
  },
  cancelled: {
    subject: (number) => `Your order ${number} is cancelled`,
    intro: (number) => `Your order ${number} is cancelled; nothing will be printed or shipped.`,
    next: "Any question? Just reply to this email and our customer service will answer.",
  },
};

export const ORDER_MAIL_TEXTS: Record<"fr" | "en", OrderMailTexts> = { fr, en };
