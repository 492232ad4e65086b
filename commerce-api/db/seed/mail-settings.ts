import type { Transaction } from "kysely";
import type { Database } from "../schema";
import { enTenantSeed } from "./en/site";
import { frTenantSeed } from "./fr/site";

/**
 * Demo shops made before migration 033 get its mail settings (public origin, sender); a value an
 * operator already set is kept.
 */
export async function seedMailSettings(trx: Transaction<Database>): Promise<void> {
  for (const { tenant } of [frTenantSeed, enTenantSeed]) {
    await trx
      .updateTable("tenants")
      .set({ public_origin: tenant.public_origin })
      .where("key", "=", tenant.key)
      .where("public_origin", "is", null)
      .execute();
    await trx
      .updateTable("tenants")
      .set({ mail_from: tenant.mail_from })
      .where("key", "=", tenant.key)
      .where("mail_from", "is", null)
      .execute();
  }
}
