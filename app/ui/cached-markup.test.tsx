import type { ReactElement } from "react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "~/i18n/i18n";
import { SiteFooter, type SiteFooterProps } from "~/shell/SiteFooter";
import { queuedMarkupCache, renderLikeThePage } from "../../tests/support/markup-render";
import { type MarkupCache, MarkupCacheContext } from "./cached-markup";

const french = createI18n({
  locale: "fr-FR",
  dictionaries: { footer: { rights: "Tous droits réservés.", "products.title": "Produits" } },
});

const props: SiteFooterProps = {
  shopName: "Presto Impression",
  footerLinks: [{ label: "Glossaire", path: "/glossaire/" }],
  navigation: [{ label: "Cartes de visite", path: "/cartes-de-visite/" }],
  supportEmail: "service@presto.example",
  supportPhone: "+33 1 84 80 20 20",
  countries: [{ iso2: "FR", name: "France" }],
  year: 2026,
  newsletterPath: "/lettre-d-information/",
};

function renderPage(element: ReactElement, cache: MarkupCache | null): Promise<string> {
  return renderLikeThePage(
    <MarkupCacheContext.Provider value={cache}>
      <I18nextProvider i18n={french}>
        <div id="page">{element}</div>
      </I18nextProvider>
    </MarkupCacheContext.Provider>,
  );
}

describe("CachedElement (the footer)", () => {
  it("sends the same HTML from the cache as rendered element by element, translations included", async () => {
    const inline = await renderPage(<SiteFooter {...props} />, null);
    expect(inline).toContain("Tous droits réservés.");
    const { cache, runQueued } = queuedMarkupCache();
    expect(await renderPage(<SiteFooter {...props} />, cache)).toBe(inline);
    expect(await renderPage(<SiteFooter {...props} />, cache)).toBe(inline);
    runQueued();
    const fromCache = await renderPage(<SiteFooter {...props} />, cache);
    expect(fromCache).toBe(inline);
  });

  it("puts the cache's markup in the footer element instead of rendering its children", async () => {
    const kept: MarkupCache = { get: () => "<p>kept</p>" };
    expect(await renderPage(<SiteFooter {...props} />, kept)).toBe(
      '<div id="page"><footer class="site-footer"><p>kept</p></footer></div>',
    );
  });

  it("asks with key parts that name the footer's content: its translations, objects and texts", async () => {
    const asked: (readonly unknown[])[] = [];
    const recorder: MarkupCache = {
      get: (name, keyParts) => {
        // The footer rendered inline asks for its logo too.
        if (name === "footer") asked.push(keyParts);
        return undefined;
      },
    };
    const otherNavigation = [...props.navigation];
    await renderPage(<SiteFooter {...props} />, recorder);
    await renderPage(<SiteFooter {...props} navigation={otherNavigation} />, recorder);
    const [first, second] = asked;
    expect(first?.[0]).toBe(french);
    expect(first).toContain(props.navigation);
    expect(first).toContain(props.supportPhone);
    expect(first).toContain(props.year);
    expect(second).toContain(otherNavigation);
    expect(second).not.toContain(props.navigation);
  });

  it("renders anew when anything the footer shows changes", async () => {
    const { cache, runQueued } = queuedMarkupCache();
    for (let i = 0; i < 2; i++) await renderPage(<SiteFooter {...props} />, cache);
    runQueued();
    const nextYear = await renderPage(<SiteFooter {...props} year={2027} />, cache);
    expect(nextYear).toContain("© <!-- -->2027");
    const otherLinks = await renderPage(
      <SiteFooter {...props} footerLinks={[{ label: "Aide", path: "/aide/" }]} />,
      cache,
    );
    expect(otherLinks).toContain('href="/aide/"');
    expect(otherLinks).not.toContain('href="/glossaire/"');
  });
});
