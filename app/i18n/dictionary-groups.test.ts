import { describe, expect, it } from "vitest";
import { dictionaryGroupFile, dictionaryGroupOfFile, groupDictionariesOf } from "./dictionary-groups";

describe("dictionary groups", () => {
  it("name a group's layout module and find the group back from it", () => {
    expect(dictionaryGroupFile("catalogue")).toBe("routes/dictionaries/catalogue.tsx");
    expect(dictionaryGroupOfFile(dictionaryGroupFile("catalogue"))).toBe("catalogue");
    expect(dictionaryGroupOfFile("routes/cart.tsx")).toBeNull();
    expect(dictionaryGroupOfFile("routes/dictionaries/../cart.tsx")).toBeNull();
    expect(dictionaryGroupOfFile(undefined)).toBeNull();
  });

  it("read the matched group layout's entries, if the page is under one", () => {
    const dictionaries = { product: { title: "Produit" } };
    expect(
      groupDictionariesOf([
        { id: "root", loaderData: {} },
        { id: "routes/dictionaries/catalogue", loaderData: { dictionaries } },
        { id: "content-page", loaderData: {} },
      ]),
    ).toBe(dictionaries);
    expect(groupDictionariesOf([{ id: "root", loaderData: {} }])).toBeUndefined();
  });
});
