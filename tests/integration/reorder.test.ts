import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartSchema } from "#contract/cart/cart.schemas";
import { shippingCalculationSchema } from "#contract/delivery/delivery.schemas";
import { reorderResultSchema } from "#contract/orders/order.schemas";
import { productConfigurationSchema } from "#contract/product/product.schemas";
import { pdfFile } from "../../commerce-api/artwork/artwork.fixtures";
import { cartBody, createTestApi, dataOf, TENANT_HEADERS, type TestApi } from "./helpers";
import {
  customerWithAddresses,
  errorCode,
  lineItemPayload,
  placeTransferOrder,
  sender,
  signIn,
} from "./orders-fixture";

/** Reorder (issue 36 §6, ADR 073): the same lines, design and files into the cart, priced today. */

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.dispose());

const send = sender(() => test);
const POSTER = { productId: "fr-posters", quantity: 10, services: [{ key: "PRS-SVC-FILECHECK" }] };

async function uploadPdf(token: string, orderId: string, lineItemId: string) {
  const form = new FormData();
  form.set("orderId", orderId);
  form.set("lineItemId", lineItemId);
  form.set(
    "file",
    new File([pdfFile() as Uint8Array<ArrayBuffer>], "affiche.pdf", { type: "application/pdf" }),
  );
  const response = await test.api.handler(
    new Request("http://commerce.test/api/v1/order/line-item-artwork/", {
      method: "POST",
      headers: { ...TENANT_HEADERS.fr, authorization: `Bearer ${token}` },
      body: form,
    }),
  );
  expect(response.status).toBe(200);
}

/** The date shipping/calculate (the product page's call) gives 10 posters at `priority` to `shipTo`. */
async function arrivalTheProductPageShows(
  priority: string,
  shipTo: { country: string; postalCode: string | null },
) {
  const configuration = productConfigurationSchema.parse(
    dataOf(await send(null, "GET", "/api/v1/content/product-configuration/?id=fr-posters")),
  );
  const calculation = shippingCalculationSchema.parse(
    dataOf(
      await send(null, "POST", "/api/v1/product/shipping/calculate/", {
        skus: [configuration.mcpSku],
        variableAttributes: {},
        deliveries: configuration.validProductionTimes,
        quantity: 10,
        countryCode: shipTo.country,
        zipCode: shipTo.postalCode ?? "",
      }),
    ),
  );
  return calculation.dates.find((date) => date.deliveryKey === priority)?.arrivalDate;
}

const openCart = async (token: string) =>
  cartSchema.parse(
    dataOf(await send(token, "POST", "/api/v1/cart", cartBody(`reorder-${crypto.randomUUID()}`))),
  );

describe("reorder", () => {
  it("puts the order's line back in the cart at today's price, and its file into the next order", async () => {
    const marie = await signIn(send, "marie.dupont@example.com");
    const { orderId, lineItemId } = await placeTransferOrder(send, marie, POSTER);
    await uploadPdf(marie, orderId, lineItemId);
    // Prices moved since: the order was charged less than today's price.
    const db = test.openDb();
    try {
      const row = await db.db
        .selectFrom("orders")
        .select("order_json")
        .where("id", "=", orderId)
        .executeTakeFirstOrThrow();
      const document = JSON.parse(row.order_json) as {
        lineItems: { taxedTotalPriceWithServices: { centAmount: number } }[];
      };
      for (const line of document.lineItems) line.taxedTotalPriceWithServices.centAmount -= 500;
      await db.db
        .updateTable("orders")
        .set({ order_json: JSON.stringify(document) })
        .where("id", "=", orderId)
        .execute();
    } finally {
      await db.close();
    }

    const cart = await openCart(marie);
    const answer = reorderResultSchema.parse(
      dataOf(await send(marie, "POST", "/api/v1/order/reorder/", { orderId, cartId: cart.id })),
    );
    const [added, ...more] = Object.values(answer.cart.lineItems);
    expect(more).toHaveLength(0);
    expect(added).toMatchObject({ quantity: 10, productKey: expect.any(String) });
    expect(added?.services?.map((service) => service.key)).toContain("PRS-SVC-FILECHECK");
    const [line] = answer.lines;
    expect(line?.taxedCent).toBe(added?.taxedTotalPriceWithServices.centAmount);
    expect(line?.previousTaxedCent).toBe((line?.taxedCent ?? 0) - 500);
    // The arrival date the product page would promise today for this speed and destination.
    expect(added?.promisedArrivalDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(added?.promisedArrivalDate).toBe(
      await arrivalTheProductPageShows(
        added?.selectedPriority ?? "",
        added?.shipTo ?? { country: "FR", postalCode: null },
      ),
    );
    expect(added?.merchantInfo.reorderOf).toMatchObject({
      orderId,
      lineItemId,
      previousTaxedCent: line?.previousTaxedCent,
    });

    const customer = await customerWithAddresses(send, marie);
    const placed = dataOf(
      await send(marie, "POST", `/api/v1/cart/${cart.id}/checkout/`, {
        shippingAddressId: customer.customerAddresses.defaultShippingAddressId,
        billingAddressId: customer.customerAddresses.defaultBillingAddressId,
      }),
    ) as { id: string };
    const again = dataOf(await send(marie, "GET", `/api/v1/order/${placed.id}`)) as {
      artwork: { lineItemId: string; status: string; fileName: string }[];
    };
    expect(again.artwork).toEqual([
      expect.objectContaining({ lineItemId: added?.id, status: "accepted", fileName: "affiche.pdf" }),
    ]);
  });

  it("orders one line again, within the cart's 15 lines, and only the customer's own order", async () => {
    const marie = await signIn(send, "marie.dupont@example.com");
    const { orderId, lineItemId } = await placeTransferOrder(send, marie, POSTER);
    const cart = await openCart(marie);
    const one = reorderResultSchema.parse(
      dataOf(await send(marie, "POST", "/api/v1/order/reorder/", { orderId, cartId: cart.id, lineItemId })),
    );
    expect(one.cart.lineItemCount).toBe(1);
    const unknownLine = await send(marie, "POST", "/api/v1/order/reorder/", {
      orderId,
      cartId: cart.id,
      lineItemId: "nope",
    });
    expect([unknownLine.status, errorCode(unknownLine)]).toEqual([404, "LINE_ITEM_NOT_FOUND"]);

    for (let count = 1; count < 15; count++)
      expect((await send(marie, "PUT", `/api/v1/cart/${cart.id}/item`, lineItemPayload(POSTER))).status).toBe(
        200,
      );
    const full = await send(marie, "POST", "/api/v1/order/reorder/", { orderId, cartId: cart.id });
    expect([full.status, errorCode(full)]).toEqual([409, "CART_ITEM_LIMIT"]);

    const company = await signIn(send, "achats@atelier-lumiere.example");
    const theirs = await send(company, "POST", "/api/v1/order/reorder/", {
      orderId,
      cartId: (await openCart(company)).id,
    });
    expect([theirs.status, errorCode(theirs)]).toEqual([404, "ORDER_NOT_FOUND"]);
    const bad = await send(marie, "POST", "/api/v1/order/reorder/", { orderId: 42 });
    expect(bad.status).toBe(400);
  });
});
