import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, dataOf, type TestApi } from "./helpers";
import { cartWithLine, errorCode, sender, signIn } from "./orders-fixture";

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.dispose());

const sendEn = sender(() => test, "en");
const CARDS = { productId: "en-business-cards", quantity: 250, selectedAttributes: { sides: "4-4" } };

/** Oliver with a UK delivery and billing address (the French fixture's address is refused by the English shop). */
async function ukAddresses(token: string) {
  const address = {
    firstName: "Oliver",
    lastName: "Smith",
    street: "1 High Street",
    postalCode: "SW1A 1AA",
    city: "London",
    country: "gb",
  };
  await sendEn(token, "POST", "/api/v1/customer/address/", { ...address, type: "shipping" });
  const customer = dataOf(
    await sendEn(token, "POST", "/api/v1/customer/address/", { ...address, type: "billing" }),
  ) as { customerAddresses: { defaultShippingAddressId: string; defaultBillingAddressId: string } };
  return customer;
}

describe("SEPA is for euro orders only (issue 36 §4)", () => {
  it("a pound order is neither offered nor accepts a SEPA debit, at checkout or later", async () => {
    const oliver = await signIn(sendEn, "oliver.smith@example.com");
    const customer = await ukAddresses(oliver);
    const { cartId: first } = await cartWithLine(sendEn, oliver, CARDS);
    const placed = await sendEn(oliver, "POST", `/api/v1/cart/${first}/checkout/`, {
      shippingAddressId: customer.customerAddresses.defaultShippingAddressId,
      billingAddressId: customer.customerAddresses.defaultBillingAddressId,
    });
    const { id: orderId } = dataOf(placed) as { id: string };
    const order = dataOf(await sendEn(oliver, "GET", `/api/v1/order/${orderId}`)) as {
      currencyCode: string;
      allowedPaymentMethods: string[];
    };
    expect(order.currencyCode).toBe("GBP");
    expect(order.allowedPaymentMethods).toEqual(["bank_transfer", "card", "paypal"]);
    const intent = await sendEn(oliver, "POST", "/api/v1/payment/intent/", {
      orderId,
      method: "sepa",
      returnPath: "/payment/",
    });
    expect([intent.status, errorCode(intent)]).toEqual([422, "METHOD_NOT_OFFERED"]);

    const { cartId } = await cartWithLine(sendEn, oliver, CARDS);
    const checkout = await sendEn(oliver, "POST", `/api/v1/cart/${cartId}/checkout/`, {
      shippingAddressId: customer.customerAddresses.defaultShippingAddressId,
      billingAddressId: customer.customerAddresses.defaultBillingAddressId,
      paymentMethod: "sepa",
    });
    expect(checkout.status).toBe(400);
  });
});
