import { createHash, randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { DATABASE_COLUMNS, type Database, type InvoiceKind, type InvoicesTable } from "../db/schema";
import { SERIES } from "./invoice.rules";

type Db = Kysely<Database>;
export type InvoiceRow = Selectable<InvoicesTable>;
/** An invoice without its PDF: what lists and views need. */
export type InvoiceSummaryRow = Omit<InvoiceRow, "pdf" | "document_json">;

/** Every column but the PDF and its source document, from the generated column list (ADR 085). */
const SUMMARY_COLUMNS = DATABASE_COLUMNS.invoices.filter(
  (column): column is Exclude<(typeof DATABASE_COLUMNS.invoices)[number], "pdf" | "document_json"> =>
    column !== "pdf" && column !== "document_json",
);

/**
 * The next number of a series, raised in the caller's transaction (ADR 072). The upsert takes the
 * sequence row's lock on PostgreSQL, so concurrent issuers wait for each other's commit; SQLite has
 * one writer at a time. A rolled-back issue rolls its number back too: no gaps, no duplicates.
 */
export async function nextSequence(trx: Db, tenantKey: string, kind: InvoiceKind, year: number) {
  const row = await trx
    .insertInto("invoice_sequences")
    .values({ tenant_key: tenantKey, series: SERIES[kind], year, last_number: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(["tenant_key", "series", "year"])
        .doUpdateSet((eb) => ({ last_number: eb(eb.ref("invoice_sequences.last_number"), "+", 1) })),
    )
    .returning("last_number")
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

export interface NewInvoice {
  tenantKey: string;
  orderId: string;
  customerId: string;
  kind: InvoiceKind;
  number: string;
  reason: string;
  refersToId: string | null;
  currencyCode: string;
  totals: { exclCent: number; vatCent: number; inclCent: number };
  documentJson: string;
  pdf: Uint8Array;
  issuedAt: string;
}

export async function insertInvoice(trx: Db, invoice: NewInvoice): Promise<InvoiceSummaryRow> {
  const row = {
    id: randomUUID(),
    tenant_key: invoice.tenantKey,
    order_id: invoice.orderId,
    customer_id: invoice.customerId,
    kind: invoice.kind,
    number: invoice.number,
    reason: invoice.reason,
    refers_to_id: invoice.refersToId,
    currency_code: invoice.currencyCode,
    total_excl_cent: invoice.totals.exclCent,
    vat_cent: invoice.totals.vatCent,
    total_incl_cent: invoice.totals.inclCent,
    pdf_sha256: createHash("sha256").update(invoice.pdf).digest("hex"),
    issued_at: invoice.issuedAt,
  };
  await trx
    .insertInto("invoices")
    .values({ ...row, document_json: invoice.documentJson, pdf: Buffer.from(invoice.pdf) })
    .execute();
  return row;
}

/** An order's invoices and credit notes, in the order they were issued. */
export function listOrderInvoices(db: Db, orderId: string): Promise<InvoiceSummaryRow[]> {
  return (
    db
      .selectFrom("invoices")
      .select(SUMMARY_COLUMNS)
      .where("order_id", "=", orderId)
      .orderBy("issued_at")
      // Issued in one instant (a test clock): the invoice before what corrects it.
      .orderBy("kind", "desc")
      .orderBy("number")
      .execute()
  );
}

/** A customer's documents in the shop, newest first. */
export function listCustomerInvoices(db: Db, tenantKey: string, customerId: string, limit: number) {
  return db
    .selectFrom("invoices")
    .innerJoin("orders", "orders.id", "invoices.order_id")
    .select(SUMMARY_COLUMNS.map((column) => `invoices.${column}` as const))
    .select("orders.order_number")
    .where("invoices.tenant_key", "=", tenantKey)
    .where("invoices.customer_id", "=", customerId)
    .orderBy("invoices.issued_at", "desc")
    .orderBy("invoices.number", "desc")
    .limit(limit)
    .execute();
}

export function findInvoiceWithPdf(db: Db, tenantKey: string, id: string) {
  return db
    .selectFrom("invoices")
    .select([...SUMMARY_COLUMNS, "pdf"])
    .where("tenant_key", "=", tenantKey)
    .where("id", "=", id)
    .executeTakeFirst();
}

export function findInvoiceDocument(db: Db, id: string) {
  return db
    .selectFrom("invoices")
    .select(["document_json", "number", "issued_at"])
    .where("id", "=", id)
    .executeTakeFirst();
}
