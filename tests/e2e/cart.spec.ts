import { expect, type Page, test } from "@playwright/test";
import { addToCart } from "./customer";
import { EN, FR } from "./origins";

/** The cart screen (issue 4, first part): lines, edit, duplicate, delete, totals — JS on and off. */

async function add(page: Page, url: string, button = "Ajouter au panier") {
  await page.goto(url);
  await page.getByRole("button", { name: button }).click();
  await expect(page).toHaveURL(/\?added=/);
}

/**
 * The cart screen with these product pages' selections in it, added with the add-to-cart button's own
 * post (ADR 096): adding from the product page is product.spec.ts's subject (and the last test's here).
 */
async function cartWith(page: Page, ...urls: string[]) {
  for (const url of urls) await addToCart(page, url);
  await page.goto(`${FR}/panier/`);
}

const euros = (text: string | null) => Number((text ?? "").replace(/[^\d,]/g, "").replace(",", "."));

test("an empty cart says so and leads back to the shop", async ({ page }) => {
  await page.goto(`${FR}/panier/`);
  await expect(page.getByRole("heading", { level: 1, name: "Votre panier" })).toBeVisible();
  await expect(page.getByText("Votre panier est vide.")).toBeVisible();
  await page.getByRole("link", { name: "Continuer mes achats" }).click();
  await expect(page).toHaveURL(`${FR}/`);
});

test("lines show what was configured, and the totals add up to the server's lines", async ({ page }) => {
  await addToCart(
    page,
    `${FR}/cartes-de-visite/standard/?quantity=500&delivery=express&fileCheck=1`,
    "Salon Lyon",
  );
  await cartWith(page, `${FR}/affiches/?quantity=10&delivery=standard`);

  const lines = page.locator(".cart-line");
  await expect(lines).toHaveCount(2);
  const cards = lines.filter({ hasText: "Cartes de visite standard" });
  await expect(cards).toContainText("Salon Lyon");
  await expect(cards).toContainText("500 exemplaires · Express");
  await expect(cards).toContainText("Vérification de fichiers 4,90 €");
  await expect(cards).toContainText(/livré le \w+ \d+(?:er)? \w+/);

  const lineTotals = await page.locator(".cart-line__price-main").allTextContents();
  const sum = lineTotals.reduce((total, text) => total + euros(text), 0);
  expect(euros(await page.getByTestId("cart-total-excl").textContent())).toBeCloseTo(sum, 2);
  expect(euros(await page.getByTestId("cart-total-incl").textContent())).toBeCloseTo(sum * 1.2, 1);
});

test("duplicate then delete a line; totals follow", async ({ page }) => {
  await cartWith(page, `${FR}/affiches/?quantity=10&delivery=standard`);
  const single = euros(await page.getByTestId("cart-total-excl").textContent());

  await page.getByRole("button", { name: "Dupliquer" }).click();
  await expect(page.getByText("L’article a été dupliqué.")).toBeVisible();
  await expect(page.locator(".cart-line")).toHaveCount(2);
  await expect
    .poll(async () => euros(await page.getByTestId("cart-total-excl").textContent()))
    .toBeCloseTo(single * 2, 2);

  await page.getByRole("button", { name: "Retirer Affiches" }).first().click();
  await expect(page.getByText("L’article a été retiré de votre panier.")).toBeVisible();
  await expect(page.locator(".cart-line")).toHaveCount(1);
  await expect
    .poll(async () => euros(await page.getByTestId("cart-total-excl").textContent()))
    .toBeCloseTo(single, 2);
});

test("a line opens in edit mode from the cart", async ({ page }) => {
  await cartWith(page, `${FR}/affiches/?quantity=10&delivery=standard`);
  await page.getByRole("link", { name: "Modifier" }).click();
  await expect(page).toHaveURL(/\/affiches\/\?editItem=/);
  await expect(page.getByRole("button", { name: "Mettre à jour l’article" })).toBeVisible();
  // The header is hidden while editing: the page says what is edited and offers the way back.
  await expect(page.getByTestId("edit-mode")).toHaveText("Modification d’un article de votre panier");
  await page.getByRole("link", { name: "← Retour au panier" }).click();
  await expect(page).toHaveURL(`${FR}/panier/`);
});

test("removing a line that is already gone explains it instead of failing", async ({ page, browser }) => {
  await cartWith(page, `${FR}/affiches/?quantity=10&delivery=standard`);
  const cookies = await page.context().cookies();
  const other = await browser.newContext();
  await other.addCookies(cookies);
  const otherTab = await other.newPage();
  await otherTab.goto(`${FR}/panier/`);
  await otherTab.getByRole("button", { name: "Retirer Affiches" }).click();
  await expect(otherTab.getByText("Votre panier est vide.")).toBeVisible();
  await other.close();

  await page.getByRole("button", { name: "Retirer Affiches" }).click();
  await expect(page.getByText("Cet article n’est plus dans votre panier.")).toBeVisible();
});

test("tampered line ids get a clear 4xx, never a 500", async ({ page }) => {
  await cartWith(page, `${FR}/affiches/?quantity=10&delivery=standard`);
  const forms: Record<string, string>[] = [
    { intent: "deleteItem", cartItemId: "someone-elses-line" },
    { intent: "explode", cartItemId: "x" },
    { intent: "duplicateItem" },
  ];
  for (const form of forms) {
    const response = await page.request.post(`${FR}/panier/`, { form, maxRedirects: 0 });
    expect(response.status(), JSON.stringify(form)).toBeGreaterThanOrEqual(400);
    expect(response.status(), JSON.stringify(form)).toBeLessThan(500);
  }
  await page.goto(`${FR}/panier/`);
  await expect(page.locator(".cart-line")).toHaveCount(1);
});

test("the English shop adds to its basket, which lives at its own path", async ({ page }) => {
  await add(page, `${EN}/posters/`, "Add to basket");
  await expect(page).toHaveURL(/\/basket\/\?added=/);
  await expect(page.getByText("Added to your basket.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Your basket" })).toBeVisible();
  await expect(page.getByTestId("cart-total-excl")).toHaveText(/^£/);
  const wrongTenant = await page.goto(`${EN}/panier/`);
  expect(wrongTenant?.status()).toBe(404);
});

test("two adds at the same moment both land in the cart", async ({ page }) => {
  await page.goto(`${FR}/affiches/`);
  const add = (quantity: string) =>
    page.request.post(`${FR}/affiches/?quantity=${quantity}&delivery=standard`, {
      form: { intent: "addToCart", quantity, delivery: "standard" },
      maxRedirects: 0,
    });
  const responses = await Promise.all([add("10"), add("25")]);
  expect(responses.map((response) => response.status())).toEqual([303, 303]);
  await page.goto(`${FR}/panier/`);
  await expect(page.locator(".cart-line")).toHaveCount(2);
  await expect(page.locator(".cart-line").filter({ hasText: "10 exemplaires" })).toHaveCount(1);
  await expect(page.locator(".cart-line").filter({ hasText: "25 exemplaires" })).toHaveCount(1);
});

test("a cart promo code re-prices the lines it fits, an invalid one says why, and it can be removed", async ({
  page,
}) => {
  await cartWith(
    page,
    `${FR}/cartes-de-visite/standard/?quantity=500&delivery=standard`,
    `${FR}/affiches/?quantity=10&delivery=standard`,
  );
  const before = euros(await page.getByTestId("cart-total-excl").textContent());

  await page.getByLabel("Code promo").fill("ETE2023");
  await page.getByRole("button", { name: "Appliquer" }).click();
  await expect(
    page.getByText("Ce code ne peut pas être appliqué à votre panier. L’offre est terminée."),
  ).toBeVisible();
  await expect(page.getByLabel("Code promo")).toHaveValue("ETE2023");
  expect(euros(await page.getByTestId("cart-total-excl").textContent())).toBeCloseTo(before, 2);

  // CARTES20 only fits business cards: the poster keeps its price.
  await page.getByLabel("Code promo").fill("cartes20");
  await page.getByRole("button", { name: "Appliquer" }).click();
  await expect(
    page.getByText("Code CARTES20 appliqué aux articles concernés ; les autres gardent leur prix."),
  ).toBeVisible();
  await expect(page.locator(".cart-line").filter({ hasText: "Cartes de visite" })).toContainText(
    "Code CARTES20",
  );
  await expect(page.locator(".cart-line").filter({ hasText: "Affiches" })).not.toContainText("Code CARTES20");
  const discounted = euros(await page.getByTestId("cart-total-excl").textContent());
  expect(discounted).toBeLessThan(before);

  await page.getByRole("button", { name: "Retirer", exact: true }).click();
  await expect(page.getByText("Le code promo a été retiré.")).toBeVisible();
  expect(euros(await page.getByTestId("cart-total-excl").textContent())).toBeCloseTo(before, 2);
});

test("on a phone the total and Commander are on the first screen; on a desktop the summary has them", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await cartWith(
    page,
    `${FR}/cartes-de-visite/standard/?quantity=500&delivery=standard`,
    `${FR}/affiches/?quantity=10&delivery=standard`,
  );
  const bar = page.getByTestId("cart-bar");
  await expect(bar.getByRole("link", { name: "Commander" })).toBeInViewport();
  // The bar's total is the summary's.
  const summaryTotal = await page.locator(".cart-summary dd").last().textContent();
  await expect(bar.locator(".cart-bar__amount")).toHaveText(summaryTotal ?? "");
  await bar.getByRole("link", { name: "Commander" }).click();
  await expect(page).toHaveURL(
    /\/connexion\/\?redirectTo=%2Fpanier%2Frecapitulatif%2F|\/panier\/recapitulatif\//,
  );
  await page.setViewportSize({ width: 1366, height: 768 });
  // Right after an add, below the "added" banner, the summary's own Commander is still on screen.
  await add(page, `${FR}/stylos-personnalises/`);
  await expect(page.getByTestId("cart-bar")).toBeHidden();
  await expect(page.locator(".cart-summary").getByRole("link", { name: "Commander" })).toBeInViewport();
});
