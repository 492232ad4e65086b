import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { Database, PaymentIntentsTable } from "../db/schema";
import { databaseSecret } from "../db/secrets";
import type { OrderRow } from "../orders/orders.repository";
import type { CallbackDecision, ProviderEvent } from "./callback.rules";
import type { IntentStatus } from "./provider.rules";

type Db = Kysely<Database>;
export type IntentRow = Selectable<PaymentIntentsTable>;

/** The provider's callback-signing secret: generated once per database and kept in it. */
export function providerSecret(db: Db): Promise<Uint8Array> {
  return databaseSecret(db, "payment-provider-secret");
}

export function findIntent(db: Db, id: string) {
  return db.selectFrom("payment_intents").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function processedEventIds(db: Db, intentId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("payment_events")
    .select("event_id")
    .where("intent_id", "=", intentId)
    .execute();
  return rows.map((row) => row.event_id);
}

/** A new intent for what the order owes; any earlier intent still waiting for the payer is cancelled. */
export async function createIntent(
  db: Db,
  intent: Omit<
    IntentRow,
    | "id"
    | "status"
    | "card_last4"
    | "mandate_reference"
    | "masked_iban"
    | "failure_key"
    | "challenge_failures"
    | "updated_at"
  >,
): Promise<IntentRow> {
  const row: IntentRow = {
    ...intent,
    id: randomUUID(),
    status: "requires_action",
    card_last4: null,
    mandate_reference: null,
    masked_iban: null,
    failure_key: null,
    challenge_failures: 0,
    updated_at: intent.created_at,
  };
  await db.transaction().execute(async (trx) => {
    await cancelWaitingIntents(trx, intent.order_id, intent.created_at);
    await trx.insertInto("payment_intents").values(row).execute();
    await trx
      .updateTable("orders")
      .set({ payment_method: intent.method })
      .where("id", "=", intent.order_id)
      .execute();
  });
  return row;
}

export async function cancelWaitingIntents(db: Db, orderId: string, now: string): Promise<void> {
  await db
    .updateTable("payment_intents")
    .set({ status: "cancelled", updated_at: now })
    .where("order_id", "=", orderId)
    .where("status", "=", "requires_action")
    .execute();
}

/** Moves an intent on when it is still where the caller saw it (a second tab can't move it twice). */
export async function moveIntent(
  db: Db,
  intent: IntentRow,
  to: IntentStatus,
  now: string,
  facts: Partial<Pick<IntentRow, "card_last4" | "mandate_reference" | "masked_iban" | "failure_key">> = {},
): Promise<boolean> {
  const moved = await db
    .updateTable("payment_intents")
    .set({ ...facts, status: to, updated_at: now })
    .where("id", "=", intent.id)
    .where("status", "=", intent.status)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/**
 * Applies a verified callback once: the event is recorded first (its id is the primary key, so a
 * concurrent redelivery fails here and changes nothing), then the intent and the order move together.
 */
export async function applyCallback(
  db: Db,
  event: ProviderEvent,
  decision: Extract<CallbackDecision, { kind: "apply" }>,
  order: OrderRow,
  now: string,
  /** Runs in the transaction once a payment was booked on the order (the payment-received mail). */
  onPaid?: (trx: Db, amountCent: number) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const recorded = await trx
      .insertInto("payment_events")
      .values({ event_id: event.eventId, intent_id: event.intentId, status: event.status, received_at: now })
      .onConflict((conflict) => conflict.column("event_id").doNothing())
      .executeTakeFirst();
    if (Number(recorded.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await trx
      .updateTable("payment_intents")
      .set({
        status: decision.intentStatus,
        updated_at: now,
        ...(decision.intentStatus === "failed" ? { failure_key: "checkout:result.failed.declined" } : {}),
      })
      .where("id", "=", event.intentId)
      .execute();
    if (decision.intentStatus !== "succeeded") return true;
    const paid = await trx
      .updateTable("orders")
      .set({ paid_cent: decision.paidCent, status: decision.orderStatus })
      .where("id", "=", order.id)
      .where("paid_cent", "=", order.paid_cent)
      .where("status", "=", order.status)
      .executeTakeFirst();
    if (Number(paid.numUpdatedRows) !== 1) throw new OrderMovedError();
    if (decision.orderStatus !== order.status) {
      await trx
        .insertInto("order_events")
        .values({
          order_id: order.id,
          from_status: order.status,
          to_status: decision.orderStatus,
          actor: `provider:${event.intentId}`,
          at: now,
        })
        .execute();
    }
    await onPaid?.(trx, decision.paidCent - order.paid_cent);
    return true;
  });
}

/** The order changed between reading it and booking the payment: the provider redelivers later. */
export class OrderMovedError extends Error {
  constructor() {
    super("The order changed while the payment was being booked");
  }
}

/** Keeps the card or mandate reference among the customer's saved payment methods (once). */
export async function rememberPaymentMethod(
  db: Db,
  customerId: string,
  method: {
    kind: "card" | "sepa_mandate";
    last4: string;
    holder: string;
    brand: string | null;
    reference: string | null;
    expiry: { month: number; year: number } | null;
  },
  now: string,
): Promise<void> {
  const existing = await db
    .selectFrom("payment_methods")
    .select(["id"])
    .where("customer_id", "=", customerId)
    .where("kind", "=", method.kind)
    .where("last4", "=", method.last4)
    .executeTakeFirst();
  if (existing) return;
  const count = await db
    .selectFrom("payment_methods")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("customer_id", "=", customerId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto("payment_methods")
    .values({
      id: randomUUID(),
      customer_id: customerId,
      kind: method.kind,
      brand: method.brand,
      last4: method.last4,
      holder_name: method.holder,
      expiry_month: method.expiry?.month ?? null,
      expiry_year: method.expiry?.year ?? null,
      mandate_reference: method.reference,
      is_default: Number(count.count) === 0 ? 1 : 0,
      created_at: now,
    })
    .execute();
}
