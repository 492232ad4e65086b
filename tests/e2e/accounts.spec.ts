import { expect, type Page, test } from "@playwright/test";
import {
  mailedLink,
  registerAccount,
  registerCustomer,
  registerWithAddresses,
  signInFromWelcomeMail,
} from "./customer";
import { accountMenu, signOutFromHeader } from "./header";
import { EN, FR } from "./origins";

const DEMO_PASSWORD = "PrestoDemo2026!";

/** Unique per test run and project, so JS-on and JS-off runs never collide on one email. */
function uniqueEmail(prefix: string, project: string) {
  return `${prefix}.${project}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function signIn(page: Page, origin: string, email: string, password: string) {
  await page.getByLabel(origin === FR ? "Adresse e-mail" : "Email address").fill(email);
  await page.getByLabel(origin === FR ? "Mot de passe" : "Password").fill(password);
  await page.getByRole("button", { name: origin === FR ? "Se connecter" : "Sign in" }).click();
}

test.describe("accounts", () => {
  test("a demo customer signs in, lands on the remembered page, and signs out", async ({ page }) => {
    await page.goto(`${FR}/espace-client/`);
    await expect(page).toHaveURL(/\/connexion\/\?redirectTo=/);
    await signIn(page, FR, "marie.dupont@example.com", DEMO_PASSWORD);
    await expect(page).toHaveURL(`${FR}/espace-client/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bonjour Marie");
    await expect(page.getByText("marie.dupont@example.com")).toBeVisible();
    const header = page.getByRole("banner");
    await expect(accountMenu(page)).toBeVisible();
    // A signed-in customer opening login is sent to the personal area (spec §2).
    await page.goto(`${FR}/connexion/`);
    await expect(page).toHaveURL(`${FR}/espace-client/`);
    await signOutFromHeader(page);
    await expect(page).toHaveURL(`${FR}/`);
    await expect(header.getByRole("link", { name: "Connexion" })).toBeVisible();
    await page.goto(`${FR}/espace-client/`);
    await expect(page).toHaveURL(/\/connexion\//);
  });

  test("a premium reseller sees the wallet credit in the shop's currency", async ({ page }) => {
    await page.goto(`${EN}/login/?redirectTo=%2Fmy-account%2F`);
    await signIn(page, EN, "orders@brightside-studio.example", DEMO_PASSWORD);
    await expect(page).toHaveURL(`${EN}/my-account/`);
    await expect(page.getByRole("heading", { name: "Premium reseller" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Wallet" })).toContainText("£180.00");
    await expect(page.getByText("Business — Brightside Studio Ltd")).toBeVisible();
  });

  test("a wrong password is refused with a neutral message and nothing leaks", async ({ page }) => {
    await page.goto(`${EN}/login/`);
    await signIn(page, EN, "oliver.smith@example.com", "not-the-password-1");
    await expect(page.getByRole("alert")).toHaveText("Email or password is incorrect.");
    await expect(page.getByLabel("Email address")).toHaveValue("oliver.smith@example.com");
    await expect(page.getByLabel("Password")).toHaveValue("");
  });

  test("a private customer registers, and the welcome mail's link signs them in", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail("lea", testInfo.project.name);
    await page.goto(`${FR}/inscription/`);
    await page.getByLabel("Particulier").check();
    // Company fields are for company accounts: hidden for a private customer (CSS, JS on or off).
    await expect(page.getByLabel("Raison sociale")).toBeHidden();
    await page.getByLabel("Prénom").fill("Léa");
    await page.getByLabel("Nom", { exact: true }).fill("Bernard");
    await page.getByLabel("Adresse e-mail").fill(email);
    await page.getByLabel("Mot de passe").fill("Une phrase de passe 42");
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    // The answer is the same as for a taken address: "check your mailbox", nobody signed in yet.
    await expect(page).toHaveURL(`${FR}/inscription/?sent=1`);
    await expect(page.getByRole("banner").getByRole("link", { name: "Connexion" })).toBeVisible();
    await signInFromWelcomeMail(page, FR, email);
    await expect(page).toHaveURL(`${FR}/bienvenue/`);
    await expect(accountMenu(page)).toBeVisible();
    // The link works once.
    await page.context().clearCookies();
    await page.goto(`${FR}${mailedLink(email, "/bienvenue/")}`);
    await page.getByRole("button", { name: "Me connecter" }).click();
    await expect(page.getByRole("alert")).toContainText("Ce lien ne fonctionne plus");
  });

  test("a company registration needs a company name, then succeeds", async ({ page }, testInfo) => {
    const email = uniqueEmail("orders", testInfo.project.name);
    await page.goto(`${EN}/register/`);
    await page.getByLabel("Business", { exact: true }).check();
    await page.getByLabel("First name").fill("Amelia");
    await page.getByLabel("Last name").fill("Jones");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password").fill("correct horse 42");
    await page.getByRole("button", { name: "Create my account" }).click();
    // Said at the field, and linked from the summary above the form.
    await expect(page.locator("#register-companyName-error")).toHaveText("Enter your company name.");
    await expect(page.getByRole("link", { name: "Enter your company name." })).toHaveAttribute(
      "href",
      "#register-companyName",
    );
    // What was typed is kept, except the password.
    await expect(page.getByLabel("Email address")).toHaveValue(email);
    await expect(page.getByLabel("Business", { exact: true })).toBeChecked();
    await page.getByLabel("Company name").fill("Jones & Co Ltd");
    await page.getByLabel("Password").fill("correct horse 42");
    await page.getByLabel("Send me offers and print tips by email").check();
    await page.getByRole("button", { name: "Create my account" }).click();
    await expect(page).toHaveURL(`${EN}/register/?sent=1`);
    await signInFromWelcomeMail(page, EN, email);
    // The welcome page leads to the personal area.
    await page.getByRole("link", { name: "Go to my account" }).click();
    await expect(page).toHaveURL(`${EN}/my-account/`);
  });

  test("a refused registration lists what to correct above the form; with JS the list takes focus", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto(`${FR}/inscription/`);
    await page.getByLabel("Prénom").fill("Léa");
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    const summary = page.locator(".error-summary");
    await expect(summary).toContainText("Corrigez ces champs pour créer votre compte :");
    await expect(summary.getByRole("link")).toHaveText([
      "Saisissez votre nom.",
      /^Saisissez une adresse e-mail valide/,
      "Choisissez un mot de passe d’au moins 10 caractères.",
    ]);
    if (javaScriptEnabled) await expect(summary).toBeFocused();
    await expect(summary.getByRole("link").first()).toHaveAttribute("href", "#register-lastName");
  });

  test("registering with a taken email answers like a new one and signs nobody in", async ({
    page,
  }, testInfo) => {
    const answers: { url: string; main: string; cookies: string[] }[] = [];
    for (const email of ["marie.dupont@example.com", uniqueEmail("new", testInfo.project.name)]) {
      await page.context().clearCookies();
      await page.goto(`${FR}/inscription/`);
      await page.getByLabel("Prénom").fill("Intrus");
      await page.getByLabel("Nom", { exact: true }).fill("Curieux");
      await page.getByLabel("Adresse e-mail").fill(email);
      await page.getByLabel("Mot de passe").fill("Une autre phrase 99");
      await page.getByRole("button", { name: "Créer mon compte" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Consultez votre messagerie" })).toBeVisible();
      await expect(page.getByRole("banner").getByRole("link", { name: "Connexion" })).toBeVisible();
      const cookies = (await page.context().cookies()).map((cookie) => cookie.name).sort();
      answers.push({ url: page.url(), main: await page.locator("main").innerText(), cookies });
    }
    expect(answers[0]).toEqual(answers[1]);
  });
});

test.describe("profile", () => {
  test("a customer unsubscribes from the newsletter and fixes a typo; bad input is explained", async ({
    page,
  }, testInfo) => {
    // A subscribed English customer, seeded over HTTP: the registration screens are tested above.
    await registerCustomer(page, testInfo.project.name, EN, {
      firstName: "Sam",
      lastName: "Smiht",
      newsletter: true,
    });
    await page.goto(`${EN}/my-account/`);

    await page.getByRole("navigation", { name: "My account" }).getByRole("link", { name: "Profile" }).click();
    await expect(page).toHaveURL(`${EN}/my-account/profile/`);
    await page.getByLabel("Phone").fill("not a phone");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Enter a valid phone number.")).toBeVisible();

    await page.getByLabel("Phone").fill("+44 7700 900456");
    await page.getByLabel("Last name").fill("Smith");
    await expect(page.getByLabel("Send me offers and print tips by email")).toBeChecked();
    await page.getByLabel("Send me offers and print tips by email").uncheck();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Your changes have been saved.")).toBeVisible();
    await expect(page.getByLabel("Last name")).toHaveValue("Smith");
    await expect(page.getByLabel("Send me offers and print tips by email")).not.toBeChecked();

    await page.goto(`${EN}/my-account/`);
    await expect(page.getByText("Sam Smith")).toBeVisible();
    await expect(page.getByText("Not subscribed")).toBeVisible();

    // The English address book's form (the tests' English customers get theirs over HTTP).
    await page.goto(`${EN}/my-account/addresses/`);
    await page.getByLabel("First name").fill("Sam");
    await page.getByLabel("Last name", { exact: true }).fill("Smith");
    await page.getByLabel("Street and number").fill("1 High Street");
    await page.getByLabel("Postcode").fill("SW1A 1AA");
    await page.getByLabel("Town or city").fill("London");
    await page.getByRole("radio", { name: "Delivery", exact: true }).check();
    await page.getByRole("button", { name: "Add the address" }).click();
    await expect(page.getByText("Your address book is up to date.")).toBeVisible();
    await expect(page.locator(".address-card").filter({ hasText: "SW1A 1AA" })).toHaveCount(1);
  });
});

test.describe("address book", () => {
  test("add, correct, set as default and delete addresses", async ({ page }, testInfo) => {
    // A new account, seeded over HTTP: registering is the tests' above.
    await registerCustomer(page, testInfo.project.name);
    await page.goto(`${FR}/espace-client/adresses/`);
    await expect(page.getByText("Aucune adresse pour l’instant.").first()).toBeVisible();

    const fill = async (street: string, postalCode: string, city: string) => {
      await page.getByLabel("Prénom").fill("Paul");
      await page.getByLabel("Nom", { exact: true }).fill("Girard");
      await page.getByLabel("Numéro et rue").fill(street);
      await page.getByLabel("Code postal").fill(postalCode);
      await page.getByLabel("Ville").fill(city);
    };
    await fill("8 rue Oberkampf", "7501", "Paris");
    await page.getByRole("button", { name: "Ajouter l’adresse" }).click();
    await expect(page.getByText("Ce code postal ne correspond pas au pays choisi.")).toBeVisible();
    await expect(page.getByLabel("Numéro et rue")).toHaveValue("8 rue Oberkampf");

    await page.getByLabel("Code postal").fill("75011");
    await page.getByRole("button", { name: "Ajouter l’adresse" }).click();
    await expect(page.getByText("Votre carnet d’adresses est à jour.")).toBeVisible();
    const delivery = page.getByRole("region", { name: "Adresses de livraison" });
    await expect(delivery).toContainText("8 rue Oberkampf");
    await expect(delivery).toContainText("Adresse par défaut");

    await fill("2 place Bellecour", "69002", "Lyon");
    await page.getByRole("button", { name: "Ajouter l’adresse" }).click();
    await expect(delivery.getByRole("listitem")).toHaveCount(2);
    const lyon = delivery.getByRole("listitem").filter({ hasText: "Bellecour" });
    await lyon.getByRole("button", { name: "Définir par défaut" }).click();
    await expect(delivery.getByRole("listitem").filter({ hasText: "Bellecour" })).toContainText(
      "Adresse par défaut",
    );

    await delivery
      .getByRole("listitem")
      .filter({ hasText: "Oberkampf" })
      .getByRole("link", { name: "Modifier" })
      .click();
    await expect(page.getByRole("heading", { name: "Modifier l’adresse" })).toBeVisible();
    await page.getByLabel("Numéro et rue").fill("10 rue Oberkampf");
    await page.getByRole("button", { name: "Enregistrer l’adresse" }).click();
    await expect(delivery).toContainText("10 rue Oberkampf");

    await delivery.getByRole("button", { name: "Supprimer 2 place Bellecour" }).click();
    await expect(delivery.getByRole("listitem")).toHaveCount(1);
    await expect(delivery).toContainText("Adresse par défaut");
  });
  // Signed out, the address book sends to login and back: tests/routes/access-guards.test.ts.
});

test.describe("password reset", () => {
  test("a customer asks for a link, sets a new password from it, and signs in with it", async ({
    page,
  }, testInfo) => {
    // An English account, seeded over HTTP, signed out: registering and signing out are tested elsewhere.
    const { email } = await registerAccount(page, testInfo.project.name, EN, {
      firstName: "Rosa",
      lastName: "Reset",
      password: "first password 1",
    });

    await page.goto(`${EN}/login/`);
    await page.getByRole("link", { name: "Forgotten your password?" }).click();
    // The login form has an "Email address" field too: wait for the reset screen before typing.
    await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Send me a link" }).click();
    await expect(page.getByText("If an account exists for this address")).toBeVisible();

    const link = await expect
      .poll(() => mailedLink(email, "/forgotten-password/"), { timeout: 5_000 })
      .toBeTruthy()
      .then(() => mailedLink(email, "/forgotten-password/"));
    await page.goto(`${EN}${link}`);
    await page.getByLabel("New password").fill("second password 2");
    await page.getByRole("button", { name: "Change my password" }).click();
    await expect(page.getByRole("heading", { name: "Password changed" })).toBeVisible();

    // The link works once.
    await page.goto(`${EN}${link}`);
    await page.getByLabel("New password").fill("third password 3");
    await page.getByRole("button", { name: "Change my password" }).click();
    await expect(page.getByText("This link is no longer valid.")).toBeVisible();

    await page.goto(`${EN}/login/`);
    await signIn(page, EN, email, "second password 2");
    await expect(page).toHaveURL(`${EN}/my-account/`);
  });
});

test.describe("on a phone", () => {
  test("the personal area's menu folds behind the current screen's name", async ({ page }, testInfo) => {
    await registerWithAddresses(page, testInfo.project.name);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${FR}/espace-client/commandes/`);
    const menu = page.getByRole("navigation", { name: "Mon compte" });
    const toggle = menu.getByText("Mon compte : Mes commandes");
    await expect(toggle).toBeVisible();
    await expect(menu.getByRole("link", { name: "Adresses" })).toHaveCount(0);
    // The heading of the screen is at the top of a phone's view, not 300 px of links below it.
    const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
    expect(heading?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(300);
    await toggle.click();
    await menu.getByRole("link", { name: "Adresses" }).click();
    await expect(page).toHaveURL(`${FR}/espace-client/adresses/`);
    await expect(menu.getByText("Mon compte : Adresses")).toBeVisible();
    // Each screen brings its own texts (ADR 048): the address book's, in French, after a client navigation.
    await expect(page.getByRole("heading", { name: "Adresses de livraison" })).toBeVisible();
  });
});
