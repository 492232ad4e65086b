import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { PreloadNavLink, preloadLinkVariants } from "./PreloadLink";

/** Renders `element` on `path` inside a data router, as the shop's pages are. */
function renderAt(path: string, element: ReactNode): string {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [path] });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("PreloadLink", () => {
  it("renders the same anchor on the server as in the browser, so the browser's link hydrates over it", () => {
    for (const to of [
      "/panier/",
      "/cartes-de-visite/?q=1#top",
      "https://example.com/x",
      "//evil.example/x",
    ]) {
      const props = { to, className: "site-nav__link", "aria-label": "Aller", children: "Panier" };
      const server = renderAt("/", <preloadLinkVariants.server {...props} />);
      const client = renderAt("/", <preloadLinkVariants.client {...props} />);
      expect(server).toBe(client);
      expect(server).toContain(`href="${to}"`);
    }
    expect(renderAt("/", <preloadLinkVariants.server to="/panier/">x</preloadLinkVariants.server>)).toBe(
      '<a href="/panier/" data-discover="true">x</a>',
    );
    expect(
      renderAt("/", <preloadLinkVariants.server to="https://example.com/">x</preloadLinkVariants.server>),
    ).toBe('<a href="https://example.com/">x</a>');
  });

  it("marks the link to the current page, or to the section the page is in", () => {
    expect(
      renderAt("/espace-client/commandes/", <PreloadNavLink to="/espace-client/">Compte</PreloadNavLink>),
    ).toBe('<a class="active" aria-current="page" href="/espace-client/" data-discover="true">Compte</a>');
    expect(
      renderAt(
        "/espace-client/commandes/",
        <PreloadNavLink to="/espace-client/" end>
          Compte
        </PreloadNavLink>,
      ),
    ).toBe('<a href="/espace-client/" data-discover="true">Compte</a>');
  });
});
