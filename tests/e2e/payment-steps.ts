import { expect, type Page } from "@playwright/test";
import { addToCart } from "./customer";

/** The steps of a payment on the simulated provider's pages (ADR 012), on the French shop at `origin`. */

/**
 * The checkout screen with `method` chosen and the order placed, on a cart of ten posters added with
 * the product page's own post (ADR 096): the product page is product.spec.ts's and cart.spec.ts's
 * subject, the payment screens that follow are the callers'.
 */
export async function checkoutWith(page: Page, origin: string, method: RegExp) {
  await addToCart(page, `${origin}/affiches/?quantity=10&delivery=standard`);
  await page.goto(`${origin}/panier/recapitulatif/`);
  await page.getByRole("radio", { name: method }).check();
  await page.getByRole("button", { name: /Passer ma commande/ }).click();
}

export async function fillCard(page: Page, number: string) {
  await expect(page.getByRole("heading", { name: "Payer par carte" })).toBeVisible();
  // The card is typed on the provider's page, not on a storefront page.
  expect(new URL(page.url()).pathname).toMatch(/^\/api\/v1\/payment-provider\/card\//);
  await page.getByLabel("Titulaire de la carte").fill("Camille Martin");
  await page.getByLabel("Numéro de carte").fill(number);
  await page.getByLabel("Expiration (MM/AA)").fill("12/30");
  await page.getByLabel("Cryptogramme").fill("123");
  await page.getByRole("button", { name: "Payer", exact: true }).click();
}

export async function signMandate(page: Page, iban: string) {
  await expect(page.getByRole("heading", { name: "Mandat de prélèvement SEPA" })).toBeVisible();
  await page.getByLabel("Titulaire du compte").fill("Camille Martin");
  await page.getByLabel("IBAN").fill(iban);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Signer le mandat et payer" }).click();
}
