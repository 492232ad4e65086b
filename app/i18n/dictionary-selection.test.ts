import { describe, expect, it } from "vitest";
import { lookUpEntry, mergeDictionaries, selectDictionaries } from "./dictionary-selection";

const dictionaries = {
  product: {
    title: "Produit",
    items_one: "{{count}} article",
    items_other: "{{count}} articles",
    "priority.express": "Express",
    "priority.standard": "Standard",
    unused: "Jamais affiché",
  },
  admin: { "banner.text": "Connecté en tant que", "media.title": "Médiathèque" },
};

describe("selectDictionaries", () => {
  it("keeps the named keys with their plural forms and the keys under a prefix, nothing else", () => {
    const picked = selectDictionaries(dictionaries, ["product:title", "product:items", "product:priority.*"]);
    expect(picked).toEqual({
      product: {
        title: "Produit",
        items_one: "{{count}} article",
        items_other: "{{count}} articles",
        "priority.express": "Express",
        "priority.standard": "Standard",
      },
    });
  });

  it("leaves out namespaces the selection doesn't name and keys the tenant lacks", () => {
    expect(selectDictionaries(dictionaries, ["admin:banner.text", "cart:missing"])).toEqual({
      admin: { "banner.text": "Connecté en tant que" },
    });
  });

  it("gives the same object back for the same inputs, so i18n instances are reused", () => {
    const selection = ["product:*"];
    expect(selectDictionaries(dictionaries, selection)).toBe(selectDictionaries(dictionaries, selection));
    expect(selectDictionaries(dictionaries, selection)).not.toBe(
      selectDictionaries({ ...dictionaries }, selection),
    );
  });
});

describe("mergeDictionaries", () => {
  it("merges namespace by namespace and is stable for the same inputs", () => {
    const shell = { common: { skip: "Aller au contenu" }, admin: { "banner.text": "Connecté" } };
    const group = { admin: { "media.title": "Médiathèque" } };
    const merged = mergeDictionaries(shell, group);
    expect(merged).toEqual({
      common: { skip: "Aller au contenu" },
      admin: { "banner.text": "Connecté", "media.title": "Médiathèque" },
    });
    expect(mergeDictionaries(shell, group)).toBe(merged);
    expect(mergeDictionaries(shell, undefined)).toBe(shell);
  });
});

describe("lookUpEntry", () => {
  it("finds a namespaced key in the first set that has it", () => {
    expect(lookUpEntry([undefined, dictionaries], "admin:media.title")).toBe("Médiathèque");
    expect(lookUpEntry([dictionaries], "admin:nope")).toBeUndefined();
  });
});
