import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packDictionaries } from "~/i18n/packed-dictionaries";
import * as root from "~/root";
import * as cart from "~/routes/cart";
import * as contentPage from "~/routes/content-page";
import * as shopping from "~/routes/dictionaries/shopping";
import * as login from "~/routes/login";
import * as orderSent from "~/routes/order-sent";
import * as orders from "~/routes/orders";
import * as paymentResult from "~/routes/payment-result";
import * as profile from "~/routes/profile";
import { createTestApi, type TestApi } from "../integration/helpers";
import { type RouteModule, visit } from "./page-harness";

/** What crawlers read in a page's head (title, canonical, robots) and which paths a route refuses. */
type Meta = Record<string, string>[];
type MetaFn = (args: unknown) => Meta;
type Middleware = (args: unknown, next: () => Promise<unknown>) => unknown;

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.dispose());

/** The route's meta for `path`, from its real loader data and the root's shell, as React Router calls it. */
async function metaOf(path: string, route: unknown) {
  const { data, shell } = await (await visit(api.api)).render(path, route as RouteModule);
  const meta = (route as { meta: MetaFn }).meta;
  return meta({ loaderData: data, data, matches: [{ id: "root", loaderData: shell }], params: {} });
}
/** The content (or href) of the head tag whose `key` attribute is `value`. */
function headValue(meta: Meta, key: string, value: string): string | undefined {
  const tag = meta.find((candidate) => candidate[key] === value);
  return tag?.content ?? tag?.href;
}

describe("page head", () => {
  it("a product page has its title, canonical address and is indexable", async () => {
    const meta = await metaOf("/cartes-de-visite/standard/?quantity=500", contentPage);
    expect(meta[0]?.title).toMatch(/Cartes de visite/);
    expect(headValue(meta, "rel", "canonical")).toBe("http://localhost:3000/cartes-de-visite/standard/");
    expect(headValue(meta, "name", "robots")).toBe("index, follow");
    expect(headValue(meta, "property", "og:site_name")).toBe("Presto Impression");
  });

  it("an offer's landing page is kept out of search engines", async () => {
    const meta = await metaOf("/offre-decouverte/?key=cartes-decouverte", contentPage);
    expect(headValue(meta, "name", "robots")).toBe("noindex, nofollow");
  });

  it("the cart and login pages are titled in French and not indexed", async () => {
    const cartMeta = await metaOf("/panier/", cart);
    expect(cartMeta[0]?.title).toBe("Votre panier | Presto Impression");
    expect(headValue(cartMeta, "name", "robots")).toBe("noindex, nofollow");
    const loginMeta = await metaOf("/connexion/", login);
    expect(loginMeta[0]?.title).toBe("Connexion | Presto Impression");
    expect(headValue(loginMeta, "name", "robots")).toBe("noindex, follow");
  });

  it("personal screens are never indexed and name themselves, then the shop", () => {
    const matches = [
      { id: "root", loaderData: { shopName: "Presto Print", dictionaries: packDictionaries({}) } },
    ];
    const titles = [orders, profile, orderSent, paymentResult].map((route) => {
      const meta = (route.meta as unknown as MetaFn)({ matches });
      expect(headValue(meta, "name", "robots")).toBe("noindex, nofollow");
      return meta[0]?.title;
    });
    expect(titles).toEqual([
      "My orders | Presto Print",
      "Profile | Presto Print",
      "Thank you, your order is placed | Presto Print",
      "Payment | Presto Print",
    ]);
    expect((root.meta as unknown as MetaFn)({ loaderData: { shopName: "Presto Print" } })).toEqual([
      { title: "Presto Print" },
    ]);
  });
});

describe("route guards", () => {
  /** The screen's middlewares after its layout's (the shopping group guards the path, issue 39 §3). */
  async function guard(route: { middleware?: unknown }, path: string, token?: string) {
    const visitor = await visit(api.api, { accessToken: token });
    const url = new URL(path, "http://localhost:3000");
    let reached = false;
    const next = async () => {
      reached = true;
      return new Response(null);
    };
    try {
      const chain = [...(shopping.middleware as Middleware[]), ...((route.middleware ?? []) as Middleware[])];
      for (const middleware of chain) {
        reached = false;
        await middleware({ context: visitor.context, url, request: new Request(url) }, next);
        if (!reached) return "stopped";
      }
      return "page";
    } catch (thrown) {
      if (thrown instanceof Response) return `${thrown.status} ${thrown.headers.get("location")}`;
      return String((thrown as { init?: ResponseInit }).init?.status);
    }
  }

  it("the cart answers only at this shop's own path", async () => {
    expect(await guard(cart, "/panier/")).toBe("page");
    expect(await guard(cart, "/basket/")).toBe("404");
  });

  it("the order-sent and payment screens send a signed-out visitor to the login page, then back", async () => {
    expect(await guard(orderSent, "/panier/commande-envoyee/?order=1")).toBe(
      `302 /connexion/?redirectTo=${encodeURIComponent("/panier/commande-envoyee/?order=1")}`,
    );
    expect(await guard(paymentResult, "/basket/payment/")).toBe("404");
  });
});
