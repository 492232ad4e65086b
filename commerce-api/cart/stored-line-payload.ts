import type { LineItemPayload } from "#contract/cart/cart.requests";
import type { StoredLineItem } from "./line-item";

/**
 * The payload that would produce a stored line again, for re-pricing it on the server (a cart-level
 * promo code). Only what the customer chose goes back in; every amount is recomputed. Pure.
 */
export function payloadFromStoredLine(
  item: StoredLineItem,
  services: LineItemPayload["services"] = servicesOf(item),
): LineItemPayload {
  return {
    lineItemId: item.id,
    productId: item.productId,
    quantity: item.quantity,
    merchantInfo: {
      ...item.merchantInfo,
      selectedAttributes: item.selectedAttributes,
      selectedPriority: item.selectedPriority,
    },
    services,
    shipTo: {
      country: item.shipTo.country,
      ...(item.shipTo.postalCode ? { postalCode: item.shipTo.postalCode } : {}),
    },
    ...(item.jobName ? { jobName: item.jobName } : {}),
    ...(item.userNotes ? { userNotes: item.userNotes } : {}),
    ...(item.promisedArrivalDate ? { promisedArrivalDate: item.promisedArrivalDate } : {}),
    ...(item.mcpDocsSource ? { mcpDocsSource: item.mcpDocsSource } : {}),
    ...(item.documentPreferences != null ? { documentPreferences: item.documentPreferences } : {}),
    uploadedFiles: item.uploadedFiles,
    mcpFulfillmentAttributes: { multiArtworkDetails: item.multiArtworkDetails },
  };
}

/** The line's services as a payload would name them (the coupon by the code typed). */
export function servicesOf(item: StoredLineItem): NonNullable<LineItemPayload["services"]> {
  return item.services.map((service) => ({
    key: service.key,
    ...(service.serviceAttributes.inputText
      ? { serviceAttributes: { inputText: service.serviceAttributes.inputText } }
      : {}),
  }));
}

/** The line's services with the coupon replaced by `code` (or dropped when `code` is empty). */
export function withCoupon(
  item: StoredLineItem,
  couponKey: string,
  code: string,
): NonNullable<LineItemPayload["services"]> {
  const others = servicesOf(item).filter((service) => service.key !== couponKey);
  return code ? [...others, { key: couponKey, serviceAttributes: { inputText: code } }] : others;
}
