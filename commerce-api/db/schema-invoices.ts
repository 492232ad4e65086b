/** Invoices, credit notes and refunds (migration 034, ADR 072). */

/** "invoice" (series F) or "credit_note" (series A, avoir): each its own gapless numbering. */
export type InvoiceKind = "invoice" | "credit_note";

export interface InvoiceSequencesTable {
  tenant_key: string;
  /** "F" (invoices) or "A" (credit notes). */
  series: string;
  year: number;
  /** The last number issued in this series and year; raised in the issuing transaction. */
  last_number: number;
}
export const INVOICE_SEQUENCES_COLUMNS = {
  tenant_key: true,
  series: true,
  year: true,
  last_number: true,
} satisfies Record<keyof InvoiceSequencesTable, true>;

export interface InvoicesTable {
  id: string;
  tenant_key: string;
  order_id: string;
  customer_id: string;
  kind: InvoiceKind;
  /** "F-2026-000123" / "A-2026-000007": unique per tenant. */
  number: string;
  /** Why it was issued: payment, edit (difference), cancellation. */
  reason: string;
  /** A credit note's invoice (credit notes reference what they correct). */
  refers_to_id: string | null;
  currency_code: string;
  total_excl_cent: number;
  vat_cent: number;
  total_incl_cent: number;
  /** The document as rendered (seller, buyer, lines, totals, mentions): the PDF is drawn from it. */
  document_json: string;
  /** The issued PDF, never rendered again: a re-download is byte-identical. */
  pdf: Buffer;
  pdf_sha256: string;
  issued_at: string;
}
export const INVOICES_COLUMNS = {
  id: true,
  tenant_key: true,
  order_id: true,
  customer_id: true,
  kind: true,
  number: true,
  reason: true,
  refers_to_id: true,
  currency_code: true,
  total_excl_cent: true,
  vat_cent: true,
  total_incl_cent: true,
  document_json: true,
  pdf: true,
  pdf_sha256: true,
  issued_at: true,
} satisfies Record<keyof InvoicesTable, true>;

/** Money given back on a cancelled order: to the wallet, or through the provider it was paid with. */
export interface PaymentRefundsTable {
  id: string;
  tenant_key: string;
  order_id: string;
  /** "wallet", or the provider method (card, paypal, sepa) / bank_transfer it goes back through. */
  method: string;
  /** The provider's intent refunded (null for wallet and transfers). */
  intent_id: string | null;
  amount_cent: number;
  currency_code: string;
  /** "succeeded" (wallet, provider) or "pending" (a transfer back staff still has to make). */
  status: string;
  created_at: string;
}
export const PAYMENT_REFUNDS_COLUMNS = {
  id: true,
  tenant_key: true,
  order_id: true,
  method: true,
  intent_id: true,
  amount_cent: true,
  currency_code: true,
  status: true,
  created_at: true,
} satisfies Record<keyof PaymentRefundsTable, true>;
