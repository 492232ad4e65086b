import { expect, type Page } from "@playwright/test";
import { FR } from "./origins";

/** A fresh French customer with one delivery and one billing address (tests never share accounts). */
export async function registerWithAddresses(page: Page, project: string) {
  const email = `customer.${project}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto(`${FR}/inscription/`);
  await page.getByLabel("Particulier").check();
  await page.getByLabel("Prénom").fill("Camille");
  await page.getByLabel("Nom", { exact: true }).fill("Martin");
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe").fill("Une phrase de passe 42");
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page).toHaveURL(`${FR}/espace-client/`);
  await page.goto(`${FR}/espace-client/adresses/`);
  for (const type of ["Livraison", "Facturation"]) {
    await page.getByLabel("Prénom").fill("Camille");
    await page.getByLabel("Nom", { exact: true }).fill("Martin");
    await page.getByLabel("Numéro et rue").fill("3 place Bellecour");
    await page.getByLabel("Code postal").fill("69002");
    await page.getByLabel("Ville").fill("Lyon");
    await page.getByRole("radio", { name: type, exact: true }).check();
    await page.getByRole("button", { name: "Ajouter l’adresse" }).click();
    await expect(page.getByText("Votre carnet d’adresses est à jour.")).toBeVisible();
  }
  return email;
}

/** Adds a product page's current selection to the cart (with the job name, if any) and checks out by transfer. */
export async function orderByTransfer(page: Page, productUrl: string, jobName?: string) {
  await page.goto(productUrl);
  if (jobName) await page.getByLabel("Nom du travail (facultatif)").fill(jobName);
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expect(page).toHaveURL(/\/panier\/\?added=/);
  await page.goto(`${FR}/panier/recapitulatif/`);
  await page.getByRole("button", { name: /Passer ma commande/ }).click();
  await expect(page).toHaveURL(/\/panier\/commande-envoyee\/\?order=/);
  const orderNumber = (await page.getByText(/Commande n° /).textContent())?.replace(/.*n° /, "").trim() ?? "";
  return { orderId: new URL(page.url()).searchParams.get("order") ?? "", orderNumber };
}
