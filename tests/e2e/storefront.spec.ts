import { expect, test } from "@playwright/test";
import { EN, EN_HOST, FR } from "./origins";

test.describe("tenants", () => {
  test("the French home renders in French with euros", async ({ page }) => {
    const response = await page.goto(`${FR}/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-FR");
    await expect(page).toHaveTitle(/Presto/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const header = page.getByRole("banner");
    await expect(
      header.getByRole("link", { name: "Cartes de visite" }).filter({ visible: true }),
    ).toBeVisible();
    await expect(header.getByText("EUR").first()).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("Presto Impression");
  });

  test("the English home renders in English with pounds", async ({ page }) => {
    const response = await page.goto(`${EN}/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
    const header = page.getByRole("banner");
    await expect(
      header.getByRole("link", { name: "Business cards" }).filter({ visible: true }),
    ).toBeVisible();
    await expect(header.getByLabel("Currency")).toHaveValue("GBP");
    await expect(page.getByRole("contentinfo")).toContainText("Presto Print");
  });

  test("an English visitor switches to euros and keeps them while browsing", async ({ page }) => {
    await page.goto(`${EN}/business-cards/`);
    const header = page.getByRole("banner");
    await header.getByLabel("Currency").selectOption("EUR");
    await header.getByRole("button", { name: "Change" }).click();
    await expect(page).toHaveURL(`${EN}/business-cards/`);
    await expect(header.getByLabel("Currency")).toHaveValue("EUR");
    await page.goto(`${EN}/`);
    await expect(page.getByRole("banner").getByLabel("Currency")).toHaveValue("EUR");
  });

  test("an unknown host is refused with 'Tenant domain not valid'", { tag: "@http" }, async ({ request }) => {
    const response = await request.get(`${FR}/`, { headers: { Host: "evil.example" } });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("Tenant domain not valid");
  });
});

test.describe("path rules", () => {
  test("a non-canonical path answers 301 to the canonical one, keeping the query", { tag: "@http" }, async ({
    request,
  }) => {
    const response = await request.get(`${FR}/Cartes-De-Visite.html?campaign=rentree`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/cartes-de-visite/?campaign=rentree");
  });

  test("a visitor typing a sloppy URL lands on the canonical page", async ({ page }) => {
    await page.goto(`${EN}/BUSINESS-CARDS`);
    await expect(page).toHaveURL(`${EN}/business-cards/`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("robots.txt is exempt from the rules", { tag: "@http" }, async ({ request }) => {
    const response = await request.get(`${FR}/robots.txt`, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
  });
});

test.describe("not found", () => {
  test("an unknown path shows the 404 page with its path", async ({ page }) => {
    const response = await page.goto(`${FR}/nulle-part/`);
    expect(response?.status()).toBe(404);
    // In the shop's language; the spec's message stays the page's description.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 – Page introuvable");
    await expect(page.getByText("Adresse demandée : /nulle-part/")).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      "Page Not Found: /nulle-part/",
    );
    await expect(page.getByText("404").first()).toBeVisible();
    // The shop stays usable: header and a way home.
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link").first()).toBeVisible();
  });

  test("crawlers get the bare status, not the error page", { tag: "@http" }, async ({ request }) => {
    const response = await request.get(`${FR}/nulle-part/`, {
      headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
    });
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain("<html");
  });
});

test.describe("crawler files", () => {
  test("robots.txt points at the tenant's own sitemaps", { tag: "@http" }, async ({ request }) => {
    const response = await request.get(`${FR}/robots.txt`, { headers: { Host: EN_HOST } });
    expect(response.headers()["content-type"]).toContain("text/plain");
    const body = await response.text();
    expect(body).toContain("User-agent: *");
    expect(body).toContain(`Sitemap: ${EN}/sitemap.xml`);
    expect(body).not.toContain(`Sitemap: ${FR}/`);
  });

  test("sitemap.xml lists the tenant's pages on its own origin", { tag: "@http" }, async ({ request }) => {
    const fr = await request.get(`${FR}/sitemap.xml`);
    expect(fr.headers()["content-type"]).toContain("application/xml");
    const frXml = await fr.text();
    expect(frXml).toContain("<urlset");
    expect(frXml).toContain(`<loc>${FR}/cartes-de-visite/</loc>`);
    // The English page appears only as the French page's alternate (ADR 023), never as a <loc>.
    expect(frXml).not.toContain("/business-cards/</loc>");
    expect(frXml).toContain(`hreflang="en-GB" href="${EN}/business-cards/"`);
    const enXml = await (await request.get(`${FR}/sitemap.xml`, { headers: { Host: EN_HOST } })).text();
    expect(enXml).toContain(`<loc>${EN}/business-cards/</loc>`);
  });

  test("the landing-page and old sitemaps are served too", { tag: "@http" }, async ({ request }) => {
    for (const path of ["/sitemap-lp.xml", "/old-sitemap.xml"]) {
      const response = await request.get(`${FR}${path}`);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain("<urlset");
    }
  });

  test("crawlers get complete HTML", { tag: "@http" }, async ({ request }) => {
    const response = await request.get(`${FR}/cartes-de-visite/`, {
      headers: { "User-Agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" },
    });
    const html = await response.text();
    expect(html).toContain("<h1");
    expect(html).toContain('rel="canonical"');
    expect(html).toContain(`${FR}/cartes-de-visite/`);
  });
});

test.describe("navigation", () => {
  test("the header navigation leads to a category page", async ({ page }) => {
    await page.goto(`${FR}/`);
    await page
      .getByRole("banner")
      .getByRole("link", { name: "Flyers et dépliants" })
      .filter({ visible: true })
      .click();
    await expect(page).toHaveURL(`${FR}/flyers-et-depliants/`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/flyers/i);
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Flyers et dépliants" }).filter({ visible: true }),
    ).toHaveAttribute("aria-current", "page");
  });

  test("with JavaScript, a header link opens its page without loading a new document @js-only", async ({
    page,
  }) => {
    await page.goto(`${FR}/`);
    // A new document would start without this mark.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const banner = page.getByRole("banner");
    await banner.getByRole("link", { name: "Flyers et dépliants" }).filter({ visible: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/flyers/i);
    await expect(page).toHaveURL(`${FR}/flyers-et-depliants/`);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    await expect(
      banner.getByRole("link", { name: "Flyers et dépliants" }).filter({ visible: true }),
    ).toHaveAttribute("aria-current", "page");
    // A modified click is the browser's: a new tab, this page stays.
    const opened = page.context().waitForEvent("page");
    await banner
      .getByRole("link", { name: "Cartes de visite" })
      .filter({ visible: true })
      .click({
        modifiers: ["ControlOrMeta"],
      });
    await (await opened).close();
    await expect(page).toHaveURL(`${FR}/flyers-et-depliants/`);
  });

  test("on a phone the menu opens and leads to a category page", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${EN}/`);
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Business cards" }).filter({ visible: true })).toHaveCount(
      0,
    );
    await header.locator("summary").click();
    await header.getByRole("link", { name: "Business cards" }).filter({ visible: true }).click();
    await expect(page).toHaveURL(`${EN}/business-cards/`);
  });

  test("on a phone Escape closes the menu and leaves focus on its button", { tag: "@js-only" }, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${EN}/`);
    const header = page.getByRole("banner");
    const cards = header.getByRole("link", { name: "Business cards" }).filter({ visible: true });
    await header.locator("summary").click();
    await cards.focus();
    await page.keyboard.press("Escape");
    await expect(cards).toHaveCount(0);
    await expect(header.locator("summary")).toBeFocused();
  });

  test("on a phone a tap beside the open menu closes it", { tag: "@js-only" }, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${EN}/`);
    const header = page.getByRole("banner");
    const cards = header.getByRole("link", { name: "Business cards" }).filter({ visible: true });
    await header.locator("summary").click();
    await expect(cards).toHaveCount(1);
    // Below the drawer's links, on the page itself.
    await page.mouse.click(370, 820);
    await expect(cards).toHaveCount(0);
    await expect(page).toHaveURL(`${EN}/`);
  });

  test("a loggedOnly page sends a visitor to login, remembering where they were going", {
    tag: "@http",
  }, async ({ request }) => {
    const response = await request.get(`${FR}/espace-client/`, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/connexion/?redirectTo=%2Fespace-client%2F");
  });
});

test.describe("security", () => {
  test("HTML carries a nonce-based CSP and the safe headers", { tag: "@http" }, async ({ request }) => {
    const response = await request.get(`${FR}/`);
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["server-timing"]).toMatch(/total;dur=/);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(await response.text()).toContain(`nonce="${nonce}"`);
  });

  test("cookies are HttpOnly and SameSite=Lax", { tag: "@http" }, async ({ request }) => {
    const response = await request.get(`${FR}/`);
    const cookies = response.headersArray().filter((header) => header.name.toLowerCase() === "set-cookie");
    expect(cookies.map((cookie) => cookie.value.split("=")[0])).toEqual(
      expect.arrayContaining(["presto_state", "presto_anon"]),
    );
    for (const cookie of cookies) {
      expect(cookie.value).toMatch(/HttpOnly/);
      expect(cookie.value).toMatch(/SameSite=Lax/);
      expect(cookie.value).toMatch(/Path=\//);
    }
  });

  test("a tampered session cookie is replaced, never a 500", { tag: "@http" }, async ({ request }) => {
    const forged = Buffer.from(JSON.stringify({ domainTenant: "fr", isLoggedInAs: true })).toString("base64");
    const response = await request.get(`${FR}/`, {
      headers: { Cookie: `presto_state=${forged}; presto_anon=x` },
    });
    expect(response.status()).toBe(200);
    const names = response.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie");
    expect(names.some((h) => h.value.startsWith("presto_state="))).toBe(true);
  });
});
