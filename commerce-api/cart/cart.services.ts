import type { LineItemPayload } from "#contract/cart/cart.requests";
import type { RequestContext } from "../context";
import { badRequest } from "../http/errors";
import type { CatalogueProduct, PriceTable } from "../product/catalogue.types";
import { lookupPromocode, promocodeCustomerId } from "../product/product.service";
import { SERVICE_KEYS, serviceCentAmount } from "../product/services";
import { checkPromocode, discountFor, normaliseCode } from "../promocode/promocode.rules";
import type { StoredLineItem } from "./line-item";

type StoredService = StoredLineItem["services"][number];

export interface ServicePricingInput {
  product: CatalogueProduct;
  table: PriceTable;
  currency: string;
  vatRateBp: number;
  /** The job price excluding VAT the coupon discounts and checks its minimum against. */
  jobCentAmount: number;
  /** The priced selection: services scale with its artwork sets. */
  attributes: Readonly<Record<string, string | number>>;
  /**
   * A code the order being edited already had (issue 38 §1): judged as at the order's date, its single
   * use spent by that very order, so an edit keeps the discount the shopper was given.
   */
  honoured?: HonouredPromocode;
}

export interface HonouredPromocode {
  code: string;
  /** When the order was placed: the code's dates are checked against it. */
  at: Date;
}

/**
 * The services of a line item, priced from the catalogue: file check (tenant price) and human design
 * service (product price), each per artwork set, and the coupon (a negative service). Unknown or unavailable keys are a
 * 400 so a tampered payload never silently loses or gains a service.
 */
export async function priceLineItemServices(
  context: RequestContext,
  requested: NonNullable<LineItemPayload["services"]>,
  input: ServicePricingInput,
): Promise<{ services: StoredService[]; promocode: StoredLineItem["promocode"] }> {
  const { definition } = input.product;
  const keys = new Set(requested.map((service) => service.key));
  if (keys.has(SERVICE_KEYS.fileCheck) && keys.has(SERVICE_KEYS.humanDesignService)) {
    throw badRequest("SERVICES_EXCLUSIVE", "File check and human design service cannot be combined");
  }
  const service = (key: string, centAmount: number, inputText: string | null = null): StoredService => ({
    key,
    unitPrice: { centAmount, currencyCode: input.currency },
    taxRate: input.vatRateBp / 100,
    serviceAttributes: { inputText },
  });
  const services: StoredService[] = [];
  let promocode: StoredLineItem["promocode"] = null;
  for (const { key, serviceAttributes } of requested) {
    const priced =
      key === SERVICE_KEYS.coupon
        ? null
        : serviceCentAmount(key, {
            product: input.product,
            table: input.table,
            fileCheckCentAmount: context.tenant.fileCheckPrice[input.currency] ?? 0,
            attributes: input.attributes,
          });
    if (priced !== null) {
      services.push(service(key, priced));
    } else if (key === SERVICE_KEYS.coupon) {
      const text = serviceAttributes?.inputText ?? "";
      const found = await lookupPromocode(context, text);
      if (found === undefined) continue;
      const honoured = found && input.honoured?.code === found.code ? input.honoured : undefined;
      const promo = found && honoured ? { ...found, redeemedAt: null } : found;
      const check = promo
        ? checkPromocode(promo, {
            now: honoured?.at ?? context.now(),
            currency: input.currency,
            productKey: definition.productKey,
            amountExclTax: input.jobCentAmount,
            customerId: await promocodeCustomerId(context, promo),
          })
        : ({ ok: false, reason: "unknown_code" } as const);
      promocode = {
        code: normaliseCode(text),
        status: check.ok ? "valid" : "generic_error",
        reason: check.ok ? null : check.reason,
      };
      if (promo && check.ok)
        services.push(service(key, -discountFor(promo, input.jobCentAmount), promo.code));
    } else {
      throw badRequest("SERVICE_UNAVAILABLE", `Service ${key} is not available for this product`);
    }
  }
  return { services, promocode };
}
