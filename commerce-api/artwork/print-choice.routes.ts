import { orderEndpoints } from "#contract/orders/order.endpoints";
import { printAsIsBodySchema } from "#contract/orders/order.requests";
import { isLowResolution } from "#contract/orders/print-resolution";
import { type RequestContext, type RouteDefinition, route } from "../context";
import { readJsonBody } from "../http/body";
import { HttpError, notFound } from "../http/errors";
import { findOrder } from "../orders/orders.repository";
import { requireOwnOrder } from "../orders/own-order";
import { answer } from "./artwork.routes";
import { artworkRefusal } from "./artwork.rules";
import { settleStatus } from "./artwork-status";

/**
 * POST order/line-item-artwork/print-as-is/ (issue 36 §5, ADR 081): the owner's explicit choice to
 * print a file the check found too small for its printed size, recorded on the file with who and
 * when. Until then the file counts as missing (files-due.ts); a new file asks again.
 */
async function printAsIs(context: RequestContext) {
  const body = await readJsonBody(context.request, printAsIsBodySchema);
  const { customer, order } = await requireOwnOrder(context, body.orderId);
  if (artworkRefusal(order.status, undefined))
    throw new HttpError(409, "ORDER_LOCKED", "Files can no longer be changed: production has started");
  const file = await context.db
    .selectFrom("artwork_files")
    .select(["id", "status", "print_dpi", "print_as_is_at"])
    .where("order_id", "=", order.id)
    .where("id", "=", body.fileId)
    .executeTakeFirst();
  if (!file) throw notFound("ARTWORK_NOT_FOUND", "No such file in this order");
  if (file.status !== "accepted" || !isLowResolution(file.print_dpi))
    throw new HttpError(409, "NOT_LOW_RESOLUTION", "This file is sharp enough: there is nothing to choose");
  const now = context.now().toISOString();
  // Once is enough: a repeat (double click, second tab) keeps the first choice and its time.
  if (!file.print_as_is_at)
    await context.db
      .updateTable("artwork_files")
      .set({ print_as_is_by: `customer:${customer.id}`, print_as_is_at: now })
      .where("id", "=", file.id)
      .where("print_as_is_at", "is", null)
      .execute();
  // The choice may complete the order's files: on to the file check, as an upload would.
  await settleStatus(context, (await findOrder(context.db, context.tenant.key, order.id)) ?? order, now);
  return answer(context, order.id);
}

export const printChoiceRoutes: readonly RouteDefinition[] = [route(orderEndpoints.printAsIs, printAsIs)];
