import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as layout from "~/routes/account-layout";
import * as contentPage from "~/routes/content-page";
import * as unsubscribe from "~/routes/newsletter-unsubscribe";
import * as orderSent from "~/routes/order-sent";
import * as orders from "~/routes/orders";
import * as personalArea from "~/routes/personal-area";
import * as premium from "~/routes/premium";
import * as wallet from "~/routes/wallet";
import { call, createTestApi, readOutbox, TENANT_HEADERS, type TestApi } from "../integration/helpers";
import { type OrderLine, placeTransferOrder, sender } from "../integration/orders-fixture";
import { asRoute, signIn, tags, textOf, visit } from "./page-harness";

/** The English shop: en-GB texts, dates and pounds, for Brightside Studio (a premium reseller). */
const BRIGHTSIDE = "orders@brightside-studio.example";
const EN_POSTERS: OrderLine = { productId: "en-posters", quantity: 10 };

let api: TestApi;
let token = "";
beforeAll(async () => {
  api = await createTestApi();
  token = await signIn(api.api, "en", BRIGHTSIDE);
});
afterAll(() => api.dispose());

const account = async (path: string, route: unknown) =>
  (await visit(api.api, { tenant: "en", accessToken: token })).render(path, asRoute(route), {
    layout: asRoute(layout),
  });

describe("English personal area", () => {
  it("the overview greets the customer in English, with the English screen paths", async () => {
    const { html } = await account("/my-account/", personalArea);
    expect(textOf(html)).toMatch(/Hello|Welcome/);
    expect(tags(html, "a").map((link) => link.href)).toEqual(
      expect.arrayContaining(["/my-account/orders/", "/my-account/wallet/", "/my-account/addresses/"]),
    );
  });

  it("the wallet shows its credit in pounds", async () => {
    const { html } = await account("/my-account/wallet/", wallet);
    expect(textOf(html)).toContain("£180.00");
  });

  it("the premium screen confirms the reseller status", async () => {
    const { html } = await account("/my-account/premium-reseller/", premium);
    expect(textOf(html)).not.toMatch(/not (yet )?a premium/i);
    expect(textOf(html)).toMatch(/premium/i);
  });

  it("an order placed shows in the list and on the order-sent page in pounds", async () => {
    const send = sender(() => api, "en");
    // The English shop delivers to the UK and Ireland: addresses there first (the fixture's are French).
    const address = { firstName: "Sam", lastName: "Lee", street: "1 High Street", postalCode: "SW1A 1AA" };
    for (const type of ["shipping", "billing"])
      await send(token, "POST", "/api/v1/customer/address/", {
        ...address,
        city: "London",
        country: "gb",
        type,
      });
    const placed = await placeTransferOrder(send, token, EN_POSTERS);
    const list = await account("/my-account/orders/", orders);
    expect(textOf(list.html)).toContain(placed.orderNumber);
    expect(textOf(list.html)).toMatch(/£\d+\.\d{2}/);

    const sent = await (await visit(api.api, { tenant: "en", accessToken: token })).render(
      `/basket/order-sent/?order=${placed.orderId}`,
      asRoute(orderSent),
    );
    const text = textOf(sent.html);
    expect(text).toContain(placed.orderNumber);
    expect(text).toMatch(/£\d+\.\d{2}/);
    expect(text).not.toContain("€");
  });
});

describe("English product page for a reseller", () => {
  it("quotes in pounds with the VAT line in English", async () => {
    const visitor = await visit(api.api, { tenant: "en", accessToken: token });
    const { html } = await visitor.render("/business-cards/standard/?vat=incl", asRoute(contentPage));
    const text = textOf(html);
    expect(text).toMatch(/Total incl\. VAT £\d+\.\d{2}/);
    expect(text).toMatch(/VAT \(20%\) £\d+\.\d{2}/);
  });
});

describe("English newsletter link", () => {
  it("an address not confirmed yet is never said to receive the newsletter (issue 38 §4)", async () => {
    await call(api.api, "/api/v1/newsletter/subscribe/", {
      method: "POST",
      headers: TENANT_HEADERS.en,
      body: JSON.stringify({ email: "reader@example.com" }),
    });
    const mail = (await readOutbox(api)).findLast((text) => text.includes("To: reader@example.com")) ?? "";
    const token = /newsletter-unsubscribe\/\?token=([\w.-]+)/.exec(mail)?.[1] ?? "";
    const page = await visit(api.api, { tenant: "en" });
    const { html } = await page.render(`/newsletter-unsubscribe/?token=${token}`, asRoute(unsubscribe));
    const text = textOf(html);
    expect(text).toContain("hasn't confirmed the subscription yet");
    expect(text).not.toContain("receives our newsletter");
    expect(text).toContain("Cancel my subscription request");
  });
});
