import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { orderEndpoints } from "#contract/orders/order.endpoints";
import type { FinalizeEditBody, OrderRefBody } from "#contract/orders/order.requests";
import { ORDER_STATUSES, type Order, type OrderDraft, type OrderList } from "#contract/orders/order.schemas";
import { ApiError } from "~/server/api/errors";
import { getRequestState } from "~/server/context.server";
import { readForm } from "~/server/form.server";
import { formError, refused } from "~/server/form-errors";
import { expectRefusals, guardUpstream, pageNotFound } from "~/server/http-errors.server";
import { redirect } from "~/server/redirect.server";
import { proofDecisionAction } from "./proof-decision.server";
import { reorderAction } from "./reorder.server";

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
  const list = await guardUpstream(() => state.api.call(orderEndpoints.orders, { query }));
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
      return await state.api.call(orderEndpoints.order, { params: { id: id.data } });
    } catch (error) {
      // Someone else's order answers exactly like a missing one.
      if (error instanceof ApiError && error.status === 404) throw pageNotFound(url.pathname);
      throw error;
    }
  });
}

/** An open draft named in the URL (after saving an edit), or null; a stale or foreign one is ignored. */
export async function loadDraft(
  context: Readonly<RouterContextProvider>,
  url: URL,
): Promise<OrderDraft | null> {
  const id = idSchema.safeParse(url.searchParams.get("draft"));
  if (!id.success) return null;
  const { api } = getRequestState(context);
  const draft = await expectRefusals([404, 409], () =>
    api.call(orderEndpoints.editDraft, { params: { id: id.data } }),
  );
  return draft instanceof ApiError ? null : draft;
}

/** Where each line of the order can be edited: its product page in edit-order mode, while editable. */
export function lineEditPaths(
  context: Readonly<RouterContextProvider>,
  order: Order,
): Record<string, string> {
  const { shop } = getRequestState(context);
  if (!order.cancellable) return {};
  const pathOfPage = new Map(shop.urls.map((entry) => [entry.pageId, entry.path]));
  const param = shop.configs.productQueryParams.editOrderItem;
  const paths: Record<string, string> = {};
  for (const line of order.lineItems) {
    const path = pathOfPage.get(Number(line.merchantInfo.pageId));
    if (path) paths[line.id] = `${path}?${new URLSearchParams({ [param]: `${order.id}/${line.id}` })}`;
  }
  return paths;
}

const cancelFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("cancel"), orderId: idSchema }),
  z.object({ intent: z.literal("finalize"), orderId: idSchema, orderEditId: idSchema }),
  z.object({ intent: z.literal("approveProof"), orderId: idSchema, proofId: idSchema }),
  z.object({
    intent: z.literal("requestProofChanges"),
    orderId: idSchema,
    proofId: idSchema,
    comment: z.string().trim().min(3).max(1000),
  }),
  z.object({ intent: z.literal("reorder"), orderId: idSchema, lineItemId: idSchema.optional() }),
]);

export async function orderDetailAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  url: URL,
) {
  const state = getRequestState(context);
  const form = Object.fromEntries(await readForm(request));
  const parsed = cancelFormSchema.safeParse(form);
  if (!parsed.success) {
    const error =
      form.intent === "requestProofChanges" ? "orders:proof.commentRequired" : "orders:error.invalid";
    return refused(formError(error), 400);
  }
  const input = parsed.data;
  if (input.intent === "approveProof" || input.intent === "requestProofChanges")
    return proofDecisionAction(context, input, url);
  if (input.intent === "reorder") {
    const { intent: _intent, ...body } = input;
    return reorderAction(state, body);
  }
  const result = await expectRefusals([404, 409], () =>
    input.intent === "cancel"
      ? state.api.call(orderEndpoints.cancel, {
          body: { orderId: input.orderId } satisfies OrderRefBody,
        })
      : state.api.call(orderEndpoints.finalizeEdit, {
          body: { orderId: input.orderId, orderEditId: input.orderEditId } satisfies FinalizeEditBody,
        }),
  );
  if (result instanceof ApiError) {
    if (result.status === 404) throw pageNotFound(url.pathname);
    const error = input.intent === "cancel" ? "orders:error.notCancellable" : "orders:error.draftStale";
    return refused(formError(error), 409);
  }
  const done = input.intent === "cancel" ? "cancelled" : "edited";
  return redirect(`${url.pathname}?${new URLSearchParams({ id: input.orderId, done })}`, 303);
}
