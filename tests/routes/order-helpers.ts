import { cartSchema, cartWithLineItemSchema } from "../../contract/cart/cart.schemas";
import { dataOf } from "../integration/helpers";
import { customerWithAddresses, type Send } from "../integration/orders-fixture";

/** Orders placed over the API for the order screens' tests, with the line the product page would add. */

export const CARDS_PAGE = "/cartes-de-visite/standard/";

export interface CardsOrder {
  /** The product page's id, as the storefront records it on the line (where "edit this line" leads). */
  pageId: number;
  quantity?: number;
  /** "hds": our designers create the file from a brief, no upload. */
  uploadType?: "hds";
}

export function cardsLine({ pageId, quantity = 250, uploadType }: CardsOrder) {
  return {
    productId: "fr-business-cards",
    quantity,
    services: [],
    merchantInfo: {
      selectedAttributes: { sides: "4-4" },
      selectedPriority: "standard",
      pageId,
      ...(uploadType ? { selectedUploadType: uploadType } : {}),
    },
  };
}

/** One line of business cards ordered by bank transfer. */
export async function placeCardsOrder(send: Send, token: string, order: CardsOrder) {
  const customer = await customerWithAddresses(send, token);
  const cart = cartSchema.parse(
    dataOf(await send(token, "POST", "/api/v1/cart", { anonymousUserId: `route-${crypto.randomUUID()}` })),
  );
  const { lineItemId } = cartWithLineItemSchema.parse(
    dataOf(await send(token, "PUT", `/api/v1/cart/${cart.id}/item`, cardsLine(order))),
  );
  const placed = dataOf(
    await send(token, "POST", `/api/v1/cart/${cart.id}/checkout/`, {
      shippingAddressId: customer.customerAddresses.defaultShippingAddressId,
      billingAddressId: customer.customerAddresses.defaultBillingAddressId,
      sender_type: "default",
      user_notes: { invoiceRequested: true },
    }),
  ) as { id: string; orderNumber: string };
  return { orderId: placed.id, orderNumber: placed.orderNumber, lineItemId };
}
