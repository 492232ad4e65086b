import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SearchResults, searchResultsSchema } from "../../contract/search/search.schemas";
import { NOT_ALLOWED_MESSAGE } from "../../contract/text";
import { type ApiAnswer, call, createTestApi, dataOf, TENANT_HEADERS, type TestApi } from "./helpers";

/** Site search (issue 15 §1, ADR 022): ranking fixtures per tenant, paging and refusals. */

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.dispose());

const get = (tenant: "fr" | "en", query: string) =>
  call(test.api, `/api/v1/search/?${query}`, { headers: TENANT_HEADERS[tenant] });

async function search(tenant: "fr" | "en", q: string, extra = ""): Promise<SearchResults> {
  const answer = await get(tenant, `q=${encodeURIComponent(q)}${extra}`);
  expect(answer.status).toBe(200);
  return searchResultsSchema.parse(dataOf(answer));
}

const ids = (results: SearchResults) => results.items.map((hit) => `${hit.type}:${hit.id}`);

function expectInvalid(answer: ApiAnswer, field: string) {
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ status: "error", code: "VALIDATION_ERROR" });
  expect((answer.body as { errors: { path: string }[] }).errors.map((issue) => issue.path)).toContain(field);
}

describe("search ranking", () => {
  it("puts business cards first for 'cartes', in both tenants", async () => {
    for (const tenant of ["fr", "en"] as const) {
      const results = await search(tenant, "cartes");
      expect(results.items[0]).toMatchObject({ type: "product", id: "business-cards" });
    }
  });

  it("gives a product its path, image and 'from' price in the active currency", async () => {
    const fr = await search("fr", "cartes de visite");
    expect(fr.items[0]).toMatchObject({
      // The product link names the search that led to it (spec §3 search ids on the line item).
      path: `/cartes-de-visite/standard/?searchId=${fr.searchId}`,
      image: "/images/products/business-cards.svg",
      fromPrice: { currencyCode: "EUR", centAmount: expect.any(Number) },
      title: { text: "Cartes de visite standard", matches: [[0, 16]] },
    });
    const en = await search("en", "business card");
    expect(en.items[0]).toMatchObject({ id: "business-cards", fromPrice: { currencyCode: "GBP" } });
  });

  it("names each search the same way for the same words, and differently for other words or shops", async () => {
    const once = await search("fr", "Cartes  de visite");
    const again = await search("fr", " cartes de VISITE ");
    expect(once.searchId).toMatch(/^srch_[a-f0-9]{16}$/);
    expect(again.searchId).toBe(once.searchId);
    expect((await search("fr", "flyers")).searchId).not.toBe(once.searchId);
    expect((await search("en", "Cartes de visite")).searchId).not.toBe(once.searchId);
    // Only products carry it: a page or glossary link is not something a line item comes from.
    const glossary = await search("fr", "fond perdu");
    for (const hit of glossary.items.filter((item) => item.type !== "product")) {
      expect(hit.path).not.toContain("searchId");
    }
  });

  it("finds flyers despite a typo ('flyr')", async () => {
    for (const tenant of ["fr", "en"] as const) {
      const results = await search(tenant, "flyr");
      expect(results.items[0]).toMatchObject({ type: "product", id: "flyers" });
    }
  });

  it("answers 'étiquette' and 'etiquette' alike (accents and case folded)", async () => {
    const accented = await search("fr", "étiquette");
    expect(ids(accented)).toContain("product:roll-labels");
    expect(ids(await search("fr", "etiquette"))).toEqual(ids(accented));
    expect(ids(await search("fr", "ÉTIQUETTE"))).toEqual(ids(accented));
  });

  it("matches prefixes while typing and uses the tenant's synonyms", async () => {
    expect(ids(await search("fr", "pellic"))).toContain("product:business-cards");
    expect(ids(await search("en", "biro"))).toEqual(["product:pens"]);
    expect(ids(await search("fr", "business card"))[0]).toBe("product:business-cards");
  });

  it("finds glossary entries with a highlighted snippet and a link to the entry", async () => {
    const results = await search("fr", "fond perdu", "&type=glossary");
    expect(results.items[0]).toMatchObject({
      type: "glossary",
      path: "/glossaire/#term-fond-perdu",
      title: { text: "Fond perdu", matches: [[0, 10]] },
    });
    for (const hit of results.items) expect(hit.type).toBe("glossary");
  });

  it("keeps each tenant to its own documents", async () => {
    const en = await search("en", "glossaire");
    expect(en.items).toEqual([]);
    expect((await search("fr", "glossaire")).items[0]?.path).toMatch(/^\/glossaire\//);
  });

  it("answers an unknown word with nothing", async () => {
    expect(await search("fr", "xylophone")).toEqual({
      query: "xylophone",
      searchId: expect.stringMatching(/^srch_/),
      items: [],
      total: 0,
      nextCursor: null,
    });
    expect((await search("fr", "cartes xylophone")).items).toEqual([]);
  });

  it("lists products before pages before glossary entries", async () => {
    const order = { product: 0, page: 1, glossary: 2 };
    const types = (await search("fr", "papier", "&limit=50")).items.map((hit) => order[hit.type]);
    expect(types).toEqual([...types].sort());
    expect(new Set(types).size).toBeGreaterThan(1);
  });
});

describe("search paging", () => {
  it("pages with limit and an opaque cursor until the last page", async () => {
    const all = await search("fr", "papier", "&limit=50");
    expect(all.total).toBeGreaterThan(3);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: SearchResults = await search(
        "fr",
        "papier",
        `&limit=2${cursor ? `&cursor=${cursor}` : ""}`,
      );
      expect(page.items.length).toBeLessThanOrEqual(2);
      expect(page.total).toBe(all.total);
      seen.push(...ids(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(ids(all));
  });

  it("defaults to 20 hits", async () => {
    expect((await search("fr", "a", "")).items.length).toBeLessThanOrEqual(20);
  });
});

describe("search refusals", () => {
  it.each([
    ["q", ""],
    ["q", "q="],
    ["q", `q=${"a".repeat(101)}`],
    ["limit", "q=cartes&limit=0"],
    ["limit", "q=cartes&limit=51"],
    ["limit", "q=cartes&limit=ten"],
    ["type", "q=cartes&type=video"],
    ["cursor", "q=cartes&cursor=not*a*cursor"],
    ["cursor", "q=cartes&cursor=bm9wZQ"],
    ["q", "q=a&q=b"],
  ])("400 for a bad %s (%s)", async (field, query) => {
    expectInvalid(await get("fr", query), field);
  });

  it("refuses control and bidi characters in the query", async () => {
    for (const bad of ["%00", "%E2%80%AE"]) {
      const answer = await get("fr", `q=cartes${bad}`);
      expectInvalid(answer, "q");
      expect(JSON.stringify(answer.body)).toContain(NOT_ALLOWED_MESSAGE);
    }
  });
});

describe("search index", () => {
  it("is built on seed: every tenant has products, pages and glossary entries", async () => {
    const opened = test.openDb();
    try {
      const rows = await opened.db
        .selectFrom("search_documents")
        .select((eb) => ["tenant_key", "type", eb.fn.countAll<number>().as("n")])
        .groupBy(["tenant_key", "type"])
        .execute();
      for (const tenant of ["fr", "en"])
        for (const type of ["product", "page", "glossary"])
          expect(rows.find((row) => row.tenant_key === tenant && row.type === type)?.n).toBeGreaterThan(0);
    } finally {
      await opened.close();
    }
  });
});

describe("seasonal pages in search (issue 38 §4)", () => {
  const pathsAt = async (day: string, tenant: "fr" | "en", q: string) => {
    const dated = await createTestApi(() => new Date(`${day}T10:00:00Z`));
    try {
      const answer = await call(dated.api, `/api/v1/search/?q=${encodeURIComponent(q)}`, {
        headers: TENANT_HEADERS[tenant],
      });
      return searchResultsSchema.parse(dataOf(answer)).items.map((hit) => hit.path);
    } finally {
      await dated.dispose();
    }
  };

  it("offers a seasonal page only while it is open", async () => {
    expect(await pathsAt("2026-05-01", "fr", "french days")).toContain("/french-days/");
    expect(await pathsAt("2026-06-01", "fr", "french days")).not.toContain("/french-days/");
    expect(await pathsAt("2026-11-27", "en", "black friday")).toContain("/black-friday/");
    expect(await pathsAt("2026-06-01", "en", "black friday")).not.toContain("/black-friday/");
  });
});
