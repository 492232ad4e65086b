import { createHash, randomUUID } from "node:crypto";
import type { Shipping } from "#contract/cart/cart.schemas";
import { orderEndpoints } from "#contract/orders/order.endpoints";
import { finalizeEditBodySchema, orderEditBodySchema } from "#contract/orders/order.requests";
import { priceLineItem, requireCompleteArtwork } from "../cart/cart.pricing";
import type { StoredLineItem } from "../cart/line-item";
import { requireShownTotal } from "../cart/shown-total";
import { type RequestContext, type RouteDefinition, route } from "../context";
import { readJsonBody } from "../http/body";
import { badRequest, HttpError, notFound } from "../http/errors";
import { mailToInvoiceAddress } from "../invoices/company-invoice-mail";
import { issueEditDocument } from "../invoices/invoice-issue";
import { mailEdit } from "../invoices/invoice-mails";
import { orderInvoicing } from "../invoices/invoices.routes";
import { requireProduct } from "../product/product.service";
import { toOrderView } from "./order.view";
import { finalizeDraft, findOpenDraft, insertDraft } from "./order-edit.repository";
import { discountLost, orderedCode, settleEdit, withOrderedCode } from "./order-edit.rules";
import { findOrder, listOrderEvents, type OrderRow } from "./orders.repository";
import { isBeforeProduction, isOrderStatus } from "./orders.rules";
import { requireOwnOrder } from "./own-order";

export const fingerprint = (order: OrderRow): string =>
  createHash("sha256").update(`${order.status}\n${order.paid_cent}\n${order.order_json}`).digest("hex");

function linesOf(order: OrderRow): StoredLineItem[] {
  return ((JSON.parse(order.order_json) as { lineItems?: StoredLineItem[] }).lineItems ?? []).slice();
}

function editable(order: OrderRow) {
  if (!isOrderStatus(order.status) || !isBeforeProduction(order.status)) {
    throw new HttpError(409, "ORDER_IN_PRODUCTION", "This order can no longer be edited");
  }
}

/** The order as it would be with `line` in place of the line of the same id. */
function withLine(order: OrderRow, line: StoredLineItem): OrderRow {
  const document = JSON.parse(order.order_json) as Record<string, unknown> & { shipping?: Shipping };
  const lines = linesOf(order).map((item) => (item.id === line.id ? line : item));
  // Delivery stays as agreed at checkout (ADR 033): an edit changes the goods, not the carriage.
  const total =
    lines.reduce((sum, item) => sum + item.totalPriceWithServices.centAmount, 0) +
    (document.shipping?.price.centAmount ?? 0);
  const taxed =
    lines.reduce((sum, item) => sum + item.taxedTotalPriceWithServices.centAmount, 0) +
    (document.shipping?.taxedPrice.centAmount ?? 0);
  const settlement = settleEdit(order.paid_cent, taxed);
  return {
    ...order,
    order_json: JSON.stringify({ ...document, lineItems: lines }),
    total_cent: total,
    taxed_cent: taxed,
    paid_cent: settlement.paidCent,
  };
}

/** POST order/edit/item: prices the edited line on the server and keeps the result as a draft. */
async function editItem(context: RequestContext) {
  const body = await readJsonBody(context.request, orderEditBodySchema);
  const { customer, order } = await requireOwnOrder(context, body.orderId);
  editable(order);
  const current = linesOf(order).find((line) => line.id === body.lineItem.lineItemId);
  if (!current) throw notFound("LINE_ITEM_NOT_FOUND", `No line item ${body.lineItem.lineItemId}`);
  if (current.quoteId)
    throw new HttpError(409, "QUOTED_LINE_LOCKED", "A line from a quote keeps its quoted configuration");
  const productId = body.lineItem.productId ?? body.lineItem.mcpSku;
  if (!productId) throw badRequest("VALIDATION_ERROR", "productId or mcpSku is required");
  const product = await requireProduct(context, productId);
  if (product.definition.productKey !== current.productKey) {
    throw badRequest("PRODUCT_MISMATCH", "An order line keeps its product");
  }
  // The order's discount stays with the edit, judged as when the order was placed (issue 38 §1).
  const code = orderedCode(current);
  const line = await priceLineItem(
    context,
    { currency_code: order.currency_code, country: current.shipTo.country },
    product,
    withOrderedCode(body.lineItem, code),
    { id: current.id, createdAt: current.lineItemCreationTimestamp },
    code ? { code, at: new Date(order.created_at) } : undefined,
  );
  // The edit is priced as the product page showed it, or not drafted (ADR 092).
  requireShownTotal(body.lineItem, line);
  requireCompleteArtwork(line);
  const draft = withLine(order, line);
  const id = randomUUID();
  await insertDraft(context.db, {
    id,
    order_id: order.id,
    customer_id: customer.id,
    base_fingerprint: fingerprint(order),
    line_item_json: JSON.stringify(line),
    total_cent: draft.total_cent,
    taxed_cent: draft.taxed_cent,
    referer_url: body.refererUrl ?? null,
    status: "open",
    created_at: context.now().toISOString(),
  });
  return {
    orderEditId: id,
    orderDto: {
      ...toOrderView(draft),
      settlement: settleEdit(order.paid_cent, draft.taxed_cent),
      previousTaxedCent: order.taxed_cent,
      discountLost: discountLost(current, line),
    },
  };
}

/** POST order/edit/item/finalize: the draft replaces the order, once, if the order hasn't changed since. */
async function finalizeItem(context: RequestContext) {
  const body = await readJsonBody(context.request, finalizeEditBodySchema);
  const { customer, order } = await requireOwnOrder(context, body.orderId);
  editable(order);
  const draft = await findOpenDraft(context.db, body.orderEditId, order.id, customer.id);
  if (!draft) throw new HttpError(409, "DRAFT_NOT_OPEN", "This draft was already finalized or doesn't exist");
  if (draft.base_fingerprint !== fingerprint(order)) {
    throw new HttpError(409, "DRAFT_STALE", "The order changed since this draft was made");
  }
  const updated = withLine(order, JSON.parse(draft.line_item_json) as StoredLineItem);
  const settlement = settleEdit(order.paid_cent, updated.taxed_cent);
  const done = await finalizeDraft(
    context.db,
    {
      draftId: draft.id,
      before: order,
      after: updated,
      walletIncreaseCent: settlement.walletIncreaseCent,
      now: context.now().toISOString(),
    },
    async (trx) => {
      // An invoiced order's documents never change: the difference is its own document (ADR 072).
      const issued = await issueEditDocument(
        trx,
        context.tenant,
        order,
        updated,
        settlement.walletIncreaseCent,
        context.now(),
      );
      await mailToInvoiceAddress(context, trx, order, issued);
      await mailEdit(context, trx, order.id, order.taxed_cent, settlement, issued);
    },
  );
  if (!done) throw new HttpError(409, "DRAFT_STALE", "The order changed since this draft was made");
  const fresh = (await findOrder(context.db, context.tenant.key, order.id)) ?? updated;
  return {
    ...toOrderView(fresh, await listOrderEvents(context.db, order.id)),
    ...(await orderInvoicing(context, order.id)),
    settlement,
  };
}

/** GET order/edit/item/{orderEditId}: an open draft of the customer's, as at its creation. */
async function getDraft(context: RequestContext) {
  const draftId = context.params.id ?? "";
  const row = await context.db
    .selectFrom("order_drafts")
    .selectAll()
    .where("id", "=", draftId)
    .executeTakeFirst();
  if (!row) throw notFound("DRAFT_NOT_FOUND", "No such draft");
  const { order } = await requireOwnOrder(context, row.order_id);
  if (row.status !== "open") throw new HttpError(409, "DRAFT_NOT_OPEN", "This draft was already finalized");
  const edited = JSON.parse(row.line_item_json) as StoredLineItem;
  const draft = withLine(order, edited);
  const before = linesOf(order).find((line) => line.id === edited.id);
  return {
    orderEditId: row.id,
    orderId: order.id,
    stale: row.base_fingerprint !== fingerprint(order),
    previousTaxedCent: order.taxed_cent,
    newTaxedCent: draft.taxed_cent,
    settlement: settleEdit(order.paid_cent, draft.taxed_cent),
    discountLost: before ? discountLost(before, edited) : null,
  };
}

export const orderEditRoutes: readonly RouteDefinition[] = [
  route(orderEndpoints.editDraft, getDraft),
  route(orderEndpoints.editItem, editItem),
  route(orderEndpoints.finalizeEdit, finalizeItem),
];
