import type { Kysely } from "kysely";
import { orderEndpoints } from "#contract/orders/order.endpoints";
import { type StaffTransitionBody, staffTransitionBodySchema } from "#contract/orders/order.requests";
import { requireStaff } from "../accounts/staff-access";
import { artworkView, slotFile } from "../artwork/artwork.repository";
import { listPicturedArtwork } from "../artwork/page-pictures";
import { type RequestContext, type RouteDefinition, route } from "../context";
import type { Database } from "../db/schema";
import { readJsonBody } from "../http/body";
import { badRequest, HttpError, notFound } from "../http/errors";
import { paymentBooked } from "../invoices/invoice-mails";
import { orderInvoicing } from "../invoices/invoices.routes";
import { toOrderView } from "./order.view";
import { type DeskRefusal, decideStaffMove, deskMoves, productionBlockers } from "./order-desk.rules";
import { mailOrderShipped } from "./order-mails";
import { listOrderEvents, type OrderRow } from "./orders.repository";
import { cancelPlacedOrder, settleArtworkAfterPayment } from "./orders.routes";
import { isOrderStatus, type OrderStatus } from "./orders.rules";
import { deskLines, listProofs, proofView } from "./proofs.repository";

/**
 * Staff move orders along the print shop's lifecycle (issue 6): transfer received, file check,
 * production, shipped (with a tracking number), delivered. Admins only, never while impersonating;
 * forward only, each step once, production only once every line is ready (ADR 074); every move is an
 * order event naming the staff member.
 */

const REFUSALS: Record<DeskRefusal, string> = {
  TRANSITION_NOT_ALLOWED: "The order can't take this step from where it is",
  NOT_AWAITING_TRANSFER: "This order doesn't await a bank transfer",
  PRODUCTION_NOT_READY: "Production waits for a checked print file or an approved proof on every item",
  CANCEL_REASON_REQUIRED: "Say why the order is cancelled",
};

async function deskState(context: RequestContext, order: OrderRow) {
  const [files, proofs] = await Promise.all([
    listPicturedArtwork(context, order.id),
    listProofs(context.db, order.id),
  ]);
  const blockers = productionBlockers(
    deskLines(order),
    files.map(slotFile),
    proofs.map((proof) => ({ lineItemId: proof.line_item_id, status: proof.status })),
  );
  const desk = {
    status: isOrderStatus(order.status) ? order.status : ("delivered" as const),
    paymentMethod: order.payment_method,
    paidCent: order.paid_cent,
    taxedCent: order.taxed_cent,
  };
  return { files, proofs, blockers, desk };
}

export async function staffView(context: RequestContext, order: OrderRow) {
  const [events, state, customer, invoicing] = await Promise.all([
    listOrderEvents(context.db, order.id),
    deskState(context, order),
    context.db
      .selectFrom("customers")
      .select(["email", "first_name", "last_name", "company_name"])
      .where("id", "=", order.customer_id)
      .executeTakeFirst(),
    orderInvoicing(context, order.id),
  ]);
  return {
    ...toOrderView(order, events, context.tenant.carriers),
    ...invoicing,
    nextStatuses: deskMoves(state.desk),
    // The carriers staff choose from when the order ships.
    carriers: context.tenant.carriers.map(({ key, name }) => ({ key, name })),
    productionBlockers: state.blockers,
    customer: customer
      ? {
          email: customer.email,
          name: `${customer.first_name} ${customer.last_name}`.trim(),
          companyName: customer.company_name,
        }
      : null,
    paymentMethod: order.payment_method,
    // Uploaded and generated (online design) print files alike: what production will print.
    files: state.files.map(artworkView),
    proofs: state.proofs.map((proof) => proofView(proof, true)),
    staffHistory: events.map((event) => ({
      from: event.from_status,
      to: event.to_status,
      at: event.at,
      actor: event.actor,
      note: event.note,
    })),
  };
}

export function findByNumber(context: RequestContext, number: string) {
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
  // Cancelling goes through cancelPlacedOrder, which refunds and mails with the refund (ADR 072).
  // A transfer received marks the order paid, invoices it and mails the invoice (ADR 072).
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
  const { desk, blockers } = await deskState(context, order);
  const decision = decideStaffMove(desk, body.to, blockers, body.reason);
  if (decision.kind === "refused") {
    // The desk reads the order again and lists the blocking lines (productionBlockers).
    throw new HttpError(409, decision.code, REFUSALS[decision.code]);
  }
  // A repeat of the step the order already took answers its state and records nothing.
  if (decision.kind === "unchanged") return staffView(context, order);
  if (body.to === "shipped") requireShipment(context, body);
  if (body.to === "cancelled") await cancelPlacedOrder(context, order, `staff:${staff.id}`, body.reason);
  else if (!(await moveOrder(context, order, body, `staff:${staff.id}`)))
    throw new HttpError(409, "ORDER_CHANGED", "This order changed meanwhile");
  if (body.to === "awaiting_artwork") await settleArtworkAfterPayment(context, order.id);
  const updated = (await findByNumber(context, order.order_number)) ?? order;
  return staffView(context, updated);
}

/** One forward move, its event and the customer's mail, in one transaction. */
async function moveOrder(
  context: RequestContext,
  order: OrderRow,
  body: { to: OrderStatus; trackingNumber?: string; carrier?: string },
  actor: string,
) {
  const to = body.to;
  return context.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("orders")
      .set({
        status: to,
        // Leaving awaiting payment by hand means the transfer arrived: the order is paid in full.
        ...(order.status === "awaiting_payment" && to === "awaiting_artwork"
          ? { paid_cent: order.taxed_cent }
          : {}),
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
        to_status: to,
        actor,
        at: context.now().toISOString(),
      })
      .execute();
    await mailForMove(context, trx, order, body.to);
    return true;
  });
}

export const staffOrderRoutes: readonly RouteDefinition[] = [
  route(orderEndpoints.staffOrder, getStaffOrder),
  route(orderEndpoints.staffTransition, transition),
];
