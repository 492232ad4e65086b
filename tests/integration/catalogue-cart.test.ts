import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartSchema, cartWithLineItemSchema } from "#contract/cart/cart.schemas";
import { promocodeCheckSchema, quoteSchema } from "#contract/product/product.schemas";
import { call, cartBody, createTestApi, dataOf, TENANT_CART, TENANT_HEADERS, type TestApi } from "./helpers";
import { quoteBody } from "./spec-bodies";

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.dispose());

const send = (
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = TENANT_HEADERS.fr,
) => call(test.api, path, { method, headers, body: JSON.stringify(body) });

async function newCart(anonymousUserId: string, headers: Record<string, string> = TENANT_HEADERS.fr) {
  return cartSchema.parse(
    dataOf(
      await send(
        "POST",
        "/api/v1/cart",
        cartBody(anonymousUserId, {
          forceCreate: true,
          ...(headers["fe-x-tenant"] === "en" ? TENANT_CART.en : {}),
        }),
        headers,
      ),
    ),
  );
}

const lineItem = (overrides: Record<string, unknown> = {}) => ({
  productId: "fr-business-cards",
  mcpSku: "PRS-BCARD-STD",
  currencyCode: "EUR",
  quantity: 250,
  jobName: "Cartes Dupont",
  services: [],
  price: { currencyCode: "EUR", centAmount: 1 },
  totalPrice: 0.01,
  unitPrice: 0,
  merchantInfo: {
    selectedAttributes: { sides: "4-4" },
    selectedPriority: "standard",
    selectedUploadType: "upload",
    pageId: 12,
  },
  ...overrides,
});

describe("promocode checks", () => {
  const check = async (body: unknown, headers: Record<string, string> = TENANT_HEADERS.fr) =>
    promocodeCheckSchema.parse(dataOf(await send("POST", "/api/v1/promocode/check-input/", body, headers)));

  it("reports valid, empty_value and generic_error with reasons", async () => {
    expect(await check({ promocode: " bienvenue10 " })).toMatchObject({
      isValid: true,
      promocodeStatus: "valid",
    });
    expect(await check({ promocode: "" })).toMatchObject({ isValid: false, promocodeStatus: "empty_value" });
    expect(await check({ promocode: "NOPE" })).toMatchObject({
      promocodeStatus: "generic_error",
      reason: "unknown_code",
    });
    expect(await check({ promocode: "ETE2023" })).toMatchObject({ reason: "expired" });
    expect(await check({ promocode: "NOEL" })).toMatchObject({ reason: "not_started" });
    expect(await check({ promocode: "MOINS15", centAmount: 5000 })).toMatchObject({
      reason: "minimum_not_reached",
    });
    expect(await check({ promocode: "MOINS15", centAmount: 15000 })).toMatchObject({ isValid: true });
    expect(await check({ promocode: "WELCOME10" })).toMatchObject({ reason: "unknown_code" }); // en's code
    expect(
      await check({ promocode: "SAVE15", centAmount: 20000, currency: "EUR" }, TENANT_HEADERS.en),
    ).toMatchObject({ reason: "currency_mismatch" });
  });

  it("checks by id", async () => {
    const valid = await check({ promocode: "BIENVENUE10" });
    const byId = promocodeCheckSchema.parse(
      dataOf(await send("POST", "/api/v1/promocode/check-id/", { id: valid.promocode?.id })),
    );
    expect(byId.isValid).toBe(true);
    const empty = promocodeCheckSchema.parse(dataOf(await send("POST", "/api/v1/promocode/check-id/", {})));
    expect(empty.promocodeStatus).toBe("empty_value");
    expect((await send("POST", "/api/v1/promocode/check-input/", { promocode: 42 })).status).toBe(400);
  });
});

describe("cart", () => {
  it("creates or finds the anonymous cart", async () => {
    const first = cartSchema.parse(dataOf(await send("POST", "/api/v1/cart", cartBody("anon-visitor-1"))));
    const again = cartSchema.parse(dataOf(await send("POST", "/api/v1/cart", cartBody("anon-visitor-1"))));
    expect(again.id).toBe(first.id);
    const forced = await newCart("anon-visitor-1");
    expect(forced.id).not.toBe(first.id);
    expect(first).toMatchObject({
      currencyCode: "EUR",
      country: "FR",
      lineItemCount: 0,
      userNotes: { invoiceRequested: true },
    });
    expect((await send("POST", "/api/v1/cart", cartBody("x"))).status).toBe(400);
    expect((await send("POST", "/api/v1/cart", cartBody("anon-visitor-1", { currency: "GBP" }))).status).toBe(
      400,
    );
  });

  it("adds a line item priced by the server, ignoring client prices", async () => {
    const cart = await newCart("anon-visitor-2");
    const added = cartWithLineItemSchema.parse(
      dataOf(await send("PUT", `/api/v1/cart/${cart.id}/item`, lineItem())),
    );
    const quote = quoteSchema.parse(
      dataOf(
        await send(
          "POST",
          "/api/v1/product/quote/",
          quoteBody("business-cards", { attributes: { sides: "4-4" }, prioritySets: ["standard"] }),
        ),
      ),
    );
    const item = added.cart.lineItems[added.lineItemId];
    expect(item?.price.centAmount).toBe(quote.prices[0]?.options[0]?.amountCentExclTax);
    expect(added.cart.itemsTaxedPrice.centAmount).toBe(quote.prices[0]?.options[0]?.amountCentInclTax);
    expect(item).toMatchObject({
      jobName: "Cartes Dupont",
      taxRate: 20,
      isMultiArtwork: false,
      isFileCheckEditable: true,
    });
  });

  it("refuses a stated total other than its own and stores nothing; the stated one it agrees with is kept", async () => {
    const cart = await newCart("anon-visitor-shown-total");
    const put = (totalPrice: unknown) =>
      send(
        "PUT",
        `/api/v1/cart/${cart.id}/item`,
        lineItem({ totalPrice, promisedArrivalDate: "2001-01-01" }),
      );
    const refused = await put({ currencyCode: "EUR", centAmount: 1 });
    expect(refused.status).toBe(409);
    const refusal = refused.body as { code: string; errors: { path: string; message: string }[] };
    expect(refusal.code).toBe("PRICE_CHANGED");
    const priced = Number(refusal.errors[0]?.message);
    expect(priced).toBeGreaterThan(1);
    expect(
      Object.keys(
        cartSchema.parse(
          dataOf(
            await send("POST", "/api/v1/cart", cartBody("anon-visitor-shown-total", { forceCreate: false })),
          ),
        ).lineItems,
      ),
    ).toHaveLength(0);

    const added = cartWithLineItemSchema.parse(
      dataOf(await put({ currencyCode: "EUR", centAmount: priced })),
    );
    const line = added.cart.lineItems[added.lineItemId];
    expect(line?.totalPriceWithServices.centAmount).toBe(priced);
    // The arrival date is the server's for the speed priced, not the one the client sent.
    expect(line?.promisedArrivalDate).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(line?.promisedArrivalDate).not.toBe("2001-01-01");
  });

  it("prices services and coupons and flags multi-artwork", async () => {
    const cart = await newCart("anon-visitor-3");
    const added = cartWithLineItemSchema.parse(
      dataOf(
        await send(
          "PUT",
          `/api/v1/cart/${cart.id}/item`,
          lineItem({
            productId: "fr-roll-labels",
            quantity: 2,
            services: [
              { key: "PRS-SVC-FILECHECK", unitPrice: 0 },
              { key: "coupon", serviceAttributes: { inputText: "bienvenue10" } },
            ],
            merchantInfo: {
              selectedAttributes: { sets: "2" },
              selectedPriority: "express",
              multiArtworkDetails: [{ name: "A", quantity: 1 }, { rolls: 1 }],
            },
          }),
        ),
      ),
    );
    const item = added.cart.lineItems[added.lineItemId];
    expect(item?.services.map((s) => s.key)).toEqual(["PRS-SVC-FILECHECK", "coupon"]);
    // Two artwork sets: two files to check (ADR 036), 2 × 4.90.
    expect(item?.services[0]?.unitPrice.centAmount).toBe(980);
    expect(item?.services[1]?.unitPrice.centAmount).toBeLessThan(0);
    expect(item).toMatchObject({
      isMultiArtwork: true,
      multiArtworkSetsNumber: 2,
      multiArtworkCompleted: true,
    });
    // Spec §4/§5: refused until every design is named and counted; the refusal names the design.
    const unfinished = await send(
      "PUT",
      `/api/v1/cart/${cart.id}/item`,
      lineItem({
        productId: "fr-roll-labels",
        quantity: 2,
        merchantInfo: {
          selectedAttributes: { sets: "3" },
          selectedPriority: "express",
          multiArtworkDetails: [{ name: "A", quantity: 1 }, { name: "B" }],
        },
      }),
    );
    expect(unfinished.status).toBe(400);
    expect(unfinished.body).toMatchObject({
      code: "MULTI_ARTWORK_INCOMPLETE",
      message: "Design 2 needs a name and a quantity",
      errors: [{ path: "merchantInfo.multiArtworkDetails.1" }],
    });
    const both = await send(
      "PUT",
      `/api/v1/cart/${cart.id}/item`,
      lineItem({ services: [{ key: "PRS-SVC-FILECHECK" }, { key: "PRS-SVC-HDS" }] }),
    );
    expect(both.status).toBe(400);
  });

  it("enforces 15 line items except when editing", async () => {
    const cart = await newCart("anon-visitor-4");
    let lastId = "";
    for (let index = 0; index < 15; index++) {
      lastId = cartWithLineItemSchema.parse(
        dataOf(await send("PUT", `/api/v1/cart/${cart.id}/item`, lineItem())),
      ).lineItemId;
    }
    const refused = await send("PUT", `/api/v1/cart/${cart.id}/item`, lineItem());
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "CART_ITEM_LIMIT" });
    const edited = cartWithLineItemSchema.parse(
      dataOf(
        await send("PUT", `/api/v1/cart/${cart.id}/item`, lineItem({ lineItemId: lastId, quantity: 500 })),
      ),
    );
    expect(edited.cart.lineItemCount).toBe(15);
    expect(edited.cart.lineItems[lastId]?.quantity).toBe(500);
  });

  it("holds the 15-item limit under concurrent adds", async () => {
    const cart = await newCart("anon-visitor-7");
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send("PUT", `/api/v1/cart/${cart.id}/item`, lineItem())),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(15);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(5);
    const full = cartSchema.parse(dataOf(await send("POST", "/api/v1/cart", cartBody("anon-visitor-7"))));
    expect(full.lineItemCount).toBe(15);
  });

  it("gives a visitor's first calls at the same moment one cart, and both lines land in it", async () => {
    const visitor = `anon-${crypto.randomUUID()}`;
    const opened = await Promise.all(
      Array.from({ length: 4 }, () => send("POST", "/api/v1/cart", cartBody(visitor))),
    );
    const ids = new Set(opened.map((answer) => cartSchema.parse(dataOf(answer)).id));
    expect(ids.size).toBe(1);
    const [id] = ids as Set<string>;
    await Promise.all([1, 2].map(() => send("PUT", `/api/v1/cart/${id}/item`, lineItem())));
    const cart = cartSchema.parse(dataOf(await send("POST", "/api/v1/cart", cartBody(visitor))));
    expect(cart.id).toBe(id);
    expect(cart.lineItemCount).toBe(2);
  });

  it("sells stocked pens only when one stock batch covers the quantity", async () => {
    const cart = await newCart("anon-visitor-8");
    const pens = (quantity: number) =>
      send(
        "PUT",
        `/api/v1/cart/${cart.id}/item`,
        lineItem({ productId: "fr-pens", quantity, merchantInfo: {} }),
      );
    expect((await pens(2400)).status).toBe(200); // on hand
    expect((await pens(3000)).status).toBe(200); // the first incoming batch
    expect((await pens(4000)).status).toBe(409); // no single source holds 4000
  });

  it("flags the price ceiling", async () => {
    const cart = await newCart("anon-visitor-5");
    const posters = lineItem({
      productId: "fr-posters",
      quantity: 1000,
      merchantInfo: {
        selectedAttributes: { format: "a0", paper: "backlit-200" },
        selectedPriority: "express",
      },
    });
    const added = cartWithLineItemSchema.parse(
      dataOf(await send("PUT", `/api/v1/cart/${cart.id}/item`, posters)),
    );
    expect(added.cart.priceCeilingExceeded).toBe(false);
    for (let index = 0; index < 6; index++) await send("PUT", `/api/v1/cart/${cart.id}/item`, posters);
    const full = cartSchema.parse(dataOf(await send("POST", "/api/v1/cart", cartBody("anon-visitor-5"))));
    expect(full.taxedPrice.centAmount).toBeGreaterThan(10_000_000);
    expect(full.priceCeilingExceeded).toBe(true);
  });

  it("answers 4xx, never 500, to bad line items", async () => {
    const cart = await newCart("anon-visitor-6");
    const cases: [unknown, number][] = [
      [lineItem({ quantity: 300 }), 400],
      [lineItem({ quantity: -1 }), 400],
      [lineItem({ quantity: "many" }), 400],
      [lineItem({ merchantInfo: { selectedAttributes: { paper: "gold" } } }), 400],
      [lineItem({ merchantInfo: { selectedPriority: "overnight" } }), 400],
      [lineItem({ currencyCode: "GBP" }), 400],
      [lineItem({ productId: "nope", mcpSku: undefined }), 404],
      [lineItem({ lineItemId: "missing" }), 404],
      [lineItem({ services: [{ key: "gift-wrap" }] }), 400],
      [lineItem({ productId: "fr-pens", quantity: 5000, merchantInfo: {} }), 409],
      [{}, 400],
    ];
    for (const [body, status] of cases) {
      expect((await send("PUT", `/api/v1/cart/${cart.id}/item`, body)).status, JSON.stringify(body)).toBe(
        status,
      );
    }
    expect((await send("PUT", "/api/v1/cart/unknown/item", lineItem())).status).toBe(404);
    expect((await send("PUT", `/api/v1/cart/${cart.id}/item`, lineItem(), TENANT_HEADERS.en)).status).toBe(
      404,
    );
  });
});
