import { expect, test } from "@playwright/test";
import { FR } from "./origins";

/**
 * Loading flags per topic (spec §4, issue 19): while a change is priced, only the parts it can move
 * say they are updating. The quote is held at the network until the page has been looked at, so
 * nothing here depends on timing.
 */
test("a new delivery speed busies the cards and the total; a new paper busies everything", {
  tag: "@js-only",
}, async ({ page }) => {
  await page.goto(`${FR}/cartes-de-visite/standard/?quantity=500&delivery=standard`);
  // Hydrated: the island re-quotes by itself, so the no-JS "update price" button is gone.
  await expect(page.getByRole("button", { name: "Mettre à jour le prix" })).toHaveCount(0);

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.data(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  const busy = (selector: string) => page.locator(selector);

  await page.getByRole("radio", { name: /^Express/ }).check();
  await expect(busy(".delivery-cards")).toHaveAttribute("aria-busy", "true");
  await expect(busy(".recap")).toHaveAttribute("aria-busy", "true");
  await expect(busy(".quantity-grid")).not.toHaveAttribute("aria-busy");
  await expect(busy(".configurator__features")).not.toHaveAttribute("aria-busy");
  await expect(busy(".artwork-options")).not.toHaveAttribute("aria-busy");
  // Add to cart waits for the price it would add.
  await expect(page.getByRole("button", { name: "Ajouter au panier" })).toHaveAttribute(
    "aria-disabled",
    "true",
  );
  release();
  await expect(busy(".delivery-cards")).not.toHaveAttribute("aria-busy");
  await expect(page).toHaveURL(/delivery=express/);

  await page.unroute(/\.data(\?|$)/);
  let releasePaper: () => void = () => {};
  const heldPaper = new Promise<void>((resolve) => {
    releasePaper = resolve;
  });
  await page.route(/\.data(\?|$)/, async (route) => {
    await heldPaper;
    await route.continue();
  });
  const paper = page.locator('[data-feature="paper"] input:not(:checked)').first();
  await paper.check();
  for (const part of [
    ".configurator__features",
    ".quantity-grid",
    ".delivery-cards",
    ".artwork-options",
    ".recap",
  ]) {
    await expect(busy(part), part).toHaveAttribute("aria-busy", "true");
  }
  releasePaper();
  await expect(busy(".recap")).not.toHaveAttribute("aria-busy");
});
