import { type OrderLine, placeTransferOrder, type Send } from "../integration/orders-fixture";

/** Orders placed over the API for the order screens' tests, with the line the product page would add. */

export const CARDS_PAGE = "/cartes-de-visite/standard/";

export interface CardsOrder {
  /** The product page's id, as the storefront records it on the line (where "edit this line" leads). */
  pageId: number;
  quantity?: number;
  /** "hds": our designers create the file from a brief, no upload. */
  uploadType?: "hds";
}

export function cardsLine({ pageId, quantity = 250, uploadType }: CardsOrder): OrderLine {
  return {
    productId: "fr-business-cards",
    quantity,
    selectedAttributes: { sides: "4-4" },
    merchantInfo: { pageId, ...(uploadType ? { selectedUploadType: uploadType } : {}) },
  };
}

/** One line of business cards ordered by bank transfer. */
export const placeCardsOrder = (send: Send, token: string, order: CardsOrder) =>
  placeTransferOrder(send, token, cardsLine(order));
