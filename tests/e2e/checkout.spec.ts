import { expect, test } from "@playwright/test";
import { registerWithAddresses } from "./customer";
import { FR } from "./origins";

/** Checkout (issue 4): a signed-in customer orders by bank transfer — JS on and off. */

test("an anonymous cart follows the visitor into checkout and becomes one order paid by transfer", async ({
  page,
}, testInfo) => {
  await page.goto(`${FR}/affiches/?quantity=10&delivery=standard`);
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expect(page).toHaveURL(/\/panier\/\?added=/);
  const total = await page.getByTestId("cart-total-incl").textContent();

  await registerWithAddresses(page, testInfo.project.name);
  await page.goto(`${FR}/panier/`);
  await expect(page.locator(".cart-line")).toHaveCount(1);
  await page.getByRole("link", { name: "Commander" }).click();
  await expect(page).toHaveURL(`${FR}/panier/recapitulatif/`);
  await expect(page.getByTestId("checkout-total-incl")).toHaveText(total ?? "");
  // Signed in, the header carries three actions: it must still fit a laptop screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByLabel("Remarques pour notre équipe (facultatif)").fill("Livrer à l’accueil");
  await page.getByRole("button", { name: /Passer ma commande/ }).click();

  await expect(page).toHaveURL(/\/panier\/commande-envoyee\/\?order=/);
  await expect(page.getByText(/Commande n° PI-\d{4}-\d{6}/)).toBeVisible();
  await expect(page.getByTestId("transfer-reference")).toHaveText(/^PI\d{10}$/);
  await expect(page.getByTestId("amount-due")).toHaveText(total ?? "");

  await page.goto(`${FR}/panier/`);
  await expect(page.getByText("Votre panier est vide.")).toBeVisible();
});

test("checkout needs a login and comes back to it afterwards", async ({ page }) => {
  await page.goto(`${FR}/panier/recapitulatif/`);
  await expect(page).toHaveURL(/\/connexion\/\?redirectTo=%2Fpanier%2Frecapitulatif%2F/);
  // The login screen says why the shopper is there.
  await expect(page.getByText("Connectez-vous pour finaliser votre commande.")).toBeVisible();
});

test("a double-submitted checkout creates exactly one order", async ({ page }, testInfo) => {
  await page.goto(`${FR}/affiches/?quantity=10&delivery=standard`);
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  // The add must land before leaving the page (with JS it is a fetch that a navigation would cancel).
  await expect(page).toHaveURL(/\/panier\/\?added=/);
  await registerWithAddresses(page, testInfo.project.name);
  await page.goto(`${FR}/panier/recapitulatif/`);
  const shipping = await page.locator('input[name="shippingAddressId"]').first().getAttribute("value");
  const billing = await page.locator('input[name="billingAddressId"]').first().getAttribute("value");
  const form = {
    shippingAddressId: shipping ?? "",
    billingAddressId: billing ?? "",
    sender: "default",
    invoiceRequested: "on",
    paymentMethod: "bank_transfer",
  };
  const post = () => page.request.post(`${FR}/panier/recapitulatif/`, { form, maxRedirects: 0 });
  const [first, second] = await Promise.all([post(), post()]);
  const locations = [first, second].map((response) => response.headers().location ?? "");
  const orderIds = locations
    .map((location) => new URL(location, FR).searchParams.get("order"))
    .filter(Boolean);
  // Either both answered with the same order, or the second found the cart already ordered and empty.
  expect(orderIds.length).toBeGreaterThanOrEqual(1);
  expect(new Set(orderIds).size).toBe(1);
  await page.goto(`${FR}/panier/`);
  await expect(page.getByText("Votre panier est vide.")).toBeVisible();
});

test("bad checkout input is explained and nothing is ordered", async ({ page }, testInfo) => {
  await page.goto(`${FR}/affiches/?quantity=10&delivery=standard`);
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  // The add must land before leaving the page (with JS it is a fetch that a navigation would cancel).
  await expect(page).toHaveURL(/\/panier\/\?added=/);
  await registerWithAddresses(page, testInfo.project.name);
  await page.goto(`${FR}/panier/recapitulatif/`);
  await page.getByRole("radio", { name: "Mon propre nom (colis neutre)" }).check();
  await page.getByLabel("Remarques pour notre équipe (facultatif)").fill("Livrer à l’accueil");
  await page.getByRole("checkbox", { name: "Joindre aussi une facture papier au colis" }).check();
  await page.getByRole("radio", { name: /^PayPal/ }).check();
  await page.getByRole("button", { name: /Passer ma commande/ }).click();
  await expect(page.getByText("Indiquez le nom de l’expéditeur (2 caractères au moins).")).toBeVisible();
  // Every choice is still there, with or without JavaScript (issue 38 §1).
  await expect(page.getByRole("radio", { name: "Mon propre nom (colis neutre)" })).toBeChecked();
  await expect(page.getByLabel("Remarques pour notre équipe (facultatif)")).toHaveValue("Livrer à l’accueil");
  await expect(
    page.getByRole("checkbox", { name: "Joindre aussi une facture papier au colis" }),
  ).toBeChecked();
  await expect(page.getByRole("radio", { name: /^PayPal/ })).toBeChecked();
  const tampered = await page.request.post(`${FR}/panier/recapitulatif/`, {
    form: {
      shippingAddressId: "someone-else",
      billingAddressId: "x",
      sender: "default",
      paymentMethod: "bank_transfer",
    },
    maxRedirects: 0,
  });
  expect(tampered.status()).toBe(400);
  await page.goto(`${FR}/panier/`);
  await expect(page.locator(".cart-line")).toHaveCount(1);
});
