import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { cartEndpoints } from "#contract/cart/cart.endpoints";
import {
  type PaymentIntent,
  type PaymentIntentBody,
  paymentReturnQuerySchema,
  providerMethodSchema,
} from "#contract/cart/payment.schemas";
import { orderEndpoints } from "#contract/orders/order.endpoints";
import type { OrderRefBody } from "#contract/orders/order.requests";
import type { Order } from "#contract/orders/order.schemas";
import { type OrderNextPaths, orderNextPaths } from "~/features/orders/order-next-steps";
import { ApiError } from "~/server/api/errors";
import { getRequestState, type RequestState } from "~/server/context.server";
import { readForm } from "~/server/form.server";
import { formError, refused } from "~/server/form-errors";
import { expectRefusals, guardUpstream, pageNotFound } from "~/server/http-errors.server";
import { redirect, redirectDocument } from "~/server/redirect.server";
import { orderToShow, rememberResult } from "./last-order";
import { type PaymentOutcome, paymentOutcome, resultScreen } from "./payment-result";

/**
 * Card, PayPal and SEPA payments (ADR 012): the storefront asks the API for an intent and sends the
 * payer to the provider's page; on return it reads the outcome from the API, never from the URL.
 */

/** Creates an intent for what the order owes and answers the 303 to the provider's page. */
export async function startProviderPayment(
  state: RequestState,
  orderId: string,
  method: z.infer<typeof providerMethodSchema>,
): Promise<Response | ApiError> {
  const returnPath = state.shop.links.paymentResult ?? state.shop.links.orderSent ?? "/";
  const intent = await expectRefusals([400, 404, 409], () =>
    state.api.call(cartEndpoints.createPaymentIntent, {
      body: { orderId, method, returnPath } satisfies PaymentIntentBody,
    }),
  );
  if (intent instanceof ApiError) return intent;
  if (!intent.redirectUrl)
    return redirect(`${returnPath}?${new URLSearchParams({ order: orderId, intent: intent.id })}`, 303);
  // A document load, not a client navigation: the provider's page is not one of the app's screens.
  return redirectDocument(intent.redirectUrl, 303);
}

export interface PaymentResultData {
  order: Order;
  intent: PaymentIntent | null;
  outcome: PaymentOutcome;
  screen: "thankYou" | "paymentResult";
  locale: string;
  next: OrderNextPaths;
}

async function ownOrNotFound<T>(url: URL, work: () => Promise<T>): Promise<T> {
  return guardUpstream(async () => {
    try {
      return await work();
    } catch (error) {
      // Someone else's order or payment looks exactly like a missing one.
      if (error instanceof ApiError && (error.status === 404 || error.status === 400))
        throw pageNotFound(url.pathname);
      throw error;
    }
  });
}

export async function loadPaymentResult(
  context: Readonly<RouterContextProvider>,
  url: URL,
): Promise<PaymentResultData> {
  const state = getRequestState(context);
  // Without an order in the URL, the screen shows the last order placed in this session.
  const fromUrl = url.searchParams.get("order");
  const query = paymentReturnQuerySchema.safeParse({
    ...Object.fromEntries(url.searchParams),
    order: orderToShow(state.session, fromUrl) ?? undefined,
  });
  if (!query.success) throw pageNotFound(url.pathname);
  const { order: orderId, intent: intentId } = query.data;
  const [order, intent] = await Promise.all([
    ownOrNotFound(url, () => state.api.call(orderEndpoints.order, { params: { id: orderId } })),
    intentId
      ? ownOrNotFound(url, () =>
          state.api.call(cartEndpoints.paymentIntent, {
            params: { id: intentId },
          }),
        )
      : Promise.resolve(null),
  ]);
  if (intent && intent.orderId !== order.id) throw pageNotFound(url.pathname);
  const sepaDebitOn = intent?.method === "sepa" ? (order.pendingDebit?.debitOn ?? null) : null;
  const outcome = paymentOutcome(order, intent?.status ?? null, sepaDebitOn);
  const booked = outcome === "paid" || outcome === "debit_pending";
  state.session = { ...state.session, ...rememberResult(state.session, order, booked) };
  return {
    order,
    intent,
    outcome,
    screen: resultScreen(outcome),
    locale: state.shop.domain.locale,
    next: orderNextPaths(state.shop.links, order),
  };
}

const paymentFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("pay"),
    orderId: z.string().regex(/^[A-Za-z0-9-]{1,100}$/),
    method: providerMethodSchema,
  }),
  z.object({ intent: z.literal("resetMethod"), orderId: z.string().regex(/^[A-Za-z0-9-]{1,100}$/) }),
]);

/** Pay (again) with a provider method, or drop the chosen method: both from the result or order screens. */
export async function paymentAction(context: Readonly<RouterContextProvider>, request: Request) {
  const state = getRequestState(context);
  const parsed = paymentFormSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return refused(formError("checkout:error.paymentRequired"), 400);
  const { orderId } = parsed.data;
  if (parsed.data.intent === "pay") {
    const started = await startProviderPayment(state, orderId, parsed.data.method);
    if (started instanceof ApiError) return paymentRefused(started);
    return started;
  }
  const reset = await expectRefusals([404, 409], () =>
    state.api.call(orderEndpoints.resetPaymentMethod, {
      body: { orderId } satisfies OrderRefBody,
    }),
  );
  if (reset instanceof ApiError) return paymentRefused(reset);
  const detail = state.shop.links.orderDetail ?? "/";
  return redirect(`${detail}?${new URLSearchParams({ id: orderId, done: "payment-reset" })}`, 303);
}

function paymentRefused(error: ApiError) {
  const key = error.status === 404 ? "checkout:result.error.gone" : "checkout:result.error.notPayable";
  return refused(formError(key), error.status === 404 ? 404 : 409);
}
