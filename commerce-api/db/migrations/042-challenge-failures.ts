import { type Kysely, sql } from "kysely";

/**
 * 3-D Secure tries (issue 38 §5): a wrong code on the simulated bank's challenge leaves the payer
 * another try, as a bank does, until the third wrong code fails the payment. The intent counts them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("payment_intents")
    .addColumn("challenge_failures", "integer", (column) => column.notNull().defaultTo(sql`0`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("payment_intents").dropColumn("challenge_failures").execute();
}
