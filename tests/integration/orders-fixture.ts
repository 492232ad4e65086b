import { customerSchema } from "#contract/account/account.schemas";
import { tokenPairSchema } from "#contract/account/auth.schemas";
import { cartSchema, cartWithLineItemSchema } from "#contract/cart/cart.schemas";
import type { CheckoutBody } from "#contract/orders/order.requests";
import { pdfFile } from "../../commerce-api/artwork/artwork.fixtures";
import { DEMO_PASSWORD } from "../../commerce-api/db/seed/accounts";
import { type ApiAnswer, call, cartBody, dataOf, TENANT_CART, TENANT_HEADERS, type TestApi } from "./helpers";

/** Shared steps of the order tests: sign a demo customer in, and place an order by transfer. */

export type Send = (token: string | null, method: string, path: string, body?: unknown) => Promise<ApiAnswer>;

/** Calls as a signed-in customer (or anonymously); the test API is created in `beforeAll`, hence a getter. */
export function sender(
  getTest: () => Pick<TestApi, "api">,
  tenant: keyof typeof TENANT_HEADERS = "fr",
): Send {
  return (token, method, path, body) =>
    call(getTest().api, path, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      headers: { ...TENANT_HEADERS[tenant], ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
}

export const errorCode = (answer: ApiAnswer) => (answer.body as { code: string }).code;

export async function signIn(send: Send, email: string): Promise<string> {
  return tokenPairSchema.parse(
    dataOf(await send(null, "POST", "/api/v1/auth/login/", { email, password: DEMO_PASSWORD })),
  ).access_token;
}

export interface OrderLine {
  productId: string;
  quantity: number;
  selectedAttributes?: Record<string, string>;
  services?: { key: string }[];
  /** More of what the product page records on the line (its page id, the upload type …). */
  merchantInfo?: Record<string, unknown>;
}

export const POSTERS: OrderLine = { productId: "fr-posters", quantity: 10 };

/** The signed-in customer, with a delivery and a billing address added first if missing. */
export async function customerWithAddresses(send: Send, token: string) {
  const customer = customerSchema.parse(dataOf(await send(token, "GET", "/api/v1/customer/")));
  if (customer.customerAddresses.defaultShippingAddressId) return customer;
  const address = {
    firstName: "A",
    lastName: "B",
    street: "1 rue X",
    postalCode: "75011",
    city: "Paris",
    country: "fr",
  };
  await send(token, "POST", "/api/v1/customer/address/", { ...address, type: "shipping" });
  return customerSchema.parse(
    dataOf(await send(token, "POST", "/api/v1/customer/address/", { ...address, type: "billing" })),
  );
}

/** The line item body the product page would send for this line. */
export function lineItemPayload(line: OrderLine) {
  return {
    productId: line.productId,
    quantity: line.quantity,
    services: line.services ?? [],
    merchantInfo: {
      selectedAttributes: line.selectedAttributes ?? {},
      selectedPriority: "standard",
      ...line.merchantInfo,
    },
  };
}

/** A new cart of the customer's holding one line. */
export async function cartWithLine(send: Send, token: string, line: OrderLine = POSTERS) {
  const cart = cartSchema.parse(
    dataOf(
      await send(
        token,
        "POST",
        "/api/v1/cart",
        // The English shop's products open a cart in its currency and country.
        cartBody(`order-${crypto.randomUUID()}`, line.productId.startsWith("en-") ? TENANT_CART.en : {}),
      ),
    ),
  );
  const put = cartWithLineItemSchema.parse(
    dataOf(await send(token, "PUT", `/api/v1/cart/${cart.id}/item`, lineItemPayload(line))),
  );
  return { cartId: cart.id, lineItemId: put.lineItemId };
}

/** One line ordered by bank transfer, with a delivery and a billing address added first if missing. */
export async function placeTransferOrder(
  send: Send,
  token: string,
  line: OrderLine = POSTERS,
  paymentMethod: CheckoutBody["paymentMethod"] = "bank_transfer",
) {
  const customer = await customerWithAddresses(send, token);
  const { cartId, lineItemId } = await cartWithLine(send, token, line);
  const placed = dataOf(
    await send(token, "POST", `/api/v1/cart/${cartId}/checkout/`, {
      shippingAddressId: customer.customerAddresses.defaultShippingAddressId,
      billingAddressId: customer.customerAddresses.defaultBillingAddressId,
      sender_type: "default",
      user_notes: { invoiceRequested: true },
      paymentMethod,
    }),
  ) as { id: string; orderNumber: string };
  return { orderId: placed.id, orderNumber: placed.orderNumber, lineItemId };
}

/** The customer sends a print file (a PDF unless told) for the line's first set (multipart, as the upload screen does). */
export async function uploadPrintFile(
  api: TestApi["api"],
  token: string,
  orderId: string,
  lineItemId: string,
  file: { bytes: Uint8Array; name: string; type: string } = {
    bytes: pdfFile(),
    name: "poster.pdf",
    type: "application/pdf",
  },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ orderId, lineItemId, setIndex: "0" })) form.set(name, value);
  form.set("file", new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type }));
  return api.handler(
    new Request("http://commerce.test/api/v1/order/line-item-artwork/", {
      method: "POST",
      headers: { ...TENANT_HEADERS.fr, authorization: `Bearer ${token}` },
      body: form,
    }),
  );
}
