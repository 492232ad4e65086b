import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { registerWithAddresses } from "./customer";
import { EN, FR } from "./origins";

/** Issue 36 §7: legal pages from every footer, a copy of one's data, and an account deleted for good. */

test("the footer links the legal notice and the privacy policy, and claims no rating", async ({ page }) => {
  for (const [origin, notice, privacy, publisher] of [
    [FR, "Mentions légales", "Politique de confidentialité", "Presto Impression SAS"],
    [EN, "Legal notice", "Privacy policy", "Presto Print Ltd"],
  ] as const) {
    await page.goto(`${origin}/`);
    const footer = page.getByRole("contentinfo");
    await expect(footer).not.toContainText(/avis sur|reviews on|\/5/);
    await footer.getByRole("link", { name: notice }).click();
    await expect(page.getByRole("heading", { level: 1, name: notice })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(publisher);
    await page.getByRole("contentinfo").getByRole("link", { name: privacy }).click();
    await expect(page.getByRole("heading", { level: 1, name: privacy })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("presto_auth");
  }
});

test("a customer downloads their data, then deletes their account and can no longer sign in", async ({
  page,
}, testInfo) => {
  const email = await registerWithAddresses(page, testInfo.project.name);
  await page.goto(`${FR}/espace-client/`);
  await page
    .getByRole("navigation", { name: "Mon compte" })
    .getByRole("link", { name: "Mes données" })
    .last()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Mes données" })).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Télécharger mes données (JSON)" }).click();
  const download = await downloading;
  const copy = JSON.parse(await readFile((await download.path()) ?? "", "utf8"));
  expect(copy.profile.email).toBe(email);
  expect(copy.addresses).toHaveLength(2);

  // A wrong password, or no ticked box, deletes nothing.
  await page.getByLabel("Votre mot de passe").fill("pas le bon");
  await page.getByLabel("Je comprends que mon compte est supprimé définitivement.").check();
  await page.getByRole("button", { name: "Supprimer mon compte" }).click();
  await expect(page.getByText("Ce mot de passe n’est pas celui du compte.")).toBeVisible();

  await page.getByLabel("Votre mot de passe").fill("Une phrase de passe 42");
  await page.getByLabel("Je comprends que mon compte est supprimé définitivement.").check();
  await page.getByRole("button", { name: "Supprimer mon compte" }).click();
  await expect(page).toHaveURL(`${FR}/connexion/?done=account-deleted`);
  await expect(page.getByText("Votre compte est supprimé et vous êtes déconnecté.")).toBeVisible();

  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe").fill("Une phrase de passe 42");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("alert").or(page.locator(".alert--danger")).first()).toBeVisible();
  await expect(page).toHaveURL(/\/connexion\//);
});
