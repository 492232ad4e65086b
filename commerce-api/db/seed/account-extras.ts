import { randomUUID } from "node:crypto";
import type { Selectable, Transaction } from "kysely";
import type { Database, PaymentMethodsTable } from "../schema";
import { enTenantSeed } from "./en/site";
import { frTenantSeed } from "./fr/site";

/**
 * Seed step 006 (issue 5): saved payment methods (provider references only) and company registration
 * details for the demo accounts, and the default links of the new personal-area screens.
 */

const DAY_MS = 86_400_000;

type Method = Omit<Selectable<PaymentMethodsTable>, "id" | "customer_id" | "created_at">;

const paymentMethods: Record<string, Method[]> = {
  "achats@atelier-lumiere.example": [
    {
      kind: "sepa_mandate",
      brand: "Crédit Lyonnais",
      last4: "0143",
      holder_name: "Atelier Lumière SARL",
      expiry_month: null,
      expiry_year: null,
      mandate_reference: "PRESTO-MDT-000482",
      is_default: 1,
    },
    {
      kind: "card",
      brand: "visa",
      last4: "4242",
      holder_name: "Julien Moreau",
      expiry_month: 9,
      expiry_year: 2028,
      mandate_reference: null,
      is_default: 0,
    },
  ],
  "marie.dupont@example.com": [
    {
      kind: "card",
      brand: "mastercard",
      last4: "5454",
      holder_name: "Marie Dupont",
      expiry_month: 3,
      expiry_year: 2027,
      mandate_reference: null,
      is_default: 1,
    },
  ],
  "orders@brightside-studio.example": [
    {
      kind: "card",
      brand: "amex",
      last4: "1005",
      holder_name: "Amelia Hughes",
      expiry_month: 11,
      expiry_year: 2029,
      mandate_reference: null,
      is_default: 1,
    },
  ],
};

const companyDetails: Record<string, { registration: string; invoiceEmail: string }> = {
  "achats@atelier-lumiere.example": {
    registration: "123 456 824 00018",
    invoiceEmail: "compta@atelier-lumiere.example",
  },
  "orders@brightside-studio.example": {
    registration: "09876543",
    invoiceEmail: "accounts@brightside-studio.example",
  },
};

export async function seedAccountExtras(trx: Transaction<Database>, now: Date): Promise<void> {
  for (const [email, methods] of Object.entries(paymentMethods)) {
    const customer = await trx
      .selectFrom("customers")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirst();
    if (!customer) continue;
    await trx
      .insertInto("payment_methods")
      .values(
        methods.map((method, index) => ({
          ...method,
          id: randomUUID(),
          customer_id: customer.id,
          created_at: new Date(now.getTime() - (200 - index * 30) * DAY_MS).toISOString(),
        })),
      )
      .execute();
  }
  for (const [email, details] of Object.entries(companyDetails)) {
    await trx
      .updateTable("customers")
      .set({ company_registration_number: details.registration, invoice_email: details.invoiceEmail })
      .where("email", "=", email)
      .execute();
  }
  await syncDefaultLinks(trx);
}

/**
 * Seed step 009: a second saved card for the English company account, added after its amex, so that
 * removing the default shows the default moving on in English as well (the French company already has two).
 */
export async function seedSecondPaymentReference(trx: Transaction<Database>, now: Date): Promise<void> {
  const customer = await trx
    .selectFrom("customers")
    .select("id")
    .where("email", "=", "orders@brightside-studio.example")
    .executeTakeFirst();
  if (!customer) return;
  const saved = await trx
    .selectFrom("payment_methods")
    .select(["last4", "is_default"])
    .where("customer_id", "=", customer.id)
    .execute();
  if (saved.some((method) => method.last4 === "4444")) return;
  await trx
    .insertInto("payment_methods")
    .values({
      id: randomUUID(),
      customer_id: customer.id,
      kind: "card",
      brand: "mastercard",
      last4: "4444",
      holder_name: "Amelia Hughes",
      expiry_month: 6,
      expiry_year: 2028,
      mandate_reference: null,
      // An existing database may have had its methods removed: then this one is the default.
      is_default: saved.some((method) => method.is_default === 1) ? 0 : 1,
      created_at: new Date(now.getTime() - 40 * DAY_MS).toISOString(),
    })
    .execute();
}

/** Default links added since a database was first seeded (existing ones are left as the shop set them). */
export async function syncDefaultLinks(trx: Transaction<Database>): Promise<void> {
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
