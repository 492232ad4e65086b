import type { Kysely } from "kysely";
import type { AddressRow, AddressType, Database } from "../db/schema";

type Db = Kysely<Database>;

export function listAddresses(db: Db, customerId: string): Promise<AddressRow[]> {
  return db
    .selectFrom("customer_addresses")
    .selectAll()
    .where("customer_id", "=", customerId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
}

/** Scoped to its owner: another customer's address id finds nothing. */
export function findOwnAddress(db: Db, customerId: string, id: string, type?: AddressType) {
  let query = db
    .selectFrom("customer_addresses")
    .selectAll()
    .where("customer_id", "=", customerId)
    .where("id", "=", id);
  if (type) query = query.where("type", "=", type);
  return query.executeTakeFirst();
}

/** The postal code pattern of a country the tenant delivers to, or undefined when it doesn't. */
export async function tenantCountryPattern(
  db: Db,
  tenantKey: string,
  iso2: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("tenant_countries")
    .innerJoin("countries", "countries.iso2", "tenant_countries.iso2")
    .select("countries.zipcode_pattern")
    .where("tenant_countries.tenant_key", "=", tenantKey)
    .where("tenant_countries.iso2", "=", iso2.toUpperCase())
    .executeTakeFirst();
  return row?.zipcode_pattern;
}

export async function saveDefaults(
  db: Db,
  customerId: string,
  shipping: string | null,
  billing: string | null,
) {
  await db
    .updateTable("customers")
    .set({ default_shipping_address_id: shipping, default_billing_address_id: billing })
    .where("id", "=", customerId)
    .execute();
}
