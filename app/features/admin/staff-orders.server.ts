import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { orderEndpoints } from "#contract/orders/order.endpoints";
import type { StaffTransitionBody } from "#contract/orders/order.requests";
import { ORDER_STATUSES, type StaffOrder } from "#contract/orders/order.schemas";
import { ApiError } from "~/server/api/errors";
import { getRequestState } from "~/server/context.server";
import { readForm } from "~/server/form.server";
import { formError, refused } from "~/server/form-errors";
import { expectRefusals, guardUpstream, upstreamFieldErrors } from "~/server/http-errors.server";
import { redirect } from "~/server/redirect.server";
import { requireAdminSession } from "./login-as.server";
import { sendProofAction } from "./order-desk/desk-proof.server";
import { requireStaffScope } from "./staff-scope.server";

/** Staff order desk (issue 6): find an order by number, move it along the lifecycle. */

export type { StaffOrder };

const numberText = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{3,40}$/);

export async function loadStaffOrder(context: Readonly<RouterContextProvider>, url: URL) {
  await requireStaffScope(context, url, "orders:read");
  const { api, shop } = getRequestState(context);
  const raw = url.searchParams.get("number");
  const number = numberText.safeParse(raw ?? "");
  const base = { number: raw ?? "", done: url.searchParams.get("done"), locale: shop.domain.locale };
  if (!raw) return { ...base, order: null, notFound: false };
  if (!number.success) return { ...base, order: null, notFound: true };
  const order = await guardUpstream(async () => {
    try {
      return await api.call(orderEndpoints.staffOrder, {
        params: { number: number.data },
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  });
  return { ...base, order, notFound: order === null };
}

const transitionForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("move"),
    orderNumber: numberText,
    to: z.enum(ORDER_STATUSES).exclude(["cancelled"]),
    trackingNumber: z.string().trim().max(60).optional(),
    carrier: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{0,40}$/)
      .optional(),
  }),
  // Cancelling is its own form: a reason and an explicit confirmation, never one stray click.
  z.object({
    intent: z.literal("cancel"),
    orderNumber: numberText,
    reason: z.string().trim().min(3).max(500),
    confirm: z.literal("on"),
  }),
]);

/** The API's refusal as the desk says it (the reason production waits is listed on the order card). */
const REFUSAL_KEYS: Record<string, string> = {
  PRODUCTION_NOT_READY: "admin:orders.productionNotReady",
  NOT_AWAITING_TRANSFER: "admin:orders.notAwaitingTransfer",
  CANCEL_REASON_REQUIRED: "admin:orders.cancelReasonRequired",
};

export async function staffOrderAction(context: Readonly<RouterContextProvider>, request: Request, url: URL) {
  requireAdminSession(context, url);
  // The proof form is the desk's only multipart one: a file on its way to the customer.
  if (request.headers.get("content-type")?.startsWith("multipart/form-data"))
    return sendProofAction(context, request, url);
  const { api } = getRequestState(context);
  const form = Object.fromEntries(await readForm(request));
  const parsed = transitionForm.safeParse(form);
  if (!parsed.success) {
    const error = form.intent === "cancel" ? "admin:orders.cancelReasonRequired" : "admin:orders.invalid";
    return refused(formError(error), 400);
  }
  const input = parsed.data;
  const body: StaffTransitionBody =
    input.intent === "cancel"
      ? { orderNumber: input.orderNumber, to: "cancelled", reason: input.reason }
      : {
          orderNumber: input.orderNumber,
          to: input.to,
          ...(input.trackingNumber ? { trackingNumber: input.trackingNumber } : {}),
          ...(input.carrier ? { carrier: input.carrier } : {}),
        };
  const moved = await expectRefusals([400, 404, 409], () =>
    api.call(orderEndpoints.staffTransition, { body }),
  );
  if (moved instanceof ApiError) {
    const fields = upstreamFieldErrors(moved);
    const error = fields.trackingNumber
      ? "admin:orders.trackingRequired"
      : fields.carrier
        ? "admin:orders.carrierRequired"
        : (REFUSAL_KEYS[moved.code] ??
          (moved.status === 409 ? "admin:orders.notAllowed" : "admin:orders.invalid"));
    return refused(formError(error), moved.status);
  }
  // The order's state as it is now: a repeated click lands on the same step, named the same way.
  const done = moved.status;
  return redirect(`${url.pathname}?${new URLSearchParams({ number: input.orderNumber, done })}`, 303);
}
