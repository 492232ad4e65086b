import { data, type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import {
  ORDER_STATUSES,
  type Order,
  type OrderList,
  orderListSchema,
  orderSchema,
} from "~/features/cart/order.schemas";
import { pageNotFound } from "~/features/content/content-page.server";
import { ApiError } from "~/server/api/errors";
import { getRequestState } from "~/server/context.server";
import { expectRefusals, guardUpstream } from "~/server/http-errors.server";

/** Personal area orders: the list (filter, search) and one order's detail with cancellation. */

const listQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional().catch(undefined),
  q: z.string().trim().max(60).optional().catch(undefined),
});

export interface OrdersPageData {
  orders: OrderList["orders"];
  status: string | null;
  q: string;
  locale: string;
  detailPath: string | null;
}

export async function loadOrders(
  context: Readonly<RouterContextProvider>,
  url: URL,
): Promise<OrdersPageData> {
  const state = getRequestState(context);
  const filter = listQuerySchema.parse(Object.fromEntries(url.searchParams));
  const query: Record<string, string> = {};
  if (filter.status) query.status = filter.status;
  if (filter.q) query.q = filter.q;
  const list = await guardUpstream(() =>
    state.api.get("/api/v1/orders/", { schema: orderListSchema, query }),
  );
  return {
    orders: list.orders,
    status: filter.status ?? null,
    q: filter.q ?? "",
    locale: state.shop.domain.locale,
    detailPath: state.shop.links.orderDetail ?? null,
  };
}

const idSchema = z.string().regex(/^[A-Za-z0-9-]{1,100}$/);

export async function loadOrderDetail(context: Readonly<RouterContextProvider>, url: URL): Promise<Order> {
  const state = getRequestState(context);
  const id = idSchema.safeParse(url.searchParams.get("id"));
  if (!id.success) throw pageNotFound(url.pathname);
  return guardUpstream(async () => {
    try {
      return await state.api.get(`/api/v1/order/${id.data}`, { schema: orderSchema });
    } catch (error) {
      // Someone else's order answers exactly like a missing one.
      if (error instanceof ApiError && error.status === 404) throw pageNotFound(url.pathname);
      throw error;
    }
  });
}

const cancelFormSchema = z.object({ intent: z.literal("cancel"), orderId: idSchema });

export type OrderDetailActionData = { error: string };

export async function orderDetailAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  url: URL,
) {
  const state = getRequestState(context);
  const parsed = cancelFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data<OrderDetailActionData>({ error: "orders:error.invalid" }, { status: 400 });
  const result = await expectRefusals([404, 409], () =>
    state.api.post("/api/v1/order/cancel/", { schema: orderSchema, body: { orderId: parsed.data.orderId } }),
  );
  if (result instanceof ApiError) {
    if (result.status === 404) throw pageNotFound(url.pathname);
    return data<OrderDetailActionData>({ error: "orders:error.notCancellable" }, { status: 409 });
  }
  return redirect(
    `${url.pathname}?${new URLSearchParams({ id: parsed.data.orderId, done: "cancelled" })}`,
    303,
  );
}
