import { data, type RouterContextProvider, redirect } from "react-router";
import { type FieldErrors, fieldErrorsOf } from "~/features/auth/auth-forms";
import { ApiError } from "~/server/api/errors";
import { getRequestState } from "~/server/context.server";
import { expectRefusals, upstreamFieldErrors } from "~/server/http-errors.server";
import { customerSchema } from "./account.schemas";
import { addressIntentSchema, postalCodeFits } from "./address-form";

export interface AddressActionData {
  intent: string;
  errors: FieldErrors;
  apiErrors: FieldErrors;
  values: Record<string, string>;
}

function answerFor(
  intent: string,
  values: Record<string, string>,
  errors: FieldErrors,
  apiErrors: FieldErrors = {},
) {
  return data<AddressActionData>({ intent, errors, apiErrors, values }, { status: 400 });
}

/** The address book's one action: add, update, delete or set-default, each answered with a 303. */
export async function addressesAction(request: Request, context: Readonly<RouterContextProvider>, url: URL) {
  const { api, shop } = getRequestState(context);
  const form = Object.fromEntries(await request.formData());
  const values = Object.fromEntries(
    Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const intent = values.intent ?? "";
  const parsed = addressIntentSchema.safeParse(form);
  if (!parsed.success) return answerFor(intent, values, fieldErrorsOf(parsed.error));
  const input = parsed.data;
  if (
    (input.intent === "add" || input.intent === "update") &&
    !postalCodeFits(shop.rules, input.country, input.postalCode)
  ) {
    return answerFor(intent, values, { postalCode: "error.postalCodeInvalid" });
  }
  const schema = customerSchema;
  const call = () => {
    switch (input.intent) {
      case "add": {
        const { intent: _, ...address } = input;
        return api.post("/api/v1/customer/address/", { schema, body: address });
      }
      case "update": {
        const { intent: _, type: __, ...address } = input;
        return api.patch("/api/v1/customer/address/", { schema, body: address });
      }
      case "set-default":
        return api.patch("/api/v1/customer/address/setDefault", {
          schema,
          body: { type: input.type, id: input.id },
        });
      case "delete":
        return api.delete("/api/v1/customer/address", { schema, body: { type: input.type, id: input.id } });
    }
  };
  const result = await expectRefusals([400, 404], call);
  if (result instanceof ApiError) {
    if (result.status === 404) return answerFor(intent, values, { form: "error.addressGone" });
    const apiErrors = upstreamFieldErrors(result);
    return answerFor(intent, values, {}, apiErrors);
  }
  return redirect(`${url.pathname}?done=${input.intent}`, 303);
}
