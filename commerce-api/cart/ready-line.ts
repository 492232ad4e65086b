import { randomUUID } from "node:crypto";
import type { LineItemPayload } from "#contract/cart/cart.requests";
import type { RequestContext } from "../context";
import { arrivalDateToday } from "../delivery/arrival-today";
import { badRequest } from "../http/errors";
import { requireProduct } from "../product/product.service";
import { priceLineItem, requireCompleteArtwork } from "./cart.pricing";
import type { CartRow } from "./cart.repository";
import type { StoredLineItem } from "./line-item";
import { requireShownTotal } from "./shown-total";

/**
 * The line `payload` describes, priced and dated by the API for `cart` (ADR 092); `existing` is the line an
 * edit replaces. Refuses a payload naming no product, a total other than the one the shopper was shown
 * and a multi-artwork line with a design missing.
 */
export async function readyLine(
  context: RequestContext,
  cart: Pick<CartRow, "currency_code" | "country">,
  payload: LineItemPayload,
  existing: StoredLineItem | undefined,
): Promise<StoredLineItem> {
  const productId = payload.productId ?? payload.mcpSku;
  if (!productId) {
    throw badRequest("VALIDATION_ERROR", "The request body is invalid", [
      { path: "productId", code: "invalid_type", message: "productId or mcpSku is required" },
    ]);
  }
  const product = await requireProduct(context, productId);
  const now = context.now().toISOString();
  const priced = await priceLineItem(context, cart, product, payload, {
    id: existing?.id ?? randomUUID(),
    createdAt: existing?.lineItemCreationTimestamp ?? now,
  });
  requireShownTotal(payload, priced);
  requireCompleteArtwork(priced);
  // The arrival date is the server's too, for the speed and destination just priced (ADR 092).
  const arrival = await arrivalDateToday(context, product.definition, priced.selectedPriority, priced.shipTo);
  return { ...priced, promisedArrivalDate: arrival };
}
