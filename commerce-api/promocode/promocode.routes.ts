import { productEndpoints } from "#contract/product/product.endpoints";
import { promocodeCheckBodySchema, promocodeCheckIdBodySchema } from "#contract/product/product.requests";
import { type RequestContext, type RouteDefinition, route } from "../context";
import { readJsonBody } from "../http/body";
import { lookupPromocode, promocodeCustomerId, resolveCurrency } from "../product/product.service";
import { checkPromocode, normaliseCode, type Promocode, type PromocodeRejection } from "./promocode.rules";

/**
 * Promo code checks (spec §5). Answers are 200: isValid, promocodeStatus (valid, empty_value,
 * generic_error) and a reason when the code does not apply; 429 once a client has guessed too many
 * unknown codes (lookupPromocode, ADR 019).
 */

type CheckContext = { currency?: string; productKey?: string; centAmount?: number };

async function answer(context: RequestContext, promo: Promocode | undefined, input: CheckContext) {
  if (!promo) return rejected("unknown_code");
  const result = checkPromocode(promo, {
    now: context.now(),
    currency: resolveCurrency(context, input.currency),
    productKey: input.productKey,
    amountExclTax: input.centAmount,
    customerId: await promocodeCustomerId(context, promo),
  });
  if (!result.ok) return rejected(result.reason, promo);
  return {
    isValid: true,
    promocodeStatus: "valid" as const,
    reason: null,
    promocode: {
      id: promo.id,
      code: promo.code,
      discountType: promo.discountType,
      discountValue: promo.discountValue,
      currencyCode: promo.currencyCode,
      minimumCentAmount: promo.minimumCentAmount,
      endsAt: promo.endsAt,
    },
  };
}

function rejected(reason: PromocodeRejection, promo?: Promocode) {
  return {
    isValid: false,
    promocodeStatus: "generic_error" as const,
    reason,
    promocode: promo ? { id: promo.id, code: promo.code } : null,
  };
}

const empty = () => ({
  isValid: false,
  promocodeStatus: "empty_value" as const,
  reason: null,
  promocode: null,
});

async function checkInput(context: RequestContext) {
  const body = await readJsonBody(context.request, promocodeCheckBodySchema);
  const code = normaliseCode(body.promocode ?? body.code ?? "");
  if (code === "") return empty();
  return answer(context, (await lookupPromocode(context, code)) ?? undefined, body);
}

async function checkId(context: RequestContext) {
  const body = await readJsonBody(context.request, promocodeCheckIdBodySchema);
  const id = (body.id ?? body.promocodeId ?? "").trim();
  if (id === "") return empty();
  return answer(context, (await lookupPromocode(context, { id })) ?? undefined, body);
}

export const promocodeRoutes: readonly RouteDefinition[] = [
  route(productEndpoints.checkPromocode, checkInput),
  route(productEndpoints.checkPromocodeId, checkId),
];
