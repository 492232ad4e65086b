import type { Kysely } from "kysely";

/**
 * Erasure of an account on request (issue 36 §7, ADR 075): the row stays, so the orders and invoices
 * the law makes the shop keep still point at a customer, but its personal data is gone; deleted_at
 * says when, for staff screens and for the sign-in refusals that follow.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("customers").addColumn("deleted_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("customers").dropColumn("deleted_at").execute();
}
