import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { cartEndpoints } from "#contract/cart/cart.endpoints";
import type { CartItemRefBody, DuplicateItemBody } from "#contract/cart/cart.requests";
import type { Cart } from "#contract/cart/cart.schemas";
import { visitorCart } from "~/features/product/product-api.server";
import { lookUpEntry } from "~/i18n/dictionary-selection";
import type { ApiClient } from "~/server/api/api-client.server";
import { ApiError } from "~/server/api/errors";
import { getRequestState } from "~/server/context.server";
import { readForm } from "~/server/form.server";
import { type FormResult, formError, refused } from "~/server/form-errors";
import { guardUpstream } from "~/server/http-errors.server";
import { redirect } from "~/server/redirect.server";
import { quoteRequestHref } from "../quotes/quote-links";
import { type CartLineView, pagePathsOf, toCartLineView } from "./cart-lines";
import { cartPromoAction, cartPromocode, PROMO_INTENTS } from "./cart-promocode.server";
import { type MoneySummaryAmounts, moneySummaryOf } from "./money-summary";

/** The cart screen: the visitor's cart, and one action for its line items (delete, duplicate). */

export interface CartPageData {
  cartId: string;
  currency: string;
  locale: string;
  lines: CartLineView[];
  /** Goods, delivery and totals, as the API priced them. */
  summary: MoneySummaryAmounts;
  maxLineItems: number;
  priceCeilingExceeded: boolean;
  /** A confirmation after a redirect: added, deleted, duplicated (with the kind of line). */
  done: string | null;
  addedLineItemId: string | null;
  continuePath: string;
  checkoutPath: string | null;
  /** The promo code the cart's lines carry, and the code a confirmation names. */
  promocode: string | null;
  doneCode: string | null;
  /** Above the ceiling: the custom quote request, prefilled with the cart's largest line (ADR 026). */
  quoteRequestPath: string | null;
}

/** The quote request for the line that weighs most (a quoted line is already a quote). */
function ceilingQuotePath(cart: Cart, path: string | undefined): string | null {
  if (!path || !cart.priceCeilingExceeded) return null;
  const largest = Object.values(cart.lineItems)
    .filter((item) => !item.quoteId)
    .sort((a, b) => b.taxedTotalPriceWithServices.centAmount - a.taxedTotalPriceWithServices.centAmount)[0];
  if (!largest) return path;
  return quoteRequestHref(path, {
    productKey: largest.productKey,
    options: largest.selectedAttributes,
    quantity: largest.quantity,
  });
}

export async function loadCartPage(
  context: Readonly<RouterContextProvider>,
  url: URL,
): Promise<CartPageData> {
  const state = getRequestState(context);
  const cart = await guardUpstream(() => visitorCart(state));
  const pathOfPage = pagePathsOf(state.shop.urls);
  const editParam = state.shop.configs.productQueryParams.editCartItem;
  const lines = Object.values(cart.lineItems).map((item) => toCartLineView(item, pathOfPage, editParam));
  const done = url.searchParams.get("done");
  return {
    cartId: cart.id,
    currency: cart.currencyCode,
    locale: state.shop.domain.locale,
    lines,
    summary: moneySummaryOf(cart),
    maxLineItems: cart.maxLineItems,
    priceCeilingExceeded: cart.priceCeilingExceeded,
    done: done && /^[a-z-]{1,30}$/.test(done) ? done : null,
    addedLineItemId: url.searchParams.get("added"),
    continuePath: state.shop.links.home ?? "/",
    checkoutPath: state.shop.links.checkout ?? null,
    promocode: cartPromocode(lines),
    doneCode: url.searchParams.get("code")?.slice(0, 64) ?? null,
    quoteRequestPath: ceilingQuotePath(cart, state.shop.links.quoteRequest),
  };
}

const lineIntentSchema = z.object({
  intent: z.enum(["deleteItem", "duplicateItem"]),
  cartItemId: z.string().trim().min(1).max(100),
});

export { visitorCart };

const DUPLICATION_ERROR = "cart:duplication_error_message";

/**
 * What a refused cart form gets back (ADR 088): a line's refusal at "form" with the line it belongs
 * to, or the promo form's at "code" with the code typed (`values.code`).
 */
export type CartActionData = FormResult & {
  /** The line whose forms refused (absent or null: the cart's own forms). */
  cartItemId?: string | null;
  /** Shown when the error names an entry the dictionaries don't have. */
  errorFallback?: string;
  /**
   * The text of a server-named entry (spec §8), looked up here: the page only carries the entries its
   * own code names (ADR 040), and the server may name any.
   */
  errorText?: string;
};

/** A line's refusal: the whole form's error, beside the line it names. */
const lineRefused = (error: string, cartItemId: string, status: number) =>
  refused<CartActionData>({ ...formError(error), cartItemId }, status);

async function refusalOf(work: () => Promise<unknown>): Promise<ApiError | null> {
  return guardUpstream(async () => {
    try {
      await work();
      return null;
    } catch (error) {
      if (error instanceof ApiError && [400, 404, 409].includes(error.status)) return error;
      throw error;
    }
  });
}

export async function cartAction(context: Readonly<RouterContextProvider>, request: Request, url: URL) {
  const state = getRequestState(context);
  const form = await readForm(request);
  if ((PROMO_INTENTS as readonly unknown[]).includes(form.get("intent"))) {
    const cart = await guardUpstream(() => visitorCart(state));
    return cartPromoAction(state, cart.id, form, url);
  }
  const parsed = lineIntentSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return refused<CartActionData>({ ...formError("cart:error.invalid"), cartItemId: null }, 400);
  }
  const { intent, cartItemId } = parsed.data;
  const cart = await guardUpstream(() => visitorCart(state));
  const item = cart.lineItems[cartItemId];
  if (!item) {
    // Already gone (a second tab, a double click): the cart as it is now is the answer.
    return lineRefused("cart:error.itemGone", cartItemId, 404);
  }
  const api: ApiClient = state.api;
  if (intent === "deleteItem") {
    const gone = await refusalOf(() =>
      api.call(cartEndpoints.deleteLineItem, {
        body: { cartId: cart.id, cartItemId } satisfies CartItemRefBody,
      }),
    );
    if (gone) return lineRefused("cart:error.itemGone", cartItemId, 404);
    return redirect(`${url.pathname}?done=deleted`, 303);
  }
  const refusal = await refusalOf(() =>
    api.call(cartEndpoints.duplicateLineItem, {
      params: { id: cart.id },
      body: { cartItemId } satisfies DuplicateItemBody,
    }),
  );
  if (refusal) {
    // Spec §8: the dictionary message the server names, else duplication_error_message.
    const error = refusal.dictionaryKey ?? DUPLICATION_ERROR;
    const errorText = refusal.dictionaryKey
      ? lookUpEntry([state.shop.dictionaries], refusal.dictionaryKey)
      : undefined;
    return refused<CartActionData>(
      {
        ...formError(error),
        errorFallback: DUPLICATION_ERROR,
        cartItemId,
        ...(errorText ? { errorText } : {}),
      },
      refusal.status,
    );
  }
  const kind = toCartLineView(item, new Map(), "").services.some((service) => service.kind === "fileCheck")
    ? "duplicated-file-check"
    : item.merchantInfo.selectedUploadType === "hds"
      ? "duplicated-design-service"
      : "duplicated";
  return redirect(`${url.pathname}?done=${kind}`, 303);
}
