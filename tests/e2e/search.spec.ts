import { expect, type Page, test } from "@playwright/test";
import { EN, FR } from "./origins";

/**
 * Site search (issue 15 §1), with JavaScript on and off: the header's search box is a GET form to
 * the tenant's search screen, results are grouped and highlighted, a result opens, an unknown word
 * gets the empty state with the shop's ranges.
 */

async function searchFromHeader(page: Page, origin: string, query: string) {
  await page.goto(`${origin}/`);
  // A searchbox without JavaScript, a combobox once hydrated: its label finds it either way.
  const box = page.getByRole("banner").getByLabel(/Que recherchez-vous|What are you looking for/);
  await box.fill(query);
  await box.press("Enter");
}

/** What axe checks first, asserted directly (axe-core is not installed here): names, labels, landmarks. */
async function expectAccessibleBasics(page: Page) {
  await expect(page.locator("main h1")).toHaveCount(1);
  for (const input of await page.locator("input:not([type=hidden])").all()) {
    const id = await input.getAttribute("id");
    expect(id, "every field has an id its label points to").toBeTruthy();
    await expect(page.locator(`label[for="${id}"]`)).toHaveCount(1);
  }
  for (const link of await page.locator("main a").all()) expect((await link.innerText()).trim()).not.toBe("");
  for (const image of await page.locator("main img").all())
    expect(await image.getAttribute("alt")).not.toBeNull();
  await expect(page.getByRole("search").first()).toBeVisible();
}

test.describe("search", () => {
  test("French: the header searches, results are grouped and highlighted, a result opens", async ({
    page,
  }) => {
    await searchFromHeader(page, FR, "cartes");
    await expect(page).toHaveURL(/\/recherche\/\?q=cartes$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Résultats pour « cartes »");
    await expect(page.locator("#search-page-q")).toHaveValue("cartes");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const products = page.getByRole("region", { name: "Produits" });
    const first = products.getByRole("listitem").first();
    await expect(first.getByRole("link")).toHaveText("Cartes de visite standard");
    await expect(first.locator("mark").first()).toHaveText("Cartes");
    await expect(first).toContainText(/À partir de\s+\d+,\d{2}\s€\s+HT/);
    await expect(page.getByRole("region", { name: "Pages" })).toBeVisible();
    await expectAccessibleBasics(page);
    await first.getByRole("link").click();
    await expect(page).toHaveURL(/\/cartes-de-visite\/standard\/\?searchId=srch_[a-f0-9]{16}$/);
  });

  test("English: a typo still finds flyers", async ({ page }) => {
    await searchFromHeader(page, EN, "flyr");
    await expect(page).toHaveURL(/\/search\/\?q=flyr$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “flyr”");
    const first = page.getByRole("region", { name: "Products" }).getByRole("listitem").first();
    await expect(first.getByRole("link")).toHaveText("Flyers");
    await expect(first).toContainText(/From\s+£\d+\.\d{2}\s+excl\. VAT/);
    await first.getByRole("link").click();
    await expect(page).toHaveURL(/\/flyers\/\?searchId=srch_[a-f0-9]{16}$/);
  });

  test("an unknown word gets the empty state with the shop's ranges", async ({ page }) => {
    await page.goto(`${FR}/recherche/?q=xylophone`);
    await expect(page.getByText("Aucun résultat pour « xylophone »")).toBeVisible();
    const ranges = page.getByRole("navigation", { name: "Parcourez nos univers" });
    await expect(ranges.getByRole("link").first()).toBeVisible();
    await expectAccessibleBasics(page);
    // A new search from the page's own form.
    await page.locator("#search-page-q").fill("etiquette");
    await page.getByRole("main").getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/\/recherche\/\?q=etiquette$/);
    await expect(page.getByRole("region", { name: "Produits" }).getByRole("link").first()).toHaveText(
      "Étiquettes en rouleau",
    );
  });

  test("the other tenant's search path is not a page here", async ({ page }) => {
    const response = await page.goto(`${FR}/search/?q=cartes`);
    expect(response?.status()).toBe(404);
  });
});
