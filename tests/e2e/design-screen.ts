import { expect, type Page } from "@playwright/test";
import { FR } from "./origins";

/** Online design (issue 14): the business cards' product page with "design it online" chosen. */
export const CARDS = `${FR}/cartes-de-visite/standard/?quantity=250&upload=dex`;

/** From the product page to the fill-in form of the "Classique bleu" template, as a shopper goes. */
export async function fillInTemplate(page: Page) {
  await page.goto(CARDS);
  await page.getByRole("link", { name: "Choisir un modèle et le personnaliser" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Choisissez un modèle pour « Cartes de visite standard »",
  );
  // A blank page, then the format's twelve templates.
  await expect(page.getByTestId("template-grid").getByRole("listitem")).toHaveCount(13);
  await page.getByRole("link", { name: "Personnaliser Classique bleu" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Personnalisez « Classique bleu »");
}
