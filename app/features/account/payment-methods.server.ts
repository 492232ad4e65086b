import { data, type RouterContextProvider } from "react-router";
import type { RemovePaymentMethodBody } from "#contract/account/account.requests";
import { paymentMethodsSchema } from "#contract/account/account.schemas";
import { ApiError } from "~/server/api/errors";
import { getRequestState } from "~/server/context.server";
import { readForm } from "~/server/form.server";
import { expectRefusals } from "~/server/http-errors.server";
import { redirect } from "~/server/redirect.server";
import { paymentMethodIntentSchema } from "./payment-methods.schemas";

export interface PaymentMethodsActionData {
  /** Dictionary key (namespace payments). */
  error: string;
}

/** Removes a saved method, then 303 back with a confirmation; a stale or foreign id is explained. */
export async function paymentMethodsAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  url: URL,
) {
  const { api } = getRequestState(context);
  const parsed = paymentMethodIntentSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return data<PaymentMethodsActionData>({ error: "error.invalid" }, { status: 400 });
  const result = await expectRefusals([400, 404], () =>
    api.delete("/api/v1/customer/payment-methods/", {
      schema: paymentMethodsSchema,
      body: { id: parsed.data.id } satisfies RemovePaymentMethodBody,
    }),
  );
  if (result instanceof ApiError) {
    const error = result.status === 404 ? "error.gone" : "error.invalid";
    return data<PaymentMethodsActionData>({ error }, { status: result.status === 404 ? 404 : 400 });
  }
  return redirect(`${url.pathname}?done=removed`, 303);
}
