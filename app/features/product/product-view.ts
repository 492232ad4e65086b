import type { TFunction } from "i18next";
import type { ProductConfiguration } from "../../../contract/product/product.schemas";
import { withErrorTexts, withNoticeTexts } from "./product-message-texts";
import {
  type ProductPageData,
  type ProductView,
  type ProductViewConfiguration,
  SERVER_ONLY_CONFIGURATION_KEYS,
} from "./product-page.types";

function viewConfiguration(configuration: ProductConfiguration): ProductViewConfiguration {
  const kept: Record<string, unknown> = { ...configuration };
  for (const key of SERVER_ONLY_CONFIGURATION_KEYS) delete kept[key];
  return kept as ProductViewConfiguration;
}

/** What the loader sends for a product page (see ProductView). */
export function toProductView(data: ProductPageData, t: TFunction): ProductView {
  const { option: _option, variant: _variant, rows, configuration, errors, notices, ...rest } = data;
  return {
    ...rest,
    errors: withErrorTexts(errors, t),
    notices: withNoticeTexts(notices, t),
    configuration: configuration ? viewConfiguration(configuration) : null,
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
