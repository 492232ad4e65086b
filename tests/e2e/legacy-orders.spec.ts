import { expect, test } from "@playwright/test";
import { signOutFromHeader } from "./header";
import { EN, FR } from "./origins";

/** Orders imported from the previous site (issue 6): browse, search, read-only detail; strangers get 404. */

async function signIn(page: import("@playwright/test").Page, origin: string, email: string, path: string) {
  await page.goto(`${origin}${path}`);
  await page.getByLabel(origin === FR ? "Adresse e-mail" : "Email address").fill(email);
  await page.getByLabel(origin === FR ? "Mot de passe" : "Password").fill("PrestoDemo2026!");
  await page.getByRole("button", { name: origin === FR ? "Se connecter" : "Sign in" }).click();
  await expect(page).toHaveURL(`${origin}${path}`);
}

test("browse, search and open a previous-site order", async ({ page }) => {
  await signIn(page, FR, "marie.dupont@example.com", "/espace-client/anciennes-commandes/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Commandes de notre ancien site");
  const cards = page.locator(".legacy-order-card");
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText("CMD-2024-18342");
  await page.getByLabel("Numéro de commande ou produit").fill("affiches");
  await page.getByRole("button", { name: "Afficher" }).click();
  await expect(cards).toHaveCount(1);
  await cards.first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Commande CMD-2023-09117");
  await expect(page.getByText("ne peut pas être modifiée")).toBeVisible();
  await expect(page.getByText("Facture FA-2023-09117")).toBeVisible();
  await expect(page.getByRole("button", { name: /Annuler|Modifier/ })).toHaveCount(0);
  const detailUrl = page.url();

  // Another customer opening that order gets the same 404 as a missing one.
  await signOutFromHeader(page);
  await signIn(page, FR, "achats@atelier-lumiere.example", "/espace-client/anciennes-commandes/");
  await expect(page.getByText("Aucune ancienne commande.")).toBeVisible();
  const foreign = await page.goto(detailUrl);
  expect(foreign?.status()).toBe(404);
});

test("the English shop lists its own previous orders in pounds", async ({ page }) => {
  await signIn(page, EN, "oliver.smith@example.com", "/my-account/previous-orders/");
  await expect(page.locator(".legacy-order-card")).toHaveCount(2);
  await expect(page.locator(".legacy-order-card").first()).toContainText("£29.94");
});
