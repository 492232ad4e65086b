import { createHash } from "node:crypto";
import type { TFunction } from "i18next";
import type { ProductConfiguration } from "#contract/product/product.schemas";
import { withErrorTexts, withNoticeTexts } from "./product-message-texts";
import {
  type ProductPageData,
  type ProductView,
  type ProductViewConfiguration,
  SERVER_ONLY_CONFIGURATION_KEYS,
} from "./product-page.types";

interface TaggedConfiguration {
  view: ProductViewConfiguration;
  tag: string;
}

/** By the API's answer object, which the client keeps for its max-age (ADR 045): made once per answer. */
const tagged = new WeakMap<ProductConfiguration, TaggedConfiguration>();

function viewConfiguration(configuration: ProductConfiguration): TaggedConfiguration {
  const known = tagged.get(configuration);
  if (known) return known;
  const kept: Record<string, unknown> = { ...configuration };
  for (const key of SERVER_ONLY_CONFIGURATION_KEYS) delete kept[key];
  // Shared by every request that gets this answer: frozen like the answer it comes from.
  const view = Object.freeze(kept) as ProductViewConfiguration;
  const tag = createHash("sha256").update(JSON.stringify(view)).digest("base64url").slice(0, 16);
  const made = { view, tag };
  tagged.set(configuration, made);
  return made;
}

/** What the loader sends for a product page (see ProductView). */
export function toProductView(data: ProductPageData, t: TFunction): ProductView {
  const { option: _option, variant: _variant, rows, configuration, errors, notices, ...rest } = data;
  const shown = configuration ? viewConfiguration(configuration) : null;
  return {
    ...rest,
    errors: withErrorTexts(errors, t),
    notices: withNoticeTexts(notices, t),
    configuration: shown?.view ?? null,
    configurationTag: shown?.tag ?? null,
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
