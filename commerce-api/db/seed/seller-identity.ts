import type { Transaction } from "kysely";
import type { Database } from "../schema";
import { syncDefaultLinks } from "./account-extras";
import { SELLERS } from "./sellers";

/**
 * Shops get their seller identity (migration 034) unless an operator set one; the demo company
 * account's VAT number, whose check digits were wrong, gets a valid one (they print on invoices);
 * the "My invoices" screen gets its default link.
 */
export async function seedSellerIdentity(trx: Transaction<Database>): Promise<void> {
  for (const [key, seller] of Object.entries(SELLERS)) {
    await trx
      .updateTable("tenants")
      .set({ seller_json: JSON.stringify(seller) })
      .where("key", "=", key)
      .where("seller_json", "is", null)
      .execute();
  }
  await trx
    .updateTable("customers")
    .set({ vat_number: "GB980780684" })
    .where("vat_number", "=", "GB123456789")
    .execute();
  await syncDefaultLinks(trx);
}
