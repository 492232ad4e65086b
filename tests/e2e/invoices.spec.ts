import { expect, type Page, test } from "@playwright/test";
import { axeOn } from "./axe";
import { addToCart, registerWithAddresses } from "./customer";
import { downloadLink, pdfText } from "./invoice-files";
import { FR } from "./origins";

/**
 * Invoices and refunds (issue 36 §3, ADR 072), JS on and off: a paid order's invoice downloads from
 * the order page and from "Mes factures" and reads right; cancelling it says where the money goes,
 * refunds the PayPal payment and issues a credit note.
 */

/** axe needs script in the page: the JS project checks the markup, which the server renders alike. */
async function expectAccessible(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return;
  const results = await (await axeOn(page)).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

/** The screen as a phone (390 px) and a laptop (1366 px) show it, for a look. */
async function screenshots(page: Page, name: string, outputPath: (name: string) => string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

async function payWithPaypal(page: Page) {
  await addToCart(page, `${FR}/affiches/?quantity=10&delivery=standard`);
  await page.goto(`${FR}/panier/recapitulatif/`);
  await page.getByRole("checkbox", { name: "Joindre aussi une facture papier au colis" }).check();
  await page.getByRole("radio", { name: "PayPal" }).check();
  await page.getByRole("button", { name: /Passer ma commande/ }).click();
  await expect(page.getByRole("heading", { name: "Payer avec PayPal" })).toBeVisible();
  await page.getByRole("button", { name: "Approuver le paiement" }).click();
  await expect(page.getByRole("heading", { name: "Merci, votre commande est payée" })).toBeVisible();
  await page.getByRole("link", { name: "Voir ma commande" }).click();
  await expect(page.getByTestId("order-status")).toHaveText("En attente de fichiers");
}

test("a paid order's invoice: on the order page and in My invoices, with the legal mentions", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  await registerWithAddresses(page, testInfo.project.name);
  await payWithPaypal(page);
  const orderNumber = (await page.getByRole("heading", { level: 1 }).textContent())
    ?.replace(/^Commande\s*/, "")
    .trim();
  await expect(page.getByRole("heading", { name: "Factures et avoirs" })).toBeVisible();
  await expect(page.getByText("Une facture papier sera jointe à votre colis.")).toBeVisible();
  const link = page.getByRole("link", { name: /^Télécharger Facture F-2026-\d{6} \(PDF\)$/ });
  await expect(link).toHaveCount(1);
  const number = (await link.textContent())?.replace("Facture ", "").trim() ?? "";
  const fromOrder = await downloadLink(page, FR, /^Télécharger Facture F-2026-/);
  const text = pdfText(fromOrder);
  for (const mention of [
    `Facture ${number}`,
    `Commande ${orderNumber}`,
    "Camille Martin",
    "3 place Bellecour",
    "SIRET 812 345 676 00017",
    "RCS Paris 812 345 676",
    "SAS au capital de 50 000 €",
    "FR19812345676",
    "Récapitulatif TVA",
    "Total TTC",
    "Payée par PayPal",
    "pénalités au taux de trois fois le taux d’intérêt légal",
  ])
    expect(text).toContain(mention);
  await expectAccessible(page, javaScriptEnabled);
  await screenshots(page, "order-invoices", (name) => testInfo.outputPath(name));

  await page.goto(`${FR}/espace-client/factures/`);
  await expect(page.getByRole("heading", { name: "Mes factures", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: orderNumber ?? "" })).toBeVisible();
  const fromList = await downloadLink(page, FR, new RegExp(`^Télécharger Facture ${number}`));
  // Issued once, served as stored: the same bytes wherever it is downloaded.
  expect(fromList.equals(fromOrder)).toBe(true);
  await expectAccessible(page, javaScriptEnabled);
  await screenshots(page, "my-invoices", (name) => testInfo.outputPath(name));
});

test("cancelling a PayPal-paid order: says where the money goes, refunds it, issues a credit note", async ({
  page,
}, testInfo) => {
  await registerWithAddresses(page, testInfo.project.name);
  await payWithPaypal(page);
  await page.getByText("Annuler cette commande").click();
  await expect(page.getByTestId("cancel-refund")).toHaveText(
    "Ce que vous avez payé (64,80 €) vous sera rendu : par le moyen de paiement utilisé. Un avoir sera émis.",
  );
  await page.getByRole("button", { name: "Oui, annuler la commande" }).click();
  await expect(page.getByTestId("order-status")).toHaveText("Annulée");
  await expect(page.getByTestId("order-refunds")).toContainText(
    "64,80 € remboursés sur votre compte PayPal le",
  );
  const credit = page.getByRole("link", { name: /^Télécharger Avoir A-2026-\d{6} \(PDF\)$/ });
  await expect(credit).toHaveCount(1);
  const invoiceNumber = (await page.getByRole("link", { name: /^Télécharger Facture/ }).textContent())
    ?.replace("Facture ", "")
    .trim();
  const text = pdfText(await downloadLink(page, FR, /^Télécharger Avoir A-2026-/));
  expect(text).toContain(`Avoir sur la facture ${invoiceNumber}`);
  expect(text).toContain("Remboursement : PayPal");
  expect(text).toContain("Motif : annulation de la commande");
  // Nothing is due on a cancelled order: no "still to pay 0,00 €" beside the refund.
  await expect(page.getByTestId("amount-due")).toHaveCount(0);
  await screenshots(page, "order-cancelled", (name) => testInfo.outputPath(name));
});
