import type { RequestContext } from "../context";
import type { OrderRow } from "../orders/orders.repository";
import { debitPending, sepaDebitDate } from "./sepa-debit.rules";

/**
 * The order's SEPA debit still to come (ADR 076): the newest signed mandate's amount, account and
 * date while that date has not passed. The sandbox books the payment when the mandate is signed, so
 * this is what keeps the order page honest about when the money actually leaves the account.
 */
export async function pendingDebitOf(context: Pick<RequestContext, "db" | "now">, order: OrderRow) {
  if (order.status === "cancelled") return null;
  const intent = await context.db
    .selectFrom("payment_intents")
    .select(["amount_cent", "currency_code", "mandate_reference", "masked_iban", "updated_at"])
    .where("order_id", "=", order.id)
    .where("method", "=", "sepa")
    .where("status", "in", ["processing", "succeeded"])
    .where("mandate_reference", "is not", null)
    .orderBy("updated_at", "desc")
    .executeTakeFirst();
  if (!intent?.mandate_reference || !intent.masked_iban) return null;
  const debitOn = sepaDebitDate(new Date(intent.updated_at));
  if (!debitPending(debitOn, context.now())) return null;
  return {
    amount: { centAmount: intent.amount_cent, currencyCode: intent.currency_code },
    reference: intent.mandate_reference,
    maskedIban: intent.masked_iban,
    debitOn,
  };
}
