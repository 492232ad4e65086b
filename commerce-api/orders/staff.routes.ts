import type { Kysely } from "kysely";
import { type StaffTransitionBody, staffTransitionBodySchema } from "../../contract/orders/order.requests";
import { requireStaff } from "../accounts/staff-access";
import { artworkView, listArtwork } from "../artwork/artwork.repository";
import type { RequestContext, RouteDefinition } from "../context";
import type { Database } from "../db/schema";
import { readJsonBody } from "../http/body";
import { badRequest, HttpError, notFound } from "../http/errors";
import { paymentBooked } from "../invoices/invoice-mails";
import { orderInvoicing } from "../invoices/invoices.routes";
import { cancelOrderWithRefund } from "../invoices/order-cancel";
import { toOrderView } from "./order.view";
import { mailOrderShipped } from "./order-mails";
import { listOrderEvents, type OrderRow } from "./orders.repository";
import { settleArtworkAfterPayment } from "./orders.routes";
import { canTransition, isOrderStatus, ORDER_STATUSES, type OrderStatus } from "./orders.rules";

/**
 * Staff move orders along the print shop's lifecycle (issue 6): transfer received, file check,
 * production, shipped (with a tracking number), delivered. Admins only, never while impersonating;
 * only the transitions the lifecycle allows; every move is an order event naming the staff member.
 */

const nextStatuses = (status: string): OrderStatus[] =>
  isOrderStatus(status) ? ORDER_STATUSES.filter((to) => canTransition(status, to)) : [];

async function staffView(context: RequestContext, order: OrderRow) {
  const [events, files, invoicing] = await Promise.all([
    listOrderEvents(context.db, order.id),
    listArtwork(context, order.id),
    orderInvoicing(context, order.id),
  ]);
  return {
    ...toOrderView(order, events, context.tenant.carriers),
    ...invoicing,
    nextStatuses: nextStatuses(order.status),
    // The carriers staff choose from when the order ships.
    carriers: context.tenant.carriers.map(({ key, name }) => ({ key, name })),
    // Uploaded and generated (online design) print files alike: what production will print.
    files: files.map(artworkView),
  };
}

function findByNumber(context: RequestContext, number: string) {
  return context.db
    .selectFrom("orders")
    .selectAll()
    .where("tenant_key", "=", context.tenant.key)
    .where("order_number", "=", number.trim().toUpperCase())
    .executeTakeFirst();
}

/** A shipped order names one of the shop's carriers and the parcel's number: the customer's tracking link. */
function requireShipment(context: RequestContext, body: StaffTransitionBody) {
  if (!body.trackingNumber) {
    throw badRequest("VALIDATION_ERROR", "A shipped order needs its tracking number", [
      { path: "trackingNumber", code: "too_small", message: "Enter the carrier's tracking number" },
    ]);
  }
  if (!context.tenant.carriers.some((carrier) => carrier.key === body.carrier)) {
    throw badRequest("VALIDATION_ERROR", "A shipped order needs one of the shop's carriers", [
      { path: "carrier", code: "invalid_value", message: "Choose the carrier" },
    ]);
  }
}

/** The customer's mail for a move staff made, queued in the move's transaction. */
async function mailForMove(context: RequestContext, trx: Kysely<Database>, order: OrderRow, to: OrderStatus) {
  if (to === "shipped") await mailOrderShipped(context, trx, order.id);
  // Cancelling goes through cancelOrderWithRefund, which mails with the refund (ADR 072).
  if (order.status === "awaiting_payment" && to === "awaiting_artwork")
    await paymentBooked(context, trx, order.id, order.taxed_cent - order.paid_cent);
}

/** GET admin/order/{number}: any order of the shop, with the moves staff can make next. */
async function getStaffOrder(context: RequestContext) {
  await requireStaff(context, "orders:read");
  const order = await findByNumber(context, context.params.number ?? "");
  if (!order) throw notFound("ORDER_NOT_FOUND", "No order with this number");
  return staffView(context, order);
}

/** POST admin/order/transition: one allowed move; a transfer received marks the order paid. */
async function transition(context: RequestContext) {
  const staff = await requireStaff(context, "orders:write");
  const body = await readJsonBody(context.request, staffTransitionBodySchema);
  const order = await findByNumber(context, body.orderNumber);
  if (!order) throw notFound("ORDER_NOT_FOUND", "No order with this number");
  if (!isOrderStatus(order.status) || !canTransition(order.status, body.to)) {
    throw new HttpError(
      409,
      "TRANSITION_NOT_ALLOWED",
      `An order can't go from ${order.status} to ${body.to}`,
    );
  }
  if (body.to === "shipped") requireShipment(context, body);
  const now = context.now().toISOString();
  const moved =
    body.to === "cancelled"
      ? await cancelOrderWithRefund(context, order, `staff:${staff.id}`)
      : await moveOrder(context, order, body, `staff:${staff.id}`, now);
  if (!moved) throw new HttpError(409, "ORDER_CHANGED", "This order changed meanwhile");
  if (body.to === "awaiting_artwork") await settleArtworkAfterPayment(context, order.id);
  const updated = (await findByNumber(context, order.order_number)) ?? order;
  return staffView(context, updated);
}

/** Any move but cancelling: a transfer received marks the order paid and invoices it (ADR 072). */
function moveOrder(
  context: RequestContext,
  order: OrderRow,
  body: StaffTransitionBody,
  actor: string,
  now: string,
) {
  const transferReceived = order.status === "awaiting_payment" && body.to === "awaiting_artwork";
  return context.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("orders")
      .set({
        status: body.to,
        // Leaving awaiting payment by hand means the transfer arrived: the order is paid in full.
        ...(transferReceived ? { paid_cent: order.taxed_cent } : {}),
        ...(body.to === "shipped"
          ? { tracking_number: body.trackingNumber ?? null, carrier: body.carrier ?? null }
          : {}),
      })
      .where("id", "=", order.id)
      .where("status", "=", order.status)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto("order_events")
      .values({
        order_id: order.id,
        from_status: order.status,
        to_status: body.to,
        actor,
        at: now,
      })
      .execute();
    await mailForMove(context, trx, order, body.to);
    return true;
  });
}

export const staffOrderRoutes: readonly RouteDefinition[] = [
  { method: "GET", path: "/api/v1/admin/order/:number", handler: getStaffOrder },
  { method: "POST", path: "/api/v1/admin/order/transition", handler: transition },
];
