import type { Kysely } from "kysely";
import type { ShippingTable } from "../cart/shipping";
import type { Database } from "../db/schema";
import { parseCarriers } from "../orders/tracking.rules";
import type { Tenant } from "./tenant";

export async function findTenant(db: Kysely<Database>, key: string): Promise<Tenant | null> {
  const row = await db.selectFrom("tenants").selectAll().where("key", "=", key).executeTakeFirst();
  if (!row) return null;
  const [currencyRows, rateRows] = await Promise.all([
    db
      .selectFrom("tenant_currencies")
      .select(["currency_code", "file_check_cent_amount", "free_shipping_from_cent"])
      .where("tenant_key", "=", key)
      .orderBy("position")
      .execute(),
    db
      .selectFrom("shipping_rates")
      .select(["currency_code", "country", "priority", "cent_amount"])
      .where("tenant_key", "=", key)
      .execute(),
  ]);
  const shipping: Record<string, ShippingTable> = Object.fromEntries(
    currencyRows.map((c) => [c.currency_code, { freeFromCent: c.free_shipping_from_cent, rates: {} }]),
  );
  for (const rate of rateRows) {
    const table = shipping[rate.currency_code];
    if (!table) continue;
    table.rates[rate.country] = { ...table.rates[rate.country], [rate.priority]: rate.cent_amount };
  }
  const others = currencyRows.map((c) => c.currency_code).filter((code) => code !== row.default_currency);
  const reviews =
    row.reviews_rating !== null && row.reviews_count !== null && row.reviews_source !== null
      ? { rating: row.reviews_rating, count: row.reviews_count, source: row.reviews_source }
      : null;
  return {
    key: row.key,
    name: row.name,
    indexable: row.indexable === 1,
    defaultIso2: row.default_iso2,
    defaultZipcode: row.default_zipcode,
    baseLocale: row.base_locale,
    locale: row.locale,
    flag: row.flag,
    currency: row.default_currency,
    currencies: [row.default_currency, ...others],
    fileCheckPrice: Object.fromEntries(currencyRows.map((c) => [c.currency_code, c.file_check_cent_amount])),
    shipping,
    trackingContainerId: row.tracking_container_id,
    supportEmail: row.support_email,
    supportPhone: row.support_phone,
    reviews,
    loqateKey: row.loqate_key,
    publicOrigin: row.public_origin,
    mailFrom: row.mail_from,
    carriers: parseCarriers(row.carriers_json),
  };
}

/** Countries a tenant ships to, named in the tenant's language. */
export async function listTenantCountries(
  db: Kysely<Database>,
  tenant: Pick<Tenant, "key" | "baseLocale">,
): Promise<{ iso2: string; name: string }[]> {
  return db
    .selectFrom("tenant_countries as tc")
    .innerJoin("country_names as cn", (join) =>
      join.onRef("cn.iso2", "=", "tc.iso2").on("cn.language", "=", tenant.baseLocale),
    )
    .select(["tc.iso2 as iso2", "cn.name as name"])
    .where("tc.tenant_key", "=", tenant.key)
    .orderBy("tc.position")
    .execute();
}
