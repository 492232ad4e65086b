import { expect, test } from "@playwright/test";
import { registerWithAddresses } from "./customer";
import { checkoutWith, fillCard, signMandate } from "./payment-steps";

/**
 * The shop on a standalone commerce API process (COMMERCE_API_URL, playwright.config.ts): the
 * provider's pages answer through the storefront's /api/v1 proxy, and their 303 back to the shop must
 * reach the browser. Before issue 37 §1 the proxy followed it itself and the payer saw the API's JSON
 * 404 ("No API route for /panier/paiement/") while the order was paid.
 */
const port = Number(process.env.E2E_REMOTE_API_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 6);
const SHOP = `http://localhost:${port}`;
const PAID = "Merci, votre commande est payée";

test.describe("payments through a standalone API host", () => {
  test("card with 3-D Secure ends on the shop's thank-you screen", async ({ page }, testInfo) => {
    await registerWithAddresses(page, testInfo.project.name, SHOP);
    await checkoutWith(page, SHOP, /Carte bancaire/);
    await fillCard(page, "4242 4242 4242 4242");
    await expect(page.getByRole("heading", { name: "Confirmez ce paiement" })).toBeVisible({
      timeout: 10_000,
    });
    await page.getByLabel("Code reçu").fill("123456");
    await page.getByRole("button", { name: "Confirmer" }).click();
    await expect(page.getByRole("heading", { name: PAID })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(SHOP);
  });

  test("a PayPal approval ends on the shop's thank-you screen", async ({ page }, testInfo) => {
    await registerWithAddresses(page, testInfo.project.name, SHOP);
    await checkoutWith(page, SHOP, /PayPal/);
    await expect(page.getByRole("heading", { name: "Payer avec PayPal" })).toBeVisible();
    await page.getByRole("button", { name: "Approuver le paiement" }).click();
    await expect(page.getByRole("heading", { name: PAID })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/panier/paiement/");
  });

  test("a signed SEPA mandate ends on the shop's thank-you screen", async ({ page }, testInfo) => {
    await registerWithAddresses(page, testInfo.project.name, SHOP);
    await checkoutWith(page, SHOP, /Prélèvement SEPA/);
    await signMandate(page, "FR76 3000 6000 0112 3456 7890 189");
    await expect(
      page.getByRole("heading", { name: "Merci, votre mandat de prélèvement est signé" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Voir ma commande" }).click();
    await expect(page.getByTestId("order-status")).toHaveText("En attente de fichiers");
  });
});
