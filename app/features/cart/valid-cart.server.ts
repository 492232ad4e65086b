import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { Cart } from "#contract/cart/cart.schemas";
import { getRequestState } from "~/server/context.server";
import { guardUpstream } from "~/server/http-errors.server";
import { redirect } from "~/server/redirect.server";
import { visitorCart } from "./cart.server";
import { recoverPendingCheckout } from "./checkout-placement.server";

/** The visitor's cart, loaded once by `validCartMiddleware` for the route's loader and action. */
const cartContext = createContext<Cart>();

/**
 * The spec's "valid cart" route middleware: screens that need a cart with something in it (checkout)
 * send an empty cart back to the cart screen instead of rendering.
 */
export const validCartMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  const state = getRequestState(context);
  const cart = await guardUpstream(() => visitorCart(state));
  if (cart.lineItemCount === 0) {
    // A checkout that timed out may have placed the order after all: show it rather than an empty cart.
    const placed = await recoverPendingCheckout(state);
    if (placed) {
      const sent = state.shop.links.orderSent ?? state.shop.links.cart ?? "/";
      throw redirect(`${sent}?${new URLSearchParams({ order: placed.id })}`, 303);
    }
    throw redirect(state.shop.links.cart ?? "/", 303);
  }
  context.set(cartContext, cart);
  return next();
};

export const validCart = (context: Readonly<RouterContextProvider>): Cart => context.get(cartContext);
