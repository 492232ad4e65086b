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
