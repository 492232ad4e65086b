import { expect, test } from "@playwright/test";
import { EN, FR } from "./origins";

test.describe("login screen", () => {
  test("each tenant has its own login path; the other tenant's path is a 404", async ({ page }) => {
    expect((await page.goto(`${FR}/connexion/`))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Connexion" })).toBeVisible();
    expect((await page.goto(`${FR}/login/`))?.status()).toBe(404);
    expect((await page.goto(`${EN}/login/`))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  });

  test("a malformed email and an empty password get field errors, and the email is kept", async ({
    page,
  }) => {
    await page.goto(`${FR}/connexion/`);
    await page.getByLabel("Adresse e-mail").fill("marie-at-example");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByText("Saisissez une adresse e-mail valide")).toBeVisible();
    await expect(page.getByText("Saisissez votre mot de passe.")).toBeVisible();
    await expect(page.getByLabel("Adresse e-mail")).toHaveValue("marie-at-example");
    await expect(page.getByLabel("Adresse e-mail")).toHaveAttribute("aria-invalid", "true");
  });

  test("the remembered page survives the trip to login, open-redirect payloads do not", async ({ page }) => {
    await page.goto(`${FR}/espace-client/`);
    await expect(page).toHaveURL(`${FR}/connexion/?redirectTo=%2Fespace-client%2F`);
    await expect(page.locator('input[name="redirectTo"]')).toHaveValue("/espace-client/");
    for (const payload of [
      "//evil.example/",
      "https://evil.example/",
      "/\\evil.example",
      "javascript:alert(1)",
    ]) {
      await page.goto(`${FR}/connexion/?redirectTo=${encodeURIComponent(payload)}`);
      await expect(page.locator('input[name="redirectTo"]')).toHaveValue("/espace-client/");
    }
  });

  test("signing in from the header on a product page, via registration's link too, returns to that page", async ({
    page,
  }) => {
    const product = "/cartes-de-visite/standard/?quantity=500";
    await page.goto(`${FR}${product}`);
    await page.getByRole("banner").getByRole("link", { name: "Connexion" }).click();
    await expect(page).toHaveURL(`${FR}/connexion/?redirectTo=${encodeURIComponent(product)}`);
    // Switching to registration and back keeps where the shopper is going.
    await page.getByRole("link", { name: "Créer un compte" }).click();
    await expect(page).toHaveURL(`${FR}/inscription/?redirectTo=${encodeURIComponent(product)}`);
    await page.getByRole("link", { name: "Déjà client ? Connectez-vous" }).click();
    // The registration form has the same field labels: wait for the sign-in page before filling.
    await expect(page).toHaveURL(`${FR}/connexion/?redirectTo=${encodeURIComponent(product)}`);
    await page.getByLabel("Adresse e-mail").fill("marie.dupont@example.com");
    await page.getByLabel("Mot de passe").fill("PrestoDemo2026!");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(`${FR}${product}`);
    await expect(page.getByRole("radio", { name: "500", exact: true })).toBeChecked();
  });

  test("the page sign-in returns to is remembered across a detour (password reset)", async ({ page }) => {
    const product = "/affiches/?quantity=50";
    await page.goto(`${FR}${product}`);
    await page.getByRole("banner").getByRole("link", { name: "Connexion" }).click();
    await expect(page).toHaveURL(`${FR}/connexion/?redirectTo=${encodeURIComponent(product)}`);
    await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
    await expect(page).toHaveURL(`${FR}/mot-de-passe-oublie/`);
    // Back on the sign-in screen with nothing in its address: the remembered page still counts.
    await page.goto(`${FR}/connexion/`);
    await page.getByLabel("Adresse e-mail").fill("marie.dupont@example.com");
    await page.getByLabel("Mot de passe").fill("PrestoDemo2026!");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(`${FR}${product}`);
  });

  test("a visitor sees a sign-in link, not the account or sign-out", async ({ page }) => {
    await page.goto(`${EN}/`);
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login/");
    await expect(header.getByRole("button", { name: "Sign out" })).toHaveCount(0);
  });
});
