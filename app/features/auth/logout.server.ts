import type { RouterContextProvider } from "react-router";
import { accountEndpoints } from "#contract/account/account.endpoints";
import { forgetOrders } from "~/features/cart/last-order";
import { getRequestState } from "~/server/context.server";
import { logger } from "~/server/logger.server";
import { redirect } from "~/server/redirect.server";

/**
 * Revokes the session upstream (best effort: the visitor is logged out here whatever it answers),
 * forgets the tokens and starts a fresh session state, then goes home.
 */
export async function logoutAction(context: Readonly<RouterContextProvider>) {
  const state = getRequestState(context);
  if (state.auth) {
    await state.api.call(accountEndpoints.logout, { body: {} }).catch((error: unknown) => {
      logger.warn({ error: String(error) }, "upstream logout failed");
    });
  }
  forgetSignedInVisitor(context);
  return redirect(state.shop.links.home ?? "/", 303);
}

/** This browser is nobody's any more: no tokens, and none of the signed-in customer's session state. */
export function forgetSignedInVisitor(context: Readonly<RouterContextProvider>) {
  const state = getRequestState(context);
  state.auth = null;
  state.session = {
    ...state.session,
    trackingId: crypto.randomUUID(),
    isLoggedInAs: false,
    clientFlag: null,
    customerTraits: null,
    promocode: null,
    cartCount: null,
    cartId: null,
    ...forgetOrders(),
  };
}
