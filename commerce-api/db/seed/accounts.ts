import { randomUUID } from "node:crypto";
import type { Selectable, Transaction } from "kysely";
import { formatScopes, STAFF_SCOPES } from "#contract/account/staff-scopes";
import { hashPassword } from "../../accounts/password";
import type { CustomersTable, Database } from "../schema";

/** Every demo account signs in with this password (README). */
export const DEMO_PASSWORD = "PrestoDemo2026!";

type DemoAccount = Omit<
  Selectable<CustomersTable>,
  | "id"
  | "password_hash"
  | "created_at"
  | "company_registration_number"
  | "invoice_email"
  | "scopes"
  | "deleted_at"
> & { scopes: string };

const ALL_SCOPES = formatScopes(STAFF_SCOPES);

const base = {
  phone: null,
  company_name: null,
  vat_number: null,
  newsletter: 0,
  is_premium: 0,
  premium_reason: null,
  external_id: null,
  has_wallet: 0,
  wallet_credit_cents: 0,
  is_new_client: 1,
  default_shipping_address_id: null,
  default_billing_address_id: null,
  // Every row names it: a multi-row insert fills a missing column with NULL on SQLite.
  scopes: "",
} as const;

const demoAccounts: readonly DemoAccount[] = [
  {
    ...base,
    tenant_key: "fr",
    email: "marie.dupont@example.com",
    role: "customer",
    first_name: "Marie",
    last_name: "Dupont",
    phone: "+33 6 12 34 56 78",
    user_category: "2",
    newsletter: 1,
  },
  {
    ...base,
    tenant_key: "fr",
    email: "achats@atelier-lumiere.example",
    role: "customer",
    first_name: "Julien",
    last_name: "Moreau",
    user_category: "1",
    company_name: "Atelier Lumière SARL",
    vat_number: "FR40123456824",
    is_premium: 1,
    premium_reason: "reseller",
    external_id: "ERP-FR-10482",
    has_wallet: 1,
    wallet_credit_cents: 25_000,
    is_new_client: 0,
  },
  {
    ...base,
    tenant_key: "fr",
    email: "admin@presto-impression.example",
    role: "admin",
    scopes: ALL_SCOPES,
    first_name: "Claire",
    last_name: "Martin",
    user_category: "2",
  },
  {
    ...base,
    tenant_key: "en",
    email: "oliver.smith@example.com",
    role: "customer",
    first_name: "Oliver",
    last_name: "Smith",
    phone: "+44 7700 900123",
    user_category: "2",
  },
  {
    ...base,
    tenant_key: "en",
    email: "orders@brightside-studio.example",
    role: "customer",
    first_name: "Amelia",
    last_name: "Hughes",
    user_category: "1",
    company_name: "Brightside Studio Ltd",
    vat_number: "GB980780684",
    is_premium: 1,
    premium_reason: "reseller",
    external_id: "ERP-GB-2207",
    has_wallet: 1,
    wallet_credit_cents: 18_000,
    is_new_client: 0,
  },
  {
    ...base,
    tenant_key: "en",
    email: "admin@presto-print.example",
    role: "admin",
    scopes: ALL_SCOPES,
    first_name: "George",
    last_name: "Patel",
    user_category: "2",
  },
];

/** Seed step: demo customers (private, company premium reseller with wallet credit) and an admin per tenant. */
export async function seedAccounts(trx: Transaction<Database>, now: Date): Promise<void> {
  // One hash for the shared demo password: scrypt is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await trx
    .insertInto("customers")
    .values(
      demoAccounts.map((account) => ({
        ...account,
        id: randomUUID(),
        password_hash: passwordHash,
        created_at: now.toISOString(),
      })),
    )
    .execute();
}

/**
 * Seed step 019 (issue 19): a production-desk account per tenant with only the order scopes — the
 * staff member who moves orders along but neither impersonates customers nor edits media.
 */
export const DESK_ACCOUNTS = {
  fr: "atelier@presto-impression.example",
  en: "print-desk@presto-print.example",
} as const;

export async function seedStaffDesk(trx: Transaction<Database>, now: Date): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const [tenant, email] of Object.entries(DESK_ACCOUNTS)) {
    await trx
      .insertInto("customers")
      .values({
        ...base,
        id: randomUUID(),
        tenant_key: tenant,
        email,
        role: "admin",
        first_name: tenant === "fr" ? "Lucas" : "Priya",
        last_name: tenant === "fr" ? "Bernard" : "Shah",
        user_category: "2",
        scopes: formatScopes(["orders:read", "orders:write"]),
        password_hash: passwordHash,
        created_at: now.toISOString(),
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}
