import { type StaffTransitionBody, staffTransitionBodySchema } from "../../contract/orders/order.requests";
import { requireStaff } from "../accounts/staff-access";
import { artworkView, listArtwork } from "../artwork/artwork.repository";
import type { RequestContext, RouteDefinition } from "../context";
import { readJsonBody } from "../http/body";
import { badRequest, HttpError, notFound } from "../http/errors";
import { invoiceOnPayment } from "../invoices/invoice-mails";
import { orderInvoicing } from "../invoices/invoices.routes";
import { cancelOrderWithRefund } from "../invoices/order-cancel";
import { toOrderView } from "./order.view";
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
    ...toOrderView(order, events),
    ...invoicing,
    nextStatuses: nextStatuses(order.status),
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
  if (body.to === "shipped" && !body.trackingNumber) {
    throw badRequest("VALIDATION_ERROR", "A shipped order needs its tracking number", [
      { path: "trackingNumber", code: "too_small", message: "Enter the carrier's tracking number" },
    ]);
  }
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
        ...(body.to === "shipped" ? { tracking_number: body.trackingNumber ?? null } : {}),
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
    if (transferReceived) await invoiceOnPayment(context, trx, order.id);
    return true;
  });
}

export const staffOrderRoutes: readonly RouteDefinition[] = [
  { method: "GET", path: "/api/v1/admin/order/:number", handler: getStaffOrder },
  { method: "POST", path: "/api/v1/admin/order/transition", handler: transition },
];
