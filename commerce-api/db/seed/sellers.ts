import type { Seller } from "../../invoices/seller";
import { enLegalIdentity, frLegalIdentity, type LegalIdentity } from "./legal-identity";

/**
 * The demo shops' seller identities, as their invoices print them (ADR 072): drawn from the one legal
 * identity per shop that the legal notice uses (ADR 075), so the two never disagree, plus the
 * payment terms only invoices state.
 */
function sellerOf(
  identity: LegalIdentity,
  capital: string,
  terms: Pick<Seller, "latePayment" | "recoveryIndemnity">,
): Seller {
  return {
    company: identity.company,
    legalForm: capital,
    address: identity.address.split(", "),
    // "RCS Paris 812 345 676 — SIRET …": each registration prints as written, label first.
    registrations: identity.registration.split(" — ").map((part) => {
      const space = part.indexOf(" ");
      return { label: part.slice(0, space), value: part.slice(space + 1) };
    }),
    vatNumber: identity.vatNumber,
    email: identity.email,
    ...terms,
  };
}

export const SELLERS: Readonly<Record<"fr" | "en", Seller>> = {
  fr: sellerOf(frLegalIdentity, `SAS au capital de ${frLegalIdentity.shareCapital}`, {
    latePayment:
      "Paiement à réception. En cas de retard, pénalités au taux de trois fois le taux d’intérêt légal, exigibles dès le lendemain de l’échéance (art. L441-10 du Code de commerce). Pas d’escompte pour paiement anticipé.",
    recoveryIndemnity:
      "Indemnité forfaitaire pour frais de recouvrement due par le client professionnel en cas de retard de paiement : 40 € (art. D441-5 du Code de commerce).",
  }),
  en: sellerOf(
    enLegalIdentity,
    `Private company limited by shares, share capital ${enLegalIdentity.shareCapital}`,
    {
      latePayment:
        "Payment due on receipt. Late payments bear statutory interest at 8% above the Bank of England base rate (Late Payment of Commercial Debts (Interest) Act 1998).",
      recoveryIndemnity:
        "Business customers also owe fixed compensation for debt recovery of £40 per late invoice under that Act.",
    },
  ),
};
