import { randomUUID } from "node:crypto";
import { z } from "zod";
import { methodOffered } from "#contract/cart/payment-methods";
import { orderEndpoints } from "#contract/orders/order.endpoints";
import { checkoutBodySchema, orderRefBodySchema } from "#contract/orders/order.requests";
import { findOwnAddress } from "../accounts/addresses.repository";
import { toAddressView } from "../accounts/customer.view";
import { authenticate } from "../accounts/sessions";
import { artworkView } from "../artwork/artwork.repository";
import { settleStatus } from "../artwork/artwork-status";
import { listPicturedArtwork } from "../artwork/page-pictures";
import { requireOpenCart } from "../cart/cart.routes";
import { exceedsPriceCeiling } from "../cart/cart.rules";
import { cartView } from "../cart/cart.view";
import { listLineItems } from "../cart/cart-lines.repository";
import { type RequestContext, type RouteDefinition, route } from "../context";
import { attachDesignPrintFiles } from "../design/print-files";
import { readJsonBody } from "../http/body";
import { badRequest, HttpError, notFound } from "../http/errors";
import { parseQuery } from "../http/validation";
import { paymentBooked } from "../invoices/invoice-mails";
import { orderInvoicing } from "../invoices/invoices.routes";
import { cancellationRefund, cancelOrderWithRefund } from "../invoices/order-cancel";
import { pendingDebitOf } from "../payments/sepa-debit";
import { toOrderSummary, toOrderView } from "./order.view";
import { mailOrderPlaced } from "./order-mails";
import {
  findCartOrder,
  findOrder,
  findOrderByIdempotencyKey,
  listCustomerOrders,
  listOrderEvents,
  type OrderRow,
  payFromWallet,
  placeOrder,
} from "./orders.repository";
import { canTransition, isOrderStatus, ORDER_STATUSES } from "./orders.rules";
import { requireOwnOrder } from "./own-order";
import { listProofs, proofView } from "./proofs.repository";
import { copyReorderedFiles } from "./reorder-files";

const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/);

/**
 * POST cart/{id}/checkout: the signed-in owner's cart becomes an order. Idempotent: checking out a
 * cart that already became an order answers that order (a double click places one order), and so
 * does a replay carrying the Idempotency-Key of a call that placed one (a storefront that timed
 * out asks again; the body is not needed then).
 */
async function checkout(context: RequestContext) {
  const { customer } = await authenticate(context);
  const cartId = context.params.id ?? "";
  const keyHeader = context.request.headers.get("idempotency-key");
  const key = keyHeader === null ? null : idempotencyKey.safeParse(keyHeader);
  if (key && !key.success)
    throw badRequest("IDEMPOTENCY_KEY_INVALID", "Idempotency-Key: 8–100 letters, digits, - or _");
  const replayed = key?.data
    ? await findOrderByIdempotencyKey(context.db, context.tenant.key, customer.id, key.data)
    : undefined;
  const existing = replayed ?? (await findCartOrder(context.db, context.tenant.key, cartId, customer.id));
  if (existing) return { orderNumber: existing.order_number, id: existing.id };
  const opened = await openCartOrItsOrder(context, cartId, customer.id);
  if ("order" in opened) return { orderNumber: opened.order.order_number, id: opened.order.id };
  const { cart } = opened;
  if (cart.customer_id !== customer.id) throw notFound("CART_NOT_FOUND", `No cart ${cartId}`);
  const body = await readJsonBody(context.request, checkoutBodySchema);
  if (body.sender_type === "custom" && !body.custom_sender) {
    throw badRequest("VALIDATION_ERROR", "The request body is invalid", [
      { path: "custom_sender", code: "invalid_type", message: "A custom sender needs a name" },
    ]);
  }
  const [shipping, billing] = await Promise.all([
    findOwnAddress(context.db, customer.id, body.shippingAddressId, "shipping"),
    findOwnAddress(context.db, customer.id, body.billingAddressId, "billing"),
  ]);
  if (!shipping || !billing) {
    throw badRequest("VALIDATION_ERROR", "The request body is invalid", [
      {
        path: shipping ? "billingAddressId" : "shippingAddressId",
        code: "not_found",
        message: "Unknown address",
      },
    ]);
  }
  if (!methodOffered(body.paymentMethod, cart.currency_code))
    throw badRequest("VALIDATION_ERROR", "SEPA Direct Debit is for euro orders only", [
      { path: "paymentMethod", code: "invalid_value", message: "SEPA Direct Debit is for euro orders only" },
    ]);
  const items = await listLineItems(context.db, cart.id);
  if (items.length === 0) throw new HttpError(409, "CART_EMPTY", "The cart is empty");
  // The order charges exactly what the cart showed: its lines and their delivery.
  const view = cartView(context.tenant, cart, items);
  const total = view.totalPrice.centAmount;
  const taxed = view.taxedPrice.centAmount;
  if (exceedsPriceCeiling(taxed))
    throw new HttpError(409, "CART_CEILING", "The cart is above the price ceiling");
  const placed = await placeOrder(
    context.db,
    {
      id: randomUUID(),
      tenantKey: context.tenant.key,
      prefix: context.tenant.key === "fr" ? "PI" : "PP",
      customerId: customer.id,
      cart,
      totalCent: total,
      taxedCent: taxed,
      paymentMethod: body.paymentMethod,
      now: context.now(),
      idempotencyKey: key?.data ?? null,
      quoteIds: items.flatMap((item) => (item.quoteId ? [item.quoteId] : [])),
      promocodes: items.flatMap((item) => (item.promocode?.status === "valid" ? [item.promocode.code] : [])),
      document: {
        lineItems: items,
        shipping: view.shipping,
        shippingAddress: toAddressView(shipping),
        billingAddress: toAddressView(billing),
        sender: body.sender_type,
        customSender: body.custom_sender ?? null,
        userNotes: body.user_notes,
        internalCheckout: body.internalCheckout ?? false,
        skipDocReview: body.skipDocReview ?? false,
      },
    },
    (trx, row) => mailOrderPlaced(context, trx, row.id),
  );
  await attachDesignPrintFiles(context, placed, items, customer.id);
  await copyReorderedFiles(context, placed, items);
  return { orderNumber: placed.order_number, id: placed.id };
}

/**
 * The open cart to check out, or the order a concurrent checkout of it placed after this request
 * looked (two processes, or two requests interleaved at an await): a double click places one order.
 */
async function openCartOrItsOrder(
  context: RequestContext,
  cartId: string,
  customerId: string,
): Promise<{ cart: Awaited<ReturnType<typeof requireOpenCart>> } | { order: OrderRow }> {
  try {
    return { cart: await requireOpenCart(context, cartId) };
  } catch (error) {
    const placed =
      error instanceof HttpError && error.code === "CART_CHECKED_OUT"
        ? await findCartOrder(context.db, context.tenant.key, cartId, customerId)
        : undefined;
    if (placed) return { order: placed };
    throw error;
  }
}

/** GET order/{id}: the owner's order only; anyone else gets the same 404 as a missing order. */
async function getOrder(context: RequestContext) {
  const { order } = await requireOwnOrder(context, context.params.id ?? "");
  const [events, files, invoicing, refund, proofs, pendingDebit] = await Promise.all([
    listOrderEvents(context.db, order.id),
    listPicturedArtwork(context, order.id),
    orderInvoicing(context, order.id),
    order.status === "cancelled" ? null : cancellationRefund(context.db, order),
    listProofs(context.db, order.id),
    pendingDebitOf(context, order),
  ]);
  return {
    ...toOrderView(order, events, context.tenant.carriers),
    artwork: files.map(artworkView),
    ...invoicing,
    cancellationRefund: refund,
    proofs: proofs.map((row) => proofView(row)),
    pendingDebit,
  };
}

const listQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  q: z.string().trim().max(60).optional(),
});

/** GET orders: the signed-in customer's orders, filtered by status and searched by number or job name. */
async function listOrders(context: RequestContext) {
  const { customer } = await authenticate(context);
  const query = parseQuery(context.url, listQuerySchema);
  const rows = await listCustomerOrders(context.db, context.tenant.key, customer.id, {
    status: query.status,
    search: query.q || undefined,
    limit: 100,
  });
  return { orders: rows.map(toOrderSummary) };
}

/** POST order/cancel: only before production; a second cancel is a 409, never a second event. */
async function cancelOrder(context: RequestContext) {
  const body = await readJsonBody(context.request, orderRefBodySchema);
  const { customer, order } = await requireOwnOrder(context, body.orderId);
  const status = isOrderStatus(order.status) ? order.status : "delivered";
  if (!canTransition(status, "cancelled")) {
    throw new HttpError(409, "ORDER_NOT_CANCELLABLE", "This order can no longer be cancelled");
  }
  await cancelPlacedOrder(context, order, `customer:${customer.id}`);
  const updated = (await findOrder(context.db, context.tenant.key, order.id)) ?? order;
  return {
    ...toOrderView(updated, await listOrderEvents(context.db, order.id)),
    ...(await orderInvoicing(context, order.id)),
  };
}

/**
 * The one cancel path, for the customer's cancel and the order desk's (with staff's reason): what was
 * paid goes back, with a credit note for an invoiced order and the cancellation mail (ADR 072, 074).
 */
export async function cancelPlacedOrder(
  context: RequestContext,
  order: OrderRow,
  actor: string,
  reason: string | null = null,
) {
  const moved = await cancelOrderWithRefund(context, order, actor, reason);
  if (!moved) throw new HttpError(409, "ORDER_CHANGED", "This order changed meanwhile");
}

/**
 * An order just paid whose files are already all there (online designs get theirs at checkout)
 * goes straight on to the file check.
 */
export async function settleArtworkAfterPayment(context: RequestContext, orderId: string) {
  const order = await findOrder(context.db, context.tenant.key, orderId);
  if (order?.status === "awaiting_artwork") await settleStatus(context, order, context.now().toISOString());
}

/**
 * POST wallet/create-payment-and-transaction: pays an order awaiting payment from the customer's
 * wallet, fully or partly (the rest stays due by transfer). Answers the order and the new credit.
 */
async function payWithWallet(context: RequestContext) {
  const body = await readJsonBody(context.request, orderRefBodySchema);
  const { customer, order } = await requireOwnOrder(context, body.orderId);
  if (customer.has_wallet !== 1) throw new HttpError(409, "NO_WALLET", "This account has no wallet");
  if (order.status !== "awaiting_payment")
    throw new HttpError(409, "ORDER_NOT_PAYABLE", "This order is not awaiting payment");
  if (order.currency_code !== context.tenant.currency) {
    throw new HttpError(409, "WALLET_CURRENCY", "The wallet pays orders in the shop's own currency only");
  }
  const result = await payFromWallet(
    context.db,
    order,
    customer.id,
    context.now().toISOString(),
    (trx, amount) => paymentBooked(context, trx, order.id, amount),
  );
  if (result.outcome === "nothing") throw new HttpError(409, "WALLET_EMPTY", "The wallet has no credit left");
  if (result.outcome === "changed") throw new HttpError(409, "ORDER_CHANGED", "This order changed meanwhile");
  await settleArtworkAfterPayment(context, order.id);
  const updated = (await findOrder(context.db, context.tenant.key, order.id)) ?? order;
  return {
    order: toOrderView(updated, await listOrderEvents(context.db, order.id)),
    walletPayment: { centAmount: result.amount, currencyCode: order.currency_code },
    walletCredit: { centAmount: result.credit, currencyCode: order.currency_code },
  };
}

export const orderRoutes: readonly RouteDefinition[] = [
  route(orderEndpoints.payWithWallet, payWithWallet),
  route(orderEndpoints.checkout, checkout),
  route(orderEndpoints.orders, listOrders),
  route(orderEndpoints.cancel, cancelOrder),
  route(orderEndpoints.order, getOrder),
];
