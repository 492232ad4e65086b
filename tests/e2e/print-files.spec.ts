import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { pdfFile, pngFile } from "../../commerce-api/artwork/artwork.fixtures";
import { orderByTransfer, registerWithAddresses } from "./customer";
import { FR } from "./origins";
import { deskAfterTransfer } from "./proofs";

/**
 * Print files you can trust (issue 36 §5, ADR 081), JS on and off: a file too small for its printed
 * size says its dpi and waits for an explicit "print as is", which the desk shows.
 */

test("a low-resolution file: its dpi, the desk holds it, 'print as is' recorded and shown to staff", async ({
  page,
  browser,
}, testInfo) => {
  await registerWithAddresses(page, testInfo.project.name);
  const { orderId, orderNumber } = await orderByTransfer(
    page,
    `${FR}/cartes-de-visite/standard/?quantity=500&delivery=standard`,
  );
  const { staff, staffContext } = await deskAfterTransfer(browser, testInfo.project.name, orderNumber);

  await page.goto(`${FR}/espace-client/commandes/fichiers/?id=${orderId}`);
  // 900 × 600 pixels on an 85 × 55 mm card: 269 dpi.
  await page.getByLabel("Fichier d’impression").setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: Buffer.from(pngFile(900, 600)),
  });
  await page.getByRole("button", { name: "Envoyer ce fichier" }).click();
  await expect(page.getByText(/Votre fichier a bien été reçu, mais il est trop petit/)).toBeVisible();
  await expect(page.getByTestId("print-choice")).toContainText(
    "Cette image fait 269 dpi au format imprimé\u00a0; une impression nette en demande 300",
  );

  // Until the customer chooses, production waits and the desk says why, with the measure.
  await staff.reload();
  await expect(staff.getByTestId("staff-order-status")).toHaveText("En attente de fichiers");
  await expect(staff.getByTestId("staff-blocker")).toHaveText(
    /^fichier en basse résolution \(269 dpi\)\u00a0: le client n’a pas encore choisi/,
  );
  await expect(staff.getByTestId("staff-file-resolution")).toHaveText(
    /basse résolution\u00a0: 269 dpi au format imprimé/,
  );

  // The order's page says a choice is waiting and leads to it.
  await page.goto(`${FR}/espace-client/commandes/detail/?id=${orderId}`);
  await expect(page.getByTestId("order-low-resolution")).toBeVisible();
  await page.getByTestId("order-low-resolution").getByRole("link", { name: "Choisir" }).click();
  await page.getByRole("button", { name: "L’imprimer telle quelle" }).click();
  await expect(page.getByText("C’est noté\u00a0: ce fichier sera imprimé tel quel.")).toBeVisible();
  await expect(page.getByTestId("print-as-is")).toContainText(
    "Vous avez choisi d’imprimer ce fichier tel quel, à 269 dpi",
  );
  await expect(page.getByRole("button", { name: "L’imprimer telle quelle" })).toHaveCount(0);

  await staff.reload();
  await expect(staff.getByTestId("staff-order-status")).toHaveText("Vérification des fichiers");
  await expect(staff.getByTestId("staff-blocker")).toHaveCount(0);
  await expect(staff.getByTestId("staff-file-resolution")).toHaveText(
    /imprimé tel quel à 269 dpi, accepté par le client le \d{2}-\d{2}-\d{4}/,
  );
  await staff.getByRole("button", { name: "Lancer la production" }).click();
  await expect(staff.getByTestId("staff-order-status")).toHaveText("En production");
  await staffContext.close();
});

test("the customer and the desk download the print file byte for byte; a signed-out visitor gets 404", async ({
  page,
  browser,
}, testInfo) => {
  await registerWithAddresses(page, testInfo.project.name);
  const { orderId, orderNumber } = await orderByTransfer(
    page,
    `${FR}/cartes-de-visite/standard/?quantity=500&delivery=standard`,
  );
  const { staff, staffContext } = await deskAfterTransfer(browser, testInfo.project.name, orderNumber);
  const bytes = Buffer.from(pngFile(1200, 800, { dpi: 300 }));
  await page.goto(`${FR}/espace-client/commandes/fichiers/?id=${orderId}`);
  await page.getByLabel("Fichier d’impression").setInputFiles({
    name: "ma carte.png",
    mimeType: "image/png",
    buffer: bytes,
  });
  await page.getByRole("button", { name: "Envoyer ce fichier" }).click();
  await expect(page.getByText(/Votre fichier a bien été reçu/)).toBeVisible();

  const downloaded = async (link: ReturnType<typeof page.getByRole>) => {
    const [download] = await Promise.all([link.page().waitForEvent("download"), link.click()]);
    const path = await download.path();
    return { name: download.suggestedFilename(), bytes: await readFile(path) };
  };
  // From the file's own detail page, then from the order's page.
  await page.goto(`${FR}${await page.locator('a[href*="fichiers/detail"]').first().getAttribute("href")}`);
  const fromDetail = page.getByRole("link", { name: "Télécharger ma carte.png" });
  expect(await downloaded(fromDetail)).toEqual({ name: "ma_carte.png", bytes });
  await page.goto(`${FR}/espace-client/commandes/detail/?id=${orderId}`);
  const own = page.getByRole("link", { name: "Télécharger ma carte.png" });
  expect(await downloaded(own)).toEqual({ name: "ma_carte.png", bytes });

  await staff.reload();
  const desk = staff.getByTestId("staff-order-files").getByRole("link", { name: "Télécharger ma carte.png" });
  expect(await downloaded(desk)).toEqual({ name: "ma_carte.png", bytes });
  await staffContext.close();

  // The same address to someone signed out: nothing but a 404.
  const visitor = await browser.newContext();
  const answer = await visitor.request.get(`${FR}${(await own.getAttribute("href")) ?? ""}`);
  expect(answer.status()).toBe(404);
  await visitor.close();
});

test("an uploaded PDF shows a picture of its page to its owner and to the desk, and to no one else", async ({
  page,
  browser,
}, testInfo) => {
  await registerWithAddresses(page, testInfo.project.name);
  const { orderId, orderNumber } = await orderByTransfer(
    page,
    `${FR}/cartes-de-visite/standard/?quantity=500&delivery=standard`,
  );
  const { staff, staffContext } = await deskAfterTransfer(browser, testInfo.project.name, orderNumber);
  await page.goto(`${FR}/espace-client/commandes/fichiers/?id=${orderId}`);
  await page.getByLabel("Fichier d’impression").setInputFiles({
    name: "carte.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(pdfFile({ mediaBox: "0 0 241 156" })),
  });
  await page.getByRole("button", { name: "Envoyer ce fichier" }).click();
  await expect(page.getByText("Votre fichier a bien été reçu.")).toBeVisible();

  /** The picture a page shows is a real PNG served to whoever sees the page. */
  const pictureOn = async (screen: typeof page) => {
    const picture = screen.getByRole("img", { name: "Fichier d’impression carte.pdf, page 1 sur 1" });
    await expect(picture).toBeVisible();
    const src = (await picture.getAttribute("src")) ?? "";
    const answer = await screen.request.get(new URL(src, FR).toString());
    expect([answer.status(), answer.headers()["content-type"]]).toEqual([200, "image/png"]);
    return src;
  };
  await page.goto(`${FR}${await page.locator('a[href*="fichiers/detail"]').first().getAttribute("href")}`);
  await expect(page.getByText(/Pas d’aperçu dans le navigateur/)).toHaveCount(0);
  const own = await pictureOn(page);
  await page.goto(`${FR}/espace-client/commandes/detail/?id=${orderId}`);
  await pictureOn(page);
  await staff.reload();
  await pictureOn(staff);
  await staffContext.close();

  const visitor = await browser.newContext();
  expect((await visitor.request.get(new URL(own, FR).toString())).status()).toBe(404);
  await visitor.close();
});
