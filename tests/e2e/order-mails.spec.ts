import { type Browser, expect, type Page, test } from "@playwright/test";
import { orderByTransfer, registerWithAddresses, sendPrintFile, signInDemo } from "./customer";
import { FR } from "./origins";
import { outboxMails } from "./outbox";

/**
 * Order mails, carrier tracking and reorder (issue 36 §2, §6; ADR 073), JS on and off: the embedded
 * API delivers to DATA_DIR/outbox (.data/e2e); each mail's link opens the order page.
 */

const POSTERS = `${FR}/affiches/?quantity=10&delivery=standard`;

/** The customer's mails holding `text`, as read in a mailbox (headers and decoded body). */
/**
 * A mail is written by whichever process runs the outbox sender: one queued in another process waits
 * for its next round (15 s), so a mail is awaited for longer than one round.
 */
const MAIL_WAIT = { timeout: 35_000 };

const mailsWith = (email: string, text: string) =>
  outboxMails(email).filter((mail) => mail.includes(`To: ${email}`) && mail.includes(text));

/** The path and query of the mail's absolute link to the order page, to open on the test server. */
const orderLinkIn = (mail: string) =>
  /https?:\/\/[^/\s]+(\/espace-client\/commandes\/detail\/\?id=[\w-]+)/.exec(mail)?.[1] ?? "";

async function staffDesk(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const staff = await (await browser.newContext({ javaScriptEnabled })).newPage();
  await signInDemo(staff, "admin@presto-impression.example");
  return staff;
}

test("the confirmation mail's link opens the order; shipped with a carrier, the mail and the page link to its tracking", async ({
  page,
  browser,
  javaScriptEnabled,
}, testInfo) => {
  const email = await registerWithAddresses(page, testInfo.project.name);
  const { orderId, orderNumber } = await orderByTransfer(page, POSTERS);

  const intro = `Nous avons bien enregistré votre commande ${orderNumber}`;
  await expect.poll(() => mailsWith(email, intro).length, MAIL_WAIT).toBe(1);
  const confirmation = mailsWith(email, intro)[0] ?? "";
  expect(confirmation).toContain("IBAN : FR76 3000 4000 0312 3456 7890 143");
  expect(confirmation).toMatch(/envoyez vos fichiers d’impression avant le \w+ \d+(?:er)? \w+ \d{4} à 12 h/);
  await page.goto(`${FR}${orderLinkIn(confirmation)}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(orderNumber);
  await expect(page.getByTestId("order-status")).toHaveText("En attente de paiement");

  const staff = await staffDesk(browser, javaScriptEnabled);
  await staff.goto(`${FR}/admin/orders/?number=${orderNumber}`);
  await staff.getByRole("button", { name: "Virement reçu" }).click();
  await expect(staff.getByTestId("staff-order-status")).toHaveText("En attente de fichiers");
  await expect.poll(() => mailsWith(email, `Nous avons bien reçu votre paiement`).length, MAIL_WAIT).toBe(1);
  // Production waits for the print file (ADR 074): the customer sends it first.
  await sendPrintFile(page, orderId);
  await staff.goto(`${FR}/admin/orders/?number=${orderNumber}`);
  await expect(staff.getByTestId("staff-order-status")).toHaveText("Vérification des fichiers");
  await staff.getByRole("button", { name: "Lancer la production" }).click();
  await expect(staff.getByTestId("staff-order-status")).toHaveText("En production");

  // Staff must say which carrier: the number alone is refused.
  await staff.getByLabel("Numéro de suivi").fill("6A12345678901");
  await staff.getByRole("button", { name: "Expédiée" }).click();
  await expect(staff.getByText("Choisissez le transporteur du colis.")).toBeVisible();
  await staff.getByLabel("Transporteur").selectOption({ label: "Colissimo" });
  await staff.getByLabel("Numéro de suivi").fill("6A12345678901");
  await staff.getByRole("button", { name: "Expédiée" }).click();
  await expect(staff.getByTestId("staff-order-status")).toHaveText("Expédiée");
  await staff.context().close();

  const tracking = "https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901";
  await expect.poll(() => mailsWith(email, "est partie avec Colissimo").length, MAIL_WAIT).toBe(1);
  const shipped = mailsWith(email, "est partie avec Colissimo")[0] ?? "";
  expect(shipped).toContain(tracking);
  await page.goto(`${FR}${orderLinkIn(shipped)}`);
  expect(new URL(page.url()).searchParams.get("id")).toBe(orderId);
  const shipment = page.getByTestId("order-shipment");
  await expect(shipment).toContainText("Expédiée avec Colissimo, numéro de suivi 6A12345678901.");
  await expect(shipment.getByRole("link", { name: "Suivre le colis sur le site Colissimo" })).toHaveAttribute(
    "href",
    tracking,
  );
});

test("an edit confirmed after changing the item sends one mail", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const email = await registerWithAddresses(page, testInfo.project.name);
  const { orderId, orderNumber } = await orderByTransfer(page, POSTERS);
  for (const quantity of ["25", "50"]) {
    await page.goto(`${FR}/espace-client/commandes/detail/?id=${orderId}`);
    await page.getByRole("link", { name: "Modifier cet article" }).click();
    await page.getByRole("radio", { name: quantity, exact: true }).check();
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Mettre à jour le prix" }).click();
    await expect(page.getByRole("radio", { name: quantity, exact: true })).toBeChecked();
    await page.getByRole("button", { name: "Enregistrer la modification de ma commande" }).click();
    await expect(page.getByTestId("order-draft")).toBeVisible();
  }
  await page.getByTestId("order-draft").getByRole("button", { name: "Confirmer la modification" }).click();
  await expect(page.getByText("Votre commande a été mise à jour.")).toBeVisible();

  const edited = `Votre modification de la commande ${orderNumber} est enregistrée`;
  await expect.poll(() => mailsWith(email, edited).length, MAIL_WAIT).toBe(1);
  expect(mailsWith(email, edited)[0]).toMatch(/50 × /);
  // Both drafts and the confirmation: still the one mail, and no other for the drafts.
  await page.goto(`${FR}${orderLinkIn(mailsWith(email, edited)[0] ?? "")}`);
  await expect(page.locator(".order-detail__line")).toContainText("50 exemplaires");
  expect(
    outboxMails(email).filter((mail) => mail.includes(`To: ${email}`) && mail.includes(orderNumber)),
  ).toHaveLength(2);
});

test("order again, the whole order or one item: the same configuration in the cart at today's price", async ({
  page,
}, testInfo) => {
  await registerWithAddresses(page, testInfo.project.name);
  const { orderId, orderNumber } = await orderByTransfer(page, POSTERS, "Affiche expo");
  const orderPage = `${FR}/espace-client/commandes/detail/?id=${orderId}`;
  await page.goto(orderPage);
  await page.getByRole("button", { name: "Commander à nouveau", exact: true }).click();
  await expect(page).toHaveURL(/\/panier\/\?reordered=1/);
  const line = page.locator(".cart-line");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText("Affiche expo");
  await expect(line).toContainText("10 exemplaires");
  await expect(line.getByTestId("line-reordered")).toHaveText(
    `Commandé à nouveau depuis la commande ${orderNumber}, au même prix que la dernière fois.`,
  );

  // Today's arrival date, as on any line added from the product page.
  const arrival = /livré le \w+ \d{1,2}(?:er)? \w+/;
  await expect(line.locator(".cart-line__facts")).toContainText(arrival);

  await page.goto(orderPage);
  await page.getByRole("button", { name: "Commander à nouveau cet article" }).click();
  await expect(page).toHaveURL(/\/panier\/\?reordered=1/);
  await expect(page.locator(".cart-line")).toHaveCount(2);

  await page.goto(POSTERS);
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expect(page).toHaveURL(/\/panier\/\?added=/);
  const facts = page.locator(".cart-line .cart-line__facts");
  await expect(facts).toHaveCount(3);
  const dates = (await facts.allTextContents()).map((text) => arrival.exec(text)?.[0]);
  expect(dates[0]).toBeTruthy();
  expect(new Set(dates).size).toBe(1);
});
