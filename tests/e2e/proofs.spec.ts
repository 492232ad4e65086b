import { expect, test } from "@playwright/test";
import { pdfFile } from "../../commerce-api/artwork/artwork.fixtures";
import { orderByTransfer, registerWithAddresses, sendPrintFile, signInDemo } from "./customer";
import { FR } from "./origins";
import { outboxMails } from "./outbox";
import { designServiceOrderAtDesk, proofPng, sendProof } from "./proofs";

/**
 * Proof approval (issue 36 §4), JS on and off: staff send a proof → the customer gets a mail, opens the
 * order from it, asks for changes → staff send version 2 → the customer approves → production starts.
 */

test("proof → mail → changes asked → version 2 → approved → production", async ({
  page,
  browser,
}, testInfo) => {
  const { email, orderId, staff, staffContext } = await designServiceOrderAtDesk(
    page,
    browser,
    testInfo.project.name,
  );
  // No approved proof yet: production is refused, and the desk says which item waits.
  await staff.getByRole("button", { name: "Lancer la production" }).click();
  await expect(staff.getByTestId("staff-order-refusal")).toContainText("épreuve validée");
  await expect(staff.getByTestId("staff-blocker")).toHaveText("épreuve pas encore validée par le client");

  await sendProof(staff, proofPng());
  const proofMail = () =>
    outboxMails(email).find((text) => text.includes(`To: ${email}`) && text.includes("épreuve est prête"));
  await expect.poll(proofMail).toBeTruthy();
  const link = /https?:\/\/[^\s"<>]+\/espace-client\/commandes\/detail\/\?id=[\w-]+/.exec(
    proofMail() ?? "",
  )?.[0];
  expect(link).toContain(orderId);
  await page.goto(`${FR}${new URL(link ?? "/").pathname}${new URL(link ?? "/").search}`);

  const proofs = page.getByRole("region", { name: "Vos épreuves" });
  await expect(proofs.getByTestId("order-proof-state")).toHaveText(["En attente de votre réponse"]);
  await expect(proofs.getByRole("img", { name: "Épreuve, version 1" })).toBeVisible();
  await proofs
    .getByLabel("Que doivent modifier nos graphistes ?")
    .fill("Le logo plus grand, s’il vous plaît");
  await proofs.getByRole("button", { name: "Demander des modifications" }).click();
  await expect(page.getByText("Merci : nos graphistes font les modifications")).toBeVisible();
  await expect(proofs.getByTestId("order-proof-state")).toHaveText(["Vous avez demandé des modifications"]);

  await staff.reload();
  await expect(staff.getByTestId("staff-proofs")).toContainText("Le logo plus grand, s’il vous plaît");
  await sendProof(staff, { name: "bat-v2.pdf", mimeType: "application/pdf", buffer: Buffer.from(pdfFile()) });
  await expect(staff.getByTestId("staff-proofs").getByRole("listitem")).toHaveCount(2);

  await page.reload();
  await expect(proofs.getByTestId("order-proof-state")).toHaveText([
    "Vous avez demandé des modifications",
    "En attente de votre réponse",
  ]);
  await proofs.getByRole("button", { name: "Valider cette épreuve (bon à tirer)" }).click();
  await expect(page.getByText("Merci : l’épreuve est validée")).toBeVisible();
  await expect(proofs.getByRole("button", { name: "Valider cette épreuve (bon à tirer)" })).toHaveCount(0);

  // The approved proof is the item's print file, and production may start.
  await staff.reload();
  await expect(staff.getByTestId("staff-order-files")).toContainText("bat-v2.pdf");
  await staff.getByRole("button", { name: "Lancer la production" }).click();
  await expect(staff.getByTestId("staff-order-status")).toHaveText("En production");
  await staffContext.close();
});

test("a product that asks for a proof: the customer's file, then the approved proof, then production", async ({
  page,
  browser,
}, testInfo) => {
  await registerWithAddresses(page, testInfo.project.name);
  const { orderId, orderNumber } = await orderByTransfer(page, `${FR}/stylos-personnalises/?quantity=100`);
  await sendPrintFile(page, orderId, "logo.pdf");
  await page.goto(`${FR}/espace-client/commandes/detail/?id=${orderId}`);
  await expect(page.getByTestId("order-proof-coming")).toContainText(
    "nous vous envoyons une épreuve à valider avant l’impression",
  );

  const staffContext = await browser.newContext({ javaScriptEnabled: testInfo.project.name !== "no-js" });
  const staff = await staffContext.newPage();
  await signInDemo(staff, "admin@presto-impression.example");
  await staff.goto(`${FR}/admin/orders/?number=${orderNumber}`);
  await staff.getByRole("button", { name: "Virement reçu" }).click();
  await expect(staff.getByTestId("staff-order-status")).toHaveText("Vérification des fichiers");
  // The checked file is not enough: the item waits for the customer's approval of its proof.
  await staff.getByRole("button", { name: "Lancer la production" }).click();
  await expect(staff.getByTestId("staff-blocker")).toHaveText("épreuve pas encore validée par le client");
  await staff.goto(`${FR}/admin/orders/?number=${orderNumber}`);
  await sendProof(staff, proofPng());

  await page.reload();
  const proofs = page.getByRole("region", { name: "Vos épreuves" });
  await proofs.getByRole("button", { name: "Valider cette épreuve (bon à tirer)" }).click();
  await expect(page.getByText("Merci : l’épreuve est validée")).toBeVisible();

  // Production prints the customer's file, which the approved proof showed.
  await staff.goto(`${FR}/admin/orders/?number=${orderNumber}`);
  await expect(staff.getByTestId("staff-order-files")).toHaveText(/^logo\.pdf/);
  await staff.getByRole("button", { name: "Lancer la production" }).click();
  await expect(staff.getByTestId("staff-order-status")).toHaveText("En production");
  await staffContext.close();
});
