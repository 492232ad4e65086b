import type { RouterContextProvider } from "react-router";
import { accountEndpoints } from "#contract/account/account.endpoints";
import type { RemovePaymentMethodBody } from "#contract/account/account.requests";
import { ApiError } from "~/server/api/errors";
import { getRequestState } from "~/server/context.server";
import { readForm } from "~/server/form.server";
import { type FormResult, formError, refused } from "~/server/form-errors";
import { expectRefusals } from "~/server/http-errors.server";
import { redirect } from "~/server/redirect.server";
import { paymentMethodIntentSchema } from "./payment-methods.schemas";

/** A refused removal: the whole form's error, a key of the paymentMethods namespace. */
export type PaymentMethodsActionData = FormResult;

/** Removes a saved method, then 303 back with a confirmation; a stale or foreign id is explained. */
export async function paymentMethodsAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  url: URL,
) {
  const { api } = getRequestState(context);
  const parsed = paymentMethodIntentSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return refused(formError("error.invalid"), 400);
  const result = await expectRefusals([400, 404], () =>
    api.call(accountEndpoints.removePaymentMethod, {
      body: { id: parsed.data.id } satisfies RemovePaymentMethodBody,
    }),
  );
  if (result instanceof ApiError) {
    const error = result.status === 404 ? "error.gone" : "error.invalid";
    return refused(formError(error), result.status === 404 ? 404 : 400);
  }
  return redirect(`${url.pathname}?done=removed`, 303);
}
