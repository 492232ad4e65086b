import type { Seller } from "../../invoices/seller";

/** The demo shops' legal identities, as their invoices print them (ADR 072). */
export const SELLERS: Readonly<Record<"fr" | "en", Seller>> = {
  fr: {
    company: "Presto Impression",
    legalForm: "SAS au capital de 50 000 €",
    address: ["12 rue de l’Imprimerie", "75011 Paris", "France"],
    registrations: [
      { label: "SIREN", value: "912 345 600" },
      { label: "SIRET", value: "912 345 600 00018" },
      { label: "RCS", value: "Paris 912 345 600" },
    ],
    vatNumber: "FR34912345600",
    email: "compta@presto-impression.fr",
    latePayment:
      "Paiement à réception. En cas de retard, pénalités au taux de trois fois le taux d’intérêt légal, exigibles dès le lendemain de l’échéance (art. L441-10 du Code de commerce). Pas d’escompte pour paiement anticipé.",
    recoveryIndemnity:
      "Indemnité forfaitaire pour frais de recouvrement due par le client professionnel en cas de retard de paiement : 40 € (art. D441-5 du Code de commerce).",
  },
  en: {
    company: "Presto Print Ltd",
    legalForm: "Private limited company, share capital £10,000",
    address: ["10 Fleet Lane", "London EC4M 7RB", "United Kingdom"],
    registrations: [{ label: "Registered in England and Wales, company number", value: "12345678" }],
    vatNumber: "GB987654353",
    email: "accounts@prestoprint.co.uk",
    latePayment:
      "Payment due on receipt. Late payments bear statutory interest at 8% above the Bank of England base rate (Late Payment of Commercial Debts (Interest) Act 1998).",
    recoveryIndemnity:
      "Business customers also owe fixed compensation for debt recovery of £40 per late invoice under that Act.",
  },
};
