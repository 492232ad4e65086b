import type { ProductPageData, ProductView } from "./product-page.types";

/** What the loader sends for a product page (see ProductView). */
export function toProductView(data: ProductPageData): ProductView {
  const { option: _option, variant: _variant, rows, ...rest } = data;
  return {
    ...rest,
    rows: rows.map((row) => ({
      quantity: row.quantity,
      options: row.options.map((option) => ({
        deliveryKey: option.deliveryKey,
        amountCentExclTax: option.amountCentExclTax,
        amountCentInclTax: option.amountCentInclTax,
        unitAmountExclTax: option.unitAmountExclTax,
        unitAmountInclTax: option.unitAmountInclTax,
      })),
    })),
  };
}
