/** Custom quotes (issue 16, ADR 026): the status lifecycle, expiry and numbering. Pure. */

import type { QuoteStatus } from "../../contract/quotes/quote.schemas";

const NEXT: Record<QuoteStatus, readonly QuoteStatus[]> = {
  new: ["answered"],
  // Staff may correct an answer until the customer decides.
  answered: ["answered", "accepted", "declined"],
  accepted: ["ordered"],
  declined: [],
  ordered: [],
};

export function canMove(from: string, to: QuoteStatus): boolean {
  return (NEXT[from as QuoteStatus] ?? []).includes(to);
}

/** An answer holds through its validity date (a Paris calendar day, "YYYY-MM-DD"). */
export function isExpired(validUntil: string | null, today: string): boolean {
  return validUntil !== null && validUntil < today;
}

/** Whether an answered or accepted quote can still be acted on today (accepted, ordered). */
export function isOpenAnswer(status: string, validUntil: string | null, today: string): boolean {
  return (
    (status === "answered" || status === "accepted") && validUntil !== null && !isExpired(validUntil, today)
  );
}

/** "DV-2026-0007" (fr: devis) or "QT-2026-0007" (en). */
export function quoteNumber(tenantKey: string, year: number, sequence: number): string {
  return `${tenantKey === "fr" ? "DV" : "QT"}-${year}-${String(sequence).padStart(4, "0")}`;
}

/** The email telling the customer staff answered, in the tenant's language (the price is in the account). */
export function answerEmail(
  language: string,
  shopName: string,
  quote: { number: string; validUntil: string },
): { subject: string; body: string } {
  const [year, month, day] = quote.validUntil.split("-");
  if (language === "fr")
    return {
      subject: `${shopName} : réponse à votre demande de devis ${quote.number}`,
      body: `Bonjour,\n\nNotre réponse à votre demande de devis ${quote.number} vous attend dans votre espace client, rubrique « Mes devis ». Elle est valable jusqu’au ${day}-${month}-${year}.\n`,
    };
  return {
    subject: `${shopName}: our answer to your quote request ${quote.number}`,
    body: `Hello,\n\nOur answer to your quote request ${quote.number} is waiting in your account, under "My quotes". It is valid until ${day}-${month}-${year}.\n`,
  };
}

/** The acknowledgement email, in the tenant's language. */
export function acknowledgementEmail(
  language: string,
  shopName: string,
  quote: { number: string; productName: string; quantity: number },
): { subject: string; body: string } {
  if (language === "fr")
    return {
      subject: `${shopName} : votre demande de devis ${quote.number}`,
      body: `Bonjour,\n\nNous avons bien reçu votre demande de devis ${quote.number} (${quote.productName}, ${quote.quantity} ex.).\nNotre équipe vous répond sous deux jours ouvrés ; la réponse apparaîtra dans votre espace client.\n`,
    };
  return {
    subject: `${shopName}: your quote request ${quote.number}`,
    body: `Hello,\n\nWe have received your quote request ${quote.number} (${quote.productName}, ${quote.quantity} copies).\nOur team answers within two working days; the answer will appear in your account.\n`,
  };
}
