import type { RouterContextProvider } from "react-router";
import { type Wallet, walletSchema } from "#contract/account/account.schemas";
import { getRequestState } from "~/server/context.server";
import { guardUpstream } from "~/server/http-errors.server";

export type { Wallet };

export function loadWallet(context: Readonly<RouterContextProvider>): Promise<Wallet> {
  const { api } = getRequestState(context);
  return guardUpstream(() => api.get("/api/v1/customer/wallet/", { schema: walletSchema }));
}
