import type { RouterContextProvider } from "react-router";
import { orderEndpoints } from "#contract/orders/order.endpoints";
import type { Order } from "#contract/orders/order.schemas";
import { ApiError } from "~/server/api/errors";
import { getRequestState } from "~/server/context.server";
import { guardUpstream, pageNotFound } from "~/server/http-errors.server";
import { orderToShow } from "./last-order";

/** The order-sent screen: the order just placed (from the URL, else the last-order memory). */
export async function loadOrderSent(context: Readonly<RouterContextProvider>, url: URL): Promise<Order> {
  const state = getRequestState(context);
  const id = orderToShow(state.session, url.searchParams.get("order"));
  if (!id || !/^[A-Za-z0-9-]{1,100}$/.test(id)) throw pageNotFound(url.pathname);
  return guardUpstream(async () => {
    try {
      return await state.api.call(orderEndpoints.order, { params: { id } });
    } catch (error) {
      // Someone else's order looks exactly like a missing one.
      if (error instanceof ApiError && (error.status === 404 || error.status === 400))
        throw pageNotFound(url.pathname);
      throw error;
    }
  });
}
