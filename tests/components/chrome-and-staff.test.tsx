import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as adminLoginAs from "~/routes/admin.login-as";
import * as adminOrders from "~/routes/admin.orders";
import * as styleguide from "~/routes/admin.styleguide";
import * as contentPage from "~/routes/content-page";
import * as orderUpload from "~/routes/order-upload";
import { pdfFile } from "../../commerce-api/artwork/artwork.fixtures";
import { createTestApi, type TestApi } from "../integration/helpers";
import { placeTransferOrder, sender } from "../integration/orders-fixture";
import { asRoute, input, signIn, tags, textOf, visit } from "./page-harness";

/** The page chrome's states, the error page, and the staff screens. */
const content = asRoute(contentPage);

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.dispose());

const hrefs = (html: string) => tags(html, "a").map((link) => link.href);

describe("page chrome", () => {
  it("a signed-in customer gets the account link and a logout form instead of the login link", async () => {
    const visitor = await visit(api.api, { accessToken: await signIn(api.api) });
    const { html } = await visitor.render("/cartes-de-visite/", content);
    expect(hrefs(html)).toContain("/espace-client/");
    expect(hrefs(html)).not.toContain("/connexion/");
    expect(tags(html, "form").some((form) => form.action === "/session/logout/")).toBe(true);
  });

  it("an ended session is announced once, as an alert, with a way to sign in again back to this page", async () => {
    const visitor = await visit(api.api);
    visitor.state.sessionExpired = true;
    visitor.state.session.signedOutNotice = true;
    const { html } = await visitor.render("/cartes-de-visite/", content);
    expect(textOf(html)).toMatch(
      /Votre session a expiré\s: vous avez été déconnecté de votre compte\. Se reconnecter/,
    );
    expect(hrefs(html)).toContain(`/connexion/?redirectTo=${encodeURIComponent("/cartes-de-visite/")}`);
    // Shown now: the session no longer holds it for the next page.
    expect(visitor.state.session.signedOutNotice).toBe(false);
  });

  it("staff debug mode shows the dictionary keys and says it is on", async () => {
    const visitor = await visit(api.api);
    visitor.state.debug = true;
    const { html } = await visitor.render("/cartes-de-visite/", content);
    const text = textOf(html);
    expect(text).toContain("common:debug.badge");
    expect(text).not.toContain("Mode débogage équipe");
  });

  it("while an admin acts as a customer, every page says so and offers to stop", async () => {
    const visitor = await visit(api.api);
    visitor.state.session.impersonation = {
      adminEmail: "admin@presto-impression.example",
      customerEmail: "marie.dupont@example.com",
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
    } as never;
    const { html } = await visitor.render("/cartes-de-visite/", content);
    expect(textOf(html)).toContain(
      "Vous êtes connecté en tant que marie.dupont@example.com (admin admin@presto-impression.example).",
    );
    expect(tags(html, "form").find((form) => form.action === "/admin/login-as/")).toMatchObject({
      method: "post",
    });
    expect(input(html, "intent").value).toBe("stop");
  });

  it("an unknown path shows the not-found page inside the shop's chrome, with its navigation", async () => {
    const { html, status } = await (await visit(api.api)).render("/nulle-part/", content);
    expect(status).toBe(404);
    expect(html).toContain("error-view--not-found");
    expect(hrefs(html)).toEqual(expect.arrayContaining(["/", "/cartes-de-visite/", "/panier/"]));
    expect(textOf(html)).toContain("Accueil");
  });
});

describe("staff screens", () => {
  it("the style guide is a 404 for shoppers and shows the design system to staff", async () => {
    const shopper = await (await visit(api.api)).render("/admin/styleguide/", asRoute(styleguide));
    expect(shopper.status).toBe(404);

    const visitor = await visit(api.api);
    visitor.state.staff = "dev";
    const { html, status } = await visitor.render("/admin/styleguide/", asRoute(styleguide));
    expect(status).toBe(200);
    const text = textOf(html);
    expect(text).toContain("Style guide");
    expect(tags(html, "svg").length).toBeGreaterThan(10);
    expect(text).toMatch(/\d+,\d{2} €/);
  });

  it("the order desk finds an order by number and offers its next moves", async () => {
    const marie = await signIn(api.api);
    const placed = await placeTransferOrder(
      sender(() => api),
      marie,
    );
    const admin = await visit(api.api, {
      accessToken: await signIn(api.api, "fr", "admin@presto-impression.example"),
    });
    if (admin.state.auth) admin.state.auth.strategy = "admin";
    const { html } = await admin.render(`/admin/orders/?number=${placed.orderNumber}`, asRoute(adminOrders));
    expect(textOf(html)).toContain(placed.orderNumber);
    const moves = tags(html, "input")
      .filter((field) => field.name === "to")
      .map((field) => field.value);
    expect(moves).toContain("awaiting_artwork");
    expect(tags(html, "input").filter((field) => field.name === "orderNumber")[0]?.value).toBe(
      placed.orderNumber,
    );

    const missing = await admin.render("/admin/orders/?number=PI-NOPE-1", asRoute(adminOrders));
    expect(textOf(missing.html)).toContain("Aucune commande ne porte ce numéro.");
    expect(tags(missing.html, "input").some((field) => field.name === "to")).toBe(false);
  });

  it("log in as: a bad email is refused, keeping what was typed", async () => {
    const admin = await visit(api.api, {
      accessToken: await signIn(api.api, "fr", "admin@presto-impression.example"),
    });
    if (admin.state.auth) admin.state.auth.strategy = "admin";
    const refused = await admin.post("/admin/login-as/", asRoute(adminLoginAs), {
      intent: "loginAs",
      email: "nope",
    });
    const { html } = await admin.render("/admin/login-as/", asRoute(adminLoginAs), { actionData: refused });
    expect(input(html, "email").value).toBe("nope");
    expect(tags(html, "div").some((div) => div.role === "alert")).toBe(true);
    expect(textOf(html)).toContain("Saisissez une adresse e-mail valide.");
  });
});

describe("artwork upload", () => {
  it("an order waiting for files shows one upload slot per line, with the size limit", async () => {
    const marie = await signIn(api.api);
    const placed = await placeTransferOrder(
      sender(() => api),
      marie,
    );
    const visitor = await visit(api.api, { accessToken: marie });
    const { html, status } = await visitor.render(
      `/espace-client/commandes/fichiers/?id=${placed.orderId}`,
      asRoute(orderUpload),
    );
    expect(status).toBe(200);
    expect(textOf(html)).toContain(placed.orderNumber);
    const files = tags(html, "input").filter((field) => field.type === "file");
    expect(files.length).toBeGreaterThan(0);
    expect(tags(html, "form").some((form) => form.enctype === "multipart/form-data")).toBe(true);
    expect(hrefs(html).some((href) => href?.includes(placed.orderId))).toBe(true);
  });

  it("someone else's or an unknown order is a 404", async () => {
    const visitor = await visit(api.api, { accessToken: await signIn(api.api) });
    const { status } = await visitor.render(
      "/espace-client/commandes/fichiers/?id=nope",
      asRoute(orderUpload),
    );
    expect(status).toBe(404);
  });

  it("a file that isn't artwork is refused next to its slot; a PDF is received", async () => {
    const marie = await signIn(api.api);
    const placed = await placeTransferOrder(
      sender(() => api),
      marie,
    );
    const visitor = await visit(api.api, { accessToken: marie });
    const page = `/espace-client/commandes/fichiers/?id=${placed.orderId}`;
    const upload = (name: string, bytes: string | Uint8Array<ArrayBuffer>, type: string) => {
      // What the uploader's no-JS form posts: which slot, and the file.
      const form = new FormData();
      form.set("intent", "upload");
      form.set("orderId", placed.orderId);
      form.set("lineItemId", placed.lineItemId);
      form.set("setIndex", "0");
      form.set("file", new File([bytes], name, { type }));
      return visitor.post(page, asRoute(orderUpload), form);
    };

    const refused = await upload("notes.txt", "just text", "text/plain");
    expect(refused).toMatchObject({ errors: { [`${placed.lineItemId}:0`]: expect.any(String) } });
    const { html } = await visitor.render(page, asRoute(orderUpload), { actionData: refused });
    const error = new RegExp(`data-upload-error="${placed.lineItemId}:0"[^>]*>([^<]+)<`).exec(html)?.[1];
    expect(error).toMatch(/PDF/);

    // A real PDF: one whose pages can't be read can't be bounded and is refused (ADR 064).
    const received = (await upload("cards.pdf", pdfFile(), "application/pdf")) as Response;
    expect(received.headers.get("location")).toContain("done=uploaded");
    const after = await visitor.render(received.headers.get("location") ?? "", asRoute(orderUpload));
    expect(textOf(after.html)).toContain("Votre fichier a bien été reçu.");
    expect(textOf(after.html)).toContain("cards.pdf");
  });
});
