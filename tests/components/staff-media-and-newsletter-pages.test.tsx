import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadUploadPage, uploadAction } from "~/features/orders/upload.server";
import * as mediaLibrary from "~/routes/admin.upload-ams";
import * as newsletter from "~/routes/newsletter";
import * as newsletterUnsubscribe from "~/routes/newsletter-unsubscribe";
import * as orderUpload from "~/routes/order-upload";
import * as search from "~/routes/search";
import * as uploadDetail from "~/routes/upload-detail";
import { pngFile } from "../../commerce-api/artwork/artwork.fixtures";
import { createTestApi, readOutbox, type TestApi } from "../integration/helpers";
import { CARDS_PAGE, placeCardsOrder } from "../routes/order-helpers";
import { signedIn } from "../routes/route-helpers";
import { asRoute, signIn, tags, textOf, visit } from "./page-harness";

/**
 * Screens whose server side the route tests cover, rendered whole from their real loaders: the staff
 * media library, the newsletter and unsubscribe screens, the upload detail screen and search.
 */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi(undefined, { limits: { factor: 20 } });
});
afterAll(() => api.dispose());

async function staff() {
  const admin = await visit(api.api, {
    accessToken: await signIn(api.api, "fr", "admin@presto-impression.example"),
  });
  if (admin.state.auth) admin.state.auth.strategy = "admin";
  return admin;
}

describe("staff media library screen", () => {
  it("offers the upload form, then lists the uploaded image with its public URL and the confirmation", async () => {
    const admin = await staff();
    const empty = await admin.render("/admin/upload-ams", asRoute(mediaLibrary));
    expect(empty.status).toBe(200);
    expect(tags(empty.html, "input").find((input) => input.type === "file")).toMatchObject({ name: "file" });

    const form = new FormData();
    form.set("file", new File([pngFile(40, 20)], "bandeau-noel.png"));
    const uploaded = (await admin.post("/admin/upload-ams", asRoute(mediaLibrary), form)) as Response;
    expect(uploaded.status).toBe(303);
    const back = new URL(uploaded.headers.get("Location") ?? "", "http://localhost:3000");
    const name = back.searchParams.get("name") ?? "";
    const { html } = await admin.render(`${back.pathname}${back.search}`, asRoute(mediaLibrary));
    expect(textOf(html)).toContain("bandeau-noel.png");
    expect(html).toContain(`/media/${name}`);
  });
});

describe("newsletter screens", () => {
  it("asks for an address, says the mail went out, and shows the unsubscribe link's address", async () => {
    const visitor = await visit(api.api);
    const page = await visitor.render("/lettre-d-information/", asRoute(newsletter));
    expect(tags(page.html, "input").find((input) => input.name === "email")).toMatchObject({ type: "email" });
    const sent = await visitor.render("/lettre-d-information/?sent=1", asRoute(newsletter));
    expect(textOf(sent.html)).not.toBe(textOf(page.html));

    await visitor.post("/lettre-d-information/", asRoute(newsletter), {
      intent: "subscribe",
      email: "lecteur@example.com",
    });
    const mail = (await readOutbox(api)).at(-1) ?? "";
    const token = /\?token=([\w.-]+)/.exec(mail)?.[1] ?? "";
    const manage = await visitor.render(
      `/desinscription-newsletter/?token=${token}`,
      asRoute(newsletterUnsubscribe),
    );
    expect(textOf(manage.html)).toMatch(/l•+@example\.com/);
    const forged = await visitor.render(
      "/desinscription-newsletter/?token=forged",
      asRoute(newsletterUnsubscribe),
    );
    expect(textOf(forged.html)).not.toContain("@example.com");
    expect(tags(forged.html, "input").find((input) => input.name === "token")).toBeUndefined();
  });
});

/** The customer sends a print file for the order's line through the upload screen's own action. */
async function sendThroughScreen(token: string, order: { orderId: string; lineItemId: string }, file: File) {
  const form = new FormData();
  for (const [field, value] of Object.entries({ orderId: order.orderId, lineItemId: order.lineItemId }))
    form.set(field, value);
  form.set("setIndex", "0");
  form.set("file", file);
  const customer = await visit(api.api, { accessToken: token });
  const filesPath = `/espace-client/commandes/fichiers/?id=${order.orderId}`;
  const url = new URL(`http://localhost:3000${filesPath}`);
  await uploadAction(customer.context, new Request(url, { method: "POST", body: form }), url);
  const fileId = (await loadUploadPage(customer.context, url)).order.artwork[0]?.id ?? "";
  return { customer, fileId, filesPath };
}

describe("upload detail screen", () => {
  it("shows the customer's file with its preview and the way back to the order's files", async () => {
    const marie = await signedIn(api, "marie.dupont@example.com");
    const pageId = marie.state.shop.urlMap.get(CARDS_PAGE)?.pageId ?? 0;
    const order = await placeCardsOrder(marie.send, marie.token, { pageId });
    const { customer, fileId } = await sendThroughScreen(
      marie.token,
      order,
      new File([pngFile(1200, 800, { dpi: 300 })], "recto.png"),
    );

    const { html, status } = await customer.render(
      `/espace-client/commandes/fichiers/detail/?id=${order.orderId}&file=${fileId}`,
      asRoute(uploadDetail),
    );
    expect(status).toBe(200);
    expect(textOf(html)).toContain("recto.png");
    expect(tags(html, "img").map((img) => img.src)).toContain(
      `/account/artwork-preview?id=${order.orderId}&file=${fileId}`,
    );
    expect(tags(html, "a").map((link) => link.href)).toContain(
      `/espace-client/commandes/fichiers/?id=${order.orderId}`,
    );
  });
});

describe("upload screens with a PDF (ADR 087)", () => {
  it("show the PDF's page picture, and say an image in it is too small for print", async () => {
    const marie = await signedIn(api, "marie.dupont@example.com");
    const pageId = marie.state.shop.urlMap.get(CARDS_PAGE)?.pageId ?? 0;
    const order = await placeCardsOrder(marie.send, marie.token, { pageId });
    // A 300-pixel picture drawn 3 inches wide on an 85 × 55 mm page: 100 dpi.
    const pdf = await PDFDocument.create();
    const page = pdf.addPage([241, 156]);
    page.drawImage(await pdf.embedPng(pngFile(300, 150)), { x: 0, y: 0, width: 216, height: 108 });
    const { customer, fileId, filesPath } = await sendThroughScreen(
      marie.token,
      order,
      new File([Buffer.from(await pdf.save())], "carte.pdf", { type: "application/pdf" }),
    );

    const files = await customer.render(filesPath, asRoute(orderUpload));
    expect(textOf(files.html)).toContain(
      "Une image de ce PDF fait 100 dpi à la taille de sa page ; une impression nette en demande 300",
    );
    const detail = await customer.render(
      `/espace-client/commandes/fichiers/detail/?id=${order.orderId}&file=${fileId}`,
      asRoute(uploadDetail),
    );
    expect(textOf(detail.html)).not.toContain("Pas d’aperçu");
    expect(tags(detail.html, "img")).toContainEqual(
      expect.objectContaining({
        src: `/account/artwork-thumbnail?id=${order.orderId}&file=${fileId}&page=0`,
        alt: "Fichier d’impression carte.pdf, page 1 sur 1",
      }),
    );
  });
});

describe("search screen", () => {
  it("lists the products a query finds, and says when nothing matches", async () => {
    const visitor = await visit(api.api);
    const found = await visitor.render("/recherche/?q=cartes", asRoute(search));
    expect(found.status).toBe(200);
    expect(tags(found.html, "a").some((link) => link.href?.startsWith("/cartes-de-visite/"))).toBe(true);
    const none = await visitor.render("/recherche/?q=zzzzqqqq", asRoute(search));
    expect(tags(none.html, "a").some((link) => link.href?.startsWith("/cartes-de-visite/standard"))).toBe(
      false,
    );
  });
});
