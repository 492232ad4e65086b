import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database, PromocodesTable } from "../db/schema";
import { HttpError } from "../http/errors";
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
    customerId: row.customer_id,
    singleUse: row.single_use === 1,
    redeemedAt: row.redeemed_at,
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

/**
 * The single-use codes among those an order carries are used up by it, in the order's transaction:
 * each must still be unused and (when personal) the customer's own, or the whole order is refused
 * with 409 PROMOCODE_USED — two carts racing with one welcome code place one order.
 */
export async function redeemPromocodes(
  trx: Transaction<Database>,
  redeem: { tenantKey: string; codes: readonly string[]; customerId: string; orderId: string; now: string },
): Promise<void> {
  const codes = [...new Set(redeem.codes)];
  if (codes.length === 0) return;
  const singleUse = await trx
    .selectFrom("promocodes")
    .select("id")
    .where("tenant_key", "=", redeem.tenantKey)
    .where("code", "in", codes)
    .where("single_use", "=", 1)
    .execute();
  if (singleUse.length === 0) return;
  const used = await trx
    .updateTable("promocodes")
    .set({ redeemed_order_id: redeem.orderId, redeemed_at: redeem.now })
    .where(
      "id",
      "in",
      singleUse.map((row) => row.id),
    )
    .where("redeemed_at", "is", null)
    .where((eb) => eb.or([eb("customer_id", "is", null), eb("customer_id", "=", redeem.customerId)]))
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== singleUse.length)
    throw new HttpError(409, "PROMOCODE_USED", "A one-time promo code in this cart was already used");
}

/**
 * The customer's welcome code, used or not (null before the first one is made). Nulls last is
 * spelled out: PostgreSQL sorts them first in descending order, SQLite last.
 */
export async function findWelcomeCode(db: Db, tenantKey: string, customerId: string) {
  return db
    .selectFrom("promocodes")
    .selectAll()
    .where("tenant_key", "=", tenantKey)
    .where("customer_id", "=", customerId)
    .where("single_use", "=", 1)
    .orderBy("starts_at", (order) => order.desc().nullsLast())
    .executeTakeFirst();
}
