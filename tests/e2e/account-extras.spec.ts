import { expect, type Page, test } from "@playwright/test";
import { EN, FR } from "./origins";

/** Issue 5's remaining personal-area screens: payment methods, premium reseller, company profile. */

const DEMO_PASSWORD = "PrestoDemo2026!";

/** Opens a logged-only page, signs in on the login screen it leads to, and comes back to it. */
async function signIn(page: Page, origin: string, email: string, path: string) {
  await page.goto(`${origin}${path}`);
  await page.getByLabel(origin === FR ? "Adresse e-mail" : "Email address").fill(email);
  await page.getByLabel(origin === FR ? "Mot de passe" : "Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: origin === FR ? "Se connecter" : "Sign in" }).click();
  await expect(page).toHaveURL(`${origin}${path}`);
}
test.describe("payment methods", () => {
  test("a customer sees saved references and removes one", async ({ page }, testInfo) => {
    // Each project removes a different method: the two runs share one database.
    const js = testInfo.project.name === "js";
    const email = js ? "achats@atelier-lumiere.example" : "marie.dupont@example.com";
    await signIn(page, FR, email, "/espace-client/moyens-de-paiement/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Moyens de paiement");
    const cards = page.locator(".payment-method");
    if (js) {
      await expect(cards).toHaveCount(2);
      await expect(cards.first()).toContainText("Mandat de prélèvement SEPA");
      await expect(cards.first()).toContainText("PRESTO-MDT-000482");
      await expect(cards.first()).toContainText("Par défaut");
    } else {
      await expect(cards).toHaveCount(1);
    }
    const name = js ? "Supprimer Visa •••• 4242" : "Supprimer Mastercard •••• 5454";
    await page.getByRole("button", { name }).click();
    await expect(page.getByRole("status")).toHaveText("Le moyen de paiement a été supprimé.");
    await expect(page.getByRole("button", { name })).toHaveCount(0);
    await expect(cards).toHaveCount(js ? 1 : 0);
    if (!js) await expect(page.getByText("Aucun moyen de paiement enregistré.")).toBeVisible();
  });
});

test.describe("premium reseller page", () => {
  test("a premium reseller sees the status and its reason; others see how to apply", async ({ page }) => {
    await signIn(page, EN, "orders@brightside-studio.example", "/my-account/premium-reseller/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Premium reseller");
    const status = page.getByRole("region", { name: "Your status" });
    await expect(status).toContainText("Your account is a premium reseller account.");
    await expect(status).toContainText("Trade reseller (print shop, agency)");
    await expect(status).toContainText("ERP-GB-2207");
    await expect(
      page.getByRole("region", { name: "What premium status gives" }).getByRole("listitem"),
    ).toHaveCount(5);
    await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();

    await signIn(page, EN, "oliver.smith@example.com", "/my-account/premium-reseller/");
    await expect(page.getByRole("region", { name: "Your status" })).toContainText(
      "not a premium reseller account yet",
    );
  });
});

test.describe("company profile", () => {
  test("a company edits its details; bad input is explained and kept", async ({ page }, testInfo) => {
    const js = testInfo.project.name === "js";
    const origin = js ? EN : FR;
    const email = js ? "orders@brightside-studio.example" : "achats@atelier-lumiere.example";
    const path = js ? "/my-account/company/" : "/espace-client/societe/";
    const text = js
      ? {
          vat: "VAT number",
          reg: "Company registration number",
          mail: "Email for invoices",
          save: "Save company details",
        }
      : {
          vat: "Numéro de TVA intracommunautaire",
          reg: "Numéro SIRET",
          mail: "E-mail pour les factures",
          save: "Enregistrer",
        };
    await signIn(page, origin, email, path);
    await expect(page).toHaveURL(`${origin}${path}`);
    await page.getByLabel(text.vat).fill("12345");
    await page.getByLabel(text.mail).fill("billing@");
    await page.getByRole("button", { name: text.save }).click();
    await expect(
      page.getByText(
        js ? "Enter a VAT number like GB123456789." : "Saisissez un numéro de TVA comme FR40123456824.",
      ),
    ).toBeVisible();
    await expect(
      page.getByText(js ? "Enter a valid email address." : "Saisissez une adresse e-mail valide."),
    ).toBeVisible();
    await expect(page.getByLabel(text.mail)).toHaveValue("billing@");

    const vat = js ? "gb999888777" : "fr40123456824";
    await page.getByLabel(text.vat).fill(vat);
    await page.getByLabel(text.reg).fill(js ? "11223344" : "123 456 824 00026");
    await page
      .getByLabel(text.mail)
      .fill(js ? "Billing@Brightside-Studio.example" : "factures@atelier-lumiere.example");
    await page.getByRole("button", { name: text.save }).click();
    await expect(page).toHaveURL(`${origin}${path}?saved=1`);
    await expect(page.getByRole("status")).toBeVisible();
    await expect(page.getByLabel(text.vat)).toHaveValue(vat.toUpperCase());
    await expect(page.getByLabel(text.mail)).toHaveValue(
      js ? "billing@brightside-studio.example" : "factures@atelier-lumiere.example",
    );
  });

  test("a private account is told what the screen is for", async ({ page }) => {
    await signIn(page, FR, "marie.dupont@example.com", "/espace-client/societe/");
    await expect(page.getByRole("status")).toContainText("Votre compte est un compte particulier");
    await expect(page.getByRole("button", { name: "Enregistrer" })).toHaveCount(0);
  });
});
