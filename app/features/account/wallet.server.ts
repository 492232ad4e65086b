import type { RouterContextProvider } from "react-router";
import { accountEndpoints } from "#contract/account/account.endpoints";
import type { Wallet } from "#contract/account/account.schemas";
import { getRequestState } from "~/server/context.server";
import { guardUpstream } from "~/server/http-errors.server";

export type { Wallet };

export function loadWallet(context: Readonly<RouterContextProvider>): Promise<Wallet> {
  const { api } = getRequestState(context);
  return guardUpstream(() => api.call(accountEndpoints.wallet));
}
