import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCartPage } from "../../app/features/cart/cart.server";
import { loadContentPage } from "../../app/features/content/content-page.server";
import { productAction } from "../../app/features/product/product-actions.server";
import { SHOWN_PRICE_FIELD } from "../../app/features/product/product-form-fields";
import { loadProductPage } from "../../app/features/product/product-page.server";
import { productSource } from "../../app/features/product/product-source";
import { createTestApi, type TestApi } from "../integration/helpers";
import { requestContext } from "../support/request-harness";

/**
 * Issue 38 §1, a property over the configurator: for random sequences of choices, promo codes, VAT
 * display and currency, the price the page shows, the price the add to cart carries and the cart
 * line's price are the same cents. Seeded, so a failure replays; the seed is in the test's name.
 */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.dispose());

/** mulberry32: a small seeded generator, so every run tries the same sequences. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}

const SHOPS = [
  {
    tenant: "fr",
    origin: "http://localhost:3000",
    currencies: ["EUR"],
    paths: ["/cartes-de-visite/standard/", "/flyers-et-depliants/flyers/", "/affiches/"],
  },
  {
    tenant: "en",
    origin: "http://en.localhost:3000",
    currencies: ["GBP", "EUR"],
    paths: ["/business-cards/standard/", "/flyers-and-leaflets/flyers/"],
  },
] as const;
const CODES = [null, "BIENVENUE10", "ETE2023", "CARTES20", "WELCOME10", "NOPE-NOPE"];
const RUNS = 24;

const post = (url: string, fields: URLSearchParams) =>
  new Request(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: fields,
  });

async function oneSequence(seed: number) {
  const random = generator(seed);
  const shop = random.pick(SHOPS);
  const harness = await requestContext(api.api, {
    tenant: shop.tenant,
    currency: random.pick(shop.currencies),
  });
  const base = new URL(`${shop.origin}${random.pick(shop.paths)}`);
  const page = await loadContentPage(harness.context, base);
  const source = productSource(page);
  if (!source) throw new Error(`${base} is not a product page`);
  let url = base;
  let view = await loadProductPage(harness.context, url, source);
  const code = random.pick(CODES);
  if (code)
    await productAction(
      harness.context,
      post(url.href, new URLSearchParams({ intent: "applyPromocode", promocode: code })),
      url,
      source,
    );
  // A few choices, each one the page offers at that moment, as a shopper clicks them.
  for (let step = 0; step < 1 + Math.floor(random.next() * 4); step++) {
    const query = new URLSearchParams(view.search);
    const options = Object.entries(view.availableOptions ?? {}).filter(([, values]) => values.length > 0);
    const roll = random.next();
    if (roll < 0.5 && options.length > 0) {
      const [feature, values] = random.pick(options);
      query.set(feature, random.pick(values));
    } else if (roll < 0.75 && view.rows.length > 0) {
      query.set("quantity", String(random.pick(view.rows).quantity));
    } else if (view.availablePriorities.length > 0) {
      query.set("delivery", random.pick(view.availablePriorities));
    }
    query.set("vat", random.pick(["excl", "incl"]));
    url = new URL(`${base.pathname}?${query}`, base);
    view = await loadProductPage(harness.context, url, source);
  }
  const recap = view.recap;
  if (!recap) throw new Error(`${url} shows no price`);
  const fields = new URLSearchParams(view.search);
  fields.set("intent", "addToCart");
  fields.set(SHOWN_PRICE_FIELD, String(recap.totalExclTax));
  const answer = await productAction(harness.context, post(url.href, fields), url, source);
  const location = answer instanceof Response ? answer.headers.get("Location") : null;
  const cart = await loadCartPage(harness.context, new URL("/", shop.origin));
  const line = cart.lines.at(-1);
  return {
    where: `${url.pathname}${url.search} code=${code} currency=${harness.state.session.activeCurrency}`,
    location,
    shown: [recap.totalExclTax, recap.totalInclTax, recap.currency],
    inCart: line ? [line.totalExclTax, line.totalInclTax, cart.currency] : null,
  };
}

describe("the price shown, added and in the cart", () => {
  for (let run = 0; run < RUNS; run++) {
    const seed = 2026_11_26 + run;
    it(`agree to the cent (seed ${seed})`, async () => {
      const outcome = await oneSequence(seed);
      expect(outcome.location, outcome.where).toMatch(/\?added=/);
      expect(outcome.inCart, outcome.where).toEqual(outcome.shown);
    });
  }
});
