import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartSchema, cartWithLineItemSchema } from "#contract/cart/cart.schemas";
import { quoteListSchema, quoteSchema, staffQuoteListSchema } from "#contract/quotes/quote.schemas";
import { pdfFile } from "../../commerce-api/artwork/artwork.fixtures";
import {
  cartBody,
  createTestApi,
  dataOf,
  expectEnvelope,
  readOutbox,
  TENANT_HEADERS,
  type TestApi,
} from "./helpers";
import { customerWithAddresses, errorCode, sender, signIn } from "./orders-fixture";

let test: TestApi;
let clock = new Date("2026-11-23T10:00:00Z");
beforeAll(async () => {
  test = await createTestApi(() => clock);
});
afterAll(() => test.dispose());

const send = sender(() => test);
const REQUEST = {
  productKey: "posters",
  options: {},
  quantity: 2500,
  deadline: "2026-12-15",
  country: "FR",
  message: "Affiches pour un festival, papier recyclé si possible.",
};

async function ask(token: string | null, body: unknown, file?: { bytes: Uint8Array; name: string }) {
  const form = new FormData();
  form.set("request", JSON.stringify(body));
  if (file) form.set("file", new File([file.bytes as Uint8Array<ArrayBuffer>], file.name));
  const response = await test.api.handler(
    new Request("http://commerce.test/api/v1/quote/", {
      method: "POST",
      headers: { ...TENANT_HEADERS.fr, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: form,
    }),
  );
  const answer = {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as unknown,
  };
  expectEnvelope(answer);
  return answer;
}

async function openCart(token: string, forceCreate = false) {
  const body = cartBody(`quote-${crypto.randomUUID()}`, { forceCreate });
  return cartSchema.parse(dataOf(await send(token, "POST", "/api/v1/cart", body)));
}

describe("custom quotes", () => {
  it("go from request to answer to acceptance, and become one server-priced line that an order uses up", async () => {
    const marie = await signIn(send, "marie.dupont@example.com");
    const admin = await signIn(send, "admin@presto-impression.example");
    const mailsBefore = (await readOutbox(test)).length;

    const asked = quoteSchema.parse(
      dataOf(await ask(marie, REQUEST, { bytes: pdfFile(), name: "plan.png" })),
    );
    expect(asked).toMatchObject({ status: "new", quantity: 2500, deadline: "2026-12-15", answer: null });
    expect(asked.quoteNumber).toMatch(/^DV-2026-\d{4}$/);
    // Typed by content, whatever its name says.
    expect(asked.attachment).toMatchObject({ name: "plan.png", type: "pdf" });
    const mails = await readOutbox(test);
    expect(mails.length).toBe(mailsBefore + 1);
    expect(
      mails.some((mail) => mail.includes("To: marie.dupont@example.com") && mail.includes(asked.quoteNumber)),
    ).toBe(true);

    // Nothing to accept before staff answer.
    const early = await send(marie, "POST", `/api/v1/quote/${asked.id}/decision`, { decision: "accept" });
    expect([early.status, errorCode(early)]).toEqual([409, "QUOTE_NOT_ANSWERED"]);

    const desk = staffQuoteListSchema.parse(
      dataOf(await send(admin, "GET", "/api/v1/admin/quotes?status=new")),
    );
    expect(desk.quotes.find((quote) => quote.id === asked.id)?.customer.email).toBe(
      "marie.dupont@example.com",
    );
    const past = await send(admin, "POST", `/api/v1/admin/quote/${asked.id}/answer`, {
      priceCentAmount: 123456,
      validUntil: "2026-11-01",
    });
    expect(past.status).toBe(400);
    const answered = await send(admin, "POST", `/api/v1/admin/quote/${asked.id}/answer`, {
      priceCentAmount: 123456,
      validUntil: "2026-11-30",
      note: "Papier recyclé 135 g inclus",
    });
    expect(dataOf(answered)).toMatchObject({ status: "answered", answer: { price: { centAmount: 123456 } } });
    // The customer hears that the answer is waiting in the account.
    expect(
      (await readOutbox(test)).some(
        (mail) =>
          mail.includes("To: marie.dupont@example.com") &&
          mail.includes(`réponse à votre demande de devis ${asked.quoteNumber}`),
      ),
    ).toBe(true);

    // Not accepted yet: it can't go in a cart.
    const cart = await openCart(marie);
    const tooSoon = await send(marie, "POST", `/api/v1/quote/${asked.id}/cart`, { cartId: cart.id });
    expect([tooSoon.status, errorCode(tooSoon)]).toEqual([409, "QUOTE_NOT_ACCEPTED"]);
    const accepted = quoteSchema.parse(
      dataOf(await send(marie, "POST", `/api/v1/quote/${asked.id}/decision`, { decision: "accept" })),
    );
    expect(accepted.status).toBe("accepted");
    // Staff can't change an answer the customer accepted.
    const late = await send(admin, "POST", `/api/v1/admin/quote/${asked.id}/answer`, {
      priceCentAmount: 1,
      validUntil: "2026-11-30",
    });
    expect([late.status, errorCode(late)]).toEqual([409, "QUOTE_DECIDED"]);

    const added = cartWithLineItemSchema.parse(
      dataOf(await send(marie, "POST", `/api/v1/quote/${asked.id}/cart`, { cartId: cart.id })),
    );
    const line = added.cart.lineItems[added.lineItemId];
    expect(line).toMatchObject({
      quoteId: asked.id,
      quantity: 2500,
      totalPriceWithServices: { centAmount: 123456 },
      taxedTotalPriceWithServices: { centAmount: 148147 },
    });
    const twice = await send(marie, "POST", `/api/v1/quote/${asked.id}/cart`, { cartId: cart.id });
    expect(errorCode(twice)).toBe("QUOTE_IN_CART");
    // The quoted line can't be copied or re-configured.
    const copy = await send(marie, "POST", `/api/v1/cart/${cart.id}/duplicateItem`, {
      cartItemId: added.lineItemId,
    });
    expect(errorCode(copy)).toBe("QUOTED_LINE_LOCKED");

    // The same quote put in a second cart: the first order uses it up, the second is refused.
    const second = await openCart(marie, true);
    expect(second.id).not.toBe(cart.id);
    expect((await send(marie, "POST", `/api/v1/quote/${asked.id}/cart`, { cartId: second.id })).status).toBe(
      200,
    );
    const customer = await customerWithAddresses(send, marie);
    const checkout = (cartId: string) =>
      send(marie, "POST", `/api/v1/cart/${cartId}/checkout/`, {
        shippingAddressId: customer.customerAddresses.defaultShippingAddressId,
        billingAddressId: customer.customerAddresses.defaultBillingAddressId,
        sender_type: "default",
        user_notes: { invoiceRequested: true },
      });
    const placed = await checkout(second.id);
    expect(placed.status).toBe(200);
    const refused = await checkout(cart.id);
    expect([refused.status, errorCode(refused)]).toEqual([409, "QUOTE_UNAVAILABLE"]);
    const listed = quoteListSchema.parse(dataOf(await send(marie, "GET", "/api/v1/quotes")));
    expect(listed.quotes.find((quote) => quote.id === asked.id)?.status).toBe("ordered");
  });

  it("refuses an expired answer, other customers and staff-only calls", async () => {
    const marie = await signIn(send, "marie.dupont@example.com");
    const other = await signIn(send, "achats@atelier-lumiere.example");
    const admin = await signIn(send, "admin@presto-impression.example");
    const asked = quoteSchema.parse(dataOf(await ask(marie, REQUEST)));
    expect(asked.attachment).toBeNull();
    expect((await send(marie, "GET", "/api/v1/admin/quotes")).status).toBe(403);
    expect(
      (await send(other, "POST", `/api/v1/quote/${asked.id}/decision`, { decision: "decline" })).status,
    ).toBe(404);
    await send(admin, "POST", `/api/v1/admin/quote/${asked.id}/answer`, {
      priceCentAmount: 5000,
      validUntil: "2026-11-24",
    });
    const saved = clock;
    clock = new Date("2026-11-25T10:00:00Z");
    try {
      const again = await signIn(send, "marie.dupont@example.com");
      const expired = await send(again, "POST", `/api/v1/quote/${asked.id}/decision`, { decision: "accept" });
      expect([expired.status, errorCode(expired)]).toEqual([409, "QUOTE_EXPIRED"]);
      const listed = quoteListSchema.parse(dataOf(await send(again, "GET", "/api/v1/quotes")));
      expect(listed.quotes.find((quote) => quote.id === asked.id)?.expired).toBe(true);
    } finally {
      clock = saved;
    }
  });

  it("refuses bad input and files that aren't what they claim, saving nothing", async () => {
    const marie = await signIn(send, "marie.dupont@example.com");
    expect((await ask(null, REQUEST)).status).toBe(401);
    expect((await ask(marie, { ...REQUEST, quantity: -1 })).status).toBe(400);
    expect((await ask(marie, { ...REQUEST, options: { paper: "gold-leaf" } })).status).toBe(400);
    expect((await ask(marie, { ...REQUEST, productKey: "no-such-product" })).status).toBe(404);
    const fake = await ask(marie, REQUEST, {
      bytes: new TextEncoder().encode("MZ not a pdf"),
      name: "a.pdf",
    });
    expect([fake.status, errorCode(fake)]).toEqual([415, "ATTACHMENT_TYPE_UNSUPPORTED"]);
    const before = quoteListSchema.parse(dataOf(await send(marie, "GET", "/api/v1/quotes"))).quotes.length;
    expect((await ask(marie, { ...REQUEST, message: "" })).status).toBe(400);
    const after = quoteListSchema.parse(dataOf(await send(marie, "GET", "/api/v1/quotes"))).quotes.length;
    expect(after).toBe(before);
  });
});
