import { type Browser, expect, test } from "@playwright/test";
import { pdfFile } from "../../commerce-api/artwork/artwork.fixtures";
import { DEMO_PASSWORD } from "../../commerce-api/db/seed/accounts";
import { addToCart, registerWithAddresses, signInDemo } from "./customer";
import { EN, FR } from "./origins";

/**
 * Custom quotes (issue 16 item 1): a customer asks from a product page, staff answer on the quote desk,
 * the customer accepts, puts the quote in the cart at the quoted price and checks out. Both shops.
 */

const SHOPS = [
  {
    name: "fr",
    origin: FR,
    product: "/affiches/?quantity=10&delivery=standard",
    staff: "admin@presto-impression.example",
    text: {
      request: "Demander un devis personnalisé",
      quantity: "Quantité",
      deadline: "Pour le (facultatif)",
      message: "Votre projet",
      file: "Pièce jointe (facultative)",
      send: "Envoyer ma demande",
      listPath: "/espace-client/devis/",
      waiting: "En attente de réponse",
      price: /Prix HT/,
      validUntil: "Valable jusqu’au",
      answer: (n: string) => `Répondre au devis ${n}`,
      answered: (n: string) => `Réponse au devis ${n} envoyée.`,
      accept: (n: string) => `Accepter le devis ${n}`,
      addToCart: (n: string) => `Ajouter le devis ${n} au panier`,
      accepted: "Accepté",
      ordered: "Commandé",
      quotedPrice: "1 234,50",
      cart: /\/panier\/\?done=added/,
      checkout: "/panier/recapitulatif/",
      place: /Passer ma commande/,
      sent: /\/panier\/commande-envoyee\/\?order=/,
    },
  },
  {
    name: "en",
    origin: EN,
    product: "/posters/?quantity=10&delivery=standard",
    staff: "admin@presto-print.example",
    text: {
      request: "Request a custom quote",
      quantity: "Quantity",
      deadline: "Needed by (optional)",
      message: "Your project",
      file: "Attachment (optional)",
      send: "Send my request",
      listPath: "/my-account/quotes/",
      waiting: "Awaiting our answer",
      price: /Price excl\. VAT/,
      validUntil: "Valid until",
      answer: (n: string) => `Answer ${n}`,
      answered: (n: string) => `Answer to ${n} sent.`,
      accept: (n: string) => `Accept quote ${n}`,
      addToCart: (n: string) => `Add quote ${n} to my basket`,
      accepted: "Accepted",
      ordered: "Ordered",
      quotedPrice: "1,234.50",
      cart: /\/basket\/\?done=added/,
      checkout: "/basket/checkout/",
      place: /Place my order/,
      sent: /\/basket\/order-sent\/\?order=/,
    },
  },
] as const;

type Shop = (typeof SHOPS)[number];

async function staffAnswers(browser: Browser, shop: Shop, js: boolean, number: string) {
  const context = await browser.newContext({ javaScriptEnabled: js });
  try {
    const staff = await context.newPage();
    // Signed in with the login form's post: staff's sign-in is not this test's subject.
    await signInDemo(staff, shop.staff, shop.origin);
    await staff.goto(`${shop.origin}/admin/quotes/`);
    const card = staff.locator(`[data-quote-number="${number}"]`);
    await expect(card).toContainText("plan.pdf");
    await card.getByLabel(shop.text.price).fill(shop.name === "fr" ? "1 234,50" : "1234.50");
    await card.getByLabel(shop.text.validUntil).fill("2027-01-31");
    await card.getByRole("button", { name: shop.text.answer(number) }).click();
    await expect(staff.getByText(shop.text.answered(number))).toBeVisible();
  } finally {
    await context.close();
  }
}

for (const shop of SHOPS) {
  test(`${shop.name}: a quote asked from a product page, answered by staff, accepted and ordered at its price`, async ({
    page,
    browser,
    javaScriptEnabled,
  }, testInfo) => {
    test.slow(); // a customer, staff and a checkout
    await registerWithAddresses(page, testInfo.project.name, shop.origin);

    // The product page's own configuration travels to the request screen.
    await page.goto(`${shop.origin}${shop.product}`);
    await page.getByRole("button", { name: shop.text.request }).click();
    await expect(page).toHaveURL(/product=posters/);
    // The request screen itself (the product page has quantity fields of its own).
    await expect(page.getByRole("heading", { level: 1, name: shop.text.request })).toBeVisible();
    await expect(page.getByLabel(shop.text.quantity)).toHaveValue("10");
    await page.getByLabel(shop.text.quantity).fill("2500");
    await page.getByLabel(shop.text.deadline).fill("2027-01-15");
    await page.getByLabel(shop.text.message).fill("Festival posters, recycled paper if possible.");
    await page
      .getByLabel(shop.text.file)
      .setInputFiles({ name: "plan.pdf", mimeType: "application/pdf", buffer: Buffer.from(pdfFile()) });
    await page.getByRole("button", { name: shop.text.send }).click();
    await expect(page).toHaveURL(new RegExp(`${shop.text.listPath}\\?sent=`));
    const number = new URL(page.url()).searchParams.get("sent") ?? "";
    const card = page.locator(`[data-quote-number="${number}"]`);
    await expect(card.getByTestId("quote-status")).toHaveText(shop.text.waiting);

    await staffAnswers(browser, shop, javaScriptEnabled, number);

    await page.reload();
    await expect(card.getByTestId("quote-price")).toContainText(shop.text.quotedPrice);
    await card.getByRole("button", { name: shop.text.accept(number) }).click();
    await expect(card.getByTestId("quote-status")).toHaveText(shop.text.accepted);
    // A line already in the cart: the quote's becomes the second, and the header counts both (issue 38 §1).
    await addToCart(page, `${shop.origin}${shop.product}`);
    await page.goto(`${shop.origin}${shop.text.listPath}`);
    await card.getByRole("button", { name: shop.text.addToCart(number) }).click();
    await expect(page).toHaveURL(shop.text.cart);
    await expect(page.getByTestId("cart-count")).toHaveText("2");
    // The line carries staff's price (excl. VAT) whatever the catalogue says for 2,500 posters.
    await expect(page.locator(".cart-line").filter({ hasText: number })).toContainText(shop.text.quotedPrice);

    await page.goto(`${shop.origin}${shop.text.checkout}`);
    await page.getByRole("button", { name: shop.text.place }).click();
    await expect(page).toHaveURL(shop.text.sent);
    await page.goto(`${shop.origin}${shop.text.listPath}`);
    await expect(card.getByTestId("quote-status")).toHaveText(shop.text.ordered);
  });
}

test("a visitor is asked to sign in and comes back to the prefilled request", async ({ page }) => {
  await page.goto(`${FR}/affiches/?quantity=25&delivery=standard`);
  await page.getByRole("button", { name: "Demander un devis personnalisé" }).click();
  await expect(page).toHaveURL(/\/connexion\/\?redirectTo=/);
  await page.getByLabel("Adresse e-mail").fill("marie.dupont@example.com");
  await page.getByLabel("Mot de passe").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/demande-de-devis\/\?.*product=posters/);
  await expect(page.getByLabel("Quantité")).toHaveValue("25");
});
