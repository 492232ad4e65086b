import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import type { Address } from "#contract/account/account.schemas";
import { cartEndpoints } from "#contract/cart/cart.endpoints";
import type { CartAddressBody } from "#contract/cart/cart.requests";
import { methodOffered } from "#contract/cart/payment-methods";
import { orderEndpoints } from "#contract/orders/order.endpoints";
import type { OrderRefBody } from "#contract/orders/order.requests";
import { loadCustomer } from "~/features/account/personal-area.server";
import { ApiError, UpstreamContractError, UpstreamUnavailableError } from "~/server/api/errors";
import { getRequestState } from "~/server/context.server";
import { parseForm } from "~/server/form.server";
import type { FormResult } from "~/server/form-errors";
import { expectRefusals, toErrorResponse, upstreamFieldErrors } from "~/server/http-errors.server";
import { logger } from "~/server/logger.server";
import { redirect } from "~/server/redirect.server";
import { type CartLineView, pagePathsOf, toCartLineView } from "./cart-lines";
import { placeOrder } from "./checkout-placement.server";
import { type MoneySummaryAmounts, moneySummaryOf } from "./money-summary";
import { startProviderPayment } from "./payment.server";
import { validCart } from "./valid-cart.server";

/** The checkout screen (spec §2 recap): addresses, sender, invoice, notes, payment → one order. */

export interface CheckoutPageData {
  cartId: string;
  currency: string;
  locale: string;
  lineCount: number;
  /** The money trail beside the form (issue 17 §4): what is bought, when it arrives, what it costs. */
  lines: CartLineView[];
  summary: MoneySummaryAmounts;
  totalInclTax: number;
  priceCeilingExceeded: boolean;
  shippingAddresses: Address[];
  billingAddresses: Address[];
  defaultShippingId: string | null;
  defaultBillingId: string | null;
  shopName: string;
  staff: boolean;
  /** Premium resellers pay from their wallet credit (in the shop's own currency). */
  walletCredit: number | null;
  addressesPath: string | null;
  /** The terms of sale the order is placed under, and the privacy policy (issue 36 §7). */
  termsPath: string | null;
  privacyPath: string | null;
  cartPath: string;
  /** Back from the address book with a new or edited address, now this cart's (spec §7 cartId). */
  addressSaved: boolean;
}

function keptAddress(kept: { addressId: string } | null | undefined, book: Record<string, unknown>) {
  return kept && kept.addressId in book ? kept.addressId : null;
}

export async function loadCheckout(
  context: Readonly<RouterContextProvider>,
  url: URL,
): Promise<CheckoutPageData> {
  const state = getRequestState(context);
  const cart = validCart(context);
  const customer = await loadCustomer(context, url);
  const cartPath = state.shop.links.cart ?? "/";
  const book = customer.customerAddresses;
  const pathOfPage = pagePathsOf(state.shop.urls);
  return {
    cartId: cart.id,
    currency: cart.currencyCode,
    locale: state.shop.domain.locale,
    lineCount: cart.lineItemCount,
    lines: Object.values(cart.lineItems).map((item) =>
      toCartLineView(item, pathOfPage, state.shop.configs.productQueryParams.editCartItem),
    ),
    summary: moneySummaryOf(cart),
    totalInclTax: cart.taxedPrice.centAmount,
    priceCeilingExceeded: cart.priceCeilingExceeded,
    shippingAddresses: Object.values(book.shippingAddresses),
    billingAddresses: Object.values(book.billingAddresses),
    // The address chosen for this cart before (spec §7 cart address), while it is still in the book.
    defaultShippingId:
      keptAddress(cart.shippingAddress, book.shippingAddresses) ?? book.defaultShippingAddressId,
    defaultBillingId: keptAddress(cart.billingAddress, book.billingAddresses) ?? book.defaultBillingAddressId,
    shopName: state.shop.domain.name,
    staff: state.staff !== null,
    walletCredit:
      // An empty wallet is still said (it can't pay), so the reseller isn't left wondering.
      customer.customerHasWallet && cart.currencyCode === state.shop.domain.currency
        ? customer.customerWalletCredit.centAmount
        : null,
    addressesPath: state.shop.links.addresses ?? null,
    termsPath: state.shop.links.policy ?? null,
    privacyPath: state.shop.links.privacy ?? null,
    cartPath,
    addressSaved: url.searchParams.get("address") === "saved",
  };
}

const checkoutFormSchema = z
  .object({
    shippingAddressId: z.string().trim().min(1, "checkout:error.shippingRequired").max(100),
    billingAddressId: z.string().trim().min(1, "checkout:error.billingRequired").max(100),
    sender: z.enum(["default", "custom"], { message: "checkout:error.senderRequired" }),
    customSenderName: z.string().trim().max(80).optional(),
    invoiceRequested: z.literal("on").optional(),
    notes: z.string().trim().max(1000, "checkout:error.notesTooLong").optional(),
    paymentMethod: z.enum(["bank_transfer", "wallet", "card", "paypal", "sepa"], {
      message: "checkout:error.paymentRequired",
    }),
    internalCheckout: z.literal("on").optional(),
    skipDocReview: z.literal("on").optional(),
  })
  .refine((form) => form.sender === "default" || (form.customSenderName ?? "").length >= 2, {
    path: ["customSenderName"],
    message: "checkout:error.customSenderName",
  });

/** What the shopper chose, shown again when the order isn't placed (without JS the page is new). */
export interface CheckoutChoices {
  sender: string;
  customSenderName: string;
  invoiceRequested: boolean;
  notes: string;
  paymentMethod: string;
}

export type CheckoutActionData = FormResult & { choices?: CheckoutChoices };

/** The methods paid at the provider's pages (the rest: transfer, or the wallet then transfer). */
const providerMethod = (method: string): "card" | "paypal" | "sepa" | null =>
  method === "card" || method === "paypal" || method === "sepa" ? method : null;

function choicesOf(values: Record<string, string>): CheckoutChoices {
  return {
    sender: values.sender === "custom" ? "custom" : "default",
    customSenderName: values.customSenderName ?? "",
    invoiceRequested: values.invoiceRequested === "on",
    notes: values.notes ?? "",
    paymentMethod: values.paymentMethod ?? "",
  };
}

export async function checkoutAction(context: Readonly<RouterContextProvider>, request: Request) {
  const state = getRequestState(context);
  const parsed = await parseForm(request, checkoutFormSchema);
  const choices = choicesOf(parsed.values);
  if (!parsed.ok) return data<CheckoutActionData>({ errors: parsed.errors, choices }, { status: 400 });
  const form = parsed.data;
  const cart = validCart(context);
  // A tampered form can't choose a debit the page didn't offer (SEPA collects euros only).
  if (!methodOffered(form.paymentMethod, cart.currencyCode))
    return data<CheckoutActionData>(
      { errors: { form: "checkout:error.sepaEuroOnly" }, choices },
      { status: 400 },
    );
  // The cart keeps the chosen addresses first (spec §7), so a failed checkout still remembers them.
  const kept = await unlessUpstreamFailed([400, 404], () =>
    state.api.call(cartEndpoints.setAddress, {
      params: { id: cart.id },
      body: {
        shippingAddress: { id: form.shippingAddressId },
        billingAddress: { id: form.billingAddressId },
      } satisfies CartAddressBody,
    }),
  );
  if (kept instanceof UpstreamFailure) return failedUpstream(kept, choices);
  if (kept instanceof ApiError) {
    const gone = kept.message.includes("billing") ? "billingAddressId" : "shippingAddressId";
    return data<CheckoutActionData>(
      { errors: { [gone]: "checkout:error.addressGone" }, choices },
      { status: 400 },
    );
  }
  const placed = await unlessUpstreamFailed([400, 404, 409], () =>
    placeOrder(state, cart.id, {
      sender_type: form.sender,
      // The form's refinement already demanded a name of 2+ characters for a custom sender.
      custom_sender: form.sender === "custom" ? { name: form.customSenderName ?? "" } : null,
      user_notes: { invoiceRequested: form.invoiceRequested === "on", notes: form.notes || undefined },
      // Staff-only switches: a customer's form can't turn them on.
      internalCheckout: state.staff !== null && form.internalCheckout === "on",
      skipDocReview: state.staff !== null && form.skipDocReview === "on",
      // A provider method is named now, so the order's confirmation mail says how it is being paid; the
      // wallet pays what it can right after the order exists, and the rest is due by transfer.
      paymentMethod: providerMethod(form.paymentMethod) ?? "bank_transfer",
      shippingAddressId: form.shippingAddressId,
      billingAddressId: form.billingAddressId,
    }),
  );
  if (placed instanceof UpstreamFailure) return failedUpstream(placed, choices);
  if (placed instanceof ApiError)
    return data<CheckoutActionData>({ errors: placementErrors(placed), choices }, { status: placed.status });
  const method = providerMethod(form.paymentMethod);
  if (method) {
    const started = await unlessFailed(() => startProviderPayment(state, placed.id, method));
    // The order stands either way: if the provider can't be reached, the result screen offers to pay again.
    if (started instanceof Response) return started;
    const resultPath = state.shop.links.paymentResult ?? state.shop.links.orderSent ?? "/";
    return redirect(`${resultPath}?${new URLSearchParams({ order: placed.id })}`, 303);
  }
  const sentPath = state.shop.links.orderSent ?? state.shop.links.cart ?? "/";
  const query = new URLSearchParams({ order: placed.id });
  if (form.paymentMethod === "wallet") {
    const paid = await unlessFailed(() =>
      expectRefusals([404, 409], () =>
        state.api.call(orderEndpoints.payWithWallet, {
          body: { orderId: placed.id } satisfies OrderRefBody,
        }),
      ),
    );
    // The order stands either way; the order-sent screen says what is still due and how.
    if (paid === null || paid instanceof ApiError) query.set("wallet", "failed");
  }
  return redirect(`${sentPath}?${query}`, 303);
}

/** The API's refusal to place the order, as the checkout form's messages (a generic one if none fits). */
function placementErrors(refusal: ApiError): Record<string, string> {
  const fields = upstreamFieldErrors(refusal);
  const known: Record<string, string> = {};
  if (fields.shippingAddressId) known.shippingAddressId = "checkout:error.addressGone";
  if (fields.billingAddressId) known.billingAddressId = "checkout:error.addressGone";
  if (refusal.code === "CART_CEILING") known.form = "checkout:error.ceiling";
  if (refusal.code === "CART_EMPTY") known.form = "checkout:error.empty";
  if (refusal.code === "PROMOCODE_USED") known.form = "checkout:error.promocodeUsed";
  if (Object.keys(known).length === 0) known.form = "checkout:error.refused";
  return known;
}

/** The order service failed (5xx, no answer in time, a broken answer): the status the shopper gets. */
class UpstreamFailure {
  constructor(readonly status: number) {}
}

/**
 * Placing the order: the API's refusals (400, 404, 409) as ApiError, and a failure of the service
 * itself as an UpstreamFailure, so the checkout is shown again with every choice kept and an alert
 * (issue 38 §1) instead of the error page. A timed-out call keeps its Idempotency-Key in the
 * session: sending the form again can't place a second order.
 */
async function unlessUpstreamFailed<T>(
  refusals: readonly number[],
  work: () => Promise<T>,
): Promise<T | ApiError | UpstreamFailure> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError && refusals.includes(error.status)) return error;
    const status = serviceFailureStatus(error);
    if (status === null) throw toErrorResponse(error);
    logger.warn({ err: error, status }, "placing an order failed upstream; the checkout is shown again");
    return new UpstreamFailure(status);
  }
}

function failedUpstream(failure: UpstreamFailure, choices: CheckoutChoices) {
  const message = failure.status === 504 ? "checkout:error.timedOut" : "checkout:error.unavailable";
  return data<CheckoutActionData>({ errors: { form: message }, choices }, { status: failure.status });
}

function serviceFailureStatus(error: unknown): number | null {
  if (error instanceof UpstreamUnavailableError || error instanceof UpstreamContractError)
    return error.status;
  if (error instanceof ApiError && error.status >= 500) return 503;
  return null;
}

/**
 * A payment step after the order exists: a failure of any kind (the service down, a timeout) must
 * not answer an error page that hides the order just placed, so it becomes null and the shopper is
 * sent to the order's own screen, which says what is still due.
 */
async function unlessFailed<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    logger.warn({ err: error }, "payment step failed after the order was placed");
    return null;
  }
}
