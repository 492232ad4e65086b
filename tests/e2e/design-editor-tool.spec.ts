import { expect, type Page, test } from "@playwright/test";
import { openTemplate } from "./design-screen";
import { MIN_TARGET_PX } from "./tap-targets";

/**
 * The design editor as a print shop's tool (issue 38 §5, §4): it warns when print would cut a text
 * or a picture, the cart shows the design cut at the trim and names it, it works on a phone (big
 * handles, the layer's settings under the card, "use this design" always on screen), zoom keeps the
 * layer in hand in view, layers are named by their content, and the fonts come from the shop's
 * origin within its CSP. The editor needs JavaScript: without it the fill-in form stays, as
 * tests/e2e/design-editor.spec.ts checks.
 */

async function openEditor(page: Page) {
  await openTemplate(page);
  await page.getByRole("button", { name: "Ouvrir l’éditeur complet" }).click();
  const editor = page.getByTestId("design-editor");
  await expect(editor.getByRole("toolbar", { name: "Outils de création" })).toBeVisible();
  return editor;
}

test("a name turned to 55° is flagged while editing and again before use; the cart shows it cut and names the design @js-only", async ({
  page,
}, testInfo) => {
  const editor = await openEditor(page);
  const warning = editor.getByTestId("print-area-warning");
  await expect(warning).toHaveCount(0);
  await editor
    .getByRole("list", { name: "Éléments" })
    .getByRole("button", { name: "Camille Martin" })
    .click();
  await editor.getByTestId("layer-panel").getByLabel("Rotation (°)").fill("55");
  await expect(warning).toContainText(
    "« Camille Martin » dépasse le trait de coupe (rouge) : cette partie sera coupée.",
  );
  await expect(editor.locator("[data-print-warning]")).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath("design-editor-warning-1280.png") });

  // Asked again before leaving the editor; "keep editing" stays.
  const bar = editor.getByTestId("use-design-bar");
  await bar.getByRole("button", { name: "Utiliser ce design" }).click();
  await expect(bar.getByRole("alert")).toContainText("risquent d’être coupés");
  await bar.getByRole("button", { name: "Continuer à modifier" }).click();
  await expect(page).toHaveURL(/creer-mon-design/);

  await expect(editor.getByTestId("save-status")).toHaveText("Toutes les modifications sont enregistrées");
  await bar.getByRole("button", { name: "Utiliser ce design" }).click();
  await bar.getByRole("button", { name: "Utiliser quand même" }).click();
  await expect(page).toHaveURL(/\/cartes-de-visite\/standard\/\?.*designId=/);
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expect(page).toHaveURL(/\/panier\/\?added=/);

  // The cart line names the design, and its preview is the card as cut: 85 × 55 mm, no bleed.
  await expect(page.getByTestId("line-design-name")).toHaveText("Votre design « Classique bleu »");
  const preview = page.getByRole("img", { name: "Aperçu de votre design Classique bleu" });
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]))
    .toEqual([480, Math.round((480 * 55) / 85)]);
});

test("a text moved into the margin is flagged as leaving the safe area, and the warning goes once it is back @js-only", async ({
  page,
}) => {
  const editor = await openEditor(page);
  await editor
    .getByRole("list", { name: "Éléments" })
    .getByRole("button", { name: "Camille Martin" })
    .click();
  const x = editor.getByTestId("layer-panel").getByLabel("X (mm)");
  await x.fill("1.5");
  const warning = editor.getByTestId("print-area-warning");
  await expect(warning).toContainText("« Camille Martin » sort de la zone de sécurité");
  await x.fill("6");
  await expect(warning).toHaveCount(0);
  // Nothing to confirm now: "use this design" goes straight back to the product.
  await editor.getByRole("button", { name: "Utiliser ce design" }).click();
  await expect(page).toHaveURL(/\/cartes-de-visite\/standard\/\?.*designId=/);
});

test("on a phone: big handles, the layer's settings under the card, and “use this design” on screen @js-only", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const editor = await openEditor(page);
  await editor
    .getByRole("list", { name: "Éléments" })
    .getByRole("button", { name: "Camille Martin" })
    .click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await editor.locator("svg.design-canvas").scrollIntoViewIfNeeded();
  for (const handle of ["resize", "rotate"]) {
    const box = await editor.locator(`[data-handle="${handle}"]`).boundingBox();
    expect(box?.width, handle).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    expect(box?.height, handle).toBeGreaterThanOrEqual(MIN_TARGET_PX);
  }
  // The card is in the first screen, its settings start right under it.
  await page.evaluate(() => window.scrollTo(0, 0));
  const card = await editor.locator("svg.design-canvas").boundingBox();
  const settings = await editor.getByTestId("layer-panel").boundingBox();
  expect((card?.y ?? 0) + (card?.height ?? 0)).toBeLessThanOrEqual(844);
  expect((settings?.y ?? 0) - ((card?.y ?? 0) + (card?.height ?? 0))).toBeLessThan(120);
  // "Use this design" is on screen from the top of the editor to its end.
  const use = editor.getByRole("button", { name: "Utiliser ce design" });
  await expect(use).toBeInViewport();
  await editor.getByTestId("layer-panel").getByLabel("Rotation (°)").fill("55");
  await expect(use).toBeInViewport();
  await expect(editor.getByTestId("print-area-warning")).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath("design-editor-tool-390.png") });
});

test("zooming in keeps the selected layer in view; layers are named by their content @js-only", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const editor = await openEditor(page);
  const layers = editor.getByRole("list", { name: "Éléments" });
  // The template's empty logo slot is "Logo"; a long text is its own words, cut.
  await layers.getByRole("button", { name: "Logo", exact: true }).click();
  for (let step = 0; step < 3; step++)
    await editor.getByRole("button", { name: "Zoomer", exact: true }).click();
  await expect(editor.locator("output")).toHaveText("300 %");
  // The selected layer's frame, in the scrolled stage (toBeInViewport clips by the scroll area too).
  await expect(editor.locator("svg.design-canvas [data-selection] rect").first()).toBeInViewport({
    ratio: 0.5,
  });

  await layers.getByRole("button", { name: "Camille Martin" }).click();
  await editor
    .getByTestId("layer-panel")
    .getByLabel("Texte")
    .fill("Camille Martin-Delacroix, directrice générale");
  await expect(layers.getByRole("button", { name: "Camille Martin-Delacroix,…", exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("design-editor-tool-1366.png") });
});

test("zooming with nothing selected keeps the card centred in the stage @js-only", async ({
  page,
}, testInfo) => {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
    const editor = await openEditor(page);
    const stage = editor.getByRole("application");
    await expect(editor.locator("[data-selection]")).toHaveCount(0);
    // How far the card's middle is from the stage's visible middle, on each axis the card overflows
    // (an axis it fits on has nothing to scroll: 0).
    const offCentre = () =>
      stage.evaluate((view) => {
        const area = view.getBoundingClientRect();
        const drawn = (view.querySelector("svg.design-canvas") as SVGSVGElement).getBoundingClientRect();
        const dx = drawn.left + drawn.width / 2 - (area.left + view.clientLeft + view.clientWidth / 2);
        const dy = drawn.top + drawn.height / 2 - (area.top + view.clientTop + view.clientHeight / 2);
        return [
          drawn.width > view.clientWidth ? Math.round(dx) : 0,
          drawn.height > view.clientHeight ? Math.round(dy) : 0,
        ];
      });
    for (const label of ["150 %", "200 %", "300 %"]) {
      await editor.getByRole("button", { name: "Zoomer", exact: true }).click();
      await expect(editor.locator("output")).toHaveText(label);
      await expect
        .poll(async () => (await offCentre()).map((px) => Math.abs(px) <= 2), {
          message: `${width} px, ${label}`,
        })
        .toEqual([true, true]);
    }
    await page.screenshot({ path: testInfo.outputPath(`design-editor-zoomed-${width}.png`) });
    // Back out: still centred on the way down.
    await editor.getByRole("button", { name: "Dézoomer", exact: true }).click();
    await expect(editor.locator("output")).toHaveText("200 %");
    await expect.poll(async () => (await offCentre()).map((px) => Math.abs(px) <= 2)).toEqual([true, true]);
  }
});

test("on a phone every tool is on screen, the tool row within its width, and the card still in the first screen @js-only", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const editor = await openEditor(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  const toolbar = editor.getByRole("toolbar", { name: "Outils de création" });
  // Nothing hidden in a sideways-scrolling row, and the page itself doesn't scroll sideways.
  expect(await toolbar.evaluate((row) => row.scrollWidth - row.clientWidth)).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const tools = await toolbar.locator("button, label").all();
  expect(tools.length).toBe(9);
  for (const tool of tools) {
    await expect(tool).toBeInViewport({ ratio: 1 });
    const box = await tool.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(MIN_TARGET_PX);
  }
  // The wrapped rows still leave the whole card in the first screen, above the sticky "use this design".
  const card = await editor.locator("svg.design-canvas").boundingBox();
  const bar = await editor.getByTestId("use-design-bar").boundingBox();
  expect((card?.y ?? 0) + (card?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
  await page.screenshot({ path: testInfo.outputPath("design-editor-tools-390.png") });
  // The zoom is at hand: one tap.
  await editor.getByRole("button", { name: "Zoomer", exact: true }).click();
  await expect(editor.locator("output")).toHaveText("150 %");
});

test("the editor's fonts load from the shop itself: no CSP refusal in the console @js-only", async ({
  page,
}) => {
  const refusals: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text()))
      refusals.push(message.text());
  });
  const editor = await openEditor(page);
  await expect(editor.locator("svg.design-canvas")).toContainText("Camille Martin");
  // Every face the page uses has loaded (or failed) by the time the font set is ready.
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  const loaded = await page.evaluate(() =>
    [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family),
  );
  expect(loaded).toContain("Montserrat");
  expect(refusals).toEqual([]);
});
