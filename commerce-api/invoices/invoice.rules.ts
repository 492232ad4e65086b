import type { InvoiceKind } from "../db/schema";
import type { Seller } from "./seller";

/**
 * What an invoice or credit note says (issue 36 §3, ADR 072), computed from the order as placed.
 * Pure: no database, no clock, no rendering. Amounts in minor units; VAT rates in percent.
 */

export const SERIES: Readonly<Record<InvoiceKind, string>> = { invoice: "F", credit_note: "A" };

/** "F-2026-000123": series, year of issue, the series' gapless sequence within the tenant and year. */
export function invoiceNumber(kind: InvoiceKind, year: number, sequence: number): string {
  return `${SERIES[kind]}-${year}-${String(sequence).padStart(6, "0")}`;
}

export interface InvoiceLine {
  label: string;
  quantity: number;
  /** Unit price excluding VAT (the line's total over its quantity, rounded). */
  unitExclCent: number;
  ratePercent: number;
  totalExclCent: number;
  vatCent: number;
  totalInclCent: number;
}

export interface RateTotal {
  ratePercent: number;
  baseCent: number;
  vatCent: number;
}

export interface InvoiceBuyer {
  name: string;
  company: string | null;
  vatNumber: string | null;
  address: string[];
  business: boolean;
}

export interface InvoiceDocument {
  kind: InvoiceKind;
  number: string;
  /** Issue date, YYYY-MM-DD, and the instant (the PDF's creation date: fixed, so bytes are stable). */
  issueDate: string;
  issuedAt: string;
  language: "fr" | "en";
  locale: string;
  currency: string;
  seller: Seller;
  buyer: InvoiceBuyer;
  orderNumber: string;
  orderDate: string;
  lines: InvoiceLine[];
  rates: RateTotal[];
  totals: { exclCent: number; vatCent: number; inclCent: number };
  /**
   * How and when it was paid; for a credit note, how the money goes back. A SEPA mandate's payment
   * carries the debit's day and mandate (ADR 082): the money moves then, not on the issue date.
   */
  payment: {
    method: string;
    date: string;
    amountCent: number;
    debit?: { on: string; mandate: string };
  } | null;
  /** A credit note's invoice; a supplementary invoice's first one. */
  refersTo: { number: string; issueDate: string } | null;
  reason: "payment" | "edit" | "cancellation";
}

/** An order line as the order document stores it (cart/line-item.ts), the fields an invoice needs. */
export interface OrderLineFacts {
  mcpProdName: string;
  jobName: string | null;
  quantity: number;
  taxRate: number;
  totalPriceWithServices: { centAmount: number };
  taxedTotalPriceWithServices: { centAmount: number };
}

export interface OrderShippingFacts {
  price: { centAmount: number };
  taxedPrice: { centAmount: number };
}

/** One line of the invoice per order line (services and discounts included, as the order priced it). */
export function lineOf(line: OrderLineFacts): InvoiceLine {
  const totalExclCent = line.totalPriceWithServices.centAmount;
  const totalInclCent = line.taxedTotalPriceWithServices.centAmount;
  return {
    label: line.jobName ? `${line.mcpProdName} — ${line.jobName}` : line.mcpProdName,
    quantity: line.quantity,
    unitExclCent: Math.round(totalExclCent / Math.max(1, line.quantity)),
    ratePercent: line.taxRate,
    totalExclCent,
    vatCent: totalInclCent - totalExclCent,
    totalInclCent,
  };
}

/** Delivery as one line at its own VAT (derived from what the order charged, to the tenth of a percent). */
export function shippingLine(
  shipping: OrderShippingFacts | null | undefined,
  label: string,
): InvoiceLine | null {
  if (!shipping || shipping.taxedPrice.centAmount === 0) return null;
  const excl = shipping.price.centAmount;
  const incl = shipping.taxedPrice.centAmount;
  return {
    label,
    quantity: 1,
    unitExclCent: excl,
    ratePercent: excl === 0 ? 0 : Math.round(((incl - excl) / excl) * 1000) / 10,
    totalExclCent: excl,
    vatCent: incl - excl,
    totalInclCent: incl,
  };
}

/** Totals per VAT rate (the law asks for them), highest rate first, and the grand totals. */
export function totalsOf(lines: readonly InvoiceLine[]) {
  const byRate = new Map<number, RateTotal>();
  for (const line of lines) {
    const total = byRate.get(line.ratePercent) ?? { ratePercent: line.ratePercent, baseCent: 0, vatCent: 0 };
    total.baseCent += line.totalExclCent;
    total.vatCent += line.vatCent;
    byRate.set(line.ratePercent, total);
  }
  const rates = [...byRate.values()].sort((a, b) => b.ratePercent - a.ratePercent);
  const exclCent = lines.reduce((sum, line) => sum + line.totalExclCent, 0);
  const vatCent = lines.reduce((sum, line) => sum + line.vatCent, 0);
  return { rates, totals: { exclCent, vatCent, inclCent: exclCent + vatCent } };
}

/**
 * The difference between two versions of an order's lines (an edit), per VAT rate: positive when
 * the edit costs more (a supplementary invoice), negative when less (a credit note, shown positive).
 */
export function differenceLines(
  before: readonly InvoiceLine[],
  after: readonly InvoiceLine[],
  label: string,
): InvoiceLine[] {
  const diff = new Map<number, { excl: number; vat: number }>();
  const add = (line: InvoiceLine, sign: 1 | -1) => {
    const entry = diff.get(line.ratePercent) ?? { excl: 0, vat: 0 };
    entry.excl += sign * line.totalExclCent;
    entry.vat += sign * line.vatCent;
    diff.set(line.ratePercent, entry);
  };
  for (const line of after) add(line, 1);
  for (const line of before) add(line, -1);
  return [...diff.entries()]
    .filter(([, entry]) => entry.excl !== 0 || entry.vat !== 0)
    .map(([ratePercent, entry]) => ({
      label,
      quantity: 1,
      unitExclCent: entry.excl,
      ratePercent,
      totalExclCent: entry.excl,
      vatCent: entry.vat,
      totalInclCent: entry.excl + entry.vat,
    }));
}

/** A credit note prints what it gives back as positive amounts. */
export const negated = (lines: readonly InvoiceLine[]): InvoiceLine[] =>
  lines.map((line) => ({
    ...line,
    unitExclCent: -line.unitExclCent,
    totalExclCent: -line.totalExclCent,
    vatCent: -line.vatCent,
    totalInclCent: -line.totalInclCent,
  }));
