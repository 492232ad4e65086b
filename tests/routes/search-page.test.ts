import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSearchPage, type SearchPageData } from "../../app/features/search/search.server";
import { createTestApi, type TestApi } from "../integration/helpers";
import { type Fault, failing, type HarnessOptions, requestContext } from "../support/request-harness";

/** The search screen's loader (issue 15 §1) against the real embedded API, and with a failing one. */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.dispose());

async function load(url: string, options: HarnessOptions = {}) {
  const { context } = await requestContext(api.api, { timeoutMs: 300, ...options });
  const answer = await loadSearchPage(context, new URL(url));
  return { status: answer.init?.status ?? 200, page: answer.data as SearchPageData };
}

const results = (page: SearchPageData) => (page.outcome.kind === "results" ? page.outcome.results : null);

describe("search page loader", () => {
  it("shows nothing but suggestions before a query", async () => {
    const { status, page } = await load("http://localhost:3000/recherche/");
    expect(status).toBe(200);
    expect(page.outcome).toEqual({ kind: "idle" });
    expect(page.suggestions.length).toBeGreaterThan(0);
    expect(page.title).toMatch(/^Recherche \| /);
  });

  it("searches the tenant's index and keeps the query", async () => {
    const { page } = await load("http://localhost:3000/recherche/?q=cartes");
    expect(page.q).toBe("cartes");
    expect(results(page)?.items[0]).toMatchObject({ type: "product", id: "business-cards" });
    expect(page.title).toContain("« cartes »");
    const en = await load("http://en.localhost:3000/search/?q=flyr", { tenant: "en" });
    expect(results(en.page)?.items[0]).toMatchObject({ id: "flyers", fromPrice: { currencyCode: "GBP" } });
  });

  it("pages with the API's cursor and links back to the first page", async () => {
    const first = await load("http://localhost:3000/recherche/?q=papier");
    expect(first.page.firstQuery).toBeNull();
    const total = results(first.page)?.total ?? 0;
    if (total > 20) {
      expect(first.page.nextQuery).toMatch(/^\?q=papier&cursor=/);
      const second = await load(`http://localhost:3000/recherche/${first.page.nextQuery}`);
      expect(second.page.firstQuery).toBe("?q=papier");
    } else expect(first.page.nextQuery).toBeNull();
  });

  it("drops control characters and ignores a bad type or cursor instead of failing", async () => {
    const { status, page } = await load(
      "http://localhost:3000/recherche/?q=%E2%80%AEcartes%00&type=video&cursor=*",
    );
    expect(status).toBe(200);
    expect(page.q).toBe("cartes");
    expect(page.type).toBeNull();
    expect(page.outcome.kind).toBe("results");
  });

  it("says a stale cursor has expired", async () => {
    const { status, page } = await load("http://localhost:3000/recherche/?q=cartes&cursor=bm9wZQ");
    expect(status).toBe(200);
    expect(page.outcome).toEqual({ kind: "refused" });
  });

  it.each<Fault>(["503", "timeout", "garbage"])(
    "still renders when the search API fails (%s)",
    async (fault) => {
      const { status, page } = await load("http://localhost:3000/recherche/?q=cartes", {
        wrap: failing("/api/v1/search", fault),
      });
      expect(status).toBe(503);
      expect(page.outcome).toEqual({ kind: "unavailable" });
      expect(page.q).toBe("cartes");
      expect(page.suggestions.length).toBeGreaterThan(0);
    },
  );
});
