import { describe, expect, it } from "vitest";
import { createI18n } from "./i18n";

const dictionaries = {
  common: { "cart.label": "Panier", greeting: "Bonjour {{name}}" },
  errors: { x: "Oups" },
};

describe("createI18n", () => {
  it("translates flat keys from the tenant dictionaries synchronously", () => {
    const i18n = createI18n({ locale: "fr-FR", dictionaries });
    expect(i18n.t("cart.label")).toBe("Panier");
    expect(i18n.t("errors:x")).toBe("Oups");
    expect(i18n.t("greeting", { name: "<b>Léa</b>" })).toBe("Bonjour <b>Léa</b>");
  });

  it("falls back to the default value for missing keys", () => {
    const i18n = createI18n({ locale: "fr-FR", dictionaries: {} });
    expect(i18n.t("errors:notFound.title", { defaultValue: "Page Not Found" })).toBe("Page Not Found");
  });

  it("shows namespaced keys in staff debug mode", () => {
    const i18n = createI18n({ locale: "fr-FR", dictionaries, showKeys: true });
    expect(i18n.t("cart.label")).toBe("common:cart.label");
    expect(i18n.t("errors:x")).toBe("errors:x");
  });
});

describe("createI18n instance reuse", () => {
  it("shares one instance per dictionaries object, locale and debug mode", () => {
    const shared = { common: { a: "A" } };
    const first = createI18n({ locale: "fr-FR", dictionaries: shared });
    expect(createI18n({ locale: "fr-FR", dictionaries: shared })).toBe(first);
    expect(createI18n({ locale: "fr-FR", dictionaries: shared, showKeys: true })).not.toBe(first);
    expect(createI18n({ locale: "fr-FR", dictionaries: { common: { a: "A" } } })).not.toBe(first);
  });
});
