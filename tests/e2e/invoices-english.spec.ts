import { expect, test } from "@playwright/test";
import { addToCart, registerEnglishCustomer } from "./customer";
import { downloadByClick, pdfText } from "./invoice-files";
import { EN } from "./origins";

/**
 * The English shop's invoices (issue 36 §3, ADR 072), JS on and off: an order paid on the English shop
 * is invoiced in English and pounds by the English seller, and "My invoices" serves the same PDF.
 */

test("an English order paid by PayPal: its invoice in My invoices, in English and pounds, from the English seller", async ({
  page,
}, testInfo) => {
  await registerEnglishCustomer(page, testInfo.project.name);
  // The product page's add-to-basket post: adding from the page is cart.spec.ts's subject.
  await addToCart(page, `${EN}/business-cards/standard/?quantity=100&delivery=standard`);
  await page.goto(`${EN}/basket/checkout/`);
  await page.getByRole("radio", { name: "PayPal" }).check();
  await page.getByRole("button", { name: /Place my order/ }).click();
  await expect(page.getByRole("heading", { name: "Pay with PayPal" })).toBeVisible();
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page.getByRole("heading", { name: "Thank you, your order is paid" })).toBeVisible();
  await page.getByRole("link", { name: "See my order" }).click();
  await expect(page).toHaveURL(/\/my-account\/orders\/detail\/\?id=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Order\s*P[IP]-\d{4}-\d{6}$/);
  const orderNumber = (await page.getByRole("heading", { level: 1 }).textContent())
    ?.replace(/^Order\s*/, "")
    .trim();
  expect(orderNumber).toMatch(/^P[IP]-\d{4}-\d{6}$/);
  const total = (await page.locator(".recap__line--total dd").first().textContent())?.trim() ?? "";
  expect(total).toMatch(/^£\d+\.\d{2}$/);

  await page.goto(`${EN}/my-account/invoices/`);
  await expect(page.getByRole("heading", { name: "My invoices", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: orderNumber ?? "" })).toBeVisible();
  const link = page.getByRole("link", { name: /^Download Invoice F-2026-\d{6} \(PDF\)$/ });
  await expect(link).toHaveCount(1);
  const number = (await link.textContent())?.match(/F-2026-\d{6}/)?.[0] ?? "";
  const file = await downloadByClick(page, new RegExp(`^Download Invoice ${number}`));
  expect(file.fileName).toBe(`${number}.pdf`);
  const text = pdfText(file.bytes);
  for (const mention of [
    `Invoice ${number}`,
    `Order ${orderNumber}`,
    // The buyer and their London billing address.
    "Camille Martin",
    "1 High Street",
    "SW1A 1AA",
    // The English seller's own details, not the French company's.
    "Presto Print Ltd",
    "12 Printers Yard",
    "London EC1V 4AB",
    "Registered in England and Wales, company number",
    "12345678",
    "GB123456782",
    "share capital £10,000",
    "VAT summary",
    "Total incl. VAT",
    "Paid by PayPal on",
    "Late payments bear statutory interest",
  ])
    expect(text).toContain(mention);
  // Pounds with UK formatting, the order's total among them; no euro and no French.
  expect(text).toMatch(/£\d+\.\d{2}/);
  expect(text).toContain(total);
  for (const foreign of ["€", "Facture", "TVA", "SIRET", "Presto Impression"])
    expect(text).not.toContain(foreign);
});
