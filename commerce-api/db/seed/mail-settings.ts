import type { Transaction } from "kysely";
import { formatScopes, parseScopes, STAFF_SCOPES, type StaffScope } from "#contract/account/staff-scopes";
import type { Database } from "../schema";
import { enTenantSeed } from "./en/site";
import { frTenantSeed } from "./fr/site";

/** The scopes of the staff mail screen, for accounts that held every scope before it (full admins). */
const MAIL_SCOPES: StaffScope[] = ["mails:read", "mails:write"];

/**
 * Demo shops made before migration 033 get its mail settings (public origin, sender); a value an
 * operator already set is kept. Full admins get the mail screen's scopes.
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
  const admins = await trx
    .selectFrom("customers")
    .select(["id", "scopes"])
    .where("role", "=", "admin")
    .execute();
  for (const admin of admins) {
    const held = parseScopes(admin.scopes);
    if (!STAFF_SCOPES.every((scope) => held.includes(scope) || MAIL_SCOPES.includes(scope))) continue;
    await trx
      .updateTable("customers")
      .set({ scopes: formatScopes([...held, ...MAIL_SCOPES]) })
      .where("id", "=", admin.id)
      .execute();
  }
}
