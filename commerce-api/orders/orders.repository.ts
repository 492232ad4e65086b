import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { Shipping } from "#contract/cart/cart.schemas";
import { parisClock } from "#contract/delivery/business-days";
import type { CheckoutBody } from "#contract/orders/order.requests";
import type { toAddressView } from "../accounts/customer.view";
import type { CartRow } from "../cart/cart.repository";
import type { StoredLineItem } from "../cart/line-item";
import { containsText, jsonMemberText, lockRow } from "../db/dialect";
import type { Database, OrdersTable } from "../db/schema";
import { redeemPromocodes } from "../promocode/promocode.repository";
import { claimQuotes } from "../quotes/quotes.repository";
import { orderNumber, type PaymentMethod } from "./orders.rules";

type Db = Kysely<Database>;
export type OrderRow = Selectable<OrdersTable>;

export function findOrder(db: Db, tenantKey: string, id: string) {
  return db
    .selectFrom("orders")
    .selectAll()
    .where("tenant_key", "=", tenantKey)
    .where("id", "=", id)
    .executeTakeFirst();
}

/** The customer's order placed by a checkout call with this Idempotency-Key, if any. */
export function findOrderByIdempotencyKey(db: Db, tenantKey: string, customerId: string, key: string) {
  return db
    .selectFrom("orders")
    .selectAll()
    .where("tenant_key", "=", tenantKey)
    .where("customer_id", "=", customerId)
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
}

export function findCartOrder(db: Db, tenantKey: string, cartId: string, customerId: string) {
  return db
    .selectFrom("orders")
    .selectAll()
    .where("tenant_key", "=", tenantKey)
    .where("cart_id", "=", cartId)
    .where("customer_id", "=", customerId)
    .executeTakeFirst();
}

/**
 * The snapshot kept in order_json at checkout: the cart's lines and the shopper's choices as they
 * were. Orders placed before a field existed lack it, hence `readOrderDocument`'s Partial.
 */
export interface StoredOrderDocument {
  lineItems: StoredLineItem[];
  shipping: Shipping | null;
  shippingAddress: ReturnType<typeof toAddressView> | null;
  billingAddress: ReturnType<typeof toAddressView> | null;
  sender: CheckoutBody["sender_type"];
  customSender: CheckoutBody["custom_sender"] | null;
  userNotes: CheckoutBody["user_notes"];
  internalCheckout: boolean;
  skipDocReview: boolean;
}

export function readOrderDocument(order: Pick<OrderRow, "order_json">): Partial<StoredOrderDocument> {
  return JSON.parse(order.order_json) as Partial<StoredOrderDocument>;
}

export interface NewOrder {
  id: string;
  tenantKey: string;
  prefix: string;
  customerId: string;
  cart: CartRow;
  totalCent: number;
  taxedCent: number;
  paymentMethod: PaymentMethod;
  now: Date;
  document: StoredOrderDocument;
  idempotencyKey: string | null;
  /** Accepted custom quotes the cart's lines carry: used up by this order, or the order is refused. */
  quoteIds?: readonly string[];
  /** Promo codes applied to its lines: the single-use ones (welcome codes) are used up by this order. */
  promocodes?: readonly string[];
}

/**
 * Writes the order and closes the cart in one transaction. The cart id is unique among orders and
 * the cart is closed only while still open, so two concurrent checkouts of one cart yield one order.
 */
export async function placeOrder(
  db: Db,
  order: NewOrder,
  /** Runs in the transaction once the order exists (its confirmation mail). */
  onPlaced?: (trx: Db, row: OrderRow) => Promise<void>,
): Promise<OrderRow> {
  return db.transaction().execute(async (trx) => {
    const nowIso = order.now.toISOString();
    const closed = await trx
      .updateTable("carts")
      .set({ checked_out_at: nowIso, updated_at: nowIso })
      .where("id", "=", order.cart.id)
      .where("checked_out_at", "is", null)
      .executeTakeFirst();
    if (Number(closed.numUpdatedRows) === 0) {
      const existing = await trx
        .selectFrom("orders")
        .selectAll()
        .where("cart_id", "=", order.cart.id)
        .executeTakeFirstOrThrow();
      return existing;
    }
    // Order numbers count the tenant's orders: one numbering at a time (a no-op on SQLite).
    await lockRow(trx, "tenants", order.tenantKey, "key");
    const count = await trx
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("tenant_key", "=", order.tenantKey)
      .executeTakeFirstOrThrow();
    const row: OrderRow = {
      id: order.id,
      tenant_key: order.tenantKey,
      order_number: orderNumber(order.prefix, order.now.getUTCFullYear(), Number(count.count) + 1),
      customer_id: order.customerId,
      cart_id: order.cart.id,
      currency_code: order.cart.currency_code,
      total_cent: order.totalCent,
      taxed_cent: order.taxedCent,
      paid_cent: 0,
      wallet_cent: 0,
      tracking_number: null,
      payment_method: order.paymentMethod,
      // Nothing is paid at placement, whatever the method: the provider's callback books the payment.
      status: "awaiting_payment",
      order_json: JSON.stringify(order.document),
      created_at: nowIso,
      idempotency_key: order.idempotencyKey,
      carrier: null,
    };
    await trx.insertInto("orders").values(row).execute();
    await claimQuotes(trx, {
      quoteIds: order.quoteIds ?? [],
      customerId: order.customerId,
      orderId: row.id,
      today: parisClock(order.now).date,
      now: nowIso,
    });
    await redeemPromocodes(trx, {
      tenantKey: order.tenantKey,
      codes: order.promocodes ?? [],
      customerId: order.customerId,
      orderId: row.id,
      now: nowIso,
    });
    await trx
      .insertInto("order_events")
      .values({
        order_id: row.id,
        from_status: null,
        to_status: row.status,
        actor: `customer:${order.customerId}`,
        at: nowIso,
      })
      .execute();
    // From the first order on, the customer is an existing client (customerMetadata.user_newclient).
    await trx.updateTable("customers").set({ is_new_client: 0 }).where("id", "=", order.customerId).execute();
    await onPlaced?.(trx, row);
    return row;
  });
}

export interface OrderFilter {
  status?: string;
  /** Order number or job name, case-insensitive. */
  search?: string;
  limit: number;
}

/** A customer's orders, newest first, filtered by status and searched by number or job name. */
export async function listCustomerOrders(db: Db, tenantKey: string, customerId: string, filter: OrderFilter) {
  let query = db
    .selectFrom("orders")
    .selectAll()
    .where("tenant_key", "=", tenantKey)
    .where("customer_id", "=", customerId);
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.search) {
    const search = filter.search;
    query = query.where((eb) =>
      eb.or([
        containsText(db, eb.ref("order_number"), search),
        containsText(db, jsonMemberText(db, "order_json", "lineItems"), search),
      ]),
    );
  }
  return query.orderBy("created_at", "desc").orderBy("id", "desc").limit(filter.limit).execute();
}

export function listOrderEvents(db: Db, orderId: string) {
  return db.selectFrom("order_events").selectAll().where("order_id", "=", orderId).orderBy("id").execute();
}

/**
 * Moves an order to `to` only from `from` (a concurrent change makes this a no-op), recording the event
 * and, where staff must say why, its note.
 */
export async function transitionOrder(
  db: Db,
  order: OrderRow,
  to: string,
  actor: string,
  now: string,
  /** Runs in the transaction once the order moved (its mail). */
  onMoved?: (trx: Db) => Promise<void>,
  note: string | null = null,
) {
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable("orders")
      .set({ status: to })
      .where("id", "=", order.id)
      .where("status", "=", order.status)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return false;
    await trx
      .insertInto("order_events")
      .values({ order_id: order.id, from_status: order.status, to_status: to, actor, at: now, note })
      .execute();
    await onMoved?.(trx);
    return true;
  });
}

/**
 * Pays what the wallet can of an order still awaiting payment, in one transaction: the credit is
 * taken only if still there, the order only moves from the amount it had, so a repeated or
 * concurrent request never charges twice. A fully paid order moves on to awaiting artwork.
 */
export async function payFromWallet(
  db: Db,
  order: OrderRow,
  customerId: string,
  now: string,
  /** Runs in the transaction once the wallet paid `amount` (the payment-received mail). */
  onPaid?: (trx: Db, amount: number) => Promise<void>,
) {
  return db
    .transaction()
    .execute(async (trx) => {
      const customer = await trx
        .selectFrom("customers")
        .select("wallet_credit_cents")
        .where("id", "=", customerId)
        .executeTakeFirstOrThrow();
      const due = order.taxed_cent - order.paid_cent;
      const amount = Math.min(customer.wallet_credit_cents, due);
      if (amount <= 0)
        return { outcome: "nothing" as const, amount: 0, credit: customer.wallet_credit_cents };
      const debited = await trx
        .updateTable("customers")
        .set((eb) => ({ wallet_credit_cents: eb("wallet_credit_cents", "-", amount) }))
        .where("id", "=", customerId)
        .where("wallet_credit_cents", ">=", amount)
        .executeTakeFirst();
      const paidTo = order.paid_cent + amount;
      const fullyPaid = paidTo >= order.taxed_cent;
      const credited = await trx
        .updateTable("orders")
        .set((eb) => ({
          paid_cent: paidTo,
          wallet_cent: eb("wallet_cent", "+", amount),
          status: fullyPaid ? "awaiting_artwork" : order.status,
        }))
        .where("id", "=", order.id)
        .where("paid_cent", "=", order.paid_cent)
        .where("status", "=", "awaiting_payment")
        .executeTakeFirst();
      if (Number(debited.numUpdatedRows) === 0 || Number(credited.numUpdatedRows) === 0) {
        // Another payment got there first: undo this one entirely.
        throw new WalletRace();
      }
      await trx
        .insertInto("wallet_transactions")
        .values({
          id: randomUUID(),
          customer_id: customerId,
          amount_cent: -amount,
          currency_code: order.currency_code,
          kind: "payment",
          order_id: order.id,
          label: order.order_number,
          created_at: now,
        })
        .execute();
      if (fullyPaid) {
        await trx
          .insertInto("order_events")
          .values({
            order_id: order.id,
            from_status: order.status,
            to_status: "awaiting_artwork",
            actor: "system:wallet",
            at: now,
          })
          .execute();
      }
      await onPaid?.(trx, amount);
      return { outcome: "paid" as const, amount, credit: customer.wallet_credit_cents - amount };
    })
    .catch((error: unknown) => {
      if (error instanceof WalletRace) return { outcome: "changed" as const, amount: 0, credit: 0 };
      throw error;
    });
}

class WalletRace extends Error {}
