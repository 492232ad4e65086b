import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokenPairSchema } from "#contract/account/auth.schemas";
import { toAuthTokens } from "../../app/server/auth/auth-session.server";
import { forgetStorefrontCaches } from "../../app/server/request-session.server";
import { DEMO_PASSWORD } from "../../commerce-api/db/seed/accounts";
import { createTestApi, dataOf, type TestApi } from "../integration/helpers";
import { sender } from "../integration/orders-fixture";
import { failing } from "../support/request-harness";
import { cookieJar, htmlPage, setCookies, type Visit, visit } from "../support/root-visit";

/**
 * The root middleware (design.md "One request") as an operator and a shopper see it: which shop a
 * Host gets, which cookies come back and how, what is refused before any route runs, and which
 * pages the anonymous page cache answers. The staff address below is the
 * operator's STAFF_IPS.
 */
/** The operator's staff address (vitest.config.ts sets STAFF_IPS before any server env is read). */
const STAFF_IP = "198.51.100.9";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.dispose());

const go = (path: string, options: Partial<Visit> = {}) =>
  visit(path, { upstream: api.api.handler, ...options });
const statusOf = (value: unknown) => (value as { init?: { status?: number } }).init?.status;

async function customerTokens() {
  const answer = await sender(() => api)(null, "POST", "/api/v1/auth/login/", {
    email: "marie.dupont@example.com",
    password: DEMO_PASSWORD,
  });
  return toAuthTokens(tokenPairSchema.parse(dataOf(answer)));
}

describe("tenant", () => {
  it("answers 503 while the shop's configuration can't be fetched, and recovers after", async () => {
    // Other files in this worker may have fetched the shop's configuration already.
    forgetStorefrontCaches();
    const down = await go("/", { host: "en.localhost:3000", upstream: failing("/", "503")(api.api.handler) });
    expect(statusOf(down.thrown)).toBe(503);
    expect(down.rendered).toBe(false);
    const up = await go("/", { host: "en.localhost:3000" });
    expect(up.response?.status).toBe(200);
  });

  it("comes from the Host: each domain gets its own shop, currency and origin", async () => {
    // Cart pages: never answered from the page cache, so the route runs each time.
    const fr = await go("/panier/", { host: "localhost:3000" });
    expect(fr.state?.tenant).toBe("fr");
    expect(fr.state?.session.activeCurrency).toBe("EUR");
    const en = await go("/basket/", { host: "EN.localhost:3000" });
    expect(en.state?.tenant).toBe("en");
    expect(en.state?.session.activeCurrency).toBe("GBP");
    expect(en.state?.origin).toBe("http://en.localhost:3000");
    expect(en.state?.shop.links.cart).toBe("/basket/");
  });

  it("refuses a host it doesn't serve, before any route runs", async () => {
    const forged = await go("/", { host: "evil.example" });
    expect(statusOf(forged.thrown)).toBe(400);
    expect(forged.rendered).toBe(false);
  });

  it("sends a non-canonical page address to its canonical one with a 301", async () => {
    const result = await go("/Cartes-De-Visite/Standard.html?ref=mail");
    expect((result.thrown as Response).status).toBe(301);
    expect((result.thrown as Response).headers.get("Location")).toBe("/cartes-de-visite/standard/?ref=mail");
  });
});

describe("cookies", () => {
  it("a new visitor gets an anonymous id and a session, HttpOnly and SameSite=Lax", async () => {
    const first = await go("/panier/");
    const cookies = setCookies(first.response);
    for (const name of ["presto_anon", "presto_state"]) {
      expect(cookies.get(name)).toMatch(/; HttpOnly/);
      expect(cookies.get(name)).toMatch(/; SameSite=Lax/);
      expect(cookies.get(name)).toMatch(/; Path=\//);
    }
    expect(first.response?.headers.get("Server-Timing")).toBeTruthy();

    // The browser sends them back: same visitor, nothing to set again.
    const second = await go("/panier/", { cookie: cookieJar(first.response) });
    expect(second.state?.anonymousId).toBe(first.state?.anonymousId);
    expect(second.response?.headers.getSetCookie()).toEqual([]);
  });

  it("the currency a visitor chose is the session's on the next request", async () => {
    const first = await go("/basket/", {
      host: "en.localhost:3000",
      render: (state) => {
        state.session.activeCurrency = "EUR";
        return htmlPage();
      },
    });
    const next = await go("/basket/", { host: "en.localhost:3000", cookie: cookieJar(first.response) });
    expect(next.state?.session.activeCurrency).toBe("EUR");
    // Another shop's session is not carried over: the fr shop starts its own.
    const other = await go("/panier/", { cookie: cookieJar(first.response) });
    expect(other.state?.session.domainTenant).toBe("fr");
  });

  it("a tampered cookie is ignored and replaced, never trusted", async () => {
    const first = await go("/panier/");
    const forged = cookieJar(first.response).replace(/presto_anon=[^;]+/, "presto_anon=aGFja2Vk.bad");
    const next = await go("/panier/", { cookie: forged });
    expect(next.response?.status).toBe(200);
    expect(next.state?.anonymousId).not.toBe(first.state?.anonymousId);
    expect(setCookies(next.response).has("presto_anon")).toBe(true);
  });

  it("a login sets the auth cookie; an upstream 401 later logs the visitor out", async () => {
    const tokens = await customerTokens();
    const login = await go("/connexion/", {
      render: (state) => {
        state.auth = tokens;
        return htmlPage();
      },
    });
    expect(setCookies(login.response).get("presto_auth")).toMatch(/HttpOnly/);
    const signedIn = await go("/panier/", { cookie: cookieJar(login.response) });
    expect(signedIn.state?.auth?.accessToken).toBe(tokens.accessToken);

    const refused = await go("/espace-client/", {
      cookie: cookieJar(login.response),
      render: () => new Response("no", { status: 401 }),
    });
    expect(setCookies(refused.response).get("presto_auth")).toMatch(/Max-Age=0/);
    const after = await go("/panier/", { cookie: cookieJar(login.response, refused.response) });
    expect(after.state?.auth).toBeNull();
  });
});

describe("requests refused before any route", () => {
  it("a page answers PUT with 405, a cross-site form post with 403", async () => {
    const put = await go("/panier/", { method: "PUT" });
    expect(statusOf(put.thrown)).toBe(405);
    const crossSite = await go("/panier/", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "intent=deleteItem",
    });
    expect(statusOf(crossSite.thrown)).toBe(403);
    expect(crossSite.rendered).toBe(false);
  });

  it("the API proxy answers its refusals in the API's own JSON envelope", async () => {
    const result = await go("/api/v1/product/quote/", {
      method: "POST",
      headers: { "sec-fetch-site": "cross-site" },
      body: "{}",
    });
    expect(result.response?.status).toBe(403);
    expect(await result.response?.json()).toMatchObject({ status: "error", code: "HTTP_403" });
  });
});

describe("anonymous page cache", () => {
  it("serves an anonymous catalogue page from the cache the second time", async () => {
    let renders = 0;
    const render = () => {
      renders += 1;
      return htmlPage();
    };
    const first = await go("/?from=cache-test", { render });
    const second = await go("/?from=cache-test", { render });
    expect(first.response?.headers.get("X-Page-Cache")).toBe("miss");
    expect(second.response?.headers.get("X-Page-Cache")).toBe("hit");
    expect(await second.response?.text()).toContain("<p>page</p>");
    expect(renders).toBe(1);
  });

  it("never for a signed-in visitor", async () => {
    const tokens = await customerTokens();
    const login = await go("/connexion/", {
      render: (state) => {
        state.auth = tokens;
        return htmlPage();
      },
    });
    let renders = 0;
    const render = () => {
      renders += 1;
      return htmlPage("<p>Bonjour Marie</p>");
    };
    await go("/?from=signed-in", { cookie: cookieJar(login.response), render });
    const again = await go("/?from=signed-in", { cookie: cookieJar(login.response), render });
    expect(renders).toBe(2);
    expect(again.response?.headers.has("X-Page-Cache")).toBe(false);
  });

  it("doesn't keep a page whose loader touched the session or degraded", async () => {
    let renders = 0;
    const touching = (path: string) =>
      go(path, {
        render: (state) => {
          renders += 1;
          if (path.includes("session")) state.session.clientFlag = "newClient";
          else state.uncacheable = true;
          return htmlPage();
        },
      });
    await touching("/?from=session");
    await touching("/?from=session");
    await touching("/?from=degraded");
    await touching("/?from=degraded");
    expect(renders).toBe(4);
  });

  it("a staff member (STAFF_IPS) can switch debug mode, and is never served from the cache", async () => {
    const staff = await go("/?debug=1", { socketAddress: STAFF_IP });
    expect(staff.state?.staff).toBe("ip");
    expect(staff.state?.debug).toBe(true);
    expect(setCookies(staff.response).get("presto_debug")).toMatch(/HttpOnly/);
    expect(staff.response?.headers.has("X-Page-Cache")).toBe(false);
    // For anyone else ?debug=1 means nothing.
    const visitor = await go("/?debug=1");
    expect(visitor.state?.debug).toBe(false);
    expect(setCookies(visitor.response).has("presto_debug")).toBe(false);
  });
});
