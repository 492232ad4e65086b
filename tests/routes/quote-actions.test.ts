import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadStaffQuotes, staffQuoteAction } from "../../app/features/admin/staff-quotes.server";
import { loadCartPage } from "../../app/features/cart/cart.server";
import {
  loadQuoteRequest,
  loadQuotes,
  quoteRequestAction,
  quotesAction,
} from "../../app/features/quotes/quotes.server";
import { createTestApi, type TestApi } from "../integration/helpers";
import { cartWithLine, lineItemPayload } from "../integration/orders-fixture";
import {
  locationOf,
  ORIGIN,
  payloadOf,
  post,
  signedIn,
  signedInAdmin,
  statusOf,
  thrownBy,
} from "./route-helpers";

/** The custom quote screens' loaders and actions (issue 16): prefill, refusals, staff answer, cart. */
const REQUEST = new URL(`${ORIGIN}/demande-de-devis/?product=posters&quantity=40`);
const LIST = new URL(`${ORIGIN}/espace-client/devis/`);
const DESK = new URL(`${ORIGIN}/admin/quotes/`);
const MARIE = "marie.dupont@example.com";

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi(undefined, { limits: { factor: 20 } });
});
afterAll(() => test.dispose());

function multipart(url: string, fields: Record<string, string>, file?: { bytes: Uint8Array; name: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set("file", new File([file.bytes as Uint8Array<ArrayBuffer>], file.name));
  return new Request(url, { method: "POST", body: form });
}

const VALID = {
  product: "posters",
  "option.format": "a1",
  quantity: "40",
  country: "FR",
  message: "Pour un salon",
};

describe("quote request screen", () => {
  it("shows the linked product and configuration, in the shop's words", async () => {
    const marie = await signedIn(test, MARIE);
    const loaded = await loadQuoteRequest(marie.context, new URL(`${REQUEST.href}&format=a1`));
    expect(loaded.product?.name).toBe("Affiches");
    expect(loaded.product?.options.find((option) => option.name === "format")?.value).toBe("a1");
    expect(loaded.quantity).toBe(40);
    const unknown = await loadQuoteRequest(
      marie.context,
      new URL(`${ORIGIN}/demande-de-devis/?product=nope`),
    );
    expect(unknown.productMissing).toBe(true);
  });

  it("answers bad input with field errors and keeps what was typed; a file that isn't a print file is refused", async () => {
    const marie = await signedIn(test, MARIE);
    const bad = await quoteRequestAction(
      marie.context,
      multipart(REQUEST.href, { ...VALID, quantity: "abc", message: "   " }),
    );
    expect(statusOf(bad)).toBe(400);
    expect(payloadOf(bad)).toMatchObject({
      errors: { quantity: "quotes:error.quantity", message: "quotes:error.messageRequired" },
      values: { quantity: "abc" },
    });
    const past = await quoteRequestAction(
      marie.context,
      multipart(REQUEST.href, { ...VALID, deadline: "2020-01-01" }),
    );
    expect(payloadOf(past)).toMatchObject({ errors: { deadline: "quotes:error.deadlinePast" } });
    const fake = await quoteRequestAction(
      marie.context,
      multipart(REQUEST.href, VALID, { bytes: new TextEncoder().encode("<html>"), name: "devis.pdf" }),
    );
    expect([statusOf(fake), payloadOf(fake)]).toEqual([
      415,
      {
        errors: { file: "quotes:error.fileType" },
        values: expect.objectContaining({ message: "Pour un salon" }),
      },
    ]);
    const options = await quoteRequestAction(
      marie.context,
      multipart(REQUEST.href, { ...VALID, "option.format": "a9" }),
    );
    expect(payloadOf(options)).toMatchObject({ errors: { form: "quotes:error.options" } });
  });

  it("goes from request to staff answer to the cart at the quoted price", async () => {
    const marie = await signedIn(test, MARIE);
    const sent = await quoteRequestAction(marie.context, multipart(REQUEST.href, VALID));
    expect(statusOf(sent)).toBe(303);
    const number = new URL(locationOf(sent) ?? "", ORIGIN).searchParams.get("sent") ?? "";
    expect(locationOf(sent)).toBe(`/espace-client/devis/?sent=${number}`);
    const quote = (await loadQuotes(marie.context, LIST)).quotes.find((q) => q.quoteNumber === number);
    expect(quote?.status).toBe("new");

    // Only an admin's session reaches the desk; a customer gets the ordinary 404.
    expect(statusOf(await thrownBy(() => loadStaffQuotes(marie.context, DESK)))).toBe(404);
    const admin = await signedInAdmin(test);
    expect((await loadStaffQuotes(admin.context, DESK)).quotes.some((q) => q.quoteNumber === number)).toBe(
      true,
    );
    const badPrice = await staffQuoteAction(
      admin.context,
      post(DESK.href, { id: quote?.id ?? "", price: "gratuit", validUntil: "2030-01-31" }),
      DESK,
    );
    expect(payloadOf(badPrice)).toMatchObject({ errors: { price: "admin:quotes.priceInvalid" } });
    const answered = await staffQuoteAction(
      admin.context,
      post(DESK.href, { id: quote?.id ?? "", price: "2 480,00", validUntil: "2030-01-31" }),
      DESK,
    );
    expect(locationOf(answered)).toBe(`/admin/quotes/?status=new&answered=${number}`);

    const early = await quotesAction(
      marie.context,
      post(LIST.href, { intent: "addToCart", id: quote?.id ?? "" }),
      LIST,
    );
    expect([statusOf(early), payloadOf(early)]).toEqual([
      409,
      { id: quote?.id, errors: { form: "quotes:error.notAccepted" } },
    ]);
    const accepted = await quotesAction(
      marie.context,
      post(LIST.href, { intent: "accept", id: quote?.id ?? "" }),
      LIST,
    );
    expect(locationOf(accepted)).toBe("/espace-client/devis/?done=accepted");
    const added = await quotesAction(
      marie.context,
      post(LIST.href, { intent: "addToCart", id: quote?.id ?? "" }),
      LIST,
    );
    expect(locationOf(added)).toMatch(/^\/panier\/\?done=added&added=/);
    const cart = await loadCartPage(marie.context, new URL(`${ORIGIN}/panier/`));
    const line = cart.lines.find((candidate) => candidate.jobName === number);
    expect(line).toMatchObject({ totalExclTax: 248000, fromQuote: true, editPath: null });
  });

  it("refuses a hostile intent without calling anything", async () => {
    const marie = await signedIn(test, MARIE);
    const answer = await quotesAction(marie.context, post(LIST.href, { intent: "steal", id: "x" }), LIST);
    expect(statusOf(answer)).toBe(400);
  });
});

describe("the cart's ceiling notice", () => {
  it("links to a quote request prefilled with the heaviest line", async () => {
    const buyer = await signedIn(test, "achats@atelier-lumiere.example");
    const { cartId } = await cartWithLine(buyer.send, buyer.token, { productId: "fr-posters", quantity: 10 });
    const heavy = lineItemPayload({
      productId: "fr-posters",
      quantity: 1000,
      selectedAttributes: { format: "a0", paper: "backlit-200" },
      merchantInfo: { selectedPriority: "express" },
    });
    for (let index = 0; index < 7; index++)
      await buyer.send(buyer.token, "PUT", `/api/v1/cart/${cartId}/item`, heavy);
    const cart = await loadCartPage(buyer.context, new URL(`${ORIGIN}/panier/`));
    expect(cart.priceCeilingExceeded).toBe(true);
    expect(cart.quoteRequestPath).toBe(
      "/demande-de-devis/?product=posters&format=a0&paper=backlit-200&quantity=1000",
    );
  });
});
