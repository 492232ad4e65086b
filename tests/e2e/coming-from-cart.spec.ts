import { expect, test } from "@playwright/test";
import { FR } from "./origins";

/**
 * comingFromCart (spec §2 redirect rules, issue 16 §8): after the cart, product pages lead back to
 * it; a promo page (or login, registration, welcome) starts another journey and the link goes.
 */
test("after the cart, product pages lead back to it until a promo page is visited", async ({ page }) => {
  const added = await page.request.post(`${FR}/affiches/?quantity=10&delivery=standard`, {
    form: { intent: "addToCart" },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
  const back = page.getByRole("link", { name: "← Retour au panier" });

  // Not from the cart: no link.
  await page.goto(`${FR}/cartes-de-visite/standard/`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(back).toHaveCount(0);

  await page.goto(`${FR}/panier/`);
  await page.getByRole("complementary").getByRole("link", { name: "Continuer mes achats" }).click();
  await expect(page).not.toHaveURL(`${FR}/panier/`);
  await page.goto(`${FR}/cartes-de-visite/standard/`);
  await back.click();
  await expect(page).toHaveURL(`${FR}/panier/`);

  // A promo page clears it.
  await page.goto(`${FR}/black-friday/`);
  await page.goto(`${FR}/cartes-de-visite/standard/`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(back).toHaveCount(0);
});
