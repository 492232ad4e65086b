import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createI18n } from "~/i18n/i18n";
import { type MarkupCache, MarkupCacheContext } from "~/ui/cached-markup";
import { queuedMarkupCache, renderLikeThePage } from "../../tests/support/markup-render";
import { SiteHeader, type SiteHeaderProps } from "./SiteHeader";

const french = createI18n({
  locale: "fr-FR",
  dictionaries: { header: { tagline: "Impression professionnelle", cart: "Panier" } },
});

const navigation = [
  { label: "Cartes de visite", path: "/cartes-de-visite/" },
  { label: "Étiquettes", path: "/etiquettes/" },
];

function headerAt(path: string, overrides: Partial<SiteHeaderProps> = {}): SiteHeaderProps {
  return {
    shopName: "Presto Impression",
    homePath: "/",
    navigation,
    cartPath: "/panier/",
    cartCount: 2,
    accountPath: null,
    loginPath: "/connexion/",
    search: null,
    currency: "EUR",
    currencies: ["EUR"],
    currencySwitchAction: "/session/currency/",
    returnTo: path,
    currentPath: path,
    logoutAction: null,
    ...overrides,
  };
}

/** The header on `path` in a data router, rendered by the page's own renderer. */
function renderHeader(props: SiteHeaderProps, cache: MarkupCache | null): Promise<string> {
  const router = createMemoryRouter([{ path: "*", element: <SiteHeader {...props} /> }], {
    initialEntries: [props.currentPath],
  });
  return renderLikeThePage(
    <MarkupCacheContext.Provider value={cache}>
      <I18nextProvider i18n={french}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </MarkupCacheContext.Provider>,
  );
}

/** Renders until the cache has kept the header's parts (the third time), then once more from it. */
async function fromWarmCache(props: SiteHeaderProps, cache: MarkupCache, runQueued: () => void) {
  for (let i = 0; i < 2; i++) await renderHeader(props, cache);
  runQueued();
  return renderHeader(props, cache);
}

describe("SiteHeader from the markup cache", () => {
  it("sends the same header as rendered element by element, the current section marked", async () => {
    const props = headerAt("/cartes-de-visite/standard/");
    const inline = await renderHeader(props, null);
    expect(inline).toContain(
      '<a class="site-nav__link is-active" aria-current="page" href="/cartes-de-visite/" data-discover="true">',
    );
    expect(inline).toContain("Impression professionnelle");
    const { cache, runQueued } = queuedMarkupCache();
    expect(await fromWarmCache(props, cache, runQueued)).toBe(inline);
  });

  it("marks another section on another page, and shows the cart count of the visit", async () => {
    const { cache, runQueued } = queuedMarkupCache();
    await fromWarmCache(headerAt("/cartes-de-visite/"), cache, runQueued);
    const labels = headerAt("/etiquettes/", { cartCount: 5 });
    const html = await renderHeader(labels, cache);
    expect(html).toBe(await renderHeader(labels, null));
    expect(html).toContain('aria-current="page" href="/etiquettes/"');
    expect(html).not.toContain('aria-current="page" href="/cartes-de-visite/"');
    expect(html).toContain('data-testid="cart-count">5</span>');
  });

  it("keeps the currency form's return address to its own page in a shop with several currencies", async () => {
    const { cache, runQueued } = queuedMarkupCache();
    const several = { currencies: ["EUR", "CHF"] };
    await fromWarmCache(headerAt("/etiquettes/", several), cache, runQueued);
    const html = await renderHeader(headerAt("/panier/", several), cache);
    expect(html).toContain('name="returnTo" value="/panier/"');
  });
});
