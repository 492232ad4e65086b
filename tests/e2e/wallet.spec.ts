import { expect, type Page, test } from "@playwright/test";
import { axeOn } from "./axe";
import { addAddresses, addToCart, signInDemo } from "./customer";
import { EN, FR } from "./origins";

/**
 * A premium reseller pays from the wallet at checkout (issue 4). Each project uses its own demo
 * reseller (their carts are per customer, and the two projects run at the same time).
 */
const RESELLERS = {
  js: {
    origin: FR,
    email: "achats@atelier-lumiere.example",
    product: "/cartes-de-visite/standard/?quantity=100&delivery=standard",
    texts: {
      wallet: /Mon porte-monnaie/,
      balance: /Mon porte-monnaie — solde (\d[\d\s]*,\d\d\s€)/,
      plan: /^Il règle toute la commande \((.+)\)\. Solde après paiement\s: (.+)\.$/,
      place: /Passer ma commande/,
      paid: /Payé avec votre porte-monnaie/,
      nothingDue: "Plus rien à payer. Prochaine étape : vos fichiers d’impression.",
    },
    paths: {
      account: "/espace-client/",
      addresses: "/espace-client/adresses/",
      checkout: "/panier/recapitulatif/",
      wallet: "/espace-client/porte-monnaie/",
    },
  },
  "no-js": {
    origin: EN,
    email: "orders@brightside-studio.example",
    product: "/business-cards/standard/?quantity=100&delivery=standard",
    texts: {
      wallet: /My wallet/,
      balance: /My wallet — balance (£\d[\d,]*\.\d\d)/,
      plan: /^It pays the whole order \((.+)\)\. Balance after payment: (.+)\.$/,
      place: /Place my order/,
      paid: /Paid from your wallet/,
      nothingDue: "Nothing more to pay. Next step: your print files.",
    },
    paths: {
      account: "/my-account/",
      addresses: "/my-account/addresses/",
      checkout: "/basket/checkout/",
      wallet: "/my-account/wallet/",
    },
  },
} as const;

/** axe on the checkout as the reseller sees it (the JS project: axe runs as script in the page). */
async function expectAccessible(page: Page) {
  const results = await (await axeOn(page))
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

test("a premium reseller pays an order from the wallet and owes nothing more", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const reseller = RESELLERS[testInfo.project.name === "no-js" ? "no-js" : "js"];
  // Signed in, with addresses and the cart, by the screens' own posts: the checkout is the subject.
  await signInDemo(page, reseller.email, reseller.origin);
  await addAddresses(page, reseller.origin);
  await addToCart(page, `${reseller.origin}${reseller.product}`);
  await page.goto(`${reseller.origin}${reseller.paths.checkout}`);
  await expect(page.getByRole("radio", { name: reseller.texts.wallet })).toBeChecked();
  // Before placing the order: the balance, that it pays all of it, and what stays in the wallet.
  const cents = (money: string | undefined) => Number((money ?? "").replace(/\D/g, ""));
  const label = (await page.locator(".choice", { has: page.getByTestId("wallet-plan") }).textContent()) ?? "";
  const balance = cents(reseller.texts.balance.exec(label)?.[1]);
  const plan = reseller.texts.plan.exec((await page.getByTestId("wallet-plan").textContent())?.trim() ?? "");
  const total = cents(
    (await page.getByRole("button", { name: reseller.texts.place }).textContent())?.split("—")[1],
  );
  expect(balance).toBeGreaterThan(total);
  expect([cents(plan?.[1]), cents(plan?.[2])]).toEqual([total, balance - total]);
  if (javaScriptEnabled) await expectAccessible(page);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`checkout-wallet-${width}.png`), fullPage: true });
  }
  await page.getByRole("button", { name: reseller.texts.place }).click();
  await expect(page.getByTestId("wallet-paid")).toContainText(reseller.texts.paid);
  await expect(page.getByText(reseller.texts.nothingDue)).toBeVisible();
  await expect(page.getByTestId("amount-due")).toHaveText(/^(0,00\s€|£0\.00)$/);

  // The wallet's history shows that payment, linked to its order, and still explains the balance.
  const orderNumber =
    (await page.locator(".alert--success").textContent())?.match(/P[IP]-\d{4}-\d{6}/)?.[0] ?? "";
  await page.goto(`${reseller.origin}${reseller.paths.wallet}`);
  const row = page.locator(".wallet-history tbody tr").filter({ hasText: orderNumber });
  await expect(row).toHaveCount(1);
  await expect(row.locator(".wallet-history__amount")).toHaveText(/^−/);
  await expect(page.locator(".wallet-history tbody tr").last()).toContainText(/^.*\+/);
});
