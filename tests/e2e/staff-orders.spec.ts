import { expect, test } from "@playwright/test";
import { orderByTransfer, registerWithAddresses } from "./customer";
import { FR } from "./origins";

/** Staff move an order along its lifecycle (issue 6); the customer sees it and can no longer change it. */

test("staff confirm the transfer, start production and ship; the customer's order follows and locks", async ({
  page,
  browser,
}, testInfo) => {
  await registerWithAddresses(page, testInfo.project.name);
  const { orderId, orderNumber } = await orderByTransfer(
    page,
    `${FR}/affiches/?quantity=10&delivery=standard`,
  );
  const orderPage = `${FR}/espace-client/commandes/detail/?id=${orderId}`;

  const staffContext = await browser.newContext({ javaScriptEnabled: testInfo.project.name !== "no-js" });
  const staff = await staffContext.newPage();
  await staff.goto(`${FR}/connexion/`);
  await staff.getByLabel("Adresse e-mail").fill("admin@presto-impression.example");
  await staff.getByLabel("Mot de passe").fill("PrestoDemo2026!");
  await staff.getByRole("button", { name: "Se connecter" }).click();
  await expect(staff).toHaveURL(`${FR}/espace-client/`);
  await staff.goto(`${FR}/admin/orders/?number=${orderNumber}`);
  await expect(staff.getByTestId("staff-order-status")).toHaveText("En attente de paiement");
  // Production can't start before the files are checked.
  await expect(staff.getByRole("button", { name: "Lancer la production" })).toHaveCount(0);
  await staff.getByRole("button", { name: "Virement reçu" }).click();
  await expect(staff.getByTestId("staff-order-status")).toHaveText("En attente de fichiers");
  // The transfer received issues the invoice: staff see it on the desk and open it (ADR 072).
  const invoiceLink = staff.getByRole("link", { name: /^Télécharger Facture F-2026-\d{6} \(PDF\)$/ });
  await expect(invoiceLink).toHaveCount(1);
  const pdf = await staff.request.get(`${FR}${await invoiceLink.getAttribute("href")}`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  // The customer's own download path is not a way in for anyone else's session.
  expect((await staff.request.get(`${FR}/account/invoice?id=nope`)).status()).toBe(404);
  await staff.getByRole("button", { name: "Fichiers complets : lancer la vérification" }).click();
  await staff.getByRole("button", { name: "Lancer la production" }).click();
  await expect(staff.getByTestId("staff-order-status")).toHaveText("En production");

  await page.goto(orderPage);
  await expect(page.getByTestId("order-status")).toHaveText("En production");
  await expect(page.getByRole("button", { name: "Annuler cette commande" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Modifier cet article" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Envoyer mes fichiers" })).toHaveCount(0);
  // The transfer staff confirmed paid the order in full.
  await expect(page.locator(".recap__line").filter({ hasText: "Reste à payer" })).toContainText("0,00");

  await staff.getByRole("button", { name: "Expédiée" }).click();
  await expect(staff.getByText("Indiquez le numéro de suivi du transporteur.")).toBeVisible();
  await staff.getByLabel("Transporteur").selectOption({ label: "DPD" });
  await staff.getByLabel("Numéro de suivi").fill("6A12345678901");
  await staff.getByRole("button", { name: "Expédiée" }).click();
  await expect(staff.getByTestId("staff-order-status")).toHaveText("Expédiée");
  await page.reload();
  await expect(page.getByText("Expédiée avec DPD, numéro de suivi 6A12345678901.")).toBeVisible();
  await staffContext.close();
});

test("a customer can't reach the order desk, and a foreign move is refused", async ({ page }, testInfo) => {
  await registerWithAddresses(page, testInfo.project.name);
  const desk = await page.goto(`${FR}/admin/orders/`);
  expect(desk?.status()).toBe(404);
  const move = await page.request.post(`${FR}/admin/orders/`, {
    form: { orderNumber: "PI-2026-000001", to: "shipped", trackingNumber: "X" },
    maxRedirects: 0,
  });
  expect(move.status()).toBe(404);
});
