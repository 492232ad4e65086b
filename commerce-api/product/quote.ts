import {
  checkPromocode,
  discountFor,
  type Promocode,
  type PromocodeRejection,
} from "../promocode/promocode.rules";
import type { PriceTable, PriorityKey, ProductDefinition } from "./catalogue.types";
import { priceJob, unitAmount, withVat } from "./pricing/pricing";
import { toMajor } from "./pricing/rounding";
import { vatPercent } from "./pricing/vat";
import type { Selection } from "./selection";

export interface QuoteInput {
  definition: ProductDefinition;
  table: PriceTable;
  selection: Selection;
  quantities: readonly number[];
  priorities: readonly PriorityKey[];
  vatRateBp: number;
  promocode: Promocode | null;
  /** The signed-in customer, for a personal promo code; null or absent for a visitor. */
  customerId?: string | null;
  now: Date;
  currency: string;
}

/** One price option of spec §3 (one quantity × one priority). Amounts in major units; *Cent* in minor. */
export interface PriceOption {
  deliveryKey: PriorityKey;
  deliveryOption: string;
  productionTime: number;
  deliverySpeed: PriorityKey;
  quantity: number;
  unitAmountExclTax: number;
  unitAmountInclTax: number;
  amountExclTax: number;
  amountInclTax: number;
  originalAmountExclTax: number;
  originalAmountInclTax: number;
  vatAmount: number;
  vatRate: number;
  amountCentExclTax: number;
  amountCentInclTax: number;
  originalAmountCentExclTax: number;
  originalAmountCentInclTax: number;
  vatCentAmount: number;
  /** The applied promo code, null when none applies to this option. */
  promocode: string | null;
}

export interface QuotePromocode {
  id: string;
  code: string;
  /** valid when the code applies to at least one option. */
  status: "valid" | "generic_error";
  reason: PromocodeRejection | null;
}

/** Prices every quantity × priority. Pure: same input, same quote. */
export function buildQuote(input: QuoteInput) {
  const { definition, table, selection, vatRateBp, promocode } = input;
  const rejections = new Set<PromocodeRejection>();
  let applied = false;
  const prices = input.quantities.map((quantity) => {
    const options = input.priorities.map((priority): PriceOption => {
      const label = definition.priorities.find((candidate) => candidate.key === priority);
      const job = priceJob({ table, features: definition.features, selection, quantity, priority });
      const original = withVat(job.centAmount, vatRateBp);
      let discounted = original;
      let code: string | null = null;
      if (promocode) {
        const check = checkPromocode(promocode, {
          now: input.now,
          currency: input.currency,
          productKey: definition.productKey,
          amountExclTax: job.centAmount,
          customerId: input.customerId ?? null,
        });
        if (check.ok) {
          discounted = withVat(job.centAmount - discountFor(promocode, job.centAmount), vatRateBp);
          code = promocode.code;
          applied = true;
        } else rejections.add(check.reason);
      }
      return {
        deliveryKey: priority,
        deliveryOption: label?.label ?? priority,
        productionTime: label?.productionDays ?? 0,
        deliverySpeed: priority,
        quantity,
        unitAmountExclTax: unitMajor(discounted.amountExclTax, quantity),
        unitAmountInclTax: unitMajor(discounted.amountInclTax, quantity),
        amountExclTax: toMajor(discounted.amountExclTax),
        amountInclTax: toMajor(discounted.amountInclTax),
        originalAmountExclTax: toMajor(original.amountExclTax),
        originalAmountInclTax: toMajor(original.amountInclTax),
        vatAmount: toMajor(discounted.vatAmount),
        vatRate: vatPercent(vatRateBp),
        amountCentExclTax: discounted.amountExclTax,
        amountCentInclTax: discounted.amountInclTax,
        originalAmountCentExclTax: original.amountExclTax,
        originalAmountCentInclTax: original.amountInclTax,
        vatCentAmount: discounted.vatAmount,
        promocode: code,
      };
    });
    return { quantity, options };
  });
  const promo: QuotePromocode | null = promocode
    ? {
        id: promocode.id,
        code: promocode.code,
        status: applied ? "valid" : "generic_error",
        reason: applied ? null : ([...rejections][0] ?? null),
      }
    : null;
  return { prices, promocode: promo };
}

/** Unit amount in major units with 4 decimals (a business card costs fractions of a cent). */
function unitMajor(centAmount: number, quantity: number): number {
  return unitAmount(centAmount * 100, quantity) / 10000;
}
