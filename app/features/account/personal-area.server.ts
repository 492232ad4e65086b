import type { RouterContextProvider } from "react-router";
import { accountEndpoints } from "#contract/account/account.endpoints";
import type { Customer } from "#contract/account/account.schemas";
import { loginRedirect } from "~/features/auth/require-auth.server";
import { ApiError } from "~/server/api/errors";
import { getRequestState } from "~/server/context.server";
import { guardUpstream } from "~/server/http-errors.server";

/** The signed-in customer; a token the upstream no longer accepts sends the visitor to login. */
export async function loadCustomer(context: Readonly<RouterContextProvider>, url: URL): Promise<Customer> {
  const { api } = getRequestState(context);
  return guardUpstream(async () => {
    try {
      return await api.call(accountEndpoints.customer);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        getRequestState(context).auth = null;
        throw loginRedirect(context, url);
      }
      throw error;
    }
  });
}
