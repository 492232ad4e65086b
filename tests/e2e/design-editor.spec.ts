import { expect, type Page, test } from "@playwright/test";
import { pngFile } from "../../commerce-api/artwork/artwork.fixtures";
import { axeOn } from "./axe";
import { registerWithAddresses, signInDemo } from "./customer";
import { CARDS, fillInTemplate, openTemplate } from "./design-screen";
import { FR } from "./origins";

/** The order's print file as two page pictures, loaded (480 pixels wide, the preview width). */
async function expectPrintFilePages(page: Page) {
  const pictures = page.getByTestId("print-file-thumbnails");
  await expect(pictures).toContainText("Le fichier d’impression\u00a0: Cartes Léa.pdf");
  for (const number of [1, 2]) {
    const picture = pictures.getByRole("img", {
      name: `Fichier d’impression Cartes Léa.pdf, page ${number} sur 2`,
    });
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(480);
  }
}

/**
 * Online design (issue 14), JS on and off: choose "design it online", pick a template, fill it in
 * with a logo, preview, save, order it, and find the generated print file on the order.
 */

test("a shopper designs business cards from a template, orders them, and the order gets the print file", async ({
  page,
  browser,
}, testInfo) => {
  test.slow(); // registration, a design, an order
  await registerWithAddresses(page, testInfo.project.name);
  await fillInTemplate(page);
  await page.getByLabel("Nom et prénom").fill("Léa Fontaine");
  await page.getByLabel("Nom du design").fill("Cartes Léa");
  await page
    .getByLabel(/Logo ou image/)
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: Buffer.from(pngFile(600, 400)) });
  await page.getByRole("button", { name: "Mettre à jour l’aperçu" }).click();
  const preview = page.getByTestId("design-preview");
  await expect(preview.locator("svg").first()).toContainText("Léa Fontaine");
  // The logo is uploaded once and placed in both sides' logo slots; the form remembers it.
  await expect(preview.locator("image")).toHaveCount(2);
  await expect(page.getByText("Votre image est placée.")).toBeVisible();
  await expect(page.getByLabel("Nom et prénom")).toHaveValue("Léa Fontaine");

  await page.getByRole("button", { name: "Enregistrer et utiliser ce design" }).click();
  await expect(page).toHaveURL(/\/cartes-de-visite\/standard\/\?.*designId=/);
  const attached = page.getByTestId("attached-design");
  await expect(attached).toContainText("Votre design « Cartes Léa »");
  const attachedPreview = attached.getByRole("img", { name: "Aperçu de votre design Cartes Léa" });
  await expect(attachedPreview).toBeVisible();
  await expect
    .poll(() => attachedPreview.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(480);
  // Recto verso template: the product follows the design's two sides.
  await expect(page.getByRole("radio", { name: "Recto verso" })).toBeChecked();

  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expect(page).toHaveURL(/\/panier\/\?added=/);
  const linePreview = page.getByTestId("line-design-preview");
  await expect(linePreview).toBeVisible();
  await expect.poll(() => linePreview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(480);

  await page.goto(`${FR}/panier/recapitulatif/`);
  await page.getByRole("button", { name: /Passer ma commande/ }).click();
  await expect(page).toHaveURL(/\/panier\/commande-envoyee\/\?order=/);
  const orderId = new URL(page.url()).searchParams.get("order") ?? "";
  // The order names the design and shows it as it will be cut: 85 × 55 mm, no bleed (issue 38 §5).
  await page.goto(`${FR}/espace-client/commandes/detail/?id=${orderId}`);
  await expect(page.getByTestId("line-design-name")).toHaveText("Votre design « Cartes Léa »");
  const orderPreview = page.getByRole("img", { name: "Aperçu de votre design Cartes Léa" });
  await expect
    .poll(() => orderPreview.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]))
    .toEqual([480, Math.round((480 * 55) / 85)]);
  await page.goto(`${FR}/espace-client/commandes/fichiers/?id=${orderId}`);
  await expect(page.getByText(/Cartes Léa\.pdf · .* · application\/pdf/)).toBeVisible();

  // The print PDF made at checkout, as pictures of its two pages, to its owner and to staff (ADR 081).
  await page.goto(`${FR}/espace-client/commandes/detail/?id=${orderId}`);
  const orderNumber =
    (await page.getByRole("heading", { level: 1 }).textContent())?.match(/[A-Z]+-\d{4}-\d+/)?.[0] ?? "";
  await expectPrintFilePages(page);
  const staffContext = await browser.newContext({ javaScriptEnabled: testInfo.project.name !== "no-js" });
  const staff = await staffContext.newPage();
  await signInDemo(staff, "admin@presto-impression.example");
  await staff.goto(`${FR}/admin/orders/?number=${orderNumber}`);
  await expectPrintFilePages(staff);
  await staffContext.close();

  // My designs lists it with its preview, to order again or edit.
  await page.goto(`${FR}/espace-client/mes-creations/`);
  const mine = page.getByTestId("online-designs");
  await expect(mine.getByRole("heading", { name: "Cartes Léa" })).toBeVisible();
  // Shared by link, it opens for anyone else, who can order it but not edit it.
  await mine.getByRole("button", { name: "Partager par lien" }).click();
  const shareLink = page.getByTestId("share-link").getByRole("link");
  const sharePath = (await shareLink.getAttribute("href")) ?? "";
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await other.goto(`${FR}${sharePath}`);
  await expect(other.getByTestId("attached-design")).toContainText("Cartes Léa");
  await expect(other.getByRole("link", { name: "Modifier le design" })).toHaveCount(0);
  await stranger.close();
  await mine.getByRole("link", { name: "Commander ce design" }).click();
  await expect(page.getByTestId("attached-design")).toContainText("Cartes Léa");
});

test("a text the fonts can't print is refused on its field, and nothing is saved", async ({ page }) => {
  await openTemplate(page);
  await page.getByLabel("Nom et prénom").fill("Léa 漢字");
  await page.getByRole("button", { name: "Enregistrer et utiliser ce design" }).click();
  await expect(page.getByText(/Ce texte ne peut pas être imprimé tel quel/)).toBeVisible();
  await expect(page).toHaveURL(/creer-mon-design/);
  await expect(page.getByLabel("Nom et prénom")).toHaveValue("Léa 漢字");
});

test("the design screens look right on a phone and a desktop @js-only", async ({ page }, testInfo) => {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await openTemplate(page);
    await page.screenshot({ path: testInfo.outputPath(`design-fill-${width}.png`) });
    const fillIn = await (await axeOn(page)).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(fillIn.violations.map((violation) => violation.id)).toEqual([]);
    await page.getByRole("button", { name: "Ouvrir l’éditeur complet" }).click();
    await page.getByTestId("design-editor").getByRole("button", { name: "Camille Martin" }).click();
    await page.screenshot({ path: testInfo.outputPath(`design-editor-${width}.png`), fullPage: true });
    // Nothing pushes the page sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const editor = await (await axeOn(page)).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(editor.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual(
      [],
    );
  }
});

test("the full editor: edit and move a text, undo, add a picture, autosave, and use the design @js-only", async ({
  page,
}) => {
  await openTemplate(page);
  await page.getByRole("button", { name: "Ouvrir l’éditeur complet" }).click();
  const editor = page.getByTestId("design-editor");
  await expect(editor.getByRole("toolbar", { name: "Outils de création" })).toBeVisible();
  const layers = editor.getByRole("list", { name: "Éléments" });
  await layers.getByRole("button", { name: "Camille Martin" }).click();
  const panel = editor.getByTestId("layer-panel");
  await panel.getByLabel("Texte").fill("Léa Fontaine");
  await expect(editor.locator("svg.design-canvas")).toContainText("Léa Fontaine");

  // Arrow keys move the selected layer by a millimetre; undo puts it back.
  const x = panel.getByLabel("X (mm)");
  const before = Number(await x.inputValue());
  await editor.getByRole("application").focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(x).toHaveValue(String(before + 2));
  await page.keyboard.press("Control+z");
  await expect(x).toHaveValue(String(before + 1));
  await page.keyboard.press("Control+Shift+z");
  await expect(x).toHaveValue(String(before + 2));

  // A low-resolution picture is placed and flagged.
  await editor
    .getByText("Ajouter une image")
    .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from(pngFile(200, 120)) });
  await expect(panel.getByText(/sera imprimée à \d+ dpi/)).toBeVisible();
  await expect(editor.locator("svg.design-canvas image")).toHaveCount(1);

  await expect(editor.getByTestId("save-status")).toHaveText("Toutes les modifications sont enregistrées");
  await editor.getByRole("button", { name: "Utiliser ce design" }).click();
  await expect(page).toHaveURL(/\/cartes-de-visite\/standard\/\?.*designId=/);
  await expect(page.getByTestId("attached-design")).toContainText("Classique bleu");
});

test("online design can't be added to the cart without a design, and says why; a blank page opens straight in the full editor, without JS it says the editor needs it", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto(CARDS);
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expect(
    page.getByText("Choisissez un modèle et enregistrez votre design avant d’ajouter au panier."),
  ).toBeVisible();
  // From the same screen, the way to a design.
  await page.getByRole("link", { name: "Choisir un modèle et le personnaliser" }).click();
  await page.getByRole("link", { name: /Page blanche/ }).click();
  if (!javaScriptEnabled) {
    await expect(page.getByText(/Une page blanche se compose dans l’éditeur complet/)).toBeVisible();
    return;
  }
  const editor = page.getByTestId("design-editor");
  await editor.getByRole("button", { name: "Ajouter un texte" }).click();
  await editor.getByTestId("layer-panel").getByLabel("Texte").fill("Atelier Lumière");
  await expect(editor.getByTestId("save-status")).toHaveText("Toutes les modifications sont enregistrées");
  await editor.getByRole("button", { name: "Utiliser ce design" }).click();
  await expect(page.getByTestId("attached-design")).toContainText("Mon design");
});

test("spec §7's template list answers at its own path on the shop's origin", { tag: "@http" }, async ({
  request,
}) => {
  const answer = await request.get(`${FR}/api/design-browser-templates?format=85x55&limit=50`);
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { status: string; data: { templates: { id: string }[] } };
  expect(body.status).toBe("success");
  expect(body.data.templates.length).toBeGreaterThan(0);
  expect(body.data.templates.length).toBeLessThanOrEqual(20);
});
