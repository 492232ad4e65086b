import { expect, type Page } from "@playwright/test";
import { pdfFile } from "../../commerce-api/artwork/artwork.fixtures";
import { EN, FR } from "./origins";
import { outboxMails } from "./outbox";

/**
 * The first link `path?token=…` in a mail to `email`; the embedded API writes mails to DATA_DIR/outbox
 * (tests/e2e/start-server.mjs uses .data/e2e). Null until it has been written.
 */
export function mailedLink(email: string, linkPath: string): string | null {
  const pattern = new RegExp(`(${linkPath.replace(/[/?]/g, "\\$&")}\\?token=[\\w-]+)`);
  for (const mail of outboxMails(email)) {
    const link = mail.includes(`To: ${email}`) ? pattern.exec(mail)?.[1] : undefined;
    if (link) return link;
  }
  return null;
}

const SIGN_IN_LINK = {
  fr: { welcome: "/bienvenue/", sent: "Consultez votre messagerie", button: "Me connecter" },
  en: { welcome: "/welcome/", sent: "Check your mailbox", button: "Sign me in" },
} as const;

/**
 * After a registration form was sent (ADR 066): the "check your mailbox" page, then the welcome mail's
 * link and its one button, as the new customer would; signed in on the welcome page after it.
 */
export async function signInFromWelcomeMail(page: Page, origin: string, email: string) {
  const texts = SIGN_IN_LINK[origin === EN ? "en" : "fr"];
  await expect(page.getByRole("heading", { level: 1, name: texts.sent })).toBeVisible();
  await expect.poll(() => mailedLink(email, texts.welcome), { timeout: 10_000 }).toBeTruthy();
  await page.goto(`${origin}${mailedLink(email, texts.welcome)}`);
  await page.getByRole("button", { name: texts.button }).click();
  await expect(page).toHaveURL(new RegExp(`^${origin}${texts.welcome}(\\?next=|$)`));
}

/**
 * A fresh French customer with one delivery and one billing address (tests never share accounts),
 * signed in in this page's browser context (on `origin`: the French shop of another e2e server) (registration, then the login form). Seeded over HTTP with the context's own cookie jar
 * (the same form posts the screens make): no test spends its time typing a registration it
 * doesn't check. The registration screen itself is tested in accounts.spec.ts.
 */
export async function registerWithAddresses(page: Page, project: string, origin = FR) {
  const email = `customer.${project}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const registered = await page.request.post(`${origin}/inscription/`, {
    form: {
      accountType: "private",
      firstName: "Camille",
      lastName: "Martin",
      email,
      password: "Une phrase de passe 42",
    },
    maxRedirects: 0,
  });
  expect(registered.status(), await registered.text().catch(() => "")).toBe(303);
  // Registration signs no one in (ADR 066): the new customer signs in with the password just chosen.
  const signedIn = await page.request.post(`${origin}/connexion/`, {
    form: { email, password: "Une phrase de passe 42" },
    maxRedirects: 0,
  });
  expect(signedIn.status()).toBe(303);
  for (const type of ["shipping", "billing"]) {
    const added = await page.request.post(`${origin}/espace-client/adresses/`, {
      form: {
        intent: "add",
        type,
        firstName: "Camille",
        lastName: "Martin",
        street: "3 place Bellecour",
        postalCode: "69002",
        city: "Lyon",
        country: "FR",
      },
      maxRedirects: 0,
    });
    expect(added.status()).toBe(303);
  }
  return email;
}

/** Adds a product page's current selection to the cart (with the job name, if any) and checks out by transfer. */
export async function orderByTransfer(page: Page, productUrl: string, jobName?: string) {
  await page.goto(productUrl);
  if (jobName) await page.getByLabel("Nom du travail (facultatif)").fill(jobName);
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expect(page).toHaveURL(/\/panier\/\?added=/);
  await page.goto(`${FR}/panier/recapitulatif/`);
  await page.getByRole("button", { name: /Passer ma commande/ }).click();
  await expect(page).toHaveURL(/\/panier\/commande-envoyee\/\?order=/);
  const orderNumber = (await page.getByText(/Commande n° /).textContent())?.replace(/.*n° /, "").trim() ?? "";
  return { orderId: new URL(page.url()).searchParams.get("order") ?? "", orderNumber };
}

/**
 * The customer sends a PDF print file for the order's (one-set) line on the upload screen, as a shopper
 * would: a PDF passes the file check, so the line has the checked file production waits for (ADR 074).
 */
export async function sendPrintFile(page: Page, orderId: string, name = "affiche.pdf") {
  await page.goto(`${FR}/espace-client/commandes/fichiers/?id=${orderId}`);
  await page.getByLabel(/Fichier d’impression/).setInputFiles({
    name,
    mimeType: "application/pdf",
    buffer: Buffer.from(pdfFile()),
  });
  await page.getByRole("button", { name: "Envoyer ce fichier" }).click();
  await expect(page.getByText(name).first()).toBeVisible();
}

/**
 * A print file for the order's (one-set) line, posted as the upload screen posts it (multipart, 303),
 * for screens that need one on file; answers the line's and the file's ids, read from the screen.
 */
export async function postPrintFile(
  page: Page,
  orderId: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const filesUrl = `${FR}/espace-client/commandes/fichiers/?id=${orderId}`;
  const lineItemId = /name="lineItemId" value="([^"]+)"/.exec(
    await (await page.request.get(filesUrl)).text(),
  )?.[1];
  const uploaded = await page.request.post(filesUrl, {
    multipart: { orderId, lineItemId: lineItemId ?? "", setIndex: "0", file },
    maxRedirects: 0,
  });
  expect(uploaded.status()).toBe(303);
  const fileId = /[?&amp;;]file=([A-Za-z0-9-]+)/.exec(await (await page.request.get(filesUrl)).text())?.[1];
  expect(fileId).toBeTruthy();
  return { lineItemId: lineItemId ?? "", fileId: fileId ?? "", filesUrl };
}

/**
 * A fresh customer (see registerWithAddresses) who paid one order by SEPA mandate, so the mandate is
 * their one saved payment method. Seeded over HTTP: the product page's add-to-cart post, the
 * checkout post, and the simulated provider's mandate form, exactly as the screens post them.
 */
export async function customerWithSavedMandate(page: Page, project: string) {
  const email = await registerWithAddresses(page, project);
  const added = await page.request.post(`${FR}/cartes-de-visite/standard/`, {
    form: { intent: "addToCart" },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
  const checkoutHtml = await (await page.request.get(`${FR}/panier/recapitulatif/`)).text();
  // The preselected radio of each address choice (attributes in whatever order React writes them).
  const addressId = (name: string) =>
    new RegExp(`<input type="radio" name="${name}"[^>]*value="([^"]+)"`).exec(checkoutHtml)?.[1] ?? "";
  const placed = await page.request.post(`${FR}/panier/recapitulatif/`, {
    form: {
      shippingAddressId: addressId("shippingAddressId"),
      billingAddressId: addressId("billingAddressId"),
      sender: "default",
      invoiceRequested: "on",
      paymentMethod: "sepa",
    },
    maxRedirects: 0,
  });
  expect(placed.status()).toBe(303);
  const mandatePage = placed.headers().location ?? "";
  expect(mandatePage).toContain("/payment-provider/sepa/");
  const signed = await page.request.post(new URL(mandatePage, FR).toString(), {
    form: {
      holder: "Camille Martin",
      iban: "FR76 3000 6000 0112 3456 7890 189",
      accept: "on",
      decision: "sign",
    },
  });
  expect(signed.ok()).toBe(true);
  return email;
}

const FRENCH_LOGIN = {
  path: "/connexion/",
  email: "Adresse e-mail",
  password: "Mot de passe",
  submit: "Se connecter",
  area: "/espace-client/",
};
const LOGIN_SCREENS: Readonly<Record<string, typeof FRENCH_LOGIN>> = {
  [EN]: {
    path: "/login/",
    email: "Email address",
    password: "Password",
    submit: "Sign in",
    area: "/my-account/",
  },
};

/** Signs a seeded demo account in on a shop (the French one unless told) through the login screen; lands on the personal area. */
export async function signInDemo(page: Page, email: string, origin = FR) {
  const screen = LOGIN_SCREENS[origin] ?? FRENCH_LOGIN;
  await page.goto(`${origin}${screen.path}`);
  await page.getByLabel(screen.email).fill(email);
  await page.getByLabel(screen.password).fill("PrestoDemo2026!");
  await page.getByRole("button", { name: screen.submit }).click();
  await expect(page).toHaveURL(`${origin}${screen.area}`);
}

/**
 * A fresh English customer with a London delivery and billing address, through the screens (the
 * request context can't reach en.localhost, so the forms are filled as a shopper does).
 */
export async function registerEnglishCustomer(page: Page, project: string) {
  const email = `english.${project}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto(`${EN}/register/`);
  await page.getByLabel("First name").fill("Camille");
  await page.getByLabel("Last name").fill("Martin");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill("correct horse 42");
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page).toHaveURL(`${EN}/register/?sent=1`);
  await page.goto(`${EN}/login/`);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill("correct horse 42");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${EN}/my-account/`);
  await page.goto(`${EN}/my-account/addresses/`);
  for (const type of ["Delivery", "Billing"]) {
    await page.getByLabel("First name").fill("Camille");
    await page.getByLabel("Last name", { exact: true }).fill("Martin");
    await page.getByLabel("Street and number").fill("1 High Street");
    await page.getByLabel("Postcode").fill("SW1A 1AA");
    await page.getByLabel("Town or city").fill("London");
    await page.getByRole("radio", { name: type, exact: true }).check();
    await page.getByRole("button", { name: "Add the address" }).click();
    await expect(page.locator(".address-card").filter({ hasText: "SW1A 1AA" })).toHaveCount(
      type === "Delivery" ? 1 : 2,
    );
  }
}
