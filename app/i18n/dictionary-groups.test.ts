import { describe, expect, it } from "vitest";
import {
  dictionaryGroupFile,
  dictionaryGroupOfFile,
  dictionaryGroupRevalidation,
  groupDictionariesOf,
} from "./dictionary-groups";
import { packDictionaries } from "./packed-dictionaries";

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
        { id: "routes/dictionaries/catalogue", loaderData: { dictionaries: packDictionaries(dictionaries) } },
        { id: "content-page", loaderData: {} },
      ]),
    ).toBe(dictionaries);
    expect(groupDictionariesOf([{ id: "root", loaderData: {} }])).toBeUndefined();
  });

  it("reload a per-screen group's entries when the visitor moves to another of its screens, and only then", () => {
    const at = (path: string) => new URL(path, "http://localhost");
    const move = (from: string, to: string, group = "account") =>
      dictionaryGroupRevalidation(group)({ currentUrl: at(from), nextUrl: at(to) });
    expect(move("/espace-client/commandes/", "/espace-client/adresses/")).toBe(true);
    expect(move("/espace-client/commandes/", "/espace-client/commandes/detail/?id=1")).toBe(true);
    expect(move("/espace-client/commandes/", "/espace-client/commandes/?page=2")).toBe(false);
    expect(move("/espace-client/adresses/", "/espace-client/adresses/")).toBe(false);
    expect(move("/panier/", "/panier/recapitulatif/", "shopping")).toBe(true);
    // A group of pages alike keeps its entries everywhere.
    expect(move("/connexion/", "/inscription/", "auth")).toBe(false);
  });
});
