import { expect, type Page, test } from "@playwright/test";
import { pngFile } from "../../commerce-api/artwork/artwork.fixtures";
import { DEMO_PASSWORD } from "../../commerce-api/db/seed/accounts";
import { EN, FR } from "./origins";

/**
 * The staff media library (issue 16 §6, /admin/upload-ams): staff upload an image, put it on a
 * category page's hero, the page shows it from /media/ with a year-long cache; a file that is not
 * an image is refused by its content; an unused image can be deleted. Both shops, JS on and off
 * (each project uses its own page, so the two never place images on the same slot).
 */

const SHOPS = [
  {
    name: "fr",
    origin: FR,
    staff: "admin@presto-impression.example",
    pages: { js: "/affiches-grand-format/", noJs: "/etiquettes/" },
    text: {
      email: "Adresse e-mail",
      password: "Mot de passe",
      signIn: "Se connecter",
      file: "Image à ajouter",
      upload: "Ajouter à la médiathèque",
      added: (file: string) => `${file} a été ajoutée à la médiathèque.`,
      target: "L’afficher sur",
      place: "Utiliser cette image",
      placed: (file: string) => `${file} est maintenant affichée à l’endroit choisi.`,
      usedBy: /Utilisée par\s: /,
      notImage: "Ce fichier n’est pas une image PNG ou JPEG, quel que soit son nom.",
      delete: (file: string) => `Supprimer ${file}`,
      deleteYes: "Oui, la supprimer",
      deleted: (file: string) => `${file} a été supprimée.`,
      search: "Chercher une image par nom de fichier",
      find: "Chercher",
    },
  },
  {
    name: "en",
    origin: EN,
    staff: "admin@presto-print.example",
    pages: { js: "/large-format-posters/", noJs: "/labels/" },
    text: {
      email: "Email address",
      password: "Password",
      signIn: "Sign in",
      file: "Image to add",
      upload: "Add to the library",
      added: (file: string) => `${file} was added to the library.`,
      target: "Show it on",
      place: "Use this image",
      placed: (file: string) => `${file} now shows where you chose.`,
      usedBy: /Used by: /,
      notImage: "This file is not a PNG or JPEG image, whatever its name says.",
      delete: (file: string) => `Delete ${file}`,
      deleteYes: "Yes, delete it",
      deleted: (file: string) => `${file} was deleted.`,
      search: "Find an image by file name",
      find: "Find",
    },
  },
] as const;

type Shop = (typeof SHOPS)[number];

async function signInToLibrary(page: Page, shop: Shop) {
  await page.goto(`${shop.origin}/admin/upload-ams/`);
  await page.getByLabel(shop.text.email).fill(shop.staff);
  await page.getByLabel(shop.text.password).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: shop.text.signIn }).click();
  await expect(page).toHaveURL(`${shop.origin}/admin/upload-ams/`);
}

async function upload(page: Page, shop: Shop, name: string, buffer: Buffer) {
  await page.getByLabel(shop.text.file).setInputFiles({ name, mimeType: "image/png", buffer });
  await page.getByRole("button", { name: shop.text.upload }).click();
}

/** Bytes no other test sends, so the content-hashed name is this test's own. */
const uniquePng = () => Buffer.from(pngFile(600 + Math.floor(Math.random() * 4000), 337));

for (const shop of SHOPS) {
  test(`${shop.name}: staff upload an image, a category page shows it from /media/, an unused one is deleted`, async ({
    page,
    javaScriptEnabled,
  }) => {
    const target = javaScriptEnabled ? shop.pages.js : shop.pages.noJs;
    const file = `vitrine-${shop.name}-${javaScriptEnabled ? "js" : "nojs"}-${Date.now()}.png`;
    await signInToLibrary(page, shop);

    // A text file named .png is refused by its content; nothing joins the library.
    await upload(page, shop, "pas-une-image.png", Buffer.from("<svg onload=alert(1)></svg>"));
    await expect(page.getByText(shop.text.notImage)).toBeVisible();

    await upload(page, shop, file, uniquePng());
    await expect(page.getByText(shop.text.added(file))).toBeVisible();
    const card = page.locator("li.media-card", { has: page.getByRole("heading", { name: file }) });
    const name = await card.getAttribute("data-media-name");
    expect(name).toMatch(/^[a-f0-9]{32}\.png$/);
    await expect(card.getByLabel(/URL|Adresse publique/)).toHaveValue(`${shop.origin}/media/${name}`);

    // The page's banner: the first choice in its group.
    const option = card.locator(`optgroup[label="${target}"] option`).first();
    await card.getByLabel(shop.text.target).selectOption((await option.getAttribute("value")) ?? "");
    await card.getByRole("button", { name: shop.text.place }).click();
    await expect(page.getByText(shop.text.placed(file))).toBeVisible();
    await expect(
      page.locator("li.media-card", { has: page.getByRole("heading", { name: file }) }),
    ).toContainText(shop.text.usedBy);
    // Used, so it offers no delete button.
    await expect(page.getByText(shop.text.delete(file), { exact: true })).toHaveCount(0);

    await page.goto(`${shop.origin}${target}`);
    await expect(page.locator(`.hero img[src="/media/${name}"]`)).toBeVisible();
    // Opened by the browser itself (Node's resolver does not know en.localhost).
    const image = await page.goto(`${shop.origin}/media/${name}`);
    if (!image) throw new Error("no response for the image");
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect(image.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(image.headers()["set-cookie"]).toBeUndefined();

    // A second image nobody uses can go; the library and the search no longer find it.
    const spare = `chute-${shop.name}-${javaScriptEnabled ? "js" : "nojs"}-${Date.now()}.png`;
    await page.goto(`${shop.origin}/admin/upload-ams/`);
    await upload(page, shop, spare, uniquePng());
    await expect(page.getByText(shop.text.added(spare))).toBeVisible();
    // Deleting asks first (issue 38 §5): nothing is deleted until the shopper confirms.
    const spareCard = page.locator("li.media-card", { has: page.getByRole("heading", { name: spare }) });
    await spareCard.getByText(shop.text.delete(spare), { exact: true }).click();
    await expect(spareCard.getByRole("button", { name: shop.text.deleteYes })).toBeVisible();
    await spareCard.getByRole("button", { name: shop.text.deleteYes }).click();
    await expect(page.getByText(shop.text.deleted(spare))).toBeVisible();
    await page.getByLabel(shop.text.search).fill(spare);
    await page.getByRole("button", { name: shop.text.find, exact: true }).click();
    await expect(page.getByRole("heading", { name: spare })).toHaveCount(0);
  });
}

test("the library is for staff only, and /media/ answers 404 for names it does not have @http", async ({
  request,
}) => {
  expect((await request.get(`${FR}/media/${"0".repeat(32)}.png`)).status()).toBe(404);
  expect((await request.get(`${FR}/media/..%2Fcommerce.sqlite`)).status()).toBe(404);
  // Signed out: the sign-in screen, never the library.
  const signedOut = await request.get(`${FR}/admin/upload-ams/`, { maxRedirects: 0 });
  expect([302, 303]).toContain(signedOut.status());
});
