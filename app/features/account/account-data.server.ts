import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { loginRedirect } from "~/features/auth/require-auth.server";
import { ApiError } from "~/server/api/errors";
import { getRequestState } from "~/server/context.server";
import { guardUpstream } from "~/server/http-errors.server";

/**
 * A personal-area read (payment methods, company profile): a token the upstream no longer accepts
 * sends the visitor to login and back, like the customer read of `personal-area.server.ts`.
 */
export async function loadAccountData<T>(
  context: Readonly<RouterContextProvider>,
  url: URL,
  path: string,
  schema: z.ZodType<T>,
): Promise<T> {
  const state = getRequestState(context);
  return guardUpstream(async () => {
    try {
      return await state.api.get(path, { schema });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        state.auth = null;
        throw loginRedirect(context, url);
      }
      throw error;
    }
  });
}
