import type { LineItemPayload } from "#contract/cart/cart.requests";
import { HttpError } from "../http/errors";
import type { StoredLineItem } from "./line-item";

/**
 * The total the shopper was shown, when the payload states one: `totalPrice` as money (currency and
 * cents, excluding VAT). The bare-number form carries no currency and stays informative, as before.
 */
export function shownTotalCent(payload: Pick<LineItemPayload, "totalPrice">): number | null {
  const stated = payload.totalPrice;
  if (typeof stated !== "object" || stated === null) return null;
  return typeof stated.centAmount === "number" && stated.currencyCode ? stated.centAmount : null;
}

/**
 * Never store a line at a price the shopper wasn't shown (ADR 092): the API prices every line itself,
 * and a stated total that differs from its own is refused with the price it found, so the storefront
 * can show that price first. Client prices still never become the line's price.
 */
export function requireShownTotal(payload: Pick<LineItemPayload, "totalPrice">, item: StoredLineItem): void {
  const shown = shownTotalCent(payload);
  const priced = item.totalPriceWithServices.centAmount;
  if (shown === null || shown === priced) return;
  throw new HttpError(
    409,
    "PRICE_CHANGED",
    `This line costs ${priced} (${item.currencyCode} cents excl. VAT), not the ${shown} stated`,
    [{ path: "totalPrice.centAmount", code: "price_changed", message: String(priced) }],
  );
}
