import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ContentBlocks } from "~/features/content/ContentBlocks";
import { createI18n } from "~/i18n/i18n";
import { unpackDictionaries } from "~/i18n/packed-dictionaries";
import { ErrorBoundary, Layout } from "~/root";
import * as layout from "~/routes/account-layout";
import * as baseConfigs from "~/routes/admin.base-configs-console";
import * as benchFloor from "~/routes/bench-floor";
import * as contentPage from "~/routes/content-page";
import * as legacyOrderDetail from "~/routes/legacy-order-detail";
import * as legacyOrders from "~/routes/legacy-orders";
import * as myDesigns from "~/routes/my-designs";
import * as sessionCurrency from "~/routes/session-currency";
import * as sessionLogout from "~/routes/session-logout";
import { FallbackShellContext, FallbackShellScript } from "~/shell/fallback-shell";
import { SkipLink } from "~/shell/SkipLink";
import type { ShellWire } from "~/shell/shell";
import { NonceContext } from "~/ui/nonce";
import { createTestApi, type TestApi } from "../integration/helpers";
import { asRoute, signIn, tags, textOf, visit } from "./page-harness";

/** The smaller screens: old orders, saved designs, the session forms, staff consoles, the fallback shell. */

let api: TestApi;
let marie = "";
let shell: ShellWire;
beforeAll(async () => {
  api = await createTestApi();
  marie = await signIn(api.api);
  shell = (await (await visit(api.api)).render("/glossaire/", asRoute(contentPage))).shell;
});
afterAll(() => api.dispose());

const account = async (path: string, route: unknown) =>
  (await visit(api.api, { accessToken: marie })).render(path, asRoute(route), { layout: asRoute(layout) });

describe("old site's orders", () => {
  it("the search keeps the typed text and narrows the list", async () => {
    const { html } = await account("/espace-client/anciennes-commandes/?q=Affiches", legacyOrders);
    const text = textOf(html);
    // The screen's own search field (the header has a search box named q too).
    expect(tags(html, "input").find((field) => field.id === "legacy-q")?.value).toBe("Affiches");
    expect(text).toContain("CMD-2023-09117");
    expect(text).not.toContain("CMD-2024-18342");
  });

  it("an old order's detail lists its lines and totals, with a way back", async () => {
    const list = await account("/espace-client/anciennes-commandes/", legacyOrders);
    const detailHref = tags(list.html, "a").find((link) => link.href?.includes("detail"))?.href ?? "";
    const { html, status } = await account(detailHref, legacyOrderDetail);
    expect(status).toBe(200);
    const text = textOf(html);
    expect(text).toMatch(/CMD-\d{4}-\d{5}/);
    expect(text).toMatch(/\d+,\d{2} €/);
    expect(tags(html, "a").some((link) => link.href === "/espace-client/anciennes-commandes/")).toBe(true);
  });
});

describe("my designs", () => {
  it("a design saved from the product page is listed and reopens the configurator", async () => {
    const visitor = await visit(api.api, { accessToken: marie });
    const saved = await visitor.post("/cartes-de-visite/standard/?quantity=1000", asRoute(contentPage), {
      intent: "saveDesign",
    });
    expect(saved).toBeInstanceOf(Response);
    const { html } = await account("/espace-client/mes-creations/", myDesigns);
    const open = tags(html, "a").find((link) => link.href?.startsWith("/cartes-de-visite/standard/?c="));
    expect(open).toBeDefined();
    expect(textOf(html)).toContain("Cartes de visite standard");
    expect(tags(html, "input").some((field) => field.name === "intent" && field.value === "delete")).toBe(
      true,
    );
  });
});

describe("session forms", () => {
  it("switching currency changes the session and goes back to the page, never off-site", async () => {
    const visitor = await visit(api.api, { tenant: "en" });
    const back = (await visitor.post("/session/currency/", asRoute(sessionCurrency), {
      currency: "EUR",
      returnTo: "/posters/?x=1",
    })) as Response;
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe("/posters/?x=1");
    expect(visitor.state.session.activeCurrency).toBe("EUR");
    const offSite = (await visitor.post("/session/currency/", asRoute(sessionCurrency), {
      currency: "GBP",
      returnTo: "https://evil.example/",
    })) as Response;
    expect(offSite.headers.get("location")).toBe("/");
  });

  it("a currency the shop doesn't sell is refused", async () => {
    const visitor = await visit(api.api, { tenant: "en" });
    await expect(
      visitor.post("/session/currency/", asRoute(sessionCurrency), { currency: "USD", returnTo: "/" }),
    ).rejects.toMatchObject({ init: { status: 400 } });
    expect(visitor.state.session.activeCurrency).toBe("GBP");
  });

  it("logging out forgets the tokens and goes home", async () => {
    const visitor = await visit(api.api, { accessToken: marie });
    const answer = (await visitor.post("/session/logout/", asRoute(sessionLogout), {})) as Response;
    expect(answer.headers.get("location")).toBe("/");
    expect(visitor.state.auth).toBeNull();
  });
});

describe("staff and bench pages", () => {
  it("the base configs console shows staff what this tenant received", async () => {
    const visitor = await visit(api.api);
    visitor.state.staff = "ip";
    const { html } = await visitor.render("/admin/base-configs-console/", asRoute(baseConfigs));
    const text = textOf(html);
    expect(text).toContain("Staff (ip)");
    expect(text).toContain("currency EUR");
    expect(text).toContain('"name": "Presto Impression"');
  });

  it("the bench floor is a plain 404 unless the server runs the bench", async () => {
    const { status } = await (await visit(api.api)).render("/__bench/", asRoute(benchFloor));
    expect(status).toBe(404);
  });
});

describe("fallback shell", () => {
  it("carries the shell as inert JSON that no text in it can close", () => {
    const hostile = { ...shell, shopName: "</script><script>alert(1)</script>" };
    const html = renderToStaticMarkup(<FallbackShellScript shell={hostile} />);
    expect(html.startsWith('<script type="application/json" id="fallback-shell">')).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = html.replace(/^<script[^>]*>/, "").replace(/<\/script>$/, "");
    expect((JSON.parse(json) as ShellWire).shopName).toBe(hostile.shopName);
  });

  it("gives an error page whose root loader never ran the shop's chrome and language", () => {
    const Stub = createRoutesStub([{ id: "root", path: "/", Component: () => null, ErrorBoundary }]);
    const i18n = createI18n({
      locale: shell.locale,
      dictionaries: unpackDictionaries(shell.dictionaries) ?? {},
    });
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <FallbackShellContext.Provider value={shell}>
          <Stub
            initialEntries={["/"]}
            hydrationData={{ errors: { root: new ErrorResponseImpl(403, "Forbidden", "") } }}
          />
        </FallbackShellContext.Provider>
      </I18nextProvider>,
    );
    expect(html).toContain("error-view--server");
    expect(tags(html, "a").some((link) => link.href === "/cartes-de-visite/")).toBe(true);
    expect(textOf(html)).toContain("Aller au contenu");
  });
});

describe("document layout", () => {
  /** The root Layout around a translated child, with the root loader's shell or only a fallback one. */
  function documentHtml(options: { shell?: ShellWire; fallback?: ShellWire }) {
    // The stub's manifest has no real assets: React warns about their empty hrefs.
    vi.spyOn(console, "error").mockImplementation(() => {});
    const Stub = createRoutesStub([
      {
        id: "root",
        path: "/",
        Component: () => (
          <Layout>
            <SkipLink />
          </Layout>
        ),
      },
    ]);
    return renderToStaticMarkup(
      <NonceContext.Provider value="n0nce">
        <FallbackShellContext.Provider value={options.fallback ?? null}>
          <Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: options.shell } }} />
        </FallbackShellContext.Provider>
      </NonceContext.Provider>,
    );
  }

  it("is in the tenant's language, translates its children and puts the nonce on every script", () => {
    const html = documentHtml({ shell });
    expect(html).toMatch(/^<html lang="fr-FR" dir="ltr">/);
    expect(textOf(html)).toContain("Aller au contenu");
    const scripts = tags(html, "script");
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script.nonce).toBe("n0nce");
    expect(html).not.toContain('id="fallback-shell"');
  });

  it("with only a fallback shell, carries it for hydration", () => {
    const html = documentHtml({ fallback: shell });
    expect(html).toMatch(/^<html lang="fr-FR"/);
    expect(html).toContain('<script type="application/json" id="fallback-shell">');
  });

  it("without any shell (no tenant) falls back to English", () => {
    const html = documentHtml({});
    expect(html).toMatch(/^<html lang="en"/);
    expect(textOf(html)).toContain("Skip to content");
  });
});

describe("content blocks", () => {
  it("a product presentation outside a product page names the product as the page's heading", () => {
    const block = {
      type: "productIntro" as const,
      productKey: "business-cards",
      name: "Cartes de visite standard",
      description: "Le classique 85 x 55 mm.",
      image: "/images/products/business-cards.svg",
      highlights: ["Papier 350 g/m²"],
    };
    const html = renderToStaticMarkup(<ContentBlocks blocks={[block]} firstBlockIsHeading />);
    expect(html).toContain('<h1 class="product-intro__name">Cartes de visite standard</h1>');
    expect(textOf(html)).toContain("Papier 350 g/m²");
    expect(tags(html, "section")[0]?.["data-product-key"]).toBe("business-cards");
  });
});
