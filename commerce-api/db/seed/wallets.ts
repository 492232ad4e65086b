import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database } from "../schema";
import { enTenantSeed } from "./en/site";
import { frTenantSeed } from "./fr/site";

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
  for (const seed of [frTenantSeed, enTenantSeed]) {
    for (const [linkId, path] of Object.entries(seed.defaultLinks)) {
      await trx
        .insertInto("default_links")
        .values({ tenant_key: seed.tenant.key, link_id: linkId, path })
        .onConflict((conflict) => conflict.columns(["tenant_key", "link_id"]).doNothing())
        .execute();
    }
  }
}
