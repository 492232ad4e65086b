import { expect, type Page, test } from "@playwright/test";
import { registerWithAddresses } from "./customer";
import { accountMenu, signOutFromHeader } from "./header";
import { FR } from "./origins";

/** The header as a shopper reads it (issue 17 §6): named actions, the cart's count, the account menu. */
async function addCards(page: Page) {
  const added = await page.request.post(`${FR}/cartes-de-visite/standard/`, {
    form: { intent: "addToCart" },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
}
const cartLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Panier/ });

test("a visitor's header counts the cart, also on a page served from the page cache", async ({ page }) => {
  await page.goto(`${FR}/affiches/`);
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
  await addCards(page);
  await page.goto(`${FR}/affiches/`);
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await expect(cartLink(page)).toHaveAccessibleName("Panier (1 article)");
  await addCards(page);
  await page.goto(`${FR}/affiches/`);
  await expect(page.getByTestId("cart-count")).toHaveText("2");
});

test("signed in, the actions are named on a phone, and sign-out sits in the account menu", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await registerWithAddresses(page, testInfo.project.name);
  await addCards(page);
  await page.goto(`${FR}/`);
  await expect(accountMenu(page)).toBeVisible();
  // The names are shown, not only given to screen readers (a visually hidden label is 1 px wide).
  for (const action of [accountMenu(page), cartLink(page)]) {
    const label = await action.locator(".header-action__label").boundingBox();
    expect(label?.width ?? 0).toBeGreaterThan(30);
  }
  await expect(page.getByTestId("cart-count")).toHaveText("1");

  await accountMenu(page).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Mes commandes" })).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "Mes commandes" }).click();
  await expect(page).toHaveURL(`${FR}/espace-client/commandes/`);

  await signOutFromHeader(page);
  await expect(page).toHaveURL(`${FR}/`);
  await expect(page.getByRole("banner").getByRole("link", { name: "Connexion" })).toBeVisible();
});

test("at every window width the header keeps its actions inside the page and room to type a search", async ({
  page,
}) => {
  for (const width of [390, 768, 1024, 1152, 1280, 1366, 1600, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${FR}/etiquettes/`);
    const bar = await page.locator(".site-header__bar").boundingBox();
    const signIn = await page.getByRole("banner").getByRole("link", { name: "Connexion" }).boundingBox();
    const basket = await cartLink(page).boundingBox();
    const search = await page.locator(".site-search__input").boundingBox();
    if (!bar || !signIn || !basket || !search) throw new Error(`the header is missing a part at ${width}px`);
    // Sign-in and basket on screen, within the container (a 1024px tablet used to lose them off its edge).
    expect(basket.x + basket.width, `${width}px`).toBeLessThanOrEqual(bar.x + bar.width);
    // Beside the box, or on a phone above it: never over it.
    const beside = signIn.x >= search.x + search.width;
    const above = search.y >= signIn.y + signIn.height;
    expect(beside || above, `${width}px`).toBe(true);
    // The brand may lose its second word on screen, never in the logo link's name.
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Presto Impression – Accueil" }),
    ).toBeVisible();
    // The box shows its placeholder's words, not three letters of it.
    expect(search.width, `${width}px`).toBeGreaterThanOrEqual(150);
  }
});
