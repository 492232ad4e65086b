import { type BrowserContext, expect, test } from "@playwright/test";
import { orderByTransfer, registerWithAddresses } from "./customer";
import { EN, FR } from "./origins";

/**
 * Issue 16 §4–§5: seasonal landing pages inside and outside their window, and the price grid's
 * add to cart from a cell, JS on and off. The window rules themselves are covered by route tests
 * (tests/routes/landing-pages.test.ts); here, one flow per behaviour a visitor sees.
 */

/** The short-session server runs with E2E_TEST_CLOCK: a browser's clock moves by its cookie. */
const SHORT_PORT = Number(process.env.E2E_SHORT_SESSION_PORT ?? 3105);
const SHORT_FR = `http://localhost:${SHORT_PORT}`;
const SHORT_EN = `http://en.localhost:${SHORT_PORT}`;

/** The next `month`/`day` (noon UTC) strictly after today. */
function next(month: number, day: number): Date {
  const now = new Date();
  const candidate = new Date(Date.UTC(now.getUTCFullYear(), month - 1, day, 12));
  if (candidate.getTime() <= now.getTime() + 3_600_000)
    candidate.setUTCFullYear(candidate.getUTCFullYear() + 1);
  return candidate;
}

/** Moves this browser's server clock to `when` (forward only, as the test clock allows). */
async function moveClockTo(context: BrowserContext, origin: string, when: Date) {
  const offset = Math.max(0, when.getTime() - Date.now());
  await context.addCookies([
    { name: "e2e-clock", value: String(offset), domain: new URL(origin).hostname, path: "/" },
  ]);
}

test("Christmas: in season its products show live 'from' prices; out of season it says when it comes back", async ({
  page,
  context,
}) => {
  await moveClockTo(context, SHORT_FR, next(12, 1));
  await page.goto(`${SHORT_FR}/noel/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Noël : vos impressions de fin d'année");
  await expect(page.getByRole("heading", { name: "Nos idées pour les fêtes" })).toBeVisible();
  await expect(page.getByText(/À partir de/)).toHaveCount(4);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");

  const januaryTenth = next(1, 10);
  await moveClockTo(context, SHORT_FR, januaryTenth);
  const closed = await page.goto(`${SHORT_FR}/noel/`);
  expect(closed?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "La boutique de Noël est fermée" })).toBeVisible();
  await expect(page.getByText(`Elle rouvre le 15 novembre ${januaryTenth.getUTCFullYear()}`)).toBeVisible();
  await expect(page.getByText(/À partir de/)).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await page.getByRole("link", { name: "Retour à la boutique" }).click();
  await expect(page).toHaveURL(`${SHORT_FR}/`);
});

test("Seasonal sale: out of season it sends visitors to the home page, in season it shows the sale", async ({
  page,
  context,
}) => {
  await moveClockTo(context, SHORT_EN, next(12, 1));
  await page.goto(`${SHORT_EN}/seasonal-sale/`);
  await expect(page).toHaveURL(`${SHORT_EN}/`);

  await moveClockTo(context, SHORT_EN, next(1, 5));
  await page.goto(`${SHORT_EN}/seasonal-sale/`);
  await expect(page).toHaveURL(`${SHORT_EN}/seasonal-sale/`);
  await expect(page.getByRole("heading", { name: "Sale best sellers" })).toBeVisible();
  await expect(page.getByText(/From £/)).toHaveCount(3);
});

const GRIDS = [
  {
    tenant: "fr",
    url: `${FR}/grille-de-prix/?product=/cartes-de-visite/standard/`,
    select: "Pelliculage",
    option: "Pelliculage toucher velours",
    update: "Mettre à jour les prix",
    cell: /^Ajouter au panier : 500 exemplaires, délai Express, /,
    cart: `${FR}/panier/`,
  },
  {
    tenant: "en",
    url: `${EN}/price-grid/?product=/business-cards/standard/`,
    select: "Lamination",
    option: "Soft-touch lamination",
    update: "Update prices",
    cell: /^Add to basket: 500 copies, Express production, /,
    cart: `${EN}/basket/`,
  },
] as const;

for (const grid of GRIDS) {
  test(`price grid (${grid.tenant}): a cell's price goes to the cart with that quantity and speed`, async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto(grid.url);
    const cell = page.getByRole("button", { name: grid.cell });
    const before = await cell.textContent();
    await page.getByLabel(grid.select).selectOption({ label: grid.option });
    // With JS a change re-quotes at once; without, the visitor asks for it.
    if (!javaScriptEnabled) await page.getByRole("button", { name: grid.update }).click();
    await expect(page).toHaveURL(/lamination=soft-touch/);
    await expect(cell).not.toHaveText(before ?? "");
    const price = (await cell.textContent()) ?? "";
    await cell.click();
    await expect(page).toHaveURL(new RegExp(`^${grid.cart}\\?added=`));
    const line = page.getByRole("main");
    await expect(line.getByText(grid.option)).toBeVisible();
    await expect(line.getByText(price).first()).toBeVisible();
  });
}

test("the new-customers banner (campaign printemps) shows to a signed-in customer until their first order, never to anonymous visitors", async ({
  page,
}, testInfo) => {
  test.slow(); // registration, then an order by transfer
  const stripe = page.locator(".promo-stripe");
  await page.goto(`${FR}/?campaign=printemps`);
  await expect(stripe).toHaveAttribute("data-banner-id", "fr-livraison-offerte");

  await registerWithAddresses(page, testInfo.project.name);
  await page.goto(`${FR}/?campaign=printemps`);
  await expect(stripe).toHaveAttribute("data-banner-id", "fr-campagne-printemps");
  await expect(stripe).toContainText("BIENVENUE10");

  await orderByTransfer(page, `${FR}/affiches/?quantity=10&delivery=standard`);
  await page.goto(`${FR}/?campaign=printemps`);
  await expect(stripe).toHaveAttribute("data-banner-id", "fr-livraison-offerte");
});

test("search and its suggestions offer French Days only while they are on", async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  const results = () => page.getByRole("main").getByRole("link", { name: /French Days/ });
  const suggestions = async () => {
    await page.goto(`${SHORT_FR}/`);
    const box = page.getByRole("banner").getByLabel("Que recherchez-vous ?");
    // Suggestions come once the box is focused and its code is in: the combobox role is added then.
    await box.focus();
    await expect(box).toHaveAttribute("role", "combobox");
    const answered = page.waitForResponse((response) => response.url().includes("/api/v1/search/?"));
    await box.fill("french days");
    await answered;
    return page.getByRole("option");
  };
  await moveClockTo(context, SHORT_FR, next(5, 1));
  await page.goto(`${SHORT_FR}/recherche/?q=french+days`);
  await expect(results()).toHaveCount(1);
  if (javaScriptEnabled) await expect(await suggestions()).toContainText(["French Days"]);

  // Closed, the page sends visitors home: neither the results nor the suggestions offer it.
  await moveClockTo(context, SHORT_FR, next(6, 1));
  await page.goto(`${SHORT_FR}/recherche/?q=french+days`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Résultats pour « french days »");
  await expect(results()).toHaveCount(0);
  if (javaScriptEnabled) {
    const options = await suggestions();
    await expect(options.filter({ hasText: "French Days" })).toHaveCount(0);
  }
});
