import type { RouterContextProvider } from "react-router";
import type { LegacyList, LegacyOrder } from "#contract/orders/legacy-orders.schemas";
import { orderEndpoints } from "#contract/orders/order.endpoints";
import { ApiError } from "~/server/api/errors";
import { getRequestState } from "~/server/context.server";
import { guardUpstream, pageNotFound } from "~/server/http-errors.server";

/** Orders from the shop's previous system (issue 6): read-only list and detail. */

export type { LegacyList, LegacyOrder };

export async function loadLegacyOrders(context: Readonly<RouterContextProvider>, url: URL) {
  const { api } = getRequestState(context);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 60);
  const list = await guardUpstream(() =>
    api.call(orderEndpoints.legacyOrders, { query: { q: q || undefined } }),
  );
  return { ...list, q };
}

export async function loadLegacyOrder(
  context: Readonly<RouterContextProvider>,
  url: URL,
): Promise<LegacyOrder> {
  const { api } = getRequestState(context);
  const id = url.searchParams.get("id") ?? "";
  if (!/^[A-Za-z0-9-]{1,100}$/.test(id)) throw pageNotFound(url.pathname);
  return guardUpstream(async () => {
    try {
      return await api.call(orderEndpoints.legacyOrder, {
        params: { id },
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw pageNotFound(url.pathname);
      throw error;
    }
  });
}
