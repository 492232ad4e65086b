import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderEndpoints } from "#contract/orders/order.endpoints";
import { loadCartPage, visitorCart } from "../../app/features/cart/cart.server";
import { loadContentPage } from "../../app/features/content/content-page.server";
import { createDesign, fetchTemplate } from "../../app/features/design/design-api.server";
import { productAction } from "../../app/features/product/product-actions.server";
import { loadProductPage, productPageStatus } from "../../app/features/product/product-page.server";
import { productSource } from "../../app/features/product/product-source";
import { createTestApi, type TestApi } from "../integration/helpers";
import { formPost, type Harness, signedInShopper, statusOf } from "../support/checkout-shopper";
import { requestContext } from "../support/request-harness";

/**
 * The product page's modes (spec §2), chosen by a query parameter: editing a cart line or an order
 * line, a preconfigured product (inline or by key), a design, a loss leader offer. What the
 * visitor notices: the form starts from the right selection, edit modes hide the chrome, and an
 * address that names nothing valid is a 400 page that says why, never someone else's line.
 */
const ORIGIN = "http://localhost:3000";
const CARDS = `${ORIGIN}/cartes-de-visite/standard/`;
const OFFER = `${ORIGIN}/offre-decouverte/`;

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.dispose());

async function sourceOf(harness: Harness, url: URL) {
  const source = productSource(await loadContentPage(harness.context, url));
  if (!source) throw new Error("not a product page");
  return source;
}

async function page(harness: Harness, address: string) {
  const url = new URL(address);
  const data = await loadProductPage(harness.context, url, await sourceOf(harness, url));
  return { data, status: productPageStatus(data) };
}

async function post(harness: Harness, address: string, fields: Record<string, string>) {
  const url = new URL(address);
  return productAction(harness.context, formPost(address, fields), url, await sourceOf(harness, url));
}

const base64Url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("editing a cart line", () => {
  it("starts from the line as it is, hides the chrome, and knows when it changed", async () => {
    const harness = await requestContext(api.api);
    await post(harness, CARDS, { intent: "addToCart", quantity: "500", jobName: "Salon" });
    const [line] = (await loadCartPage(harness.context, new URL(`${ORIGIN}/panier/`))).lines;
    const editing = await page(harness, `${CARDS}?editItem=${line?.id}`);
    expect(editing.status).toBe(200);
    expect(editing.data.mode.kind).toBe("editCartItem");
    expect(editing.data.hideChrome).toBe(true);
    expect(editing.data.selection?.quantity).toBe(500);
    expect(editing.data.selection?.jobName).toBe("Salon");
    expect(editing.data.edited).toBe(false);
    expect(editing.data.search).toContain(`editItem=${line?.id}`);

    const changed = await page(harness, `${CARDS}?editItem=${line?.id}&quantity=1000`);
    expect(changed.data.edited).toBe(true);
    // Saving the edit replaces the line rather than adding one.
    const saved = await post(harness, `${CARDS}?editItem=${line?.id}`, {
      intent: "addToCart",
      quantity: "1000",
    });
    expect((saved as Response).headers.get("Location")).toBe("/panier/?done=updated");
    const lines = (await loadCartPage(harness.context, new URL(`${ORIGIN}/panier/`))).lines;
    expect(lines.map((item) => item.quantity)).toEqual([1000]);
  });

  it("a line that isn't in this visitor's cart is a 400 page saying so", async () => {
    const owner = await requestContext(api.api);
    await post(owner, CARDS, { intent: "addToCart" });
    const cart = await visitorCart(owner.state);
    const someoneElsesLine = Object.keys(cart.lineItems)[0];
    const stranger = await requestContext(api.api);
    for (const id of [someoneElsesLine, "no-such-line", "../../x"]) {
      const answer = await page(stranger, `${CARDS}?editItem=${id}`);
      expect(answer.status).toBe(400);
      expect(answer.data.errors).toContainEqual({ topic: "init-product", message: "Cart item not found" });
      // The page itself still renders, from the product's defaults.
      expect(answer.data.selection).not.toBeNull();
    }
  });
});

describe("editing an order line", () => {
  it("a customer edits a line of their own order; a visitor or a stranger can't", async () => {
    const { harness, customer } = await signedInShopper(api, "marie.dupont@example.com");
    await post(harness, CARDS, { intent: "addToCart", quantity: "250" });
    const cart = await visitorCart(harness.state);
    const placed = await harness.state.api.call(orderEndpoints.checkout, {
      params: { id: cart.id },
      body: {
        sender_type: "default",
        user_notes: { invoiceRequested: false },
        shippingAddressId: customer.customerAddresses.defaultShippingAddressId ?? "",
        billingAddressId: customer.customerAddresses.defaultBillingAddressId ?? "",
      },
    });
    const order = await harness.state.api.call(orderEndpoints.orderLines, { params: { id: placed.id } });
    const line = order.lineItems.find((item) => item.productKey === "business-cards");
    const address = `${CARDS}?editOrderItem=${placed.id}/${line?.id}`;

    const own = await page(harness, address);
    expect(own.status).toBe(200);
    expect(own.data.mode.kind).toBe("editOrderItem");
    expect(own.data.selection?.quantity).toBe(line?.quantity);
    expect(own.data.edited).toBe(false);
    // Saving makes a draft of the order, shown on the order's page.
    const saved = await post(harness, address, { intent: "addToCart", quantity: "500" });
    expect(statusOf(saved)).toBe(303);
    expect((saved as Response).headers.get("Location")).toMatch(
      new RegExp(`^/espace-client/commandes/detail/\\?id=${placed.id}&draft=`),
    );

    const visitor = await requestContext(api.api);
    const stranger = await signedInShopper(api, "achats@atelier-lumiere.example");
    for (const other of [visitor, stranger.harness]) {
      const refused = await page(other, address);
      expect(refused.status).toBe(400);
      expect(refused.data.errors).toContainEqual({ topic: "init-product", message: "Order item not found" });
    }
  });
});

describe("preconfigured and design links", () => {
  it("an inline configuration starts the form from it; the visitor's own choice then wins", async () => {
    const config = base64Url({
      selectedAttributes: { paper: "coated-350" },
      quantity: 1000,
      jobName: "Expo",
    });
    const preset = await page(await requestContext(api.api), `${CARDS}?config=${config}`);
    expect(preset.status).toBe(200);
    expect(preset.data.mode.kind).toBe("preconfigured");
    expect(preset.data.selection?.quantity).toBe(1000);
    expect(preset.data.selection?.jobName).toBe("Expo");
    const own = await page(await requestContext(api.api), `${CARDS}?config=${config}&quantity=500`);
    expect(own.data.selection?.quantity).toBe(500);
  });

  it("a broken or foreign configuration is a 400 page with the reason", async () => {
    const harness = await requestContext(api.api);
    const garbled = await page(harness, `${CARDS}?config=%%%`);
    expect(garbled.status).toBe(400);
    const wrongShape = await page(harness, `${CARDS}?config=${base64Url({ quantity: "lots" })}`);
    expect(wrongShape.status).toBe(400);
    expect(wrongShape.data.errors).toContainEqual({
      topic: "init-product",
      message: "No custom product selection found",
    });
  });

  it("a shared configuration key opens the same selection; a made-up key says not found", async () => {
    const sharer = await requestContext(api.api);
    const shared = (await post(sharer, `${CARDS}?quantity=1000`, { intent: "shareConfiguration" })) as {
      shareUrl: string;
    };
    expect(shared.shareUrl).toMatch(
      /^http:\/\/localhost:3000\/cartes-de-visite\/standard\/\?c=[0-9A-Za-z]{10}$/,
    );
    const friend = await requestContext(api.api);
    const opened = await page(friend, shared.shareUrl);
    expect(opened.data.mode.kind).toBe("preconfiguredKey");
    expect(opened.data.selection?.quantity).toBe(1000);
    for (const key of ["ZZZZZZZZZZ", "short"]) {
      const unknown = await page(friend, `${CARDS}?c=${key}`);
      expect(unknown.status).toBe(400);
      expect(unknown.data.errors[0]?.message).toBe("No custom product selection found");
    }
  });

  it("a design link opens the product with that design: its format, sides and online design; anyone else's is a 404", async () => {
    const harness = await requestContext(api.api);
    const template = await fetchTemplate(harness.state, "classic-blue-90x50");
    const saved = await createDesign(harness.state, {
      productKey: "business-cards",
      pagePath: "/cartes-de-visite/standard/",
      formatKey: "90x50",
      templateId: template.id,
      name: "Cartes US",
      scene: template.scene,
    });
    const design = await page(harness, `${CARDS}?designId=${saved.id}`);
    expect(design.data.mode).toMatchObject({ kind: "designId", designId: saved.id });
    expect(design.data.selection).toMatchObject({
      uploadType: "dex",
      attributes: { format: "90x50", sides: "4-4" },
    });
    expect(design.data.design).toMatchObject({ id: saved.id, name: "Cartes US", formatKey: "90x50" });
    expect(design.data.design?.editUrl).toContain(`design=${saved.id}`);
    const stranger = await requestContext(api.api);
    const thrownStatus = (work: Promise<unknown>) => work.then(() => null, statusOf);
    expect(await thrownStatus(page(stranger, `${CARDS}?designId=${saved.id}`))).toBe(404);
    expect(await thrownStatus(page(harness, `${CARDS}?designId=${encodeURIComponent("<script>")}`))).toBe(
      404,
    );
  });
});

describe("loss leader page", () => {
  it("the offer's key names the product and its selection; no key is a 400, an unknown one a 404", async () => {
    const harness = await requestContext(api.api);
    const offer = await page(harness, `${OFFER}?key=cartes-decouverte`);
    expect(offer.status).toBe(200);
    expect(offer.data.productKey).toBe("business-cards");
    expect(offer.data.lossLeader?.title).toBe("250 cartes de visite à prix découverte");
    expect(offer.data.selection?.quantity).toBe(250);
    expect((await page(harness, OFFER)).status).toBe(400);
    expect((await page(harness, `${OFFER}?key=no-such-offer`)).status).toBe(404);
  });
});
