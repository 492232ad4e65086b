import { randomUUID } from "node:crypto";
import type { Insertable, Kysely } from "kysely";
import type { Database, OrderDraftsTable } from "../db/schema";
import type { OrderRow } from "./orders.repository";

type Db = Kysely<Database>;

export async function insertDraft(db: Db, draft: Insertable<OrderDraftsTable>) {
  await db.insertInto("order_drafts").values(draft).execute();
}

export function findOpenDraft(db: Db, id: string, orderId: string, customerId: string) {
  return db
    .selectFrom("order_drafts")
    .selectAll()
    .where("id", "=", id)
    .where("order_id", "=", orderId)
    .where("customer_id", "=", customerId)
    .where("status", "=", "open")
    .executeTakeFirst();
}

/**
 * Applies a draft in one transaction: the order moves only from the exact state the draft saw, the
 * draft closes only while open, and a cheaper paid order credits the difference to the wallet.
 */
export async function finalizeDraft(
  db: Db,
  input: { draftId: string; before: OrderRow; after: OrderRow; walletIncreaseCent: number; now: string },
  /** Runs in the transaction once the edit is applied (its one mail: drafts send none). */
  onFinalized?: (trx: Db) => Promise<void>,
): Promise<boolean> {
  const { before, after, now } = input;
  return db
    .transaction()
    .execute(async (trx) => {
      const closed = await trx
        .updateTable("order_drafts")
        .set({ status: "finalized" })
        .where("id", "=", input.draftId)
        .where("status", "=", "open")
        .executeTakeFirst();
      const moved = await trx
        .updateTable("orders")
        .set({
          order_json: after.order_json,
          total_cent: after.total_cent,
          taxed_cent: after.taxed_cent,
          paid_cent: after.paid_cent,
        })
        .where("id", "=", before.id)
        .where("order_json", "=", before.order_json)
        .where("paid_cent", "=", before.paid_cent)
        .executeTakeFirst();
      if (Number(closed.numUpdatedRows) === 0 || Number(moved.numUpdatedRows) === 0) throw new StaleDraft();
      if (input.walletIncreaseCent > 0) {
        await trx
          .updateTable("customers")
          .set((eb) => ({
            has_wallet: 1,
            wallet_credit_cents: eb("wallet_credit_cents", "+", input.walletIncreaseCent),
          }))
          .where("id", "=", before.customer_id)
          .execute();
        await trx
          .insertInto("wallet_transactions")
          .values({
            id: randomUUID(),
            customer_id: before.customer_id,
            amount_cent: input.walletIncreaseCent,
            currency_code: before.currency_code,
            kind: "refund",
            order_id: before.id,
            label: before.order_number,
            created_at: now,
          })
          .execute();
      }
      await trx
        .insertInto("order_events")
        .values({
          order_id: before.id,
          from_status: before.status,
          to_status: "edited",
          actor: `customer:${before.customer_id}`,
          at: now,
        })
        .execute();
      await onFinalized?.(trx);
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof StaleDraft) return false;
      throw error;
    });
}

class StaleDraft extends Error {}
