import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "./i18n";
import { translatorFor, useTranslation } from "./use-translation";

const dictionaries = {
  cart: { title: "Panier", items_one: "{{count}} article", items_other: "{{count}} articles" },
};

function Texts({ count }: { count: number }) {
  const { t, i18n } = useTranslation();
  return (
    <p lang={i18n.language}>
      {t("cart:title")}|{t("cart:items", { count })}|{t("cart:missing", { defaultValue: "Défaut" })}|
      {t(["cart:absent", "cart:title"])}
    </p>
  );
}

const render = (i18n: ReturnType<typeof createI18n>, count: number) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <Texts count={count} />
    </I18nextProvider>,
  );

describe("useTranslation", () => {
  it("translates like i18next: plain keys, plurals, default values and fallbacks", () => {
    const i18n = createI18n({ locale: "fr-FR", dictionaries });
    expect(render(i18n, 1)).toBe('<p lang="fr-FR">Panier|1 article|Défaut|Panier</p>');
    // The memo answers plain lookups; counted and interpolated ones are asked again each time.
    expect(render(i18n, 3)).toBe('<p lang="fr-FR">Panier|3 articles|Défaut|Panier</p>');
  });

  it("keeps one memo per instance: debug mode's keys don't leak into the shop's texts", () => {
    const shop = createI18n({ locale: "fr-FR", dictionaries });
    const debug = createI18n({ locale: "fr-FR", dictionaries, showKeys: true });
    expect(render(shop, 1)).toContain("Panier|");
    expect(render(debug, 1)).toContain("cart:title|");
    expect(render(shop, 1)).toContain("Panier|");
  });

  it("gives a missing key asked with different default values each its own text, every time", () => {
    const i18n = createI18n({ locale: "fr-FR", dictionaries });
    const t = translatorFor(i18n);
    for (let round = 0; round < 2; round++) {
      expect(t("cart:missing", { defaultValue: "Un" })).toBe("Un");
      expect(t("cart:missing", { defaultValue: "Deux" })).toBe("Deux");
      expect(t("cart:missing")).toBe("missing");
      expect(t("cart:title", { defaultValue: "Ignoré" })).toBe("Panier");
    }
  });

  it("answers the default values outside any provider (an error view before the shell)", () => {
    expect(renderToStaticMarkup(<Texts count={1} />)).toBe('<p lang="en-GB">title|items|Défaut|title</p>');
  });
});
