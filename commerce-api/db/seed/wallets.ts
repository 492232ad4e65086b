import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database } from "../schema";
import { syncDefaultLinks } from "./account-extras";

/**
 * Seed step: the opening credit of each demo wallet (so the history explains the balance), and the
 * default links added with checkout and orders for databases seeded before them.
 */
export async function seedWalletsAndLinks(trx: Transaction<Database>, now: Date): Promise<void> {
  const holders = await trx
    .selectFrom("customers as c")
    .innerJoin("tenants as t", "t.key", "c.tenant_key")
    .select(["c.id", "c.wallet_credit_cents", "c.tenant_key"])
    .where("c.has_wallet", "=", 1)
    .where("c.wallet_credit_cents", ">", 0)
    .execute();
  const currencies = await trx.selectFrom("tenants").select(["key", "default_currency"]).execute();
  const currencyOf = new Map(currencies.map((row) => [row.key, row.default_currency]));
  for (const holder of holders) {
    await trx
      .insertInto("wallet_transactions")
      .values({
        id: randomUUID(),
        customer_id: holder.id,
        amount_cent: holder.wallet_credit_cents,
        currency_code: currencyOf.get(holder.tenant_key) ?? "EUR",
        kind: "credit",
        order_id: null,
        label: "reseller-credit",
        created_at: new Date(now.getTime() - 30 * 86_400_000).toISOString(),
      })
      .execute();
  }
  await syncDefaultLinks(trx);
}
