import { randomUUID } from "node:crypto";
import { z } from "zod";
import { cartEndpoints } from "#contract/cart/cart.endpoints";
import { paymentIntentBodySchema } from "#contract/cart/payment.schemas";
import { orderEndpoints } from "#contract/orders/order.endpoints";
import { orderRefBodySchema } from "#contract/orders/order.requests";
import { type RequestContext, type RouteDefinition, route } from "../context";
import { readJsonBody } from "../http/body";
import { HttpError, notFound } from "../http/errors";
import { paymentBooked } from "../invoices/invoice-mails";
import { logger } from "../logger";
import { toOrderView } from "../orders/order.view";
import { findOrder, listOrderEvents } from "../orders/orders.repository";
import { settleArtworkAfterPayment } from "../orders/orders.routes";
import { requireOwnOrder } from "../orders/own-order";
import { decideCallback, type ProviderEvent, signatureValid, signEvent } from "./callback.rules";
import {
  applyCallback,
  cancelWaitingIntents,
  createIntent,
  findIntent,
  type IntentRow,
  OrderMovedError,
  processedEventIds,
  providerSecret,
} from "./payments.repository";
import { planIntent } from "./provider.rules";
import { sepaDebitDate } from "./sepa-debit.rules";

const idText = z.string().trim().min(1).max(100);

export const PROVIDER_PATH = "/api/v1/payment-provider";

export function intentView(intent: IntentRow) {
  return {
    id: intent.id,
    orderId: intent.order_id,
    method: intent.method,
    status: intent.status,
    amount: { centAmount: intent.amount_cent, currencyCode: intent.currency_code },
    redirectUrl:
      intent.status === "requires_action" ? `${PROVIDER_PATH}/${intent.method}/${intent.id}/` : null,
    // A signed mandate is a debit still to come, on its date (ADR 076).
    mandate:
      intent.mandate_reference && intent.masked_iban
        ? {
            reference: intent.mandate_reference,
            maskedIban: intent.masked_iban,
            debitOn: sepaDebitDate(new Date(intent.updated_at)),
          }
        : null,
    failureKey: intent.failure_key,
  };
}

/** A signed mandate's debit, on its day (ADR 076); null for the other methods. */
const scheduledDebitOf = (intent: IntentRow) => intentView(intent).mandate;

/** POST payment/intent: an attempt to pay exactly what the customer's order still owes. */
async function createPaymentIntent(context: RequestContext) {
  const body = await readJsonBody(context.request, paymentIntentBodySchema);
  const { customer, order } = await requireOwnOrder(context, body.orderId);
  const plan = planIntent(
    {
      id: order.id,
      status: order.status,
      currencyCode: order.currency_code,
      taxedCent: order.taxed_cent,
      paidCent: order.paid_cent,
    },
    body.method,
  );
  if (!plan.ok) throw new HttpError(plan.status, plan.code, plan.message);
  const intent = await createIntent(context.db, {
    tenant_key: context.tenant.key,
    order_id: order.id,
    customer_id: customer.id,
    method: body.method,
    amount_cent: plan.amountCent,
    currency_code: plan.currencyCode,
    return_path: body.returnPath,
    created_at: context.now().toISOString(),
  });
  return intentView(intent);
}

/** GET payment/intent/{id}: the owner's intent (the result screen reads the outcome from here). */
async function getPaymentIntent(context: RequestContext) {
  const intent = await findIntent(context.db, context.params.id ?? "");
  if (!intent || intent.tenant_key !== context.tenant.key)
    throw notFound("INTENT_NOT_FOUND", "No such payment");
  await requireOwnOrder(context, intent.order_id);
  return intentView(intent);
}

const eventSchema = z.object({
  eventId: idText,
  intentId: idText,
  orderId: idText,
  amountCent: z.number().int(),
  currencyCode: z.string().length(3),
  status: z.enum(["succeeded", "failed"]),
});

/**
 * Verifies and applies one provider event (ADR 012). The provider pages call this in-process, the
 * way a real provider's webhook reaches `POST payment/callback`; both go through the same checks.
 */
export async function deliverEvent(context: RequestContext, event: ProviderEvent, signature: string) {
  const intent = await findIntent(context.db, event.intentId);
  if (!intent) throw notFound("INTENT_NOT_FOUND", "No such payment");
  const order = await findOrder(context.db, intent.tenant_key, intent.order_id);
  if (!order) throw notFound("ORDER_NOT_FOUND", "No such order");
  const secret = await providerSecret(context.db);
  const decision = decideCallback(
    event,
    signatureValid(secret, event, signature),
    {
      id: intent.id,
      orderId: intent.order_id,
      method: intent.method,
      amountCent: intent.amount_cent,
      currencyCode: intent.currency_code,
      status: intent.status,
      processedEventIds: await processedEventIds(context.db, intent.id),
    },
    {
      id: order.id,
      status: order.status,
      currencyCode: order.currency_code,
      taxedCent: order.taxed_cent,
      paidCent: order.paid_cent,
    },
  );
  if (decision.kind === "reject") {
    logger.warn({ intent: intent.id, reason: decision.reason }, "payment callback refused");
    throw new HttpError(decision.httpStatus, "CALLBACK_REFUSED", `Callback refused: ${decision.reason}`);
  }
  if (decision.kind === "replay") return { applied: false };
  try {
    const applied = await applyCallback(
      context.db,
      event,
      decision,
      order,
      context.now().toISOString(),
      (trx, amount) => paymentBooked(context, trx, order.id, amount, intent.method, scheduledDebitOf(intent)),
    );
    if (applied) await settleArtworkAfterPayment(context, order.id);
    return { applied };
  } catch (error) {
    if (error instanceof OrderMovedError) throw new HttpError(409, "ORDER_CHANGED", error.message);
    throw error;
  }
}

/** The provider's side of a callback: a fresh event id, signed with the shared secret. */
export async function signedEvent(
  context: RequestContext,
  intent: IntentRow,
  status: "succeeded" | "failed",
) {
  const event: ProviderEvent = {
    eventId: `evt_${randomUUID()}`,
    intentId: intent.id,
    orderId: intent.order_id,
    amountCent: intent.amount_cent,
    currencyCode: intent.currency_code,
    status,
  };
  return { event, signature: signEvent(await providerSecret(context.db), event) };
}

/** POST payment/callback: the provider's webhook, signed in `x-provider-signature`. */
async function paymentCallback(context: RequestContext) {
  const event = await readJsonBody(context.request, eventSchema);
  return deliverEvent(context, event, context.request.headers.get("x-provider-signature") ?? "");
}

/**
 * POST order/edit/payment/reset-method (spec §7): a payment waiting for the payer is abandoned and the
 * order goes back to "to be paid by transfer", so the customer can choose again. Only while unpaid.
 */
async function resetPaymentMethod(context: RequestContext) {
  const body = await readJsonBody(context.request, orderRefBodySchema);
  const { order } = await requireOwnOrder(context, body.orderId);
  if (order.status !== "awaiting_payment") {
    throw new HttpError(409, "ORDER_NOT_PAYABLE", "This order is not awaiting payment");
  }
  const now = context.now().toISOString();
  await context.db.transaction().execute(async (trx) => {
    await cancelWaitingIntents(trx, order.id, now);
    await trx
      .updateTable("orders")
      .set({ payment_method: "bank_transfer" })
      .where("id", "=", order.id)
      .execute();
  });
  const updated = (await findOrder(context.db, context.tenant.key, order.id)) ?? order;
  return toOrderView(updated, await listOrderEvents(context.db, order.id));
}

export const paymentRoutes: readonly RouteDefinition[] = [
  route(cartEndpoints.createPaymentIntent, createPaymentIntent),
  route(cartEndpoints.paymentIntent, getPaymentIntent),
  route(cartEndpoints.paymentCallback, paymentCallback),
  route(orderEndpoints.resetPaymentMethod, resetPaymentMethod),
];
