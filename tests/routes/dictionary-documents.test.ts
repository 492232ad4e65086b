import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDictionaryGroup } from "../../app/i18n/dictionary-groups.server";
import { unpackDictionaries } from "../../app/i18n/packed-dictionaries";
import { loader as rootLoader } from "../../app/root";
import { loader as documentLoader } from "../../app/routes/dictionary-document";
import { createTestApi, type TestApi } from "../integration/helpers";
import { requestContext } from "../support/request-harness";

/**
 * Dictionary documents (ADR 063): a page load names its dictionary entries by a cacheable address
 * instead of carrying them; a data request still carries them; any process serves the document.
 */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.dispose());

const PAGE = "http://localhost:3000/cartes-de-visite/";

async function rootData(tenant: "fr" | "en", raw: string) {
  const { context } = await requestContext(api.api, { tenant });
  const url = new URL(PAGE);
  return rootLoader({ context, url, request: new Request(raw), params: {} } as never);
}

async function served(tenant: "fr" | "en", href: string) {
  const { context } = await requestContext(api.api, { tenant });
  const file = href.slice("/__i18n/".length);
  return documentLoader({
    context,
    params: { file },
    request: new Request(`http://localhost${href}`),
  } as never);
}

describe("dictionary documents", () => {
  it("a page load names the shell's entries by a document; a data request carries them", async () => {
    const page = await rootData("fr", PAGE);
    expect(page.dictionaries).toMatch(/^\/__i18n\/[0-9a-f]{24}\.json$/);
    const data = await rootData("fr", "http://localhost:3000/cartes-de-visite/_.data");
    expect(data.dictionaries.startsWith("{")).toBe(true);
    // The page's render reads the same entries either way.
    expect(unpackDictionaries(page.dictionaries)).toEqual(unpackDictionaries(data.dictionaries));
    expect(unpackDictionaries(page.dictionaries)?.header).toBeDefined();
  });

  it("serves a document for good, to the tenant whose page named it, and only its entries", async () => {
    const { dictionaries: href } = await rootData("fr", PAGE);
    const response = await served("fr", href);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const data = await rootData("fr", "http://localhost:3000/_.data");
    expect(await response.text()).toBe(data.dictionaries);
    // The other shop doesn't serve it, and an address no page named is a 404 nobody keeps.
    expect((await served("en", href)).status).toBe(404);
    const unknown = await served("fr", "/__i18n/000000000000000000000000.json");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("cache-control")).toBe("no-store");
  });

  it("serves each group's and each screen's document, as a page of another process named it", async () => {
    const { context } = await requestContext(api.api, { tenant: "en" });
    for (const [group, path] of [
      ["catalogue", "/business-cards/"],
      ["shopping", "/basket/"],
      ["account", "/my-account/orders/"],
    ] as const) {
      const url = new URL(`http://en.localhost:3000${path}`);
      const { dictionaries: href } = loadDictionaryGroup(context, group, url, new Request(url));
      const response = await served("en", href);
      expect(response.status, `${group} ${path}`).toBe(200);
      expect(JSON.parse(await response.text())).toEqual(unpackDictionaries(href));
    }
  });
});
