import type { Kysely } from "kysely";
import { blobType } from "../dialect";

/**
 * Invoices and credit notes (issue 36 §3, ADR 072). Numbers come from invoice_sequences, raised in
 * the transaction that records the payment (or the cancellation), so a rolled-back payment leaves no
 * gap and two payments never share a number. The issued PDF is stored with its hash: it never
 * changes, and every API host reads it from the database. Refunds of cancelled orders are recorded
 * beside them; tenants get their seller identity (legal mentions) and orders their paper-copy choice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("invoice_sequences")
    .addColumn("tenant_key", "text", (c) => c.notNull())
    .addColumn("series", "text", (c) => c.notNull())
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("last_number", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("invoice_sequences_pk", ["tenant_key", "series", "year"])
    .execute();
  await db.schema
    .createTable("invoices")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("tenant_key", "text", (c) => c.notNull())
    .addColumn("order_id", "text", (c) => c.notNull())
    .addColumn("customer_id", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("number", "text", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("refers_to_id", "text")
    .addColumn("currency_code", "text", (c) => c.notNull())
    .addColumn("total_excl_cent", "integer", (c) => c.notNull())
    .addColumn("vat_cent", "integer", (c) => c.notNull())
    .addColumn("total_incl_cent", "integer", (c) => c.notNull())
    .addColumn("document_json", "text", (c) => c.notNull())
    .addColumn("pdf", blobType(db), (c) => c.notNull())
    .addColumn("pdf_sha256", "text", (c) => c.notNull())
    .addColumn("issued_at", "text", (c) => c.notNull())
    .addUniqueConstraint("invoices_number", ["tenant_key", "number"])
    .execute();
  // An order's documents (order page, staff desk) and a customer's (My invoices), newest first.
  await db.schema.createIndex("invoices_order").on("invoices").columns(["order_id", "issued_at"]).execute();
  await db.schema
    .createIndex("invoices_customer")
    .on("invoices")
    .columns(["tenant_key", "customer_id", "issued_at"])
    .execute();
  await db.schema
    .createTable("payment_refunds")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("tenant_key", "text", (c) => c.notNull())
    .addColumn("order_id", "text", (c) => c.notNull())
    .addColumn("method", "text", (c) => c.notNull())
    .addColumn("intent_id", "text")
    .addColumn("amount_cent", "integer", (c) => c.notNull())
    .addColumn("currency_code", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("payment_refunds_order").on("payment_refunds").column("order_id").execute();
  await db.schema.alterTable("tenants").addColumn("seller_json", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("payment_refunds").execute();
  await db.schema.dropTable("invoices").execute();
  await db.schema.dropTable("invoice_sequences").execute();
  await db.schema.alterTable("tenants").dropColumn("seller_json").execute();
}
