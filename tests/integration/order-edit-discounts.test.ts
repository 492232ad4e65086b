import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartSchema, cartWithLineItemSchema } from "#contract/cart/cart.schemas";
import { orderDraftSchema } from "#contract/orders/order.schemas";
import { cartBody, createTestApi, dataOf, type TestApi } from "./helpers";
import { customerWithAddresses, lineItemPayload, type OrderLine, sender, signIn } from "./orders-fixture";

/**
 * Issue 38 §1: editing an order line kept none of the order's discount (43,08 € instead of about 38,88 €
 * with the welcome code). An edit keeps the code the line was ordered with, judged as when the order
 * was placed, and says so when the edited line no longer earns it.
 */
let clock = new Date("2026-11-26T10:00:00Z");
let test: TestApi;
beforeAll(async () => {
  test = await createTestApi(() => clock);
});
afterAll(() => test.dispose());
const send = sender(() => test);

const CARDS: OrderLine = {
  productId: "fr-business-cards",
  quantity: 250,
  selectedAttributes: { sides: "4-4" },
};
const coupon = (code: string) => [{ key: "coupon", serviceAttributes: { inputText: code } }];

async function plantPersonalCode(customerId: string, minimumCentAmount: number) {
  const opened = test.openDb();
  try {
    await opened.db
      .insertInto("promocodes")
      .values({
        id: "merci15",
        tenant_key: "fr",
        code: "MERCI15",
        currency_code: null,
        discount_type: "percent",
        discount_value: 1500,
        minimum_cent_amount: minimumCentAmount,
        starts_at: null,
        ends_at: "2026-11-30T00:00:00.000Z",
        product_keys_json: null,
        customer_id: customerId,
        single_use: 1,
      })
      .execute();
  } finally {
    await opened.close();
  }
}

/** A new cart holding one line; the cart as the PUT answered it. */
async function cartWith(token: string, line: OrderLine) {
  const cart = cartSchema.parse(
    dataOf(await send(token, "POST", "/api/v1/cart", cartBody(`d-${crypto.randomUUID()}`))),
  );
  return cartWithLineItemSchema.parse(
    dataOf(await send(token, "PUT", `/api/v1/cart/${cart.id}/item`, lineItemPayload(line))),
  );
}

const couponOf = (line: { services: { key: string; unitPrice: { centAmount: number } }[] }) =>
  line.services.find((service) => service.key === "coupon")?.unitPrice.centAmount ?? 0;

describe("an order edit and the order's discount", () => {
  it("keeps a single-use code after it expired, and says when the edited line no longer earns it", async () => {
    const token = await signIn(send, "marie.dupont@example.com");
    const customer = await customerWithAddresses(send, token);
    // The code asks for at least what 250 cards cost: fewer cards no longer earn it.
    const probe = await cartWith(token, CARDS);
    await plantPersonalCode(
      customer.customerId,
      probe.cart.lineItems[probe.lineItemId]?.totalPriceWithServices.centAmount ?? 0,
    );
    const { cart, lineItemId } = await cartWith(token, { ...CARDS, services: coupon("MERCI15") });
    const cartId = cart.id;
    const ordered = cart.lineItems[lineItemId];
    expect(couponOf(ordered as never)).toBeLessThan(0);
    const placed = dataOf(
      await send(token, "POST", `/api/v1/cart/${cartId}/checkout/`, {
        shippingAddressId: customer.customerAddresses.defaultShippingAddressId,
        billingAddressId: customer.customerAddresses.defaultBillingAddressId,
        sender_type: "default",
      }),
    ) as { id: string };

    // A week later the code has expired and was used up by this very order: the edit keeps it.
    clock = new Date("2026-12-05T10:00:00Z");
    const later = await signIn(send, "marie.dupont@example.com");
    const edit = (quantity: number) =>
      send(later, "POST", "/api/v1/order/edit/item/", {
        orderId: placed.id,
        lineItem: {
          productId: CARDS.productId,
          lineItemId,
          quantity,
          services: [],
          merchantInfo: { selectedAttributes: CARDS.selectedAttributes, selectedPriority: "standard" },
        },
      });
    const bigger = dataOf(await edit(500)) as { orderEditId: string };
    const draft = orderDraftSchema.parse(
      dataOf(await send(later, "GET", `/api/v1/order/edit/item/${bigger.orderEditId}`)),
    );
    expect(draft.discountLost).toBeNull();
    // The same 500 cards without a code: the draft is that price less 15 % of the job (plus its VAT).
    const plain = await cartWith(later, { ...CARDS, quantity: 500 });
    const plainLine = plain.cart.lineItems[plain.lineItemId];
    const withoutCode =
      draft.previousTaxedCent -
      (ordered?.taxedTotalPriceWithServices.centAmount ?? 0) +
      (plainLine?.taxedTotalPriceWithServices.centAmount ?? 0);
    const discountExcl = Math.round((plainLine?.totalPriceWithServices.centAmount ?? 0) * 0.15);
    expect(withoutCode - draft.newTaxedCent).toBeGreaterThan(discountExcl);
    expect(withoutCode - draft.newTaxedCent).toBeLessThanOrEqual(Math.ceil(discountExcl * 1.2) + 1);

    const smaller = dataOf(await edit(100)) as { orderEditId: string };
    const lost = orderDraftSchema.parse(
      dataOf(await send(later, "GET", `/api/v1/order/edit/item/${smaller.orderEditId}`)),
    ).discountLost;
    expect(lost).toMatchObject({ code: "MERCI15", reason: "minimum_not_reached" });
    expect(lost?.amountCent).toBe(-couponOf(ordered as never));
  });
});
