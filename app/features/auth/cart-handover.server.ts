import { accountEndpoints } from "#contract/account/account.endpoints";
import { visitorCart } from "~/features/product/product-api.server";
import { UpstreamContractError } from "~/server/api/errors";
import { USER_DATA_MISSING_MESSAGE } from "~/server/auth/token-lifecycle";
import type { RequestState } from "~/server/context.server";
import { logger } from "~/server/logger.server";

/** How the hand-over went: "userDataMissing" ends the new session (spec §8). */
export type HandOverOutcome = "ok" | "failed" | "userDataMissing";

/**
 * Spec §4 cart, on login or registration: the anonymous cart is handed over (the API moves its lines
 * into the customer's cart), the customer's cart is created or fetched, and the client flag says
 * whether this is a new or an existing client. Best effort: the login stands if this fails, and the
 * next cart request hands the cart over anyway — unless the user answer itself lacks the user's
 * fields (spec §8 'User Data response does not contain field'): a session we can't tell the owner of
 * is reset rather than kept half-known.
 */
export async function handOverCartAfterLogin(state: RequestState): Promise<HandOverOutcome> {
  if (!state.auth) return "failed";
  const api = state.api.withAccessToken(state.auth.accessToken);
  const [customer, cart] = await Promise.allSettled([
    api.call(accountEndpoints.customer),
    visitorCart(state, api),
  ]);
  if (customer.status === "rejected" && customer.reason instanceof UpstreamContractError) {
    logger.error({ detail: customer.reason.message }, USER_DATA_MISSING_MESSAGE);
    state.auth = null;
    return "userDataMissing";
  }
  for (const failed of [customer, cart]) {
    if (failed.status === "rejected")
      logger.warn({ error: String(failed.reason) }, "cart hand-over after login failed");
  }
  if (customer.status === "rejected") return "failed";
  const { customerMetadata, customerIsPremium } = customer.value;
  state.session = {
    ...state.session,
    clientFlag: customerMetadata.user_newclient ? "newClient" : "oldClient",
    customerTraits: { premium: customerIsPremium, company: customerMetadata.user_category === "1" },
  };
  return cart.status === "fulfilled" ? "ok" : "failed";
}
