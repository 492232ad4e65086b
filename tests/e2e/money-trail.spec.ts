import { expect, type Page, test } from "@playwright/test";
import { registerWithAddresses } from "./customer";
import { FR } from "./origins";

/**
 * The money trail (issue 17 §4): delivery is a priced part of the cart, the checkout, the order-sent
 * page and the order, free from 50 € excl. VAT. Items are added as the product page posts them.
 */
async function addToCart(page: Page, productPath: string, form: Record<string, string> = {}) {
  const added = await page.request.post(`${FR}${productPath}`, {
    form: { intent: "addToCart", ...form },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
}

const shippingLine = (page: Page) => page.getByTestId("shipping-line");

test("delivery is priced in the cart, at checkout, on the order-sent page and in the order", async ({
  page,
}, testInfo) => {
  await registerWithAddresses(page, testInfo.project.name);
  await addToCart(page, "/cartes-de-visite/standard/");

  await page.goto(`${FR}/panier/`);
  await expect(shippingLine(page)).toHaveText(/Livraison HT\s*5,90\s€/);
  await expect(page.getByTestId("free-delivery")).toHaveText(/^Plus que .+ HT pour la livraison offerte$/);

  await page.goto(`${FR}/panier/recapitulatif/`);
  const summary = page.getByRole("complementary").filter({ has: page.getByTestId("checkout-line") });
  await expect(summary.getByTestId("checkout-line")).toHaveCount(1);
  await expect(summary.getByTestId("checkout-line")).toContainText("Cartes de visite");
  await expect(summary.getByTestId("checkout-line")).toContainText(/livré le \w+ \d+(?:er)? \w+/);
  await expect(shippingLine(page)).toHaveText(/Livraison HT\s*5,90\s€/);
  const total = (await page.getByTestId("checkout-total-incl").textContent()) ?? "";

  await page.getByRole("button", { name: /Passer ma commande/ }).click();
  await expect(page).toHaveURL(/\/panier\/commande-envoyee\/\?order=/);
  await expect(shippingLine(page)).toHaveText(/Livraison HT\s*5,90\s€/);
  await expect(page.getByText(total, { exact: true }).first()).toBeVisible();

  await page.getByRole("link", { name: "Voir ma commande" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Commande");
  await expect(shippingLine(page)).toHaveText(/Livraison HT\s*5,90\s€/);
  await expect(page.getByTestId("order-address-shipping")).toContainText("Adresse de livraison");
  await expect(page.getByTestId("order-address-billing")).toContainText("Adresse de facturation");
});

test("from 50 € excl. VAT delivery is free, and the cart says so", async ({ page }) => {
  await page.goto(`${FR}/`);
  await addToCart(page, "/cartes-de-visite/standard/");
  await addToCart(page, "/affiches/", { quantity: "100" });
  await page.goto(`${FR}/panier/`);
  await expect(shippingLine(page)).toHaveText(/Livraison HT\s*Offerte/);
  await expect(page.getByTestId("free-delivery")).toHaveText(
    "Livraison offerte dès 50,00 € HT : c’est le cas.",
  );
});

test("moving from the cart to checkout to the order-sent page shifts nothing (CLS ≤ 0.1) @js-only", async ({
  page,
}, testInfo) => {
  // Layout shifts of the whole visit, client-side navigations included (one document), with what moved.
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    };
    const shifts: string[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        const nodes = (entry.sources ?? []).map((source) => {
          const node = source.node as Element | null | undefined;
          return node ? `${node.nodeName.toLowerCase()}.${String(node.className)}` : "?";
        });
        shifts.push(`${entry.value.toFixed(4)} ${location.pathname} ${nodes.join(",")}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  const recorded = async () =>
    (await page.evaluate(() => (window as Window & { __shifts?: string[] }).__shifts ?? null)) ?? [];
  const settled = () =>
    page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  // Each screen is measured from its arrival to the next click: the swap of one page for the next, which
  // the shopper asked for, is not a shift (Chrome's soft-navigation CLS resets there too).
  const screens: string[] = [];
  await registerWithAddresses(page, testInfo.project.name);
  await addToCart(page, "/cartes-de-visite/standard/");
  await page.goto(`${FR}/panier/`);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await settled();
  screens.push(...(await recorded()));
  await page.getByRole("link", { name: "Commander" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Finaliser ma commande");
  let seen = (await recorded()).length;
  await settled();
  screens.push(...(await recorded()).slice(seen));
  await page.getByRole("button", { name: /Passer ma commande/ }).click();
  await expect(page).toHaveURL(/\/panier\/commande-envoyee\/\?order=/);
  await expect(shippingLine(page)).toBeVisible();
  seen = (await recorded()).length;
  await settled();
  screens.push(...(await recorded()).slice(seen));
  // Still one document: the navigations were client-side.
  expect(await page.evaluate(() => "__shifts" in window)).toBe(true);
  const cls = screens.reduce((sum, shift) => sum + Number(shift.split(" ")[0]), 0);
  testInfo.annotations.push({ type: "CLS", description: `${cls.toFixed(4)} over ${screens.length} shifts` });
  expect(cls, `layout shifts: ${screens.join(" | ")}`).toBeLessThanOrEqual(0.1);
});
