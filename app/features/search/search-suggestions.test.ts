import { describe, expect, it } from "vitest";
import { readSuggestions } from "./search-suggestions";

const hit = {
  type: "product",
  id: "flyers",
  title: { text: "Flyers", matches: [[0, 6]] },
  path: "/flyers/",
  snippet: { text: "", matches: [] },
  image: null,
  fromPrice: { centAmount: 1290, currencyCode: "EUR" },
};

describe("readSuggestions", () => {
  it("turns the API's hits into options keyed by type and id", () => {
    const body = {
      status: "success",
      code: 200,
      data: { query: "fly", items: [hit], total: 1, nextCursor: null },
    };
    expect(readSuggestions(body)).toEqual([
      {
        id: "product:flyers",
        label: "Flyers",
        type: "product",
        path: "/flyers/",
        fromPrice: { centAmount: 1290, currencyCode: "EUR" },
      },
    ]);
  });

  it("leaves out hits that don't fit or lead off the shop", () => {
    const items = [
      { ...hit, path: "//evil.example/" },
      { ...hit, path: "https://evil.example/" },
      { ...hit, type: "script" },
      { ...hit, id: "page", type: "page", fromPrice: null },
    ];
    const suggestions = readSuggestions({ status: "success", data: { items } });
    expect(suggestions.map((s) => s.id)).toEqual(["page:page"]);
    expect(suggestions[0]?.fromPrice).toBeNull();
  });

  it("fails on anything that is not a search answer", () => {
    expect(() => readSuggestions({ status: "error", code: "NOT_FOUND" })).toThrow();
    expect(() => readSuggestions(null)).toThrow();
  });
});
