import { data, type RouterContextProvider } from "react-router";
import { accountEndpoints } from "#contract/account/account.endpoints";
import type {
  AddAddressBody,
  DeleteAddressBody,
  SetDefaultAddressBody,
  UpdateAddressBody,
} from "#contract/account/account.requests";
import { readFormRules } from "#contract/account/form-rules";
import { type FieldErrors, fieldErrorsOf } from "~/features/auth/auth-forms";
import { visitorCart } from "~/features/cart/cart.server";
import { ApiError } from "~/server/api/errors";
import { getRequestState } from "~/server/context.server";
import { readForm } from "~/server/form.server";
import { type FormResult, ruleFieldErrors } from "~/server/form-errors";
import { expectRefusals, guardUpstream, upstreamFieldErrors } from "~/server/http-errors.server";
import { redirect } from "~/server/redirect.server";
import { addressIntentSchema } from "./address-form";

export interface AddressActionData extends FormResult {
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

/**
 * The address book opened from checkout (`?for=checkout`): the checkout path to go back to, or null.
 * Only the shop's own checkout screen, so the parameter can't send anyone elsewhere.
 */
export function checkoutReturnPath(context: Readonly<RouterContextProvider>, url: URL): string | null {
  return url.searchParams.get("for") === "checkout"
    ? (getRequestState(context).shop.links.checkout ?? null)
    : null;
}

/** `?type=billing` preselects the type of a new address (checkout's "add a billing address" link). */
export function newAddressType(url: URL): "shipping" | "billing" {
  return url.searchParams.get("type") === "billing" ? "billing" : "shipping";
}

/**
 * The address book's one action: add, update, delete or set-default, each answered with a 303.
 * Opened from checkout, add, update and set-default also name the visitor's cart (spec §7 cartId),
 * so the address becomes that cart's delivery or billing address, and the visitor goes back to checkout.
 */
export async function addressesAction(request: Request, context: Readonly<RouterContextProvider>, url: URL) {
  const state = getRequestState(context);
  const { api, shop } = state;
  const form = Object.fromEntries(await readForm(request));
  const values = Object.fromEntries(
    Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const intent = values.intent ?? "";
  const parsed = addressIntentSchema.safeParse(form);
  // The form rules of the basic configs (postal code per country, phone) on what was typed.
  const ruleErrors =
    intent === "add" || intent === "update"
      ? ruleFieldErrors(readFormRules(shop.rules), {
          postalCode: values.postalCode,
          country: values.country,
          phone: values.phone,
        })
      : {};
  const errors = { ...ruleErrors, ...(parsed.success ? {} : fieldErrorsOf(parsed.error)) };
  if (!parsed.success || Object.keys(errors).length > 0) return answerFor(intent, values, errors);
  const input = parsed.data;
  const checkoutPath = checkoutReturnPath(context, url);
  const forCart = checkoutPath !== null && input.intent !== "delete";
  // The cart is the signed-in visitor's own, found on the server: the form never names one.
  const cartId = forCart ? (await guardUpstream(() => visitorCart(state))).id : undefined;
  const call = () => {
    switch (input.intent) {
      case "add": {
        const { intent: _, ...address } = input;
        return api.call(accountEndpoints.addAddress, {
          body: { ...address, cartId } satisfies AddAddressBody,
        });
      }
      case "update": {
        const { intent: _, type: __, ...address } = input;
        return api.call(accountEndpoints.updateAddress, {
          body: { ...address, cartId } satisfies UpdateAddressBody,
        });
      }
      case "set-default":
        return api.call(accountEndpoints.setDefaultAddress, {
          body: { type: input.type, id: input.id, cartId } satisfies SetDefaultAddressBody,
        });
      case "delete":
        return api.call(accountEndpoints.deleteAddress, {
          body: { type: input.type, id: input.id } satisfies DeleteAddressBody,
        });
    }
  };
  const result = await expectRefusals([400, 404], call);
  if (result instanceof ApiError) {
    if (result.code === "CART_NOT_FOUND") return answerFor(intent, values, { form: "error.cartGone" });
    if (result.status === 404) return answerFor(intent, values, { form: "error.addressGone" });
    const apiErrors = upstreamFieldErrors(result);
    return answerFor(intent, values, {}, apiErrors);
  }
  if (forCart) return redirect(`${checkoutPath}?address=saved`, 303);
  const query = new URLSearchParams({ ...(checkoutPath ? { for: "checkout" } : {}), done: input.intent });
  return redirect(`${url.pathname}?${query}`, 303);
}
