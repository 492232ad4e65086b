import { expect, type Page, test } from "@playwright/test";
import { pdfFile, pngFile } from "../../commerce-api/artwork/artwork.fixtures";
import { orderByTransfer, registerWithAddresses } from "./customer";
import { FR } from "./origins";

/** Print files (issue 6): upload, a lying file, the file check's refusal, reset and upload again — JS on and off. */

// Real images: the API decodes every print file and refuses a bare header (ADR 013, artwork.decode.ts).
const png = (width: number, height: number) => Buffer.from(pngFile(width, height));

async function send(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel(/Fichier d’impression|Envoyer un nouveau fichier/).setInputFiles(file);
  await page.getByRole("button", { name: "Envoyer ce fichier" }).click();
}

test("send a print file: a lying file is refused, a low-resolution one is sent back, reset and send again", async ({
  page,
}, testInfo) => {
  await registerWithAddresses(page, testInfo.project.name);
  const { orderId } = await orderByTransfer(
    page,
    `${FR}/cartes-de-visite/standard/?quantity=500&delivery=express&fileCheck=1`,
  );
  await page.goto(`${FR}/panier/commande-envoyee/?order=${orderId}`);
  // The order-sent page leads on to what is left to do: the files first, then the order.
  const nextSteps = page.getByRole("navigation", { name: "Et maintenant" });
  await expect(nextSteps.getByRole("link")).toHaveText([
    "Envoyer mes fichiers",
    "Voir ma commande",
    "Continuer mes achats",
  ]);
  await nextSteps.getByRole("link", { name: "Envoyer mes fichiers" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Fichiers d’impression");

  await send(page, {
    name: "cartes.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("<html>pas un PDF</html>"),
  });
  await expect(page.getByRole("alert")).toHaveText(
    "Ce fichier n’est ni un PDF, ni un PNG, ni un JPEG, ni un TIFF, quel que soit son nom.",
  );

  await send(page, { name: "logo.png", mimeType: "image/png", buffer: png(300, 300) });
  await expect(page.getByText("Votre fichier a bien été reçu.")).toBeVisible();
  await expect(page.getByText(/résolution est trop faible/)).toBeVisible();
  await expect(page.getByText(/logo\.png · 91,00\u00a0o · image\/png/)).toBeVisible();

  // The file's own page (issue 16 §7): preview, measures, the verdict and what to do.
  await page.getByRole("link", { name: "Détails du fichier logo.png" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("logo.png");
  await expect(page.getByText("300 × 300 pixels")).toBeVisible();
  await expect(page.getByText("Non indiquée dans le fichier")).toBeVisible();
  await expect(page.getByText("25 × 25 mm (à 300 dpi)")).toBeVisible();
  await expect(
    page.getByText(/le petit côté de l’image fait 300 pixels, il en faut au moins 600/),
  ).toBeVisible();
  const preview = page.getByRole("img", { name: "Aperçu de logo.png" });
  await expect(preview).toBeVisible();
  // Visible is not loaded: the bytes may still be on their way (from a bucket, ADR 071).
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(300);
  await page.getByRole("link", { name: "Envoyer un nouveau fichier" }).click();
  await expect(page).toHaveURL(`${FR}/espace-client/commandes/fichiers/?id=${orderId}`);

  await page.goto(`${FR}/espace-client/commandes/detail/?id=${orderId}`);
  await expect(
    page.getByText("Un fichier a été refusé par la vérification : envoyez-en un nouveau."),
  ).toBeVisible();
  await page.getByRole("link", { name: "Envoyer mes fichiers" }).first().click();

  await page.getByRole("button", { name: "Supprimer les fichiers de cet article et recommencer" }).click();
  await expect(
    page.getByText("Les fichiers de l’article ont été supprimés : envoyez-en de nouveaux."),
  ).toBeVisible();
  await expect(page.getByText(/logo\.png/)).toHaveCount(0);

  // A real PDF: one whose pages can't be read can't be bounded and is refused (ADR 064).
  await send(page, { name: "cartes-final.pdf", mimeType: "application/pdf", buffer: Buffer.from(pdfFile()) });
  await expect(page.getByText("Votre fichier a bien été reçu.")).toBeVisible();
  await expect(page.getByText(/cartes-final\.pdf · 329,00\u00a0o · application\/pdf/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Envoyer ce fichier" })).toHaveCount(0);
  await page.getByRole("link", { name: "Détails du fichier cartes-final.pdf" }).click();
  // Its pages are drawn when it arrives (ADR 087): the detail shows them.
  await expect(
    page.getByRole("img", { name: "Fichier d’impression cartes-final.pdf, page 1 sur 1" }),
  ).toBeVisible();
  await expect(page.getByText(/Accepté par la vérification automatique/)).toBeVisible();
});

// Someone else's or a missing order is a 404 upload screen: tests/routes/upload-actions.test.ts.

test("a design-service item takes a brief instead of a file", async ({ page }, testInfo) => {
  await registerWithAddresses(page, testInfo.project.name);
  const { orderId } = await orderByTransfer(
    page,
    `${FR}/cartes-de-visite/standard/?quantity=500&delivery=standard&upload=hds`,
  );
  await page.goto(`${FR}/espace-client/commandes/fichiers/?id=${orderId}`);
  await expect(page.getByRole("button", { name: "Envoyer ce fichier" })).toHaveCount(0);
  const brief = page.getByLabel("Votre brief pour nos graphistes");
  await brief.fill("Logo bleu");
  await page.getByRole("button", { name: "Envoyer le brief" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Dites-en un peu plus à nos graphistes (20 caractères au moins).",
  );
  await expect(brief).toHaveValue("Logo bleu");
  await brief.fill("Logo bleu en haut à gauche, nom et téléphone au recto, fond blanc, style sobre.");
  await page.getByRole("button", { name: "Envoyer le brief" }).click();
  await expect(page.getByText("Votre brief a été transmis à nos graphistes.")).toBeVisible();
  await expect(brief).toHaveValue(/Logo bleu en haut à gauche/);

  // The brief's own page (issue 16 §7, the design-service version).
  await page.getByRole("link", { name: "Voir le brief" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Brief de création · ");
  await expect(page.locator("blockquote")).toHaveText(/^Logo bleu en haut à gauche/);
  await expect(page.getByText(/vous envoient une épreuve sous deux jours ouvrés/)).toBeVisible();
  await page.getByRole("link", { name: "Modifier le brief" }).click();
  await expect(page.getByLabel("Votre brief pour nos graphistes")).toHaveValue(/Logo bleu en haut à gauche/);
});
