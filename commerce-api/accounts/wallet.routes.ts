import { accountEndpoints } from "#contract/account/account.endpoints";
import { type RequestContext, type RouteDefinition, route } from "../context";
import { authenticate } from "./sessions";

/** GET customer/wallet: the signed-in customer's credit and its history, newest first. */
async function getWallet(context: RequestContext) {
  const { customer } = await authenticate(context);
  const rows = await context.db
    .selectFrom("wallet_transactions")
    .selectAll()
    .where("customer_id", "=", customer.id)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(200)
    .execute();
  const currencyCode = context.tenant.currency;
  return {
    hasWallet: customer.has_wallet === 1,
    credit: { centAmount: customer.wallet_credit_cents, currencyCode },
    history: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      amount: { centAmount: row.amount_cent, currencyCode: row.currency_code },
      orderId: row.order_id,
      label: row.label,
      createdAt: row.created_at,
    })),
  };
}

export const walletRoutes: readonly RouteDefinition[] = [route(accountEndpoints.wallet, getWallet)];
