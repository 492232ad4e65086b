import { orderEndpoints } from "#contract/orders/order.endpoints";
import { authenticate } from "../accounts/sessions";
import { requireStaff } from "../accounts/staff-access";
import { type RequestContext, type RouteDefinition, route } from "../context";
import { notFound } from "../http/errors";
import {
  findInvoiceWithPdf,
  type InvoiceSummaryRow,
  listCustomerInvoices,
  listOrderInvoices,
} from "./invoices.repository";
import { listOrderRefunds } from "./order-cancel";

/**
 * Invoices and credit notes (ADR 072): the customer's own list and PDFs, and any of the shop's PDFs
 * for staff. A PDF is served as stored when issued, byte for byte.
 */

export function toInvoiceSummary(row: InvoiceSummaryRow & { order_number?: string }) {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    reason: row.reason,
    issuedAt: row.issued_at,
    total: { centAmount: row.total_incl_cent, currencyCode: row.currency_code },
    orderId: row.order_id,
    orderNumber: row.order_number ?? null,
    sha256: row.pdf_sha256,
  };
}

/** What an order view adds: its documents and refunds. */
export async function orderInvoicing(context: Pick<RequestContext, "db">, orderId: string) {
  const [invoices, refunds] = await Promise.all([
    listOrderInvoices(context.db, orderId),
    listOrderRefunds(context.db, orderId),
  ]);
  return {
    invoices: invoices.map(toInvoiceSummary),
    refunds: refunds.map((refund) => ({
      method: refund.method,
      amount: { centAmount: refund.amount_cent, currencyCode: refund.currency_code },
      status: refund.status,
      at: refund.created_at,
    })),
  };
}

/** GET invoices: the signed-in customer's documents in this shop, newest first. */
async function listInvoices(context: RequestContext) {
  const { customer } = await authenticate(context);
  const rows = await listCustomerInvoices(context.db, context.tenant.key, customer.id, 200);
  return { invoices: rows.map(toInvoiceSummary) };
}

function pdfResponse(invoice: { number: string; pdf: Buffer; pdf_sha256: string }) {
  const bytes = new Uint8Array(invoice.pdf);
  return new Response(bytes, {
    status: 200,
    headers: {
      "content-type": "application/pdf",
      "content-length": String(bytes.byteLength),
      "content-disposition": `attachment; filename="${invoice.number}.pdf"`,
      // The stored bytes' hash: a client can tell the document never changed.
      etag: `"${invoice.pdf_sha256}"`,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    },
  });
}

/** GET invoice/{id}/pdf: the owner's document; anyone else gets the same 404 as a missing one. */
async function invoicePdf(context: RequestContext) {
  const { customer } = await authenticate(context);
  const invoice = await findInvoiceWithPdf(context.db, context.tenant.key, context.params.id ?? "");
  if (!invoice || invoice.customer_id !== customer.id) throw notFound("INVOICE_NOT_FOUND", "No such invoice");
  return pdfResponse(invoice);
}

/** GET admin/invoice/{id}/pdf: any document of the shop, for staff who may read orders. */
async function staffInvoicePdf(context: RequestContext) {
  await requireStaff(context, "orders:read");
  const invoice = await findInvoiceWithPdf(context.db, context.tenant.key, context.params.id ?? "");
  if (!invoice) throw notFound("INVOICE_NOT_FOUND", "No such invoice");
  return pdfResponse(invoice);
}

export const invoiceRoutes: readonly RouteDefinition[] = [
  route(orderEndpoints.invoices, listInvoices),
  route(orderEndpoints.invoicePdf, invoicePdf),
  route(orderEndpoints.staffInvoicePdf, staffInvoicePdf),
];
