import type { VatDisplay } from "#contract/product/selection-params";
import type { ProductView } from "./product-page.types";

/**
 * What a phone shopper sees under the product's name before scrolling (issue 38 §2): the lowest price
 * of the configuration the page opened with — the "from" price search shows too — and when the chosen
 * speed delivers. Facts of the page as served: they don't follow later choices, so they say "from".
 */
export interface FirstScreenFacts {
  fromCent: number;
  vat: VatDisplay;
  arrivalDate: string | null;
}

export function firstScreenFacts(view: Pick<ProductView, "rows" | "selection" | "deliveries">) {
  const vat = view.selection?.vat ?? "excl";
  const amounts = view.rows.flatMap((row) =>
    row.options.map((option) => (vat === "incl" ? option.amountCentInclTax : option.amountCentExclTax)),
  );
  if (amounts.length === 0) return null;
  const priority = view.selection?.priority;
  const arrival = view.deliveries?.dates.find((date) => date.deliveryKey === priority)?.arrivalDate ?? null;
  return { fromCent: Math.min(...amounts), vat, arrivalDate: arrival } satisfies FirstScreenFacts;
}
