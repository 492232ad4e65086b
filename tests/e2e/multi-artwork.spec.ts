import { expect, test } from "@playwright/test";
import { FR } from "./origins";

/**
 * Spec §4/§5 multi-artwork: add to cart is refused until every design is named and counted. The
 * refusal says which design, on the page, with everything typed so far still there — JS on and off.
 */
test("roll labels with two designs go into the cart only once both are named and counted", async ({
  page,
}) => {
  await page.goto(`${FR}/etiquettes-en-rouleau/?sets=2&quantity=2`);
  await page.getByLabel("Visuel 1").fill("Abricot");
  await page.getByLabel("Rouleaux").first().fill("1");
  await page.getByRole("button", { name: "Ajouter au panier" }).click();

  await expect(page).toHaveURL(/artworkCheck=1/);
  await expect(page.getByText("Donnez un nom et une quantité au visuel 2")).toBeVisible();
  await expect(page.getByLabel("Visuel 1")).toHaveValue("Abricot");
  await expect(page.getByLabel("Visuel 2")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Visuel 2").fill("Cerise");
  await page.getByLabel("Rouleaux").nth(1).fill("1");
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expect(page).toHaveURL(/\/panier\/\?added=/);
  await expect(page.locator(".cart-line").filter({ hasText: "Étiquettes" })).toHaveCount(1);
});
