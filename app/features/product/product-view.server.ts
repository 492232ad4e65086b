import { createHash } from "node:crypto";
import type { TFunction } from "i18next";
import type { ShippingCalculation } from "#contract/delivery/delivery.schemas";
import type { ProductConfiguration, ProductFeature } from "#contract/product/product.schemas";
import { withErrorTexts, withNoticeTexts } from "./product-message-texts";
import {
  type ProductPageData,
  type ProductView,
  type ProductViewConfiguration,
  SERVER_ONLY_CONFIGURATION_KEYS,
  UNREAD_CONFIGURATION_KEYS,
  type ViewFeature,
  type ViewShipping,
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
  const kept: Record<string, unknown> = {
    ...configuration,
    features: configuration.features.map(viewFeature),
  };
  for (const key of [...SERVER_ONLY_CONFIGURATION_KEYS, ...UNREAD_CONFIGURATION_KEYS]) delete kept[key];
  // Shared by every request that gets this answer: frozen like the answer it comes from.
  const view = Object.freeze(kept) as ProductViewConfiguration;
  const tag = createHash("sha256").update(JSON.stringify(view)).digest("base64url").slice(0, 16);
  const made = { view, tag };
  tagged.set(configuration, made);
  return made;
}

/** The fields show the translated texts and the view's `availableOptions`: the API's copies stay here. */
function viewFeature(feature: ProductFeature): ViewFeature {
  const { label: _label, enabledOptions: _enabled, customSelections, ...shown } = feature;
  const { selectedValue: _selectedValue, ...texts } = customSelections;
  return { ...shown, customSelections: texts };
}

/** The dates the cards and the price bar show; the carrier and the production and ship days stay here. */
function viewShipping(shipping: ShippingCalculation | null): ViewShipping | null {
  if (!shipping) return null;
  return {
    dates: shipping.dates.map(({ deliveryKey, arrivalDate, arrivalDateRange }) =>
      arrivalDateRange ? { deliveryKey, arrivalDate, arrivalDateRange } : { deliveryKey, arrivalDate },
    ),
    caveat_topics: shipping.caveat_topics,
  };
}

/** What the loader sends for a product page (see ProductView). */
export function toProductView(data: ProductPageData, t: TFunction): ProductView {
  const {
    option: _option,
    variant: _variant,
    rows,
    configuration,
    errors,
    notices,
    deliveries,
    ...rest
  } = data;
  const shown = configuration ? viewConfiguration(configuration) : null;
  return {
    ...rest,
    errors: withErrorTexts(errors, t),
    notices: withNoticeTexts(notices, t),
    configuration: shown?.view ?? null,
    configurationTag: shown?.tag ?? null,
    deliveries: viewShipping(deliveries),
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
