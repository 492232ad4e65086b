import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { AnswerData, Endpoint } from "#contract/endpoints";
import { loginRedirect } from "~/features/auth/require-auth.server";
import { ApiError } from "~/server/api/errors";
import { getRequestState } from "~/server/context.server";
import { guardUpstream } from "~/server/http-errors.server";

/**
 * A personal-area read (payment methods, company profile): a token the upstream no longer accepts
 * sends the visitor to login and back, like the customer read of `personal-area.server.ts`.
 */
export async function loadAccountData<E extends Endpoint<z.ZodType, string>>(
  context: Readonly<RouterContextProvider>,
  url: URL,
  endpoint: E,
): Promise<AnswerData<E>> {
  const state = getRequestState(context);
  return guardUpstream(async () => {
    try {
      // Personal-area reads take no path parameters.
      return (await state.api.call(endpoint as Endpoint<E["answer"], "/">)) as AnswerData<E>;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        state.auth = null;
        throw loginRedirect(context, url);
      }
      throw error;
    }
  });
}
