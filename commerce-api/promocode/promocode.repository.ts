import type { Kysely, Selectable } from "kysely";
import type { Database, PromocodesTable } from "../db/schema";
import type { Promocode } from "./promocode.rules";

type Db = Kysely<Database>;

function toPromocode(row: Selectable<PromocodesTable>): Promocode {
  return {
    id: row.id,
    code: row.code,
    currencyCode: row.currency_code,
    discountType: row.discount_type,
    discountValue: row.discount_value,
    minimumCentAmount: row.minimum_cent_amount,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    productKeys: row.product_keys_json ? (JSON.parse(row.product_keys_json) as string[]) : null,
  };
}

export async function findPromocodeByCode(db: Db, tenantKey: string, code: string) {
  const row = await db
    .selectFrom("promocodes")
    .selectAll()
    .where("tenant_key", "=", tenantKey)
    .where("code", "=", code)
    .executeTakeFirst();
  return row ? toPromocode(row) : undefined;
}

export async function findPromocodeById(db: Db, tenantKey: string, id: string) {
  const row = await db
    .selectFrom("promocodes")
    .selectAll()
    .where("tenant_key", "=", tenantKey)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toPromocode(row) : undefined;
}
