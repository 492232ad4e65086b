import { expect, type Page, test } from "@playwright/test";
import { signInDemo } from "./customer";
import { FR } from "./origins";

/** An admin logs in as a customer, sees the banner everywhere, and stops (issue 5) — JS on and off. */

const banner = (page: Page) => page.locator(".impersonation-banner");

test("an admin logs in as a customer, is reminded on every page, and stops back into their own session", async ({
  page,
}) => {
  await signInDemo(page, "admin@presto-impression.example");
  await page.goto(`${FR}/admin/login-as/`);
  await page.getByLabel("E-mail du client").fill("marie.dupont@example.com");
  await page.getByRole("button", { name: "Se connecter en tant que ce client" }).click();

  await expect(page).toHaveURL(`${FR}/espace-client/`);
  await expect(banner(page)).toContainText(
    "Vous êtes connecté en tant que marie.dupont@example.com (admin admin@presto-impression.example).",
  );
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Marie");
  for (const path of ["/", "/cartes-de-visite/standard/", "/panier/"]) {
    await page.goto(`${FR}${path}`);
    await expect(banner(page), path).toBeVisible();
  }

  await banner(page).getByRole("button", { name: "Arrêter" }).click();
  // Back on the admin screen in the admin's own session: not signed out (issue 36 §4).
  await expect(page).toHaveURL(`${FR}/admin/login-as/`);
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByLabel("E-mail du client")).toBeVisible();
  await page.goto(`${FR}/espace-client/`);
  await expect(page).toHaveURL(`${FR}/espace-client/`);
  await expect(page.getByRole("heading", { level: 1 })).not.toContainText("Marie");
});

test("admins can't be impersonated and unknown customers are explained", async ({ page }) => {
  await signInDemo(page, "admin@presto-impression.example");
  await page.goto(`${FR}/admin/login-as/`);
  await page.getByLabel("E-mail du client").fill("admin@presto-impression.example");
  await page.getByRole("button", { name: "Se connecter en tant que ce client" }).click();
  await expect(page.getByText("Un administrateur ne peut pas être incarné.")).toBeVisible();
  await page.getByLabel("E-mail du client").fill("personne@example.com");
  await page.getByRole("button", { name: "Se connecter en tant que ce client" }).click();
  await expect(page.getByText("Aucun client n’a cette adresse e-mail.")).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test("the screen is a 404 for customers and asks visitors to sign in", async ({ page }) => {
  await page.goto(`${FR}/admin/login-as/`);
  await expect(page).toHaveURL(/\/connexion\/\?redirectTo=%2Fadmin%2Flogin-as%2F/);
  await page.getByLabel("Adresse e-mail").fill("marie.dupont@example.com");
  await page.getByLabel("Mot de passe").fill("PrestoDemo2026!");
  await page.getByRole("button", { name: "Se connecter" }).click();
  // Signed in, she is sent back to the screen she asked for, which is not hers.
  await expect(page).toHaveURL(`${FR}/admin/login-as/`);
  const response = await page.goto(`${FR}/admin/login-as/`);
  expect(response?.status()).toBe(404);
  const forged = await page.request.post(`${FR}/admin/login-as/`, {
    form: { intent: "loginAs", email: "achats@atelier-lumiere.example" },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(404);
});
