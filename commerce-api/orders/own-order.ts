import { optionalCustomer } from "../accounts/sessions";
import type { RequestContext } from "../context";
import { HttpError, notFound } from "../http/errors";
import { findOrder } from "./orders.repository";

/** The signed-in customer's own order, or a 401 (signed out) / the same 404 as a missing order. */
export async function requireOwnOrder(context: RequestContext, id: string) {
  const customer = await optionalCustomer(context);
  if (!customer) throw new HttpError(401, "AUTH_REQUIRED", "Sign in first");
  const order = await findOrder(context.db, context.tenant.key, id);
  if (!order || order.customer_id !== customer.id) throw notFound("ORDER_NOT_FOUND", "No such order");
  return { customer, order };
}
