import { expect, test } from "@playwright/test";
import { createCookie } from "react-router";
import { gotoUntilKept, pageProblems } from "./markup-cache";
import { FR } from "./origins";

/** Signs cookies the way the server does (tests/e2e/start-server.mjs sets this secret). */
const secrets = [process.env.SESSION_SECRET ?? "e2e-session-secret-not-for-production"];
const agentCookie = createCookie("presto_agent", { secrets });
const debugCookie = createCookie("presto_debug", { secrets });

async function cookieValue(cookie: ReturnType<typeof createCookie>, value: unknown): Promise<string> {
  const header = await cookie.serialize(value);
  return (header.split(";")[0] as string).split("=").slice(1).join("=");
}

test.describe("staff debug mode", () => {
  test("staff with the debug cookie see dictionary keys instead of texts", async ({ page, context }) => {
    await context.addCookies([
      {
        name: "presto_agent",
        value: await cookieValue(agentCookie, { agent: "e2e", expiresAt: Date.now() + 3_600_000 }),
        url: FR,
      },
      { name: "presto_debug", value: await cookieValue(debugCookie, true), url: FR },
    ]);
    await page.goto(`${FR}/`);
    await expect(page.getByRole("note")).toContainText("common:debug.badge");
    await expect(page.getByRole("banner")).toContainText("header:cart");
    // Titles worded by loaders too.
    await page.goto(`${FR}/connexion/`);
    await expect(page).toHaveTitle(/^auth:login\.title \|/);
    await page.goto(`${FR}/recherche/?q=flyers`);
    await expect(page).toHaveTitle(/^search:titleFor \|/);
  });

  test("staff switch debug mode on and off with ?debug=", async ({ page, context }) => {
    await context.addCookies([
      {
        name: "presto_agent",
        value: await cookieValue(agentCookie, { agent: "e2e", expiresAt: Date.now() + 3_600_000 }),
        url: FR,
      },
    ]);
    await page.goto(`${FR}/?debug=1`);
    await expect(page.getByRole("banner")).toContainText("header:cart");
    await page.goto(`${FR}/glossaire/`);
    await expect(page.getByRole("banner")).toContainText("header:cart");
    await page.goto(`${FR}/?debug=0`);
    await expect(page.getByRole("banner")).toContainText("Panier");
    await page.goto(`${FR}/glossaire/`);
    await expect(page.getByRole("banner")).toContainText("Panier");
  });

  test("a visitor cannot switch debug mode on", async ({ page }) => {
    await page.goto(`${FR}/?debug=1`);
    await expect(page.getByRole("banner")).toContainText("Panier");
    expect((await page.context().cookies()).some((cookie) => cookie.name === "presto_debug")).toBe(false);
  });

  test("the debug cookie alone reveals nothing to a visitor", async ({ page, context }) => {
    await context.addCookies([
      { name: "presto_debug", value: await cookieValue(debugCookie, true), url: FR },
    ]);
    await page.goto(`${FR}/`);
    await expect(page.getByRole("banner")).not.toContainText("header:cart");
    await expect(page.getByRole("banner")).toContainText("Panier");
  });

  test("a forged agent cookie is ignored", async ({ page, context }) => {
    const forged = Buffer.from(JSON.stringify({ agent: "mallory" })).toString("base64");
    await context.addCookies([
      { name: "presto_agent", value: forged, url: FR },
      { name: "presto_debug", value: await cookieValue(debugCookie, true), url: FR },
    ]);
    await page.goto(`${FR}/`);
    await expect(page.getByRole("banner")).toContainText("Panier");
  });
});

test.describe("server-provided redirects", () => {
  test("a retired URL is redirected permanently to its new page, keeping the campaign", {
    tag: "@http",
  }, async ({ request }) => {
    const response = await request.get(`${FR}/cartes-visite/?campaign=rentree`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/cartes-de-visite/?campaign=rentree");
  });

  test("a visitor following an old link lands on the new page", async ({ page }) => {
    await page.goto(`${FR}/CGV.html`);
    await expect(page).toHaveURL(`${FR}/conditions-generales-de-vente/`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("page quality", () => {
  // Hydration and client-side navigation only exist with JavaScript: the no-js project leaves @js-only out.
  test("pages render and hydrate without console errors", { tag: "@js-only" }, async ({
    page,
    browserName,
  }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    for (const path of ["/", "/cartes-de-visite/", "/glossaire/", "/nulle-part/"]) {
      await page.goto(`${FR}${path}`);
      await page.waitForLoadState("networkidle");
    }
    expect(
      problems.filter((text) => !text.includes("404")),
      browserName,
    ).toEqual([]);
  });

  test("client-side navigation keeps working after hydration", { tag: "@js-only" }, async ({ page }) => {
    await page.goto(`${FR}/`);
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    const dataRequest = page.waitForRequest((request) => request.url().includes(".data"));
    await page.getByRole("banner").getByRole("link", { name: "Affiches" }).filter({ visible: true }).click();
    await expect(page).toHaveURL(`${FR}/affiches-grand-format/`);
    // Only the page's own data travels: the shell (dictionaries, navigation) is not downloaded again.
    const routes = new URL((await dataRequest).url()).searchParams.get("_routes") ?? "";
    expect(routes).not.toContain("root");
    expect(routes).toContain("content-page");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The same document: the navigation happened in the client, not as a full reload.
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });

  test("a navigation into a content page asks for its data without waiting for the page's code", {
    tag: "@js-only",
  }, async ({ page }) => {
    await page.goto(`${FR}/panier/`);
    await page.waitForLoadState("networkidle");
    // The content route's code is held back until the navigation has asked for its data: a route
    // module the data request had to wait for (its client middleware, ADR 062) would never let go.
    let dataAsked = false;
    page.on("request", (request) => {
      if (request.resourceType() === "fetch" && request.url().includes(".data")) dataAsked = true;
    });
    await page.route(/\/assets\/content-page/, async (route) => {
      await expect.poll(() => dataAsked, { timeout: 10_000 }).toBe(true);
      await route.continue();
    });
    await page.getByRole("banner").getByRole("link", { name: "Affiches" }).filter({ visible: true }).click();
    await expect(page).toHaveURL(`${FR}/affiches-grand-format/`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a client navigation whose connection drops says so at the top of the screen, and trying again opens the page", {
    tag: "@js-only",
  }, async ({ page }) => {
    await page.goto(`${FR}/`);
    await page.waitForLoadState("networkidle");
    await page.route(/\.data(\?|$)/, (route) => route.abort("internetdisconnected"));
    const footerLink = page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Conditions générales de vente" });
    await footerLink.scrollIntoViewIfNeeded();
    await footerLink.click();
    const lost = page.getByRole("heading", { level: 1, name: "Connexion interrompue" });
    // In view and focused, although the visitor had scrolled down to the footer (ADR 061).
    await expect(lost).toBeFocused();
    await expect(lost).toBeInViewport();
    await expect(page.getByText("Erreur interne du serveur")).toHaveCount(0);
    await page.unroute(/\.data(\?|$)/);
    await page.getByRole("link", { name: "Réessayer" }).click();
    await expect(page).toHaveURL(`${FR}/conditions-generales-de-vente/`);
    await expect(page.getByRole("heading", { level: 1, name: /Conditions générales/ })).toBeVisible();
  });

  test("a client navigation still unanswered after 25 s says the connection was interrupted", {
    tag: "@js-only",
  }, async ({ page }) => {
    await page.clock.install();
    await page.goto(`${FR}/`);
    await page.waitForLoadState("networkidle");
    // The request leaves but no answer ever comes back (a phone on a dead network).
    let stalled = false;
    await page.route(/\.data(\?|$)/, () => {
      stalled = true;
    });
    await page.getByRole("banner").getByRole("link", { name: "Affiches" }).filter({ visible: true }).click();
    await expect.poll(() => stalled).toBe(true);
    const lost = page.getByRole("heading", { level: 1, name: "Connexion interrompue" });
    await page.clock.fastForward(24_000);
    await expect(lost).toHaveCount(0);
    await page.clock.fastForward(1_000);
    await expect(lost).toBeFocused();
    await expect(page.getByRole("link", { name: "Réessayer" })).toBeVisible();
  });

  test("a page names its texts by a document the browser keeps, instead of carrying them @http", async ({
    request,
  }) => {
    const html = await (await request.get(`${FR}/cartes-de-visite/standard/`)).text();
    const hrefs = [
      ...html.matchAll(
        /<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)" data-dictionary=""/g,
      ),
    ].map((match) => match[1] as string);
    // The shell's and the catalogue group's (ADR 063); their entries are not in the page itself.
    expect(hrefs).toHaveLength(2);
    // A text only the configurator's script shows (when a price couldn't be updated).
    expect(html).not.toContain("Non mis à jour");
    const texts = await Promise.all(
      hrefs.map(async (href) => {
        const response = await request.get(`${FR}${href}`, { maxRedirects: 0 });
        expect(response.status()).toBe(200);
        expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
        return JSON.parse(await response.text()) as Record<string, Record<string, string>>;
      }),
    );
    expect(texts.some((entries) => entries.header?.cart === "Panier")).toBe(true);
    expect(texts.some((entries) => entries.product?.["priceBar.notUpdated"] === "Non mis à jour")).toBe(true);
  });

  test("a header and footer sent from the markup cache hydrate like the rest of the page", {
    tag: "@js-only",
  }, async ({ page }) => {
    const problems = pageProblems(page);
    // Each address is new, so the anonymous page cache can't answer instead of a render.
    const kept = await gotoUntilKept(
      page,
      (attempt) => `${FR}/glossaire/?from=markup-check-${attempt}-${Date.now()}`,
      /markup;desc="kept: [^"]*\bnav-bar\b[^"]*\bfooter\b/,
    );
    expect(kept).toBe(true);
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "Création graphique" }).click();
    await expect(page).toHaveURL(`${FR}/service-creation-graphique/`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page
      .getByRole("banner")
      .getByRole("link", { name: "Étiquettes" })
      .filter({ visible: true })
      .click();
    await expect(page).toHaveURL(`${FR}/etiquettes/`);
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Étiquettes" }).filter({ visible: true }),
    ).toHaveAttribute("aria-current", "page");
    // Hydrated: the footer's and the header's links navigated in the client, not as full reloads.
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    expect(problems).toEqual([]);
  });
});

test.describe("admin screens", () => {
  for (const path of ["/admin/styleguide/", "/admin/base-configs-console/"]) {
    test(`${path} is a plain 404 for visitors and open to staff`, async ({ page, context }) => {
      expect((await page.goto(`${FR}${path}`))?.status()).toBe(404);
      await context.addCookies([
        {
          name: "presto_agent",
          value: await cookieValue(agentCookie, { agent: "e2e", expiresAt: Date.now() + 3_600_000 }),
          url: FR,
        },
      ]);
      expect((await page.goto(`${FR}${path}`))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Style guide|Base configs console/);
    });
  }

  test("the base configs console shows what the tenant received", async ({ page, context }) => {
    await context.addCookies([
      {
        name: "presto_agent",
        value: await cookieValue(agentCookie, { agent: "e2e", expiresAt: Date.now() + 3_600_000 }),
        url: FR,
      },
    ]);
    await page.goto(`${FR}/admin/base-configs-console/`);
    await expect(page.locator("pre")).toContainText('"currency": "EUR"');
    await expect(page.locator("pre")).toContainText('"/cartes-de-visite/"');
  });
});
