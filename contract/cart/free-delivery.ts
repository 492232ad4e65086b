/**
 * Free delivery (issue 17 §4, ADR 033): every shipment is free once the goods excluding VAT reach the
 * currency's threshold. The one rule: the API's cart, checkout and order carriage apply it to the
 * cart's lines, the product page to the configuration on screen (issue 38 §2). Pure, browser-safe.
 */
export interface FreeDelivery {
  free: boolean;
  /** What the goods still need for free delivery; null when it is free already or never. */
  missingForFreeCent: number | null;
}

export function freeDelivery(
  goodsCent: number,
  freeFromCent: number | null,
  hasGoods: boolean,
): FreeDelivery {
  const free = hasGoods && freeFromCent !== null && goodsCent >= freeFromCent;
  return {
    free,
    missingForFreeCent: free || freeFromCent === null || !hasGoods ? null : freeFromCent - goodsCent,
  };
}
