import { afterEach, describe, expect, it, vi } from "vitest";
import { dictionaryTextOf, loadDictionaryDocuments } from "./dictionary-documents";
import { type PackedDictionaries, unpackDictionaries } from "./packed-dictionaries";

const packed = (text: string) => text as PackedDictionaries;

/** A page whose head links to these addresses. */
function pageLinking(...hrefs: string[]): Document {
  const links = hrefs.map((href) => ({ getAttribute: (name: string) => (name === "href" ? href : null) }));
  return { querySelectorAll: () => links } as unknown as Document;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("dictionary documents in the browser", () => {
  it("passes a text through, and finds a document's text once it has been fetched", async () => {
    expect(dictionaryTextOf(packed('{"a":{}}'))).toBe('{"a":{}}');
    const href = "/__i18n/fetched-before-hydration.json";
    expect(dictionaryTextOf(packed(href))).toBeUndefined();
    const fetch = vi.fn(async () => new Response('{"header":{"cart":"Panier"}}'));
    vi.stubGlobal("fetch", fetch);
    await expect(loadDictionaryDocuments(pageLinking(href, "/assets/other.js"))).resolves.toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(dictionaryTextOf(packed(href))).toBe('{"header":{"cart":"Panier"}}');
    // A revalidation later brings the same entries as text: the page keeps the very same object.
    const inline = packed(JSON.stringify({ header: { cart: "Panier" } }));
    expect(unpackDictionaries(inline)).toBe(unpackDictionaries(packed(href)));
  });

  it("says so when a document can't be had, so the page stays as served instead of hydrating without texts", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.stubGlobal("fetch", async () => new Response("Not Found", { status: 404 }));
    await expect(loadDictionaryDocuments(pageLinking("/__i18n/gone.json"))).resolves.toBe(false);
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(loadDictionaryDocuments(pageLinking("/__i18n/offline.json"))).resolves.toBe(false);
    expect(dictionaryTextOf(packed("/__i18n/gone.json"))).toBeUndefined();
  });
});
