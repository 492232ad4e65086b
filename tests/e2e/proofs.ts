import { type Browser, expect, type Page } from "@playwright/test";
import { pngFile } from "../../commerce-api/artwork/artwork.fixtures";
import { orderByTransfer, registerWithAddresses, signInDemo } from "./customer";
import { FR } from "./origins";

/**
 * A new customer's design-service order, paid by transfer, and the order desk signed in as staff in
 * its own context (the same JS setting as the project), for the proof flows (issue 36 §4).
 */
export async function designServiceOrderAtDesk(page: Page, browser: Browser, project: string) {
  const email = await registerWithAddresses(page, project);
  const { orderId, orderNumber } = await orderByTransfer(
    page,
    `${FR}/cartes-de-visite/standard/?quantity=500&delivery=standard&upload=hds`,
  );
  const { staff, staffContext } = await deskAfterTransfer(browser, project, orderNumber);
  await expect(staff.getByTestId("staff-order-status")).toHaveText("Vérification des fichiers");
  return { email, orderId, orderNumber, staff, staffContext };
}

/** The order desk in its own context (the project's JS setting), staff signed in: the transfer is received. */
export async function deskAfterTransfer(browser: Browser, project: string, orderNumber: string) {
  const staffContext = await browser.newContext({ javaScriptEnabled: project !== "no-js" });
  const staff = await staffContext.newPage();
  await signInDemo(staff, "admin@presto-impression.example");
  await staff.goto(`${FR}/admin/orders/?number=${orderNumber}`);
  await staff.getByRole("button", { name: "Virement reçu" }).click();
  await expect(staff.getByRole("button", { name: "Virement reçu" })).toHaveCount(0);
  return { staff, staffContext };
}

/** Staff send a proof of the (only) design-service item from the desk. */
export async function sendProof(staff: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await staff.getByLabel("Épreuve (PDF, PNG, JPEG ou TIFF)").setInputFiles(file);
  await staff.getByRole("button", { name: "Envoyer l’épreuve au client" }).click();
  await expect(staff.getByText("L’épreuve est envoyée : le client a reçu un e-mail.")).toBeVisible();
}

export const proofPng = () => ({
  name: "bat-v1.png",
  mimeType: "image/png",
  buffer: Buffer.from(pngFile(900, 600)),
});
