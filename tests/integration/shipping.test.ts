import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartSchema, cartWithLineItemSchema } from "#contract/cart/cart.schemas";
import { orderSchema } from "#contract/orders/order.schemas";
import { cartBody, createTestApi, dataOf, TENANT_CART, type TestApi } from "./helpers";
import { customerWithAddresses, lineItemPayload, type OrderLine, sender, signIn } from "./orders-fixture";

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.dispose());
const send = sender(() => test);
const sendEn = sender(() => test, "en");

const CARDS: OrderLine = {
  productId: "fr-business-cards",
  quantity: 250,
  selectedAttributes: { sides: "4-4" },
};
const POSTERS: OrderLine = { productId: "fr-posters", quantity: 10 };

async function newCart(token: string | null, via = send) {
  return cartSchema.parse(
    dataOf(
      await via(
        token,
        "POST",
        "/api/v1/cart",
        cartBody(`ship-${crypto.randomUUID()}`, via === sendEn ? TENANT_CART.en : {}),
      ),
    ),
  );
}
async function add(cartId: string, line: OrderLine, token: string | null = null, priority = "standard") {
  const payload = lineItemPayload(line);
  return cartWithLineItemSchema.parse(
    dataOf(
      await send(token, "PUT", `/api/v1/cart/${cartId}/item`, {
        ...payload,
        merchantInfo: { ...payload.merchantInfo, selectedPriority: priority },
      }),
    ),
  ).cart;
}

describe("shipping in the cart", () => {
  it("charges the French standard rate under 50 € excl. VAT, says how far free delivery is, and adds it to the totals", async () => {
    const cart = await add((await newCart(null)).id, CARDS);
    expect(cart.itemsPrice.centAmount).toBeLessThan(5000);
    expect(cart.shipping).toMatchObject({
      price: { centAmount: 590, currencyCode: "EUR" },
      taxedPrice: { centAmount: 708 },
      free: false,
      freeFrom: { centAmount: 5000 },
      missingForFree: { centAmount: 5000 - cart.itemsPrice.centAmount },
    });
    expect(cart.totalPrice.centAmount).toBe(cart.itemsPrice.centAmount + 590);
    expect(cart.taxedPrice.centAmount).toBe(cart.itemsTaxedPrice.centAmount + 708);
  });

  it("charges a parcel per speed, and nothing once the goods reach the threshold", async () => {
    const { id } = await newCart(null);
    await add(id, CARDS);
    const twoSpeeds = await add(id, CARDS, null, "economy");
    expect(twoSpeeds.itemsPrice.centAmount).toBeLessThan(5000);
    expect(twoSpeeds.shipping.shipments.map((s) => [s.priority, s.price.centAmount])).toEqual([
      ["standard", 590],
      ["economy", 490],
    ]);
    expect(twoSpeeds.shipping.price.centAmount).toBe(1080);
    const large = await add(id, { ...POSTERS, quantity: 100 });
    expect(large.itemsPrice.centAmount).toBeGreaterThanOrEqual(5000);
    expect(large.shipping).toMatchObject({ free: true, price: { centAmount: 0 }, missingForFree: null });
    expect(large.totalPrice.centAmount).toBe(large.itemsPrice.centAmount);
  });

  it("a British basket in pounds pays the UK rate, free from £45", async () => {
    const cart = await newCart(null, sendEn);
    expect(cart.shipping).toMatchObject({
      price: { centAmount: 0, currencyCode: "GBP" },
      missingForFree: null,
    });
    const put = await sendEn(null, "PUT", `/api/v1/cart/${cart.id}/item`, {
      ...lineItemPayload({
        productId: "en-business-cards",
        quantity: 250,
        selectedAttributes: { sides: "4-4" },
      }),
    });
    const filled = cartWithLineItemSchema.parse(dataOf(put)).cart;
    expect(filled.shipping.freeFrom).toEqual({ centAmount: 4500, currencyCode: "GBP" });
    if (!filled.shipping.free) expect(filled.shipping.price.centAmount).toBe(495);
  });
});

describe("shipping in the order", () => {
  it("the order charges the cart's delivery and keeps it, with the addresses, in its detail", async () => {
    const token = await signIn(send, "marie.dupont@example.com");
    const customer = await customerWithAddresses(send, token);
    const { id } = await newCart(token);
    const cart = await add(id, CARDS, token);
    const placed = dataOf(
      await send(token, "POST", `/api/v1/cart/${id}/checkout/`, {
        shippingAddressId: customer.customerAddresses.defaultShippingAddressId,
        billingAddressId: customer.customerAddresses.defaultBillingAddressId,
        sender_type: "default",
        user_notes: { invoiceRequested: true },
      }),
    ) as { id: string };
    const order = orderSchema.parse(dataOf(await send(token, "GET", `/api/v1/order/${placed.id}`)));
    expect(order.taxedPrice.centAmount).toBe(cart.taxedPrice.centAmount);
    expect(order.shipping?.price.centAmount).toBe(590);
    expect(order.currentOrderAmountStillToPay).toBe(cart.taxedPrice.centAmount);
    expect(order.shippingAddress?.id).toBe(customer.customerAddresses.defaultShippingAddressId);
    expect(order.billingAddress?.city).toBeTruthy();
  });
});
