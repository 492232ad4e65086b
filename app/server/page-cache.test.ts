import { describe, expect, it, vi } from "vitest";
import { PageCache } from "./page-cache.server";
import { type PageCacheInput, pageCacheKey } from "./page-cache-policy";

const html = (body: string, nonce: string, init: ResponseInit = {}) =>
  new Response(`<script nonce="${nonce}">${body}</script>`, {
    status: 200,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": `script-src 'nonce-${nonce}'`,
    },
    ...init,
  });

describe("PageCache", () => {
  it("replays a rendered page with each visitor's own nonce", async () => {
    const cache = new PageCache(1000);
    const render = vi.fn(async () => html("a", "N1"));
    const first = await cache.serve("k", "N1", 0, render, () => true);
    expect(first.outcome).toBe("miss");
    const second = await cache.serve("k", "N2", 10, render, () => true);
    expect(second.outcome).toBe("hit");
    expect(await second.response.text()).toBe('<script nonce="N2">a</script>');
    expect(second.response.headers.get("content-security-policy")).toBe("script-src 'nonce-N2'");
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("gives each replay the length of its own body, whatever the rendered page declared", async () => {
    const cache = new PageCache(1000);
    const rendered = html("a", "N1", { headers: { "content-type": "text/html", "content-length": "29" } });
    await cache.serve(
      "k",
      "N1",
      0,
      async () => rendered,
      () => true,
    );
    const replayed = await cache.serve(
      "k",
      "LONGER-NONCE",
      10,
      async () => rendered,
      () => true,
    );
    const body = await replayed.response.text();
    expect(body).toBe('<script nonce="LONGER-NONCE">a</script>');
    expect(replayed.response.headers.get("content-length")).toBe(String(body.length));
  });

  it("renders once for concurrent first visitors", async () => {
    const cache = new PageCache(1000);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const render = vi.fn(async () => {
      await gate;
      return html("a", "N1");
    });
    const all = Promise.all([1, 2, 3].map((n) => cache.serve("k", `N${n}`, 0, render, () => true)));
    release();
    const bodies = await Promise.all((await all).map((result) => result.response.text()));
    expect(render).toHaveBeenCalledTimes(1);
    expect(bodies).toEqual([
      '<script nonce="N1">a</script>',
      '<script nonce="N2">a</script>',
      '<script nonce="N3">a</script>',
    ]);
  });

  it("serves the stale page while one request refreshes it", async () => {
    const cache = new PageCache(100);
    await cache.serve(
      "k",
      "N1",
      0,
      async () => html("old", "N1"),
      () => true,
    );
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const refreshing = cache.serve(
      "k",
      "N2",
      150,
      async () => {
        await gate;
        return html("new", "N2");
      },
      () => true,
    );
    const meanwhile = await cache.serve(
      "k",
      "N3",
      160,
      async () => html("unused", "N3"),
      () => true,
    );
    expect(meanwhile.outcome).toBe("stale");
    expect(await meanwhile.response.text()).toContain("old");
    release();
    expect(await (await refreshing).response.text()).toContain("new");
  });

  it("never keeps errors, cookies or what the caller refuses", async () => {
    const cache = new PageCache(1000);
    await cache.serve(
      "a",
      "N",
      0,
      async () => html("x", "N", { status: 400 }),
      () => true,
    );
    await cache.serve(
      "b",
      "N",
      0,
      async () => {
        const response = html("x", "N");
        response.headers.append("set-cookie", "a=1");
        return response;
      },
      () => true,
    );
    await cache.serve(
      "c",
      "N",
      0,
      async () => html("x", "N"),
      () => false,
    );
    for (const key of ["a", "b", "c"]) {
      expect(
        (
          await cache.serve(
            key,
            "N",
            1,
            async () => html("y", "N"),
            () => true,
          )
        ).outcome,
      ).toBe("miss");
    }
  });

  it("forgets the oldest pages beyond its size", async () => {
    const cache = new PageCache(1000, 2);
    for (const key of ["a", "b", "c"])
      await cache.serve(
        key,
        "N",
        0,
        async () => html(key, "N"),
        () => true,
      );
    expect(
      (
        await cache.serve(
          "a",
          "N",
          1,
          async () => html("a", "N"),
          () => true,
        )
      ).outcome,
    ).toBe("miss");
    expect(
      (
        await cache.serve(
          "c",
          "N",
          1,
          async () => html("c", "N"),
          () => true,
        )
      ).outcome,
    ).toBe("hit");
  });
});

describe("pageCacheKey", () => {
  const base: PageCacheInput = {
    method: "GET",
    requestUrl: new URL("http://shop.test/cartes-de-visite/standard/?quantity=500"),
    pathname: "/cartes-de-visite/standard/",
    tenant: "fr",
    currency: "EUR",
    isBot: false,
    loggedIn: false,
    staff: false,
    sessionExpired: false,
    hasStoredPromocode: false,
    isContentPath: true,
    personalParams: ["editItem", "editOrderItem"],
  };

  it("keys anonymous catalogue pages by host, tenant, currency, audience and URL", () => {
    expect(pageCacheKey(base)).toBe("shop.test|fr|EUR|human|/cartes-de-visite/standard/?quantity=500");
    expect(pageCacheKey({ ...base, currency: "GBP", isBot: true })).toBe(
      "shop.test|fr|GBP|bot|/cartes-de-visite/standard/?quantity=500",
    );
  });

  it("keeps a page asked for with another port apart (Host poisoning)", () => {
    const poisoned = {
      ...base,
      requestUrl: new URL("http://shop.test:9/cartes-de-visite/standard/?quantity=500"),
    };
    expect(pageCacheKey(poisoned)).not.toBe(pageCacheKey(base));
    // An e2e request on a moved clock never shares an entry with the real clock's.
    expect(pageCacheKey({ ...base, clockOffsetMs: 86_400_000 })).not.toBe(pageCacheKey(base));
  });

  it("keeps pages seen coming from the cart apart, and replays none to a visitor just arriving from it", () => {
    expect(pageCacheKey({ ...base, comingFromCart: true })).toBe(`${pageCacheKey(base)}|from-cart`);
    expect(pageCacheKey({ ...base, arrivingFromCart: true })).toBeNull();
    expect(pageCacheKey({ ...base, arrivingFromCart: true, comingFromCart: true })).toBe(
      `${pageCacheKey(base)}|from-cart`,
    );
  });

  it("keeps a filled cart's pages its own (count in the header, id in the quote); an empty or unknown cart shares the plain page", () => {
    expect(pageCacheKey({ ...base, cartCount: 2, cartId: "c1" })).toBe(`${pageCacheKey(base)}|cart:c1:2`);
    expect(pageCacheKey({ ...base, cartCount: 2, cartId: "c2" })).not.toBe(
      pageCacheKey({ ...base, cartCount: 2, cartId: "c1" }),
    );
    expect(pageCacheKey({ ...base, cartCount: 0, cartId: "c1" })).toBe(pageCacheKey(base));
    expect(pageCacheKey({ ...base, cartCount: 0 })).toBe(pageCacheKey(base));
    expect(pageCacheKey({ ...base, cartCount: null })).toBe(pageCacheKey(base));
  });

  it.each<[string, Partial<PageCacheInput>]>([
    ["a POST", { method: "POST" }],
    ["a logged-in customer", { loggedIn: true }],
    ["staff", { staff: true }],
    ["an expired session", { sessionExpired: true }],
    ["a stored promo code", { hasStoredPromocode: true }],
    ["a screen outside the url map", { isContentPath: false }],
    ["edit mode", { requestUrl: new URL("http://shop.test/cartes-de-visite/standard/?editItem=li-1") }],
    ["debug", { requestUrl: new URL("http://shop.test/?debug=1") }],
  ])("never caches %s", (_, patch) => {
    expect(pageCacheKey({ ...base, ...patch })).toBeNull();
  });
});
