import { expect, type Page, test } from "@playwright/test";
import { addToCart, customerWithSavedMandate, registerWithAddresses } from "./customer";
import { signOutFromHeader } from "./header";
import { EN, FR } from "./origins";

/**
 * Issue 5's remaining personal-area screens (payment methods, premium reseller, company profile) and an
 * address saved from checkout landing on the cart (spec §7 cartId).
 */

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
  test("a company sees its saved references, removes the default, and the default moves on", async ({
    page,
  }, testInfo) => {
    // Each project uses its own company account: the two runs share one database.
    const js = testInfo.project.name === "js";
    const origin = js ? FR : EN;
    const text = js
      ? {
          email: "achats@atelier-lumiere.example",
          path: "/espace-client/moyens-de-paiement/",
          title: "Moyens de paiement",
          defaultTitle: "Mandat de prélèvement SEPA",
          defaultFacts: ["PRESTO-MDT-000482", "Crédit Lyonnais", "•••• 0143"],
          other: "Visa •••• 4242",
          badge: "Par défaut",
          remove: "Supprimer Mandat de prélèvement SEPA",
          removed: "Le moyen de paiement a été supprimé.",
        }
      : {
          email: "orders@brightside-studio.example",
          path: "/my-account/payment-methods/",
          title: "Payment methods",
          defaultTitle: "American Express •••• 1005",
          defaultFacts: ["Amelia Hughes", "11/2029"],
          other: "Mastercard •••• 4444",
          badge: "Default",
          remove: "Remove American Express •••• 1005",
          removed: "The payment method was removed.",
        };
    await signIn(page, origin, text.email, text.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.title);
    const cards = page.locator(".payment-method");
    await expect(cards).toHaveCount(2);
    await expect(cards.first().locator(".payment-method__title")).toHaveText(text.defaultTitle);
    await expect(cards.first().locator(".address-card__badge")).toHaveText(text.badge);
    for (const fact of text.defaultFacts) await expect(cards.first()).toContainText(fact);
    await expect(cards.nth(1).locator(".payment-method__title")).toHaveText(text.other);
    await expect(cards.nth(1).locator(".address-card__badge")).toHaveCount(0);

    await page.getByRole("button", { name: text.remove }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(text.removed);
    await expect(page.getByRole("button", { name: text.remove })).toHaveCount(0);
    await expect(cards).toHaveCount(1);
    // The remaining reference is the default now.
    await expect(cards.first().locator(".payment-method__title")).toHaveText(text.other);
    await expect(cards.first().locator(".address-card__badge")).toHaveText(text.badge);
  });

  test("removing the only reference leaves a clear empty state", async ({ page }, testInfo) => {
    // A fresh customer per run, whose one saved reference is the mandate of an order paid by SEPA.
    await customerWithSavedMandate(page, testInfo.project.name);
    await page.goto(`${FR}/espace-client/moyens-de-paiement/`);
    const cards = page.locator(".payment-method");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Par défaut");
    await expect(cards.first()).toContainText("•••• 0189");
    await page.getByRole("button", { name: /^Supprimer / }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      "Le moyen de paiement a été supprimé.",
    );
    await expect(cards).toHaveCount(0);
    await expect(page.getByText("Aucun moyen de paiement enregistré.")).toBeVisible();
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
    await signOutFromHeader(page, "My account", "Sign out");

    await signIn(page, EN, "oliver.smith@example.com", "/my-account/premium-reseller/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Premium reseller");
    const notYet = page.getByRole("region", { name: "Your status" });
    await expect(notYet).toContainText("not a premium reseller account yet");
    await expect(notYet.getByRole("link", { name: "Apply by email" })).toHaveAttribute("href", /^mailto:.+@/);
    await expect(notYet.getByText("Reseller account", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "See your wallet" })).toHaveCount(0);
    await expect(
      page.getByRole("region", { name: "What premium status gives" }).getByRole("listitem"),
    ).toHaveCount(5);
  });
});

test.describe("company profile", () => {
  test("a company edits its details; a bad VAT number is explained and the other values kept", async ({
    page,
  }, testInfo) => {
    const js = testInfo.project.name === "js";
    const origin = js ? EN : FR;
    const email = js ? "orders@brightside-studio.example" : "achats@atelier-lumiere.example";
    const path = js ? "/my-account/company/" : "/espace-client/societe/";
    const text = js
      ? {
          name: "Company name",
          vat: "VAT number",
          reg: "Company registration number",
          mail: "Email for invoices",
          save: "Save company details",
          vatError: "Enter a VAT number like GB980780684.",
          mailError: "Enter a valid email address.",
          companyName: "Brightside Studio Ltd",
          newReg: "11223344",
          newMail: "Billing@Brightside-Studio.example",
          goodVat: "gb980780684",
        }
      : {
          name: "Raison sociale",
          vat: "Numéro de TVA intracommunautaire",
          reg: "Numéro SIRET",
          mail: "E-mail pour les factures",
          save: "Enregistrer",
          vatError: "Saisissez un numéro de TVA comme FR40123456824.",
          mailError: "Saisissez une adresse e-mail valide.",
          companyName: "Atelier Lumière SARL",
          newReg: "123 456 824 00026",
          newMail: "factures@atelier-lumiere.example",
          goodVat: "fr40123456824",
        };
    await signIn(page, origin, email, path);
    await expect(page.getByLabel(text.name)).toHaveValue(text.companyName);

    // A bad VAT number with other changes: only the VAT field is flagged, and nothing typed is lost.
    await page.getByLabel(text.vat).fill("12345");
    await page.getByLabel(text.reg).fill(text.newReg);
    await page.getByLabel(text.mail).fill(text.newMail);
    await page.getByRole("button", { name: text.save }).click();
    await expect(page.getByText(text.vatError)).toBeVisible();
    await expect(page.getByLabel(text.vat)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(text.vat)).toHaveAccessibleDescription(new RegExp(text.vatError));
    await expect(page.getByLabel(text.vat)).toHaveValue("12345");
    await expect(page.getByLabel(text.name)).toHaveValue(text.companyName);
    await expect(page.getByLabel(text.reg)).toHaveValue(text.newReg);
    await expect(page.getByLabel(text.mail)).toHaveValue(text.newMail);
    await expect(page.getByText(text.mailError)).toHaveCount(0);

    // A broken invoice email is explained the same way.
    await page.getByLabel(text.vat).fill(text.goodVat);
    await page.getByLabel(text.mail).fill("billing@");
    await page.getByRole("button", { name: text.save }).click();
    await expect(page.getByText(text.mailError)).toBeVisible();
    await expect(page.getByText(text.vatError)).toHaveCount(0);
    await expect(page.getByLabel(text.mail)).toHaveValue("billing@");
    await expect(page.getByLabel(text.vat)).toHaveValue(text.goodVat);

    await page.getByLabel(text.mail).fill(text.newMail);
    await page.getByRole("button", { name: text.save }).click();
    await expect(page).toHaveURL(`${origin}${path}?saved=1`);
    await expect(page.getByRole("main").getByRole("status")).toBeVisible();
    // Saved as the server normalised it, and still there on a fresh load.
    await page.reload();
    await expect(page.getByLabel(text.vat)).toHaveValue(text.goodVat.toUpperCase());
    await expect(page.getByLabel(text.reg)).toHaveValue(text.newReg);
    await expect(page.getByLabel(text.mail)).toHaveValue(text.newMail.toLowerCase());
  });

  test("a private account is told what the screen is for", async ({ page }) => {
    await signIn(page, FR, "marie.dupont@example.com", "/espace-client/societe/");
    await expect(page.getByRole("main").getByRole("status")).toContainText(
      "Votre compte est un compte particulier",
    );
    await expect(page.getByRole("button", { name: "Enregistrer" })).toHaveCount(0);
  });
});

test.describe("an address saved from checkout", () => {
  test("lands on the cart: checkout comes back with it chosen, while the book's default stays", async ({
    page,
  }, testInfo) => {
    await registerWithAddresses(page, testInfo.project.name);
    await addToCart(page, `${FR}/affiches/?quantity=10&delivery=standard`);
    await page.goto(`${FR}/panier/recapitulatif/`);
    const delivery = page.getByRole("group", { name: "Adresse de livraison" });
    const billing = page.getByRole("group", { name: "Adresse de facturation" });
    await expect(delivery.getByRole("radio", { name: /3 place Bellecour/ })).toBeChecked();

    await delivery.getByRole("link", { name: "Ajouter une adresse de livraison" }).click();
    await expect(page).toHaveURL(`${FR}/espace-client/adresses/?for=checkout`);
    await expect(page.getByText("vous revenez à la commande avec cette adresse choisie")).toBeVisible();
    await expect(page.getByRole("radio", { name: "Livraison", exact: true })).toBeChecked();
    await page.getByLabel("Prénom").fill("Camille");
    await page.getByLabel("Nom", { exact: true }).fill("Martin");
    await page.getByLabel("Numéro et rue").fill("8 rue de la République");
    await page.getByLabel("Ville").fill("Lyon");
    // A refused form stays in the checkout's address book and keeps what was typed.
    await page.getByLabel("Code postal").fill("6900");
    await page.getByRole("button", { name: "Ajouter l’adresse" }).click();
    await expect(page.getByText("Ce code postal ne correspond pas au pays choisi.")).toBeVisible();
    await expect(page.getByLabel("Numéro et rue")).toHaveValue("8 rue de la République");
    await page.getByLabel("Code postal").fill("69001");
    await page.getByRole("button", { name: "Ajouter l’adresse" }).click();

    await expect(page).toHaveURL(`${FR}/panier/recapitulatif/?address=saved`);
    // React Router commits the URL before the transition renders the checkout: wait for its notice, not
    // for whichever status the address book still shows.
    const saved = "Adresse enregistrée et choisie pour cette commande.";
    await expect(page.getByRole("main").getByRole("status").filter({ hasText: saved })).toHaveText(saved);
    await expect(delivery.getByRole("radio", { name: /8 rue de la République/ })).toBeChecked();
    await expect(billing.getByRole("radio", { name: /3 place Bellecour/ })).toBeChecked();

    // It is the cart's address, not a new default: a fresh checkout still picks it, the book does not.
    await page.goto(`${FR}/espace-client/adresses/`);
    const newCard = page.locator(".address-card", { hasText: "8 rue de la République" });
    await expect(newCard).toBeVisible();
    await expect(newCard.locator(".address-card__badge")).toHaveCount(0);
    await page.goto(`${FR}/panier/recapitulatif/`);
    await expect(delivery.getByRole("radio", { name: /8 rue de la République/ })).toBeChecked();
    await expect(delivery.getByRole("radio", { name: /3 place Bellecour/ })).not.toBeChecked();
  });
});
