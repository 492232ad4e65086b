import { z } from "zod";
import { orderEndpoints } from "#contract/orders/order.endpoints";
import { authenticate } from "../accounts/sessions";
import { type RequestContext, type RouteDefinition, route } from "../context";
import type { LegacyOrdersTable } from "../db/schema";
import { badRequest, notFound } from "../http/errors";

/** Orders imported from the previous system (issue 6): the owner reads them, nobody changes them. */

type LegacyRow = LegacyOrdersTable;

function legacyLines(row: LegacyRow) {
  return JSON.parse(row.lines_json) as {
    product: string;
    description: string;
    quantity: number;
    taxedCent: number;
  }[];
}

function summaryView(row: LegacyRow) {
  const money = (centAmount: number) => ({ centAmount, currencyCode: row.currency_code });
  const lines = legacyLines(row);
  return {
    id: row.id,
    number: row.legacy_number,
    placedAt: row.placed_at,
    status: row.status_label,
    totalPrice: money(row.total_cent),
    taxedPrice: money(row.taxed_cent),
    vatPrice: money(row.taxed_cent - row.total_cent),
    invoiceReference: row.invoice_reference,
    products: lines.map((line) => line.product),
  };
}

function detailView(row: LegacyRow) {
  const money = (centAmount: number) => ({ centAmount, currencyCode: row.currency_code });
  return {
    ...summaryView(row),
    lines: legacyLines(row).map((line) => ({
      product: line.product,
      description: line.description,
      quantity: line.quantity,
      taxedPrice: money(line.taxedCent),
    })),
  };
}

const listQuery = z.object({ q: z.string().trim().max(60).optional() });

/** GET customer/legacy-orders/: newest first; `q` matches the old number or a product name. */
async function listLegacyOrders(context: RequestContext) {
  const { customer } = await authenticate(context);
  const query = listQuery.safeParse(Object.fromEntries(context.url.searchParams));
  if (!query.success) throw badRequest("VALIDATION_ERROR", "q is at most 60 characters");
  let rows = await context.db
    .selectFrom("legacy_orders")
    .selectAll()
    .where("customer_id", "=", customer.id)
    .where("tenant_key", "=", context.tenant.key)
    .orderBy("placed_at", "desc")
    .execute();
  const q = query.data.q?.toLowerCase();
  if (q)
    rows = rows.filter(
      (row) => row.legacy_number.toLowerCase().includes(q) || row.lines_json.toLowerCase().includes(q),
    );
  return { orders: rows.map(summaryView) };
}

/** GET customer/legacy-order/{id}/: the owner's only; anyone else's is the same 404 as a missing one. */
async function getLegacyOrder(context: RequestContext) {
  const { customer } = await authenticate(context);
  const row = await context.db
    .selectFrom("legacy_orders")
    .selectAll()
    .where("id", "=", context.params.id ?? "")
    .where("customer_id", "=", customer.id)
    .where("tenant_key", "=", context.tenant.key)
    .executeTakeFirst();
  if (!row) throw notFound("LEGACY_ORDER_NOT_FOUND", "No such order");
  return detailView(row);
}

export const legacyOrderRoutes: readonly RouteDefinition[] = [
  route(orderEndpoints.legacyOrders, listLegacyOrders),
  route(orderEndpoints.legacyOrder, getLegacyOrder),
];
