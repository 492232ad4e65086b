import { expect, type Page, test } from "@playwright/test";
import { EN, FR } from "./origins";

/**
 * Category pages (issue 15 §2): every product of the range has a card whose "from" price is the
 * cheapest price of its product page's default quote, in both shops, with JavaScript on and off.
 */

/** Cents of a formatted price whatever the locale ("1 234,50 €", "£12.50"): both shops show 2 decimals. */
const cents = (text: string) => Number(text.replace(/[^\d]/g, ""));

async function cardPrices(page: Page): Promise<{ path: string; cents: number }[]> {
  const cards = page.locator(".section--products .card");
  const count = await cards.count();
  const prices = [];
  for (let index = 0; index < count; index++) {
    const card = cards.nth(index);
    const path = (await card.locator(".card__link").getAttribute("href")) ?? "";
    const value = (await card.locator("data.card__price-amount").getAttribute("value")) ?? "";
    prices.push({ path, cents: Math.round(Number(value) * 100) });
  }
  return prices;
}

/** The cheapest cell of the product page's quantity × delivery grid. */
async function cheapestQuoted(page: Page, url: string): Promise<number> {
  await page.goto(url);
  const cells = await page.locator(".quantity-grid__table tbody td").allTextContents();
  const amounts = cells.map(cents).filter((amount) => amount > 0);
  expect(amounts.length).toBeGreaterThan(0);
  return Math.min(...amounts);
}

const CATEGORIES = [
  { origin: FR, path: "/flyers-et-depliants/", products: 2, menu: "Flyers et dépliants" },
  { origin: FR, path: "/affiches-grand-format/", products: 1, menu: "Affiches" },
  { origin: EN, path: "/labels/", products: 1, menu: "Labels" },
  { origin: EN, path: "/pens-and-promotional-items/", products: 1, menu: "Pens" },
];

test.describe("category pages", () => {
  for (const category of CATEGORIES) {
    test(`${category.origin}${category.path} prices every product like its product page`, async ({
      page,
    }) => {
      const response = await page.goto(`${category.origin}${category.path}`);
      expect(response?.status()).toBe(200);
      // One h1 (the hero), the title not said twice.
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      const crumbs = page.getByRole("navigation", { name: /fil d.ariane|breadcrumb/i });
      await expect(crumbs).toBeVisible();
      // The trail ends on the parent: the page's name is read out there, and shown once, by the heading.
      const current = crumbs.locator('[aria-current="page"]');
      await expect(current).toHaveText((await page.getByRole("heading", { level: 1 }).textContent()) ?? "");
      await expect(current).toHaveClass(/visually-hidden/);
      const prices = await cardPrices(page);
      expect(prices).toHaveLength(category.products);
      for (const card of prices) {
        expect(card.cents, card.path).toBeGreaterThan(0);
        expect(await cheapestQuoted(page, `${category.origin}${card.path}`), card.path).toBe(card.cents);
      }
    });
  }

  test("every menu range leads to a category page with priced products", async ({ page }) => {
    for (const origin of [FR, EN]) {
      await page.goto(`${origin}/`);
      const links = page.getByRole("banner").getByRole("navigation").first().getByRole("link");
      const paths = [
        ...new Set(await links.evaluateAll((all) => all.map((a) => a.getAttribute("href") ?? ""))),
      ];
      expect(paths.length).toBeGreaterThanOrEqual(5);
      for (const path of paths) {
        await page.goto(`${origin}${path}`);
        await expect(page.locator("[data-layout=category]"), path).toBeVisible();
        expect((await cardPrices(page)).length, path).toBeGreaterThan(0);
      }
    }
  });

  test("the home page's product cards show the same from prices", async ({ page }) => {
    await page.goto(`${FR}/flyers-et-depliants/`);
    const category = await cardPrices(page);
    await page.goto(`${FR}/`);
    const home = await cardPrices(page);
    expect(home.length).toBeGreaterThanOrEqual(6);
    for (const card of category) expect(home).toContainEqual(card);
  });

  test("the head names the other shop and the page's structured data", async ({ page }) => {
    await page.goto(`${FR}/etiquettes/`);
    await expect(page.locator('link[rel=alternate][hreflang="en-GB"]')).toHaveAttribute(
      "href",
      `${EN}/labels/`,
    );
    await expect(page.locator('link[rel=alternate][hreflang="x-default"]')).toHaveAttribute(
      "href",
      `${FR}/etiquettes/`,
    );
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", `${FR}/etiquettes/`);
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(jsonLd ?? "{}")).toMatchObject({ "@type": "BreadcrumbList" });
  });
});

test("social previews name a PNG picture the shop serves, the home page included", { tag: "@http" }, async ({
  request,
}) => {
  for (const path of ["/", "/cartes-de-visite/standard/", "/affiches-grand-format/"]) {
    const html = await (await request.get(`${FR}${path}`)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(image, path).toMatch(/\.png$/);
    const picture = await request.get(image);
    expect(picture.status(), image).toBe(200);
    expect(picture.headers()["content-type"]).toBe("image/png");
    // A real PNG, wide enough for a large preview card.
    const bytes = await picture.body();
    expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(bytes.readUInt32BE(16)).toBe(1200);
  }
});
