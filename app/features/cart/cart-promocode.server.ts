import { z } from "zod";
import { cartEndpoints } from "#contract/cart/cart.endpoints";
import type { CartPromocodeBody } from "#contract/cart/cart.requests";
import { ApiError } from "~/server/api/errors";
import type { RequestState } from "~/server/context.server";
import { type FormResult, refused } from "~/server/form-errors";
import { expectRefusals, upstreamFieldErrors } from "~/server/http-errors.server";
import { redirect } from "~/server/redirect.server";

/** The cart's promo code form (intents applyPromocode / removePromocode), posted to the cart route. */

export const PROMO_INTENTS = ["applyPromocode", "removePromocode"] as const;

const promoFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("applyPromocode"),
    code: z.string().trim().min(1, "cart:promo.error.empty").max(64, "cart:promo.error.tooLong"),
  }),
  z.object({ intent: z.literal("removePromocode") }),
]);

/** The promo form's refusal (ADR 088): its field is `code`, and what was typed goes back into it. */
export type CartPromoActionData = FormResult;

const promoRefused = (error: string, typed: string, status: number) =>
  refused<CartPromoActionData>({ errors: { code: error }, values: { code: typed } }, status);

/** The code the cart's lines carry (one code per cart), or null. */
export function cartPromocode(lines: { services: { kind: string; code: string | null }[] }[]): string | null {
  for (const line of lines) {
    const coupon = line.services.find((service) => service.kind === "coupon" && service.code);
    if (coupon?.code) return coupon.code;
  }
  return null;
}

export async function cartPromoAction(state: RequestState, cartId: string, form: FormData, url: URL) {
  const parsed = promoFormSchema.safeParse(Object.fromEntries(form));
  const typed = String(form.get("code") ?? "").slice(0, 64);
  if (!parsed.success) {
    const error = parsed.error.issues[0]?.message ?? "cart:error.invalid";
    return promoRefused(error.startsWith("cart:") ? error : "cart:error.invalid", typed, 400);
  }
  const code = parsed.data.intent === "applyPromocode" ? parsed.data.code : "";
  const answer = await expectRefusals([400, 422], () =>
    state.api.call(cartEndpoints.applyPromocode, {
      params: { id: cartId },
      body: { code } satisfies CartPromocodeBody,
    }),
  );
  if (answer instanceof ApiError) {
    const reason = upstreamFieldErrors(answer).code ?? "generic_error";
    const known = /^[a-z_]{1,40}$/.test(reason) ? reason : "generic_error";
    return promoRefused(`product:promocode.reason.${known}`, typed, 422);
  }
  if (!answer.promocode) return redirect(`${url.pathname}?done=promo-removed`, 303);
  const done = answer.notAppliedTo.length > 0 ? "promo-partial" : "promo-applied";
  return redirect(`${url.pathname}?${new URLSearchParams({ done, code: answer.promocode })}`, 303);
}
