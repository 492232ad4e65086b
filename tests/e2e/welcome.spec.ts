import { expect, type Page, test } from "@playwright/test";
import { signInFromWelcomeMail } from "./customer";
import { EN, FR } from "./origins";

/**
 * The welcome offer (issue 16 §2): registration's mail link lands on the welcome page with the customer's own
 * one-time code and the offers for new customers; the code works once, then says it was used.
 */

const PRODUCT = "/cartes-de-visite/standard/?quantity=500&delivery=standard";

async function registerFrom(
  page: Page,
  origin: string,
  path: string,
  labels: Record<string, string>,
  email: string,
) {
  await page.goto(path.startsWith("http") ? path : `${origin}${path}`);
  await page.getByLabel(labels.firstName ?? "").fill("Léa");
  await page.getByLabel(labels.lastName ?? "", { exact: true }).fill("Bernard");
  await page.getByLabel(labels.email ?? "").fill(email);
  await page.getByLabel(labels.password ?? "").fill("Une phrase de passe 42");
  await page.getByRole("button", { name: labels.submit }).click();
  // Registration signs no one in (ADR 066): the welcome mail's link does, in this browser.
  await signInFromWelcomeMail(page, origin, email);
}

/** A delivery and a billing address, posted as the address book posts them. */
async function addAddresses(page: Page) {
  for (const type of ["shipping", "billing"]) {
    const added = await page.request.post(`${FR}/espace-client/adresses/`, {
      form: {
        intent: "add",
        type,
        firstName: "Léa",
        lastName: "Bernard",
        street: "3 place Bellecour",
        postalCode: "69002",
        city: "Lyon",
        country: "FR",
      },
      maxRedirects: 0,
    });
    expect(added.status()).toBe(303);
  }
}

async function applyCode(page: Page, code: string) {
  await page.getByLabel("Code promo").fill(code);
  await page.getByRole("button", { name: "Appliquer" }).click();
}

test("fr: a new customer lands on the welcome page, and the welcome code works for one order only", async ({
  page,
}, testInfo) => {
  test.slow(); // registration, an order, and the refusal
  const email = `bienvenue.${testInfo.project.name}.${Date.now()}@example.com`;
  await registerFrom(
    page,
    FR,
    `/inscription/?redirectTo=${encodeURIComponent(PRODUCT)}`,
    {
      firstName: "Prénom",
      lastName: "Nom",
      email: "Adresse e-mail",
      password: "Mot de passe",
      submit: "Créer mon compte",
    },
    email,
  );
  await expect(page).toHaveURL(`${FR}/bienvenue/?next=${encodeURIComponent(PRODUCT)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bienvenue Léa !");
  const code = (await page.locator(".welcome-code__code").textContent())?.trim() ?? "";
  expect(code).toMatch(/^BIENVENUE-[A-Z2-9]{6}$/);
  await expect(page.getByText("-10 % sur une commande")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Nos offres pour les nouveaux clients" })).toBeVisible();

  // The personal area keeps it while unused.
  await page.goto(`${FR}/espace-client/`);
  await expect(page.locator(".welcome-code__code")).toHaveText(code);

  await addAddresses(page);
  await page.goto(`${FR}/bienvenue/?next=${encodeURIComponent(PRODUCT)}`);
  await page.getByRole("link", { name: "Reprendre là où j’en étais" }).click();
  await expect(page).toHaveURL(`${FR}${PRODUCT}`);
  await applyCode(page, code.toLowerCase());
  await expect(page.getByText(`Code ${code} appliqué`)).toBeVisible();
  await expect(page.getByTestId("total-excl")).toHaveText("21,60 €");
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expect(page).toHaveURL(/\/panier\/\?added=/);
  await page.goto(`${FR}/panier/recapitulatif/`);
  await page.getByRole("button", { name: /Passer ma commande/ }).click();
  await expect(page).toHaveURL(/\/panier\/commande-envoyee\/\?order=/);
  const orderNumber = (await page.getByText(/Commande n° /).textContent())?.replace(/.*n° /, "").trim() ?? "";

  // Used: the welcome page says by which order, the personal area no longer offers it.
  await page.goto(`${FR}/bienvenue/`);
  await expect(page.getByText(`Utilisé pour la commande ${orderNumber}.`)).toBeVisible();
  await page.goto(`${FR}/espace-client/`);
  await expect(page.locator(".welcome-code__code")).toHaveCount(0);

  // A second use is refused, with the reason.
  await page.goto(`${FR}${PRODUCT}`);
  await applyCode(page, code);
  await expect(page.getByText("Il a déjà servi pour une commande.")).toBeVisible();
  await expect(page.getByTestId("total-excl")).toHaveText("24,00 €");
});

test("en: registration lands on the welcome page; the code is personal", async ({
  page,
  browser,
}, testInfo) => {
  const email = `welcome.${testInfo.project.name}.${Date.now()}@example.com`;
  await registerFrom(
    page,
    EN,
    "/register/",
    {
      firstName: "First name",
      lastName: "Last name",
      email: "Email address",
      password: "Password",
      submit: "Create my account",
    },
    email,
  );
  await expect(page).toHaveURL(`${EN}/welcome/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Léa!");
  const code = (await page.locator(".welcome-code__code").textContent())?.trim() ?? "";
  expect(code).toMatch(/^WELCOME-[A-Z2-9]{6}$/);
  await expect(page.getByRole("link", { name: "Browse our products" })).toHaveAttribute("href", "/");
  await page.goto(`${EN}/my-account/`);
  await expect(page.locator(".welcome-code__code")).toHaveText(code);

  // Someone else (a visitor here) cannot use it.
  const visitor = await browser.newContext();
  try {
    const other = await visitor.newPage();
    await other.goto(`${EN}/business-cards/standard/`);
    await other.getByLabel("Promo code").fill(code);
    await other.getByRole("button", { name: "Apply" }).click();
    await expect(
      other.getByText("This code is personal: sign in with the account it was given to."),
    ).toBeVisible();
  } finally {
    await visitor.close();
  }
});
