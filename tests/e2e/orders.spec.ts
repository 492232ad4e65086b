import { expect, test } from "@playwright/test";
import { orderByTransfer, registerWithAddresses } from "./customer";
import { FR } from "./origins";

/** Personal area orders (issue 6, first part): list, search, filter, detail, cancel — JS on and off. */

test("placed orders are listed, searchable and filterable; one is cancelled before production", async ({
  page,
}, testInfo) => {
  await registerWithAddresses(page, testInfo.project.name);
  const first = await orderByTransfer(
    page,
    `${FR}/affiches/?quantity=10&delivery=standard`,
    "Vitrine printemps",
  );
  const second = await orderByTransfer(
    page,
    `${FR}/cartes-de-visite/standard/?quantity=250&delivery=standard`,
    "Cartes Camille",
  );

  await page.goto(`${FR}/espace-client/commandes/`);
  await expect(page.getByRole("heading", { level: 1, name: "Mes commandes" })).toBeVisible();
  await expect(page.locator(".order-card")).toHaveCount(2);
  await expect(page.locator(".order-card").first()).toContainText(second.orderNumber);

  await page.getByLabel("N° de commande ou nom du travail").fill("vitrine");
  await page.getByRole("button", { name: "Afficher" }).click();
  await expect(page.locator(".order-card")).toHaveCount(1);
  await expect(page.locator(".order-card")).toContainText(first.orderNumber);
  await expect(page).toHaveURL(/q=vitrine/);

  await page.getByRole("link", { name: first.orderNumber }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Commande ${first.orderNumber}` })).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("En attente de paiement");
  await page.getByText("Annuler cette commande").click();
  await page.getByRole("button", { name: "Oui, annuler la commande" }).click();
  await expect(page.getByText("Votre commande est annulée.")).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("Annulée");
  await expect(page.getByText("Annuler cette commande")).toHaveCount(0);
  await expect(page.locator(".order-detail__history li")).toHaveCount(2);

  await page.goto(`${FR}/espace-client/commandes/?status=cancelled`);
  await expect(page.locator(".order-card")).toHaveCount(1);
  await expect(page.locator(".order-card")).toContainText(first.orderNumber);
  await page.goto(`${FR}/espace-client/commandes/?status=not-a-status&q=${"x".repeat(200)}`);
  await expect(page.locator(".order-card")).toHaveCount(2);
});

test("another customer's order is a 404, and a second cancel is refused", async ({
  page,
  browser,
}, testInfo) => {
  await registerWithAddresses(page, testInfo.project.name);
  const placed = await orderByTransfer(page, `${FR}/affiches/?quantity=10&delivery=standard`);
  const detail = `${FR}/espace-client/commandes/detail/?id=${placed.orderId}`;
  // Signed in, on a phone: header, sidebar and order all fit the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(detail);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await registerWithAddresses(strangerPage, `${testInfo.project.name}-other`);
  const foreign = await strangerPage.goto(detail);
  expect(foreign?.status()).toBe(404);
  const foreignCancel = await strangerPage.request.post(detail, {
    form: { intent: "cancel", orderId: placed.orderId },
    maxRedirects: 0,
  });
  expect(foreignCancel.status()).toBe(404);
  await stranger.close();

  const cancel = () =>
    page.request.post(detail, { form: { intent: "cancel", orderId: placed.orderId }, maxRedirects: 0 });
  expect((await cancel()).status()).toBe(303);
  expect((await cancel()).status()).toBe(409);
});

test("an order item is changed in the product page, shown as a draft, then confirmed", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  await registerWithAddresses(page, testInfo.project.name);
  const placed = await orderByTransfer(page, `${FR}/affiches/?quantity=10&delivery=standard`);
  await page.goto(`${FR}/espace-client/commandes/detail/?id=${placed.orderId}`);
  await page.getByRole("link", { name: "Modifier cet article" }).click();

  await expect(page).toHaveURL(/\/affiches\/\?editOrderItem=/);
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByTestId("edit-mode")).toHaveText("Modification d’un article de votre commande");
  await expect(page.getByRole("link", { name: "← Retour à ma commande" })).toHaveAttribute(
    "href",
    `/espace-client/commandes/detail/?id=${placed.orderId}`,
  );
  await expect(page.getByRole("radio", { name: "10", exact: true })).toBeChecked();
  await page.getByRole("radio", { name: "25", exact: true }).check();
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Mettre à jour le prix" }).click();
  await expect(page.getByRole("radio", { name: "25", exact: true })).toBeChecked();
  await page.getByRole("button", { name: "Enregistrer la modification de ma commande" }).click();

  const draft = page.getByTestId("order-draft");
  await expect(draft).toContainText("Nouveau total");
  await expect(draft).toContainText("Reste à payer après la modification");
  await expect(page.locator(".order-detail__line")).toContainText("10 exemplaires");
  await draft.getByRole("button", { name: "Confirmer la modification" }).click();
  await expect(page.getByText("Votre commande a été mise à jour.")).toBeVisible();
  // With JavaScript focus moves to the confirmation, as on arriving at the draft (issue 38 §2).
  if (javaScriptEnabled) await expect(page.locator(".order-done")).toBeFocused();
  await expect(page.locator(".order-detail__line")).toContainText("25 exemplaires");
  await expect(page.getByTestId("order-draft")).toHaveCount(0);
});

test("someone else's order item can't be opened for editing", async ({ page, browser }, testInfo) => {
  await registerWithAddresses(page, testInfo.project.name);
  const placed = await orderByTransfer(page, `${FR}/affiches/?quantity=10&delivery=standard`);
  await page.goto(`${FR}/espace-client/commandes/detail/?id=${placed.orderId}`);
  const editLink = await page.getByRole("link", { name: "Modifier cet article" }).getAttribute("href");
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await registerWithAddresses(strangerPage, `${testInfo.project.name}-editor`);
  const response = await strangerPage.goto(`${FR}${editLink}`);
  expect(response?.status()).toBe(400);
  await expect(strangerPage.getByText("Cet article de commande est introuvable.")).toBeVisible();
  await expect(
    strangerPage.getByRole("button", { name: "Enregistrer la modification de ma commande" }),
  ).toBeDisabled();
  await stranger.close();
});

test("a paid order made cheaper credits the difference to the wallet", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  await registerWithAddresses(page, testInfo.project.name);
  const placed = await orderByTransfer(page, `${FR}/affiches/?quantity=25&delivery=standard`);
  // Pay it in full with PayPal from the order page.
  await page.goto(`${FR}/espace-client/commandes/detail/?id=${placed.orderId}`);
  await page.getByRole("radio", { name: "PayPal" }).check();
  await page.getByRole("button", { name: /^Payer \d/ }).click();
  await page.getByRole("button", { name: "Approuver le paiement" }).click();
  await expect(page.getByRole("heading", { name: "Merci, votre commande est payée" })).toBeVisible();

  await page.goto(`${FR}/espace-client/commandes/detail/?id=${placed.orderId}`);
  await page.getByRole("link", { name: "Modifier cet article" }).click();
  await page.getByRole("radio", { name: "10", exact: true }).check();
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Mettre à jour le prix" }).click();
  await expect(page.getByRole("radio", { name: "10", exact: true })).toBeChecked();
  await page.getByRole("button", { name: "Enregistrer la modification de ma commande" }).click();
  const draft = page.getByTestId("order-draft");
  await expect(draft).toContainText(/seront crédités sur votre porte-monnaie/);
  const credit =
    (await draft.textContent())?.match(/(\d[\d\s]*,\d{2}\s€)\sseront crédités/)?.[1]?.trim() ?? "";
  expect(credit).toMatch(/^\d[\d\s]*,\d{2}\s€$/);
  await draft.getByRole("button", { name: "Confirmer la modification" }).click();
  await expect(page.getByText("Votre commande a été mise à jour.")).toBeVisible();
  await expect(page.locator(".order-detail__line")).toContainText("10 exemplaires");

  await page.goto(`${FR}/espace-client/porte-monnaie/`);
  await expect(page.locator("main")).toContainText(credit);
});
