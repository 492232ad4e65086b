import { expect, test } from "@playwright/test";
import { formatCalendarDate } from "../../app/i18n/formatters";
import { sepaDebitDate } from "../../commerce-api/payments/sepa-debit.rules";
import { registerWithAddresses } from "./customer";
import { FR } from "./origins";
import { outboxMails } from "./outbox";
import { checkoutWith, fillCard } from "./payment-steps";

/**
 * Card (with 3-D Secure), PayPal and SEPA through the simulated provider's own pages (ADR 012),
 * JS on and off: the storefront only sends the payer there and reads the outcome back from the API.
 */

test("card above the exemption: 3-D Secure challenge, then the thank-you screen and a paid order", async ({
  page,
}, testInfo) => {
  await registerWithAddresses(page, testInfo.project.name);
  await checkoutWith(page, FR, /Carte bancaire/);
  await fillCard(page, "4242 4242 4242 4242");
  // The bank's data collector moves on by itself (a Refresh header, no JavaScript needed).
  await expect(page.getByRole("heading", { name: "Confirmez ce paiement" })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText("carte •••• 4242")).toBeVisible();
  // A mistyped code gets another try, as a bank gives one (issue 38 §5).
  await page.getByLabel("Code reçu").fill("000000");
  await page.getByRole("button", { name: "Confirmer" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Ce code n’est pas le bon. Vérifiez le SMS et réessayez : il vous reste 2 essais.",
  );
  await page.getByLabel("Code reçu").fill("123456");
  await page.getByRole("button", { name: "Confirmer" }).click();
  await expect(page.getByRole("heading", { name: "Merci, votre commande est payée" })).toBeVisible();
  // Paid: the print files are what is left to do.
  await expect(page.getByRole("link", { name: "Envoyer mes fichiers" })).toHaveClass(/button--primary/);
  await page.getByRole("link", { name: "Voir ma commande" }).click();
  await expect(page.getByTestId("order-status")).toHaveText("En attente de fichiers");
  await expect(page.getByRole("heading", { name: "Payer maintenant" })).toHaveCount(0);
});

test("a declined card, then PayPal: cancel once, approve the second time", async ({ page }, testInfo) => {
  await registerWithAddresses(page, testInfo.project.name);
  await checkoutWith(page, FR, /Carte bancaire/);
  await fillCard(page, "4000 0000 0000 0002");
  await expect(page.getByRole("heading", { name: "Votre paiement n’a pas abouti" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Payer plutôt par virement" })).toBeVisible();

  await page.getByRole("radio", { name: "PayPal" }).check();
  await page.getByRole("button", { name: /^Payer \d/ }).click();
  await expect(page.getByRole("heading", { name: "Payer avec PayPal" })).toBeVisible();
  await page.getByRole("button", { name: "Annuler et revenir à la boutique" }).click();
  await expect(page.getByRole("heading", { name: "Votre paiement n’a pas été finalisé" })).toBeVisible();

  await page.getByRole("radio", { name: "PayPal" }).check();
  await page.getByRole("button", { name: /^Payer \d/ }).click();
  await expect(page.getByRole("heading", { name: "Payer avec PayPal" })).toBeVisible();
  const providerPage = page.url();
  await page.getByRole("button", { name: "Approuver le paiement" }).click();
  await expect(page.getByRole("heading", { name: "Merci, votre commande est payée" })).toBeVisible();
  // The provider's page opened again after the payment ended (history, a bookmark) cannot pay twice.
  // Opened by its address: two quick history steps back raced the result page's own navigation.
  await page.goto(providerPage);
  await expect(page.getByText(/Ce paiement est terminé|Merci, votre commande est payée/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Approuver le paiement" })).toHaveCount(0);
});

test("SEPA: a wrong IBAN is explained on the mandate page; a signed mandate is a debit pending until its day", async ({
  page,
}, testInfo) => {
  const email = await registerWithAddresses(page, testInfo.project.name);
  await checkoutWith(page, FR, /Prélèvement SEPA/);
  await expect(page.getByRole("heading", { name: "Mandat de prélèvement SEPA" })).toBeVisible();
  await page.getByLabel("Titulaire du compte").fill("Camille Martin");
  await page.getByLabel("IBAN").fill("FR76 3000 6000 0112 3456 7890 188");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Signer le mandat et payer" }).click();
  await expect(page.getByRole("alert")).toHaveText("Cet IBAN n’est pas valide.");
  await expect(page.getByLabel("Titulaire du compte")).toHaveValue("Camille Martin");
  await page.getByLabel("IBAN").fill("FR76 3000 6000 0112 3456 7890 189");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Signer le mandat et payer" }).click();
  // A mandate is not money yet (ADR 076): the page says which day the debit happens and that it can fail.
  await expect(
    page.getByRole("heading", { name: "Merci, votre mandat de prélèvement est signé" }),
  ).toBeVisible();
  const debitDay = formatCalendarDate(sepaDebitDate(new Date()), "fr-FR");
  await expect(page.locator(".payment-result")).toContainText(
    `seront prélevés sur le compte FR76 **** **** 0189 le ${debitDay}. D’ici là, le prélèvement peut encore échouer`,
  );
  await expect(page.getByText("Nous avons bien reçu")).toHaveCount(0);
  await expect(
    page.getByText(/Mandat de prélèvement PRESTO-.* sur le compte FR76 \*\*\*\* \*\*\*\* 0189/),
  ).toBeVisible();
  // The order page says the same until that day.
  await page.getByRole("link", { name: "Voir ma commande" }).click();
  const pending = page.getByTestId("order-pending-debit");
  await expect(pending).toContainText("Prélèvement SEPA en attente :");
  await expect(pending).toContainText(`seront prélevés sur le compte FR76 **** **** 0189 le ${debitDay}`);
  // So does the mail: a debit scheduled, never "we have received your payment" (ADR 082).
  const scheduled = () => outboxMails(email).filter((mail) => mail.includes("Votre mandat SEPA est signé"));
  await expect.poll(() => scheduled().length).toBe(1);
  expect(scheduled()[0]).toContain("le prélèvement peut encore échouer");
  expect(outboxMails(email).some((mail) => mail.includes("Nous avons bien reçu votre paiement"))).toBe(false);
  // The mandate is kept as a saved payment method (the reference only, never the IBAN).
  await page.goto(`${FR}/espace-client/moyens-de-paiement/`);
  await expect(page.locator(".payment-method")).toContainText("•••• 0189");
});

test("three wrong 3-D Secure codes fail the payment; the result page switches the order to bank transfer", async ({
  page,
}, testInfo) => {
  await registerWithAddresses(page, testInfo.project.name);
  await checkoutWith(page, FR, /Carte bancaire/);
  await fillCard(page, "4000 0000 0000 3220");
  await expect(page.getByRole("heading", { name: "Confirmez ce paiement" })).toBeVisible({ timeout: 10_000 });
  for (const left of ["il vous reste 2 essais", "il vous reste 1 essai"]) {
    await page.getByLabel("Code reçu").fill("000000");
    await page.getByRole("button", { name: "Confirmer" }).click();
    await expect(page.getByRole("alert")).toContainText(left);
  }
  await page.getByLabel("Code reçu").fill("000000");
  await page.getByRole("button", { name: "Confirmer" }).click();
  await expect(page.getByRole("heading", { name: "Votre paiement n’a pas abouti" })).toBeVisible();
  await page.getByRole("button", { name: "Payer plutôt par virement" }).click();
  await expect(
    page.getByText("Vous pouvez régler cette commande par virement, ou choisir un autre moyen de paiement."),
  ).toBeVisible();
  await expect(page.getByText(/Virez .* avec la référence/)).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("En attente de paiement");
});

test("an abandoned card payment: the order page offers to pay by transfer instead, or to pay now", async ({
  page,
}, testInfo) => {
  await registerWithAddresses(page, testInfo.project.name);
  await checkoutWith(page, FR, /Carte bancaire/);
  await page.getByRole("button", { name: "Annuler et revenir à la boutique" }).click();
  await expect(page.getByRole("heading", { name: "Votre paiement n’a pas été finalisé" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Payer plutôt par virement" })).toBeVisible();
  await page.getByRole("link", { name: "Voir ma commande" }).click();
  await expect(page.getByTestId("order-status")).toHaveText("En attente de paiement");
  await page.getByRole("button", { name: "Payer plutôt par virement" }).click();
  await expect(
    page.getByText("Vous pouvez régler cette commande par virement, ou choisir un autre moyen de paiement."),
  ).toBeVisible();
  await expect(page.getByText(/Virez .* avec la référence/)).toBeVisible();
  // Still payable now, from the order page.
  await page.getByRole("radio", { name: "PayPal" }).check();
  await page.getByRole("button", { name: /^Payer \d/ }).click();
  await page.getByRole("button", { name: "Approuver le paiement" }).click();
  await expect(page.getByRole("heading", { name: "Merci, votre commande est payée" })).toBeVisible();
});

test("a tampered payment form or someone else's order gets a clear 4xx, never a payment", async ({
  page,
}, testInfo) => {
  await registerWithAddresses(page, testInfo.project.name);
  const bad = await page.request.post(`${FR}/panier/paiement/`, {
    form: { intent: "pay", orderId: "not-mine-0000", method: "card" },
    maxRedirects: 0,
  });
  expect(bad.status()).toBe(404);
  const garbage = await page.request.post(`${FR}/panier/paiement/`, {
    form: { intent: "pay", orderId: "x", method: "bitcoin" },
    maxRedirects: 0,
  });
  expect(garbage.status()).toBe(400);
  const result = await page.goto(`${FR}/panier/paiement/?order=not-mine-0000`);
  expect(result?.status()).toBe(404);
});
