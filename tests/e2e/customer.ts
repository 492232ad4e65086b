import { expect, type Page } from "@playwright/test";
import { pdfFile } from "../../commerce-api/artwork/artwork.fixtures";
import { DEMO_PASSWORD } from "../../commerce-api/db/seed/accounts";
import { EN, FR } from "./origins";
import { outboxMails } from "./outbox";
import { seedPost } from "./seed-http";

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
  await expect.poll(() => mailedLink(email, texts.welcome), { timeout: 35_000 }).toBeTruthy();
  await page.goto(`${origin}${mailedLink(email, texts.welcome)}`);
  await page.getByRole("button", { name: texts.button }).click();
  await expect(page).toHaveURL(new RegExp(`^${origin}${texts.welcome}(\\?next=|$)`));
}

/**
 * A form post as the screen's `<Form>` posts it, with and into the page's cookie jar; its 303 is not
 * followed. The English shop (en.localhost, which Node can't resolve) goes through seed-http.ts.
 */
async function postForm(page: Page, url: string, form: Record<string, string>) {
  if (new URL(url).hostname.startsWith("en.")) return seedPost(page.context(), url, form);
  const answer = await page.request.post(url, { form, maxRedirects: 0 });
  return {
    status: answer.status(),
    location: answer.headers().location ?? "",
    text: await answer.text().catch(() => ""),
  };
}

/** The customer screens' addresses and the test customer's details, per shop. */
const CUSTOMER = {
  fr: {
    paths: {
      register: "/inscription/",
      login: "/connexion/",
      area: "/espace-client/",
      addresses: "/espace-client/adresses/",
    },
    password: "Une phrase de passe 42",
    address: { street: "3 place Bellecour", postalCode: "69002", city: "Lyon", country: "FR" },
  },
  en: {
    paths: {
      register: "/register/",
      login: "/login/",
      area: "/my-account/",
      addresses: "/my-account/addresses/",
    },
    password: "correct horse 42",
    address: { street: "1 High Street", postalCode: "SW1A 1AA", city: "London", country: "GB" },
  },
} as const;

const shopOf = (origin: string) => CUSTOMER[new URL(origin).hostname.startsWith("en.") ? "en" : "fr"];

/** What a registration form can say of the new customer besides the email (a private account's). */
export interface NewCustomer {
  firstName?: string;
  lastName?: string;
  password?: string;
  /** The newsletter box ticked. */
  newsletter?: boolean;
}

/**
 * A fresh account, registered with the registration form's own post (on `origin`: either shop, or the
 * French shop of another e2e server), nobody signed in (ADR 066). Seeded over HTTP with the context's
 * own cookie jar: no test spends its time typing a registration it doesn't check. The registration
 * screens are tested in accounts.spec.ts.
 */
export async function registerAccount(page: Page, project: string, origin = FR, customer: NewCustomer = {}) {
  const email = `customer.${project}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = customer.password ?? shopOf(origin).password;
  const registered = await postForm(page, `${origin}${shopOf(origin).paths.register}`, {
    accountType: "private",
    firstName: customer.firstName ?? "Camille",
    lastName: customer.lastName ?? "Martin",
    email,
    password,
    ...(customer.newsletter ? { newsletter: "on" } : {}),
  });
  expect(registered.status, registered.text).toBe(303);
  return { email, password };
}

/** A fresh customer without an address (see registerAccount), then signed in with the login form's post. */
export async function registerCustomer(page: Page, project: string, origin = FR, customer: NewCustomer = {}) {
  const { email, password } = await registerAccount(page, project, origin, customer);
  const signedIn = await postForm(page, `${origin}${shopOf(origin).paths.login}`, { email, password });
  expect(signedIn.status).toBe(303);
  return email;
}

/**
 * A fresh customer (see registerCustomer) with one delivery and one billing address (tests never
 * share accounts) in Lyon, or in London on the English shop, added with the address book's own posts.
 */
export async function registerWithAddresses(page: Page, project: string, origin = FR) {
  const email = await registerCustomer(page, project, origin);
  await addAddresses(page, origin);
  return email;
}

/** A delivery and a billing address for the signed-in customer, with the address book's own posts. */
export async function addAddresses(page: Page, origin = FR) {
  const { paths, address } = shopOf(origin);
  for (const type of ["shipping", "billing"]) {
    const added = await postForm(page, `${origin}${paths.addresses}`, {
      intent: "add",
      type,
      firstName: "Camille",
      lastName: "Martin",
      ...address,
    });
    expect(added.status, added.text).toBe(303);
  }
}

/**
 * Adds the selection in a product page's address (job name included) to the signed-in cart, as the
 * page's add-to-cart button posts it: setup for tests whose subject is what comes after the cart.
 */
export async function addToCart(page: Page, productUrl: string, jobName?: string) {
  const target = new URL(productUrl);
  if (jobName) target.searchParams.set("jobName", jobName);
  const added = await postForm(page, target.toString(), { intent: "addToCart" });
  expect(added.status, added.text).toBe(303);
}

/**
 * What a browser posts from the page's form with a `field` input when nobody touches it: text
 * inputs' values, and the radios and boxes rendered checked (React writes `checked=""`).
 */
function untouchedForm(html: string, field: string): Record<string, string> {
  const form = html
    .match(/<form[^>]*>[\s\S]*?<\/form>/g)
    ?.find((markup) => markup.includes(`name="${field}"`));
  const fields: Record<string, string> = {};
  for (const [tag] of (form ?? "").matchAll(/<(?:input|textarea)\b[^>]*>/g)) {
    const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    const name = attribute("name");
    const checkable = ["radio", "checkbox"].includes(attribute("type") ?? "text");
    if (!name || (checkable && !/\schecked=""/.test(tag))) continue;
    fields[name] = attribute("value") ?? (checkable ? "on" : "");
  }
  return fields;
}

/** Posts the checkout form as rendered (the preselected addresses), with `choices` made on it; answers the 303. */
async function checkOut(page: Page, choices: Record<string, string>) {
  const checkoutUrl = `${FR}/panier/recapitulatif/`;
  const form = untouchedForm(await (await page.request.get(checkoutUrl)).text(), "paymentMethod");
  const placed = await page.request.post(checkoutUrl, { form: { ...form, ...choices }, maxRedirects: 0 });
  expect(placed.status(), await placed.text().catch(() => "")).toBe(303);
  return placed.headers().location ?? "";
}

/**
 * An order of a product page's selection (with the job name, if any), paid by transfer, seeded over
 * HTTP with the posts the product page and the checkout make, untouched checkout choices included.
 * Placing an order through the screens is checkout.spec.ts's and money-trail.spec.ts's subject.
 */
export async function orderByTransfer(page: Page, productUrl: string, jobName?: string) {
  await addToCart(page, productUrl, jobName);
  const sent = new URL(await checkOut(page, {}), FR);
  expect(sent.pathname).toBe("/panier/commande-envoyee/");
  const orderId = sent.searchParams.get("order") ?? "";
  const sentHtml = await (await page.request.get(sent.toString())).text();
  const orderNumber = /Commande n° <span[^>]*>([^<]+)</.exec(sentHtml)?.[1] ?? "";
  expect(orderNumber).toMatch(/^PI-\d{4}-\d+$/);
  return { orderId, orderNumber };
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
  await addToCart(page, `${FR}/cartes-de-visite/standard/`);
  const mandatePage = await checkOut(page, { invoiceRequested: "on", paymentMethod: "sepa" });
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

/**
 * Signs a seeded demo account in, for staff and customers whose subject isn't signing in: the login
 * form's own post in the page's browser context (its cookie jar), on either shop. The login screens
 * themselves are tested in login.spec.ts and accounts.spec.ts.
 */
export async function signInDemo(page: Page, email: string, origin = FR) {
  const { paths } = shopOf(origin);
  const signedIn = await postForm(page, `${origin}${paths.login}`, { email, password: DEMO_PASSWORD });
  expect(signedIn.status).toBe(303);
  expect(signedIn.location).toBe(paths.area);
}

/** A fresh English customer with a London delivery and billing address, seeded over HTTP (see registerWithAddresses). */
export function registerEnglishCustomer(page: Page, project: string) {
  return registerWithAddresses(page, project, EN);
}
