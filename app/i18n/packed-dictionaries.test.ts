import { describe, expect, it } from "vitest";
import { packDictionaries, unpackDictionaries } from "./packed-dictionaries";

describe("packed dictionaries (ADR 051)", () => {
  it("travel as one JSON text and read back as the same entries", () => {
    const entries = {
      cart: { title: "Panier", count_one: "{{count}} article" },
      common: { skip: "Aller au contenu" },
    };
    const packed = packDictionaries(entries);
    expect(typeof packed).toBe("string");
    expect(JSON.parse(packed)).toEqual(entries);
    // In the process that packed them: the very object, no parsing.
    expect(unpackDictionaries(packed)).toBe(entries);
  });

  it("are packed once per entries object", () => {
    const entries = { header: { cart: "Panier" } };
    expect(packDictionaries(entries)).toBe(packDictionaries(entries));
  });

  it("parse a text once where it arrives (the browser), and give nothing for no text", () => {
    const arrived = JSON.stringify({ footer: { rights: "Tous droits réservés." } });
    const first = unpackDictionaries(arrived as Parameters<typeof unpackDictionaries>[0]);
    expect(first).toEqual({ footer: { rights: "Tous droits réservés." } });
    // A revalidation brings an equal text as a new string: the same object, so i18n is not rebuilt.
    const again = unpackDictionaries(
      JSON.stringify(JSON.parse(arrived)) as Parameters<typeof unpackDictionaries>[0],
    );
    expect(again).toBe(first);
    expect(unpackDictionaries(undefined)).toBeUndefined();
  });
});
