import { expect, test } from "@playwright/test";
import { registerWithAddresses } from "./customer";
import { FR } from "./origins";
import { outboxMails } from "./outbox";

/** The embedded API writes mails to DATA_DIR/outbox (tests/e2e/start-server.mjs uses .data/e2e). */
function newsletterMailFor(email: string): string | null {
  for (const mail of outboxMails(email)) {
    if (mail.includes(`To: ${email}`) && mail.includes("?confirm=")) return mail;
  }
  return null;
}

/** The path and query of the mail's absolute link carrying `param`, to open on the test server's origin. */
const linkIn = (mail: string, param: string) =>
  new RegExp(`https?://[^/\\s]+(/[^\\s?]*\\?${param}=[\\w.-]+)`).exec(mail)?.[1] ?? "";

test("subscribe from the footer, confirm from the mail, unsubscribe from its link and come back in one click", async ({
  page,
}, testInfo) => {
  const email = await registerWithAddresses(page, testInfo.project.name);
  await page.goto(`${FR}/`);
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("E-mail pour la lettre d’information").fill(email);
  await footer.getByRole("button", { name: "Je m’abonne" }).click();
  await expect(page.getByText("Vérifiez votre boîte de réception")).toBeVisible();

  await expect.poll(() => newsletterMailFor(email)).not.toBeNull();
  const mail = newsletterMailFor(email) ?? "";
  const unsubscribe = linkIn(mail, "token");
  // Not confirmed yet: the page doesn't claim the address receives the newsletter (issue 38 §4).
  await page.goto(`${FR}${unsubscribe}`);
  await expect(page.getByTestId("newsletter-status")).toContainText("n’a pas encore confirmé son abonnement");
  await expect(page.getByText(/reçoit notre lettre/)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Annuler ma demande d’abonnement" })).toBeVisible();
  await page.goto(`${FR}${linkIn(mail, "confirm")}`);
  await page.getByRole("button", { name: "Confirmer mon abonnement" }).click();
  await expect(page.getByText("Vous êtes abonné·e. Bienvenue !")).toBeVisible();
  const box = page.getByLabel("Recevoir nos offres et conseils d’impression par e-mail");
  await page.goto(`${FR}/espace-client/profil/`);
  await expect(box).toBeChecked();

  // A tampered link says so and changes nothing.
  const tampered = await page.goto(`${FR}${unsubscribe.slice(0, -3)}xyz`);
  expect(tampered?.status()).toBe(400);
  await expect(page.getByText("Ce lien n’est pas valide. Rien n’a été modifié.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Me désabonner" })).toHaveCount(0);

  await page.goto(`${FR}${unsubscribe}`);
  await expect(page.getByTestId("newsletter-status")).toContainText("reçoit notre lettre d’information");
  await page.getByRole("button", { name: "Me désabonner" }).click();
  await expect(page.getByText(/ne recevra plus notre lettre d’information/)).toBeVisible();
  // Said once: no second sentence repeating that the address doesn't receive it.
  await expect(page.getByText(/ne reçoit pas notre lettre/)).toHaveCount(0);
  await expect(page.getByTestId("newsletter-status")).toHaveCount(0);
  await page.goto(`${FR}/espace-client/profil/`);
  await expect(box).not.toBeChecked();

  await page.goto(`${FR}${unsubscribe}`);
  await page.getByRole("button", { name: "Me réabonner" }).click();
  await expect(page.getByText(/est de nouveau abonné·e/)).toBeVisible();
  await expect(page.getByTestId("newsletter-status")).toHaveCount(0);
});
