import { expect, test } from "@playwright/test";
import { registerWithAddresses } from "./customer";
import { FR } from "./origins";

/** "My designs" (issue 6): keep a configuration, reopen it in the configurator, delete it — JS on and off. */

test("save a configuration to my designs, reopen it, delete it", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  await registerWithAddresses(page, testInfo.project.name);
  await page.goto(`${FR}/affiches/?quantity=25&delivery=standard`);
  await page.getByLabel("Nom du travail (facultatif)").fill("Affiches salon 2027");
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Mettre à jour le prix" }).click();
  await page.getByRole("button", { name: "Enregistrer dans mes créations" }).click();
  await expect(page).toHaveURL(/\/espace-client\/mes-creations\/\?done=saved/);
  await expect(page.getByText("Configuration enregistrée dans vos créations.")).toBeVisible();
  const design = page.locator(".my-design");
  await expect(design).toHaveCount(1);
  await expect(design).toContainText("Affiches salon 2027");

  await design.getByRole("link", { name: "Ouvrir dans le configurateur" }).click();
  await expect(page).toHaveURL(/\/affiches\/\?/);
  await expect(page.getByRole("radio", { name: "25", exact: true })).toBeChecked();

  await page.goto(`${FR}/espace-client/mes-creations/`);
  await page.getByRole("button", { name: "Supprimer Affiches salon 2027" }).click();
  await expect(page.getByText("La création a été supprimée.")).toBeVisible();
  await expect(page.locator(".my-design")).toHaveCount(0);
});

test("a visitor who saves a design is asked to sign in first", async ({ page }) => {
  await page.goto(`${FR}/affiches/?quantity=25&delivery=standard`);
  await page.getByRole("button", { name: "Enregistrer dans mes créations" }).click();
  await expect(page).toHaveURL(/\/connexion\/\?redirectTo=%2Faffiches%2F/);
});
