import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { RequestContext } from "../context";
import type { Database } from "../db/schema";
import type { OrderRow } from "../orders/orders.repository";
import { firstInvoice, issueDateOf, issueDocument, orderLines } from "./invoice-issue";
import { mailCancellation } from "./invoice-mails";
import { mainRoute, planRefund, type RefundPart } from "./refund.rules";

/**
 * Cancelling an order does what it says with the money (issue 36 §3, ADR 072), in one transaction:
 * the order moves only from the status the caller saw; what was paid goes back (wallet, provider
 * refund recorded, or a transfer back for staff); an invoiced order gets its credit note; the
 * customer gets a mail saying where the money goes.
 */

type Db = Kysely<Database>;
type CancelContext = Pick<RequestContext, "tenant" | "mail" | "now" | "db">;

async function refundParts(trx: Db, order: OrderRow): Promise<RefundPart[]> {
  if (order.paid_cent <= 0) return [];
  const [customer, intents] = await Promise.all([
    trx
      .selectFrom("customers")
      .select("has_wallet")
      .where("id", "=", order.customer_id)
      .executeTakeFirstOrThrow(),
    trx
      .selectFrom("payment_intents")
      .select(["id", "method", "amount_cent"])
      .where("order_id", "=", order.id)
      .where("status", "=", "succeeded")
      .orderBy("created_at")
      .execute(),
  ]);
  return planRefund({
    paidCent: order.paid_cent,
    walletCent: order.wallet_cent,
    hasWallet: customer.has_wallet === 1,
    intents: intents.map((intent) => ({
      id: intent.id,
      method: intent.method,
      amountCent: intent.amount_cent,
    })),
  });
}

async function applyRefund(trx: Db, order: OrderRow, part: RefundPart, now: string): Promise<void> {
  if (part.route === "wallet") {
    await trx
      .updateTable("customers")
      .set((eb) => ({ has_wallet: 1, wallet_credit_cents: eb("wallet_credit_cents", "+", part.amountCent) }))
      .where("id", "=", order.customer_id)
      .execute();
    await trx
      .insertInto("wallet_transactions")
      .values({
        id: randomUUID(),
        customer_id: order.customer_id,
        amount_cent: part.amountCent,
        currency_code: order.currency_code,
        kind: "refund",
        order_id: order.id,
        label: order.order_number,
        created_at: now,
      })
      .execute();
  }
  // The embedded provider settles a refund at once (ADR 012); a transfer back waits for staff.
  await trx
    .insertInto("payment_refunds")
    .values({
      id: randomUUID(),
      tenant_key: order.tenant_key,
      order_id: order.id,
      method: part.method,
      intent_id: part.intentId,
      amount_cent: part.amountCent,
      currency_code: order.currency_code,
      status: part.route === "transfer" ? "pending" : "succeeded",
      created_at: now,
    })
    .execute();
}

/** Cancels `order` (as the caller read it); false when it changed meanwhile. */
export async function cancelOrderWithRefund(
  context: CancelContext,
  order: OrderRow,
  actor: string,
  /** Staff's reason (the order desk asks for one), kept on the order's history. */
  note: string | null = null,
) {
  const now = context.now();
  const at = now.toISOString();
  return context.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable("orders")
      .set({ status: "cancelled" })
      .where("id", "=", order.id)
      .where("status", "=", order.status)
      .where("paid_cent", "=", order.paid_cent)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return false;
    await trx
      .insertInto("order_events")
      .values({ order_id: order.id, from_status: order.status, to_status: "cancelled", actor, at, note })
      .execute();
    const parts = await refundParts(trx, order);
    for (const part of parts) await applyRefund(trx, order, part, at);
    const main = mainRoute(parts);
    const invoice = await firstInvoice(trx, order.id);
    const creditNote = invoice
      ? await issueDocument(
          trx,
          context.tenant,
          order,
          {
            kind: "credit_note",
            reason: "cancellation",
            lines: orderLines(order, context.tenant.locale.startsWith("fr") ? "fr" : "en"),
            payment: main
              ? {
                  method: main.method,
                  date: issueDateOf(context.tenant.key, now),
                  amountCent: order.paid_cent,
                }
              : null,
            refersTo: {
              id: invoice.id,
              number: invoice.number,
              issueDate: issueDateOf(context.tenant.key, new Date(invoice.issued_at)),
            },
          },
          now,
        )
      : null;
    const refund = main ? { route: main.route, method: main.method, amountCent: order.paid_cent } : null;
    await mailCancellation(context, trx, order, refund, creditNote);
    return true;
  });
}

/** What cancelling would give back and how (the cancel form says so before the customer confirms). */
export async function cancellationRefund(db: Db, order: OrderRow) {
  const main = mainRoute(await refundParts(db, order));
  return main
    ? { route: main.route, amount: { centAmount: order.paid_cent, currencyCode: order.currency_code } }
    : null;
}

/** An order's refunds, for its page and the staff desk. */
export function listOrderRefunds(db: Db, orderId: string) {
  return db
    .selectFrom("payment_refunds")
    .select(["method", "amount_cent", "currency_code", "status", "created_at"])
    .where("order_id", "=", orderId)
    .orderBy("created_at")
    .execute();
}
