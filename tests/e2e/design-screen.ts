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

/** The href of the first `<a>` whose opening tag has `marker`, as the browser reads it (entities decoded). */
function linkTo(html: string, marker: string): string {
  const tag = html.match(/<a\b[^>]*>/g)?.find((opening) => opening.includes(marker)) ?? "";
  const href = /\shref="([^"]*)"/.exec(tag)?.[1] ?? "";
  expect(href, `a link with ${marker}`).not.toBe("");
  return `${FR}${href.replaceAll("&amp;", "&")}`;
}

let templateForm: string | undefined;

/**
 * The same fill-in form as fillInTemplate, opened at the address its links lead to, for tests whose
 * subject is the form or the editor after it: the links are read from the product page's and the
 * template list's HTML (once per worker) instead of rendering both screens, which fillInTemplate and
 * the main design flow go through.
 */
export async function openTemplate(page: Page) {
  if (!templateForm) {
    const product = await (await page.request.get(CARDS)).text();
    const templates = await (await page.request.get(linkTo(product, 'data-testid="choose-template"'))).text();
    templateForm = linkTo(templates, 'aria-label="Personnaliser Classique bleu"');
  }
  await page.goto(templateForm);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Personnalisez « Classique bleu »");
}

/** A business-card design from that template, named and ordered by transfer; the order's id and number. */
export async function orderDesign(page: Page, designName = "Cartes Léa") {
  await fillInTemplate(page);
  await page.getByLabel("Nom et prénom").fill("Léa Fontaine");
  await page.getByLabel("Nom du design").fill(designName);
  await page.getByRole("button", { name: "Enregistrer et utiliser ce design" }).click();
  await expect(page).toHaveURL(/\/cartes-de-visite\/standard\/\?.*designId=/);
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expect(page).toHaveURL(/\/panier\/\?added=/);
  await page.goto(`${FR}/panier/recapitulatif/`);
  await page.getByRole("button", { name: /Passer ma commande/ }).click();
  await expect(page).toHaveURL(/\/panier\/commande-envoyee\/\?order=/);
  const orderNumber = (await page.getByText(/Commande n° /).textContent())?.replace(/.*n° /, "").trim() ?? "";
  return { orderId: new URL(page.url()).searchParams.get("order") ?? "", orderNumber };
}
