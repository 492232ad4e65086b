import { visitorCart } from "~/features/cart/cart.server";
import type { RequestState } from "~/server/context.server";
import { logger } from "~/server/logger.server";
import { customerSchema } from "../../../contract/account/account.schemas";

/**
 * Spec §4 cart, on login or registration: the anonymous cart is handed over (the API moves its lines
 * into the customer's cart), the customer's cart is created or fetched, and the client flag says
 * whether this is a new or an existing client. Best effort: the login stands if this fails, and the
 * next cart request hands the cart over anyway.
 */
export async function handOverCartAfterLogin(state: RequestState): Promise<void> {
  if (!state.auth) return;
  const api = state.api.withAccessToken(state.auth.accessToken);
  try {
    const [customer] = await Promise.all([
      api.get("/api/v1/customer/", { schema: customerSchema }),
      visitorCart(state, api),
    ]);
    state.session = {
      ...state.session,
      clientFlag: customer.customerMetadata.user_newclient ? "newClient" : "oldClient",
      customerTraits: {
        premium: customer.customerIsPremium,
        company: customer.customerMetadata.user_category === "1",
      },
    };
  } catch (error) {
    logger.warn({ error: String(error) }, "cart hand-over after login failed");
  }
}
