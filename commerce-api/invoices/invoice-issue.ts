import type { Kysely } from "kysely";
import type { StoredLineItem } from "../cart/line-item";
import type { Database, InvoiceKind } from "../db/schema";
import type { OrderRow } from "../orders/orders.repository";
import type { Tenant } from "../tenant/tenant";
import {
  differenceLines,
  type InvoiceBuyer,
  type InvoiceDocument,
  type InvoiceLine,
  invoiceNumber,
  lineOf,
  negated,
  type OrderShippingFacts,
  shippingLine,
  totalsOf,
} from "./invoice.rules";
import { renderInvoicePdf } from "./invoice-pdf";
import { fill, INVOICE_TEXTS } from "./invoice-texts";
import {
  type InvoiceSummaryRow,
  insertInvoice,
  listOrderInvoices,
  nextSequence,
} from "./invoices.repository";

/**
 * Issues invoices and credit notes inside the transaction of the event that causes them (ADR 072):
 * the payment that completes an order, an edit of an invoiced order, its cancellation. The number,
 * the stored PDF and the event commit together or not at all.
 */

type Db = Kysely<Database>;
type IssuingTenant = Pick<Tenant, "key" | "locale" | "seller">;

/** The tenant's calendar: an invoice issued at 00:30 in Paris on 1 January belongs to the new year. */
const TIME_ZONES: Readonly<Record<string, string>> = { fr: "Europe/Paris", en: "Europe/London" };

export function issueDateOf(tenantKey: string, now: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: TIME_ZONES[tenantKey] ?? "UTC",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

interface OrderDocument {
  lineItems?: StoredLineItem[];
  shipping?: OrderShippingFacts | null;
  billingAddress?: {
    firstName?: string | null;
    lastName?: string | null;
    company?: string | null;
    street?: string | null;
    additional?: string | null;
    postalCode?: string | null;
    city?: string | null;
    country?: string | null;
  } | null;
}

/** The order's goods and delivery as invoice lines, in the shop's language. */
export function orderLines(order: Pick<OrderRow, "order_json">, language: "fr" | "en"): InvoiceLine[] {
  const document = JSON.parse(order.order_json) as OrderDocument;
  const lines = (document.lineItems ?? []).map(lineOf);
  const shipping = shippingLine(document.shipping, INVOICE_TEXTS[language].shipping);
  return shipping ? [...lines, shipping] : lines;
}

async function buyerOf(db: Db, order: OrderRow): Promise<InvoiceBuyer> {
  const customer = await db
    .selectFrom("customers")
    .select(["first_name", "last_name", "user_category", "company_name", "vat_number"])
    .where("id", "=", order.customer_id)
    .executeTakeFirstOrThrow();
  const billing = (JSON.parse(order.order_json) as OrderDocument).billingAddress ?? {};
  const business = customer.user_category === "1";
  const name = [billing.firstName ?? customer.first_name, billing.lastName ?? customer.last_name]
    .filter(Boolean)
    .join(" ");
  return {
    name,
    company: business ? (customer.company_name ?? billing.company ?? null) : (billing.company ?? null),
    vatNumber: business ? customer.vat_number : null,
    address: [
      billing.street,
      billing.additional,
      [billing.postalCode, billing.city].filter(Boolean).join(" "),
      billing.country?.toUpperCase(),
    ].filter((line): line is string => Boolean(line)),
    business,
  };
}

export interface IssueRequest {
  kind: InvoiceKind;
  reason: InvoiceDocument["reason"];
  lines: InvoiceLine[];
  payment: InvoiceDocument["payment"];
  refersTo: { id: string; number: string; issueDate: string } | null;
}

/** Numbers, renders and stores one document; null when the shop has no seller identity to print. */
export async function issueDocument(
  trx: Db,
  tenant: IssuingTenant,
  order: OrderRow,
  request: IssueRequest,
  now: Date,
): Promise<{ row: InvoiceSummaryRow; pdf: Uint8Array } | null> {
  if (!tenant.seller) return null;
  const issueDate = issueDateOf(tenant.key, now);
  const sequence = await nextSequence(trx, tenant.key, request.kind, Number(issueDate.slice(0, 4)));
  const number = invoiceNumber(request.kind, Number(issueDate.slice(0, 4)), sequence);
  const language = tenant.locale.startsWith("fr") ? "fr" : "en";
  const { rates, totals } = totalsOf(request.lines);
  const document: InvoiceDocument = {
    kind: request.kind,
    number,
    issueDate,
    issuedAt: now.toISOString(),
    language,
    locale: tenant.locale,
    currency: order.currency_code,
    seller: tenant.seller,
    buyer: await buyerOf(trx, order),
    orderNumber: order.order_number,
    orderDate: order.created_at.slice(0, 10),
    lines: request.lines,
    rates,
    totals,
    payment: request.payment,
    refersTo: request.refersTo
      ? { number: request.refersTo.number, issueDate: request.refersTo.issueDate }
      : null,
    reason: request.reason,
  };
  const pdf = await renderInvoicePdf(document);
  const row = await insertInvoice(trx, {
    tenantKey: tenant.key,
    orderId: order.id,
    customerId: order.customer_id,
    kind: request.kind,
    number,
    reason: request.reason,
    refersToId: request.refersTo?.id ?? null,
    currencyCode: order.currency_code,
    totals,
    documentJson: JSON.stringify(document),
    pdf,
    issuedAt: now.toISOString(),
  });
  return { row, pdf };
}

/** How the order was paid, as the invoice names it: the wallet when it paid everything. */
export const paidWith = (order: Pick<OrderRow, "wallet_cent" | "paid_cent" | "payment_method">): string =>
  order.wallet_cent > 0 && order.wallet_cent >= order.paid_cent ? "wallet" : order.payment_method;

/** The order's first invoice, which later documents refer to; undefined before it is paid. */
export async function firstInvoice(trx: Db, orderId: string) {
  const documents = await listOrderInvoices(trx, orderId);
  return documents.find((document) => document.kind === "invoice");
}

/**
 * The invoice of an order just paid in full, in the payment's transaction (`order` as now stored).
 * Idempotent: an order already invoiced gets no second invoice.
 */
export async function issuePaymentInvoice(
  trx: Db,
  tenant: IssuingTenant,
  order: OrderRow,
  now: Date,
  method?: string,
  /** A signed SEPA mandate's debit (ADR 082): the invoice names its day instead of "paid on" today. */
  debit?: { on: string; mandate: string },
) {
  if (await firstInvoice(trx, order.id)) return null;
  return issueDocument(
    trx,
    tenant,
    order,
    {
      kind: "invoice",
      reason: "payment",
      lines: orderLines(order, tenant.locale.startsWith("fr") ? "fr" : "en"),
      payment: {
        method: method ?? paidWith(order),
        date: issueDateOf(tenant.key, now),
        amountCent: order.paid_cent,
        ...(debit ? { debit } : {}),
      },
      refersTo: null,
    },
    now,
  );
}

/**
 * An edit of an invoiced order (ADR 072): issued documents never change, so a cheaper order gets a
 * credit note for the difference (per VAT rate) and a dearer one a supplementary invoice, both
 * referring to the first invoice, in the edit's transaction. Orders not yet invoiced need nothing.
 */
export async function issueEditDocument(
  trx: Db,
  tenant: IssuingTenant,
  before: OrderRow,
  after: OrderRow,
  refundedToWalletCent: number,
  now: Date,
) {
  const invoice = await firstInvoice(trx, before.id);
  if (!invoice) return null;
  const language = tenant.locale.startsWith("fr") ? "fr" : "en";
  const label = fill(INVOICE_TEXTS[language].editLine, { order: before.order_number });
  const diff = differenceLines(orderLines(before, language), orderLines(after, language), label);
  const total = diff.reduce((sum, line) => sum + line.totalInclCent, 0);
  if (total === 0) return null;
  const refersTo = {
    id: invoice.id,
    number: invoice.number,
    issueDate: issueDateOf(tenant.key, new Date(invoice.issued_at)),
  };
  const date = issueDateOf(tenant.key, now);
  return issueDocument(
    trx,
    tenant,
    after,
    total < 0
      ? {
          kind: "credit_note",
          reason: "edit",
          lines: negated(diff),
          payment:
            refundedToWalletCent > 0 ? { method: "wallet", date, amountCent: refundedToWalletCent } : null,
          refersTo,
        }
      : { kind: "invoice", reason: "edit", lines: diff, payment: null, refersTo },
    now,
  );
}
