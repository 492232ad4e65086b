import { expect, test } from "@playwright/test";
import { orderByTransfer, registerWithAddresses, sendPrintFile, signInDemo } from "./customer";
import { FR } from "./origins";
import { checkoutWith } from "./payment-steps";

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
  await signInDemo(staff, "admin@presto-impression.example");
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
  // The same click again (a stale tab, a double submit) lands on the same state, with no new history entry.
  const history = staff.getByTestId("staff-order-history").getByRole("listitem");
  await expect(history).toHaveCount(2);
  const repeat = await staff.request.post(`${FR}/admin/orders/`, {
    form: { intent: "move", orderNumber, to: "awaiting_artwork" },
    maxRedirects: 0,
  });
  expect(repeat.status()).toBe(303);
  await staff.reload();
  await expect(history).toHaveCount(2);
  await expect(staff.getByRole("button", { name: "Virement reçu" })).toHaveCount(0);
  await staff.getByRole("button", { name: "Fichiers complets : lancer la vérification" }).click();
  // No way back from file check, and production waits for the customer's print file, saying so.
  await expect(staff.getByRole("button", { name: "Virement reçu" })).toHaveCount(0);
  await staff.getByRole("button", { name: "Lancer la production" }).click();
  await expect(staff.getByTestId("staff-order-refusal")).toHaveText(
    "La production attend un fichier vérifié ou une épreuve validée pour chaque article (voir ci-dessous).",
  );
  await expect(staff.getByTestId("staff-blocker")).toHaveText("pas encore de fichier d’impression vérifié");
  await expect(staff.getByTestId("staff-order-status")).toHaveText("Vérification des fichiers");

  await sendPrintFile(page, orderId);

  // Opened again (not reloaded: without JS the refused production's page is a POST answer).
  await staff.goto(`${FR}/admin/orders/?number=${orderNumber}`);
  await expect(staff.getByTestId("staff-blocker")).toHaveCount(0);
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
    form: { intent: "move", orderNumber: "PI-2026-000001", to: "shipped", trackingNumber: "X" },
    maxRedirects: 0,
  });
  expect(move.status()).toBe(404);
});

test("an order waiting for a card payment offers no 'transfer received' on the desk", async ({
  page,
  browser,
}, testInfo) => {
  await registerWithAddresses(page, testInfo.project.name);
  await checkoutWith(page, FR, /Carte bancaire/);
  await page.getByRole("button", { name: "Annuler et revenir à la boutique" }).click();
  await page.getByRole("link", { name: "Voir ma commande" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/[A-Z]+-\d{4}-\d{6}/);
  const orderNumber = /[A-Z]+-\d{4}-\d{6}/.exec(
    (await page.getByRole("heading", { level: 1 }).textContent()) ?? "",
  )?.[0];

  const staffContext = await browser.newContext({ javaScriptEnabled: testInfo.project.name !== "no-js" });
  const staff = await staffContext.newPage();
  await signInDemo(staff, "admin@presto-impression.example");
  await staff.goto(`${FR}/admin/orders/?number=${orderNumber}`);
  await expect(staff.getByTestId("staff-order-status")).toHaveText("En attente de paiement");
  await expect(staff.getByTestId("staff-order-summary")).toContainText("Carte bancaire");
  await expect(staff.getByRole("button", { name: "Virement reçu" })).toHaveCount(0);
  // Forced anyway: refused with the reason.
  const forced = await staff.request.post(`${FR}/admin/orders/`, {
    form: { intent: "move", orderNumber: orderNumber ?? "", to: "awaiting_artwork" },
    maxRedirects: 0,
  });
  expect(forced.status()).toBe(409);
  await staffContext.close();
});

test("the order desk fits a phone: no sideways scroll at 390 px", async ({ page, browser }, testInfo) => {
  await registerWithAddresses(page, testInfo.project.name);
  const { orderNumber } = await orderByTransfer(page, `${FR}/affiches/?quantity=10&delivery=standard`);
  const staffContext = await browser.newContext({
    javaScriptEnabled: testInfo.project.name !== "no-js",
    viewport: { width: 390, height: 844 },
  });
  const staff = await staffContext.newPage();
  await signInDemo(staff, "admin@presto-impression.example");
  await staff.goto(`${FR}/admin/orders/?number=${orderNumber}`);
  await expect(staff.getByTestId("staff-order-status")).toHaveText("En attente de paiement");
  const overflow = await staff.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await staffContext.close();
});
