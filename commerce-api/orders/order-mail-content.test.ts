import { describe, expect, it } from "vitest";
import {
  editedMail,
  mailDate,
  type OrderMailFacts,
  paymentReceivedMail,
  placedMail,
} from "./order-mail-content";

const facts = (overrides: Partial<OrderMailFacts> = {}): OrderMailFacts => ({
  language: "fr",
  locale: "fr-FR",
  currency: "EUR",
  number: "PI-2026-000042",
  orderUrl: "https://shop.example/espace-client/commandes/detail/?id=o1",
  lines: [
    { id: "l1", name: "Affiches", quantity: 10, jobName: "Expo", taxedCent: 2388, arrival: "2026-12-03" },
  ],
  shippingTaxedCent: 600,
  totalCent: 2490,
  taxedCent: 2988,
  dueCent: 2988,
  paymentMethod: "bank_transfer",
  bankTransfer: { beneficiary: "Presto", iban: "FR76 1", bic: "BNP", reference: "PI2026000042" },
  filesNeededBy: "2026-11-27",
  ...overrides,
});

const text = (blocks: { text?: string; link?: string }[]) =>
  blocks.map((block) => block.text ?? block.link).join("\n");

describe("order mail content", () => {
  it("confirms an order with its lines, figures, transfer details, files date and link", () => {
    const mail = placedMail(facts());
    const body = text(mail.blocks);
    expect(mail.subject).toBe("Votre commande PI-2026-000042 est enregistrée");
    expect(body).toContain("• 10 × Affiches — « Expo » : 23,88\u00a0€");
    expect(body).toContain("Arrivée prévue : jeudi 3 décembre 2026");
    expect(body).toContain("Livraison : 6,00\u00a0€");
    expect(body).toContain("Total HT : 24,90\u00a0€\nTVA : 4,98\u00a0€\nTotal TTC : 29,88\u00a0€");
    expect(body).toContain("Référence à indiquer : PI2026000042");
    expect(body).toContain("avant le vendredi 27 novembre 2026 à 12 h");
    expect(mail.blocks.at(-1)).toEqual({ link: facts().orderUrl, label: "Voir ma commande" });
  });

  it("says how a provider payment goes, and nothing about paying once paid", () => {
    expect(text(placedMail(facts({ paymentMethod: "sepa", bankTransfer: null })).blocks)).toMatch(
      /prélevés sur votre compte selon le mandat SEPA/,
    );
    const paid = text(placedMail(facts({ dueCent: 0, filesNeededBy: null })).blocks);
    expect(paid).not.toContain("IBAN");
    expect(paid).toContain("Nous vérifions vos fichiers");
  });

  it("tells what an edit leaves due, credits back, or leaves even", () => {
    const due = editedMail(facts({ language: "en", locale: "en-GB", currency: "GBP" }), 2000, {
      additionalPaymentCent: 988,
      walletIncreaseCent: 0,
    });
    expect(text(due.blocks)).toContain("£9.88 is left to pay");
    expect(text(due.blocks)).toContain("Total incl. VAT: £29.88 (before: £20.00)");
    const refunded = editedMail(facts({ dueCent: 0 }), 4000, {
      additionalPaymentCent: 0,
      walletIncreaseCent: 1012,
    });
    expect(text(refunded.blocks)).toContain("10,12\u00a0€ sont crédités sur votre porte-monnaie");
    expect(text(refunded.blocks)).not.toContain("IBAN");
    const even = editedMail(facts({ dueCent: 0 }), 2988, { additionalPaymentCent: 0, walletIncreaseCent: 0 });
    expect(text(even.blocks)).toContain("vous n’avez rien de plus à payer");
  });

  it("after a part payment, says how to pay the rest", () => {
    const part = paymentReceivedMail(facts({ dueCent: 988 }), 2000);
    expect(text(part.blocks)).toContain("Réglez 9,88\u00a0€ par virement");
  });

  it("calls a signed SEPA mandate a debit on its day that can still fail, never money received", () => {
    const debit = {
      maskedIban: "FR76 **** **** 0189",
      reference: "PRESTO-PI2026000042-AB12",
      debitOn: "2026-11-30",
    };
    const paid = { dueCent: 0, paymentMethod: "sepa", bankTransfer: null, filesNeededBy: null };
    const fr = paymentReceivedMail(facts(paid), 2988, debit);
    expect(fr.subject).toBe("Prélèvement SEPA programmé pour la commande PI-2026-000042");
    const body = text(fr.blocks);
    expect(body).toContain(
      "29,88\u00a0€ seront prélevés sur le compte FR76 **** **** 0189 le lundi 30 novembre 2026",
    );
    expect(body).toContain("le prélèvement peut encore échouer");
    expect(body).toContain("Référence du mandat\u00a0: PRESTO-PI2026000042-AB12");
    expect(body).not.toMatch(/reçu votre paiement/);
    const en = paymentReceivedMail(facts({ ...paid, language: "en", locale: "en-GB" }), 2988, debit);
    expect(en.subject).toBe("SEPA Direct Debit scheduled for order PI-2026-000042");
    expect(text(en.blocks)).toContain(
      "will be debited from account FR76 **** **** 0189 on Monday, 30 November 2026",
    );
    expect(text(en.blocks)).toContain("the debit can still fail");
    expect(text(en.blocks)).not.toContain("received your payment");
    // Any other payment is money received.
    expect(paymentReceivedMail(facts(paid), 2988).subject).toBe(
      "Paiement reçu pour la commande PI-2026-000042",
    );
  });

  it("writes calendar dates in words, and leaves anything else as it is", () => {
    expect(mailDate("en-GB", "2026-12-03")).toBe("Thursday, 3 December 2026");
    expect(mailDate("fr-FR", "3 to 5 days")).toBe("3 to 5 days");
  });
});
