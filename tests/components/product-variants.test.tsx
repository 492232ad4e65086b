import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDesign, fetchTemplate } from "~/features/design/design-api.server";
import * as contentPage from "~/routes/content-page";
import { createTestApi, type TestApi } from "../integration/helpers";
import { placeTransferOrder, sender } from "../integration/orders-fixture";
import { asRoute, checkedValue, input, signIn, tags, textOf, visit } from "./page-harness";

/** The other products' configurators, odd links, and the modes that reopen a configuration. */
const route = asRoute(contentPage);

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.dispose());

const render = async (path: string) => (await visit(api.api)).render(path, route);
const alerts = (html: string) =>
  tags(html, "div").filter((div) => div.role === "alert" || div.role === "status");
const addButton = (html: string) => tags(html, "button").find((button) => button.value === "addToCart");

describe("other products", () => {
  it("flyers let the shopper type their own quantity, within the product's limits", async () => {
    const { html } = await render("/flyers-et-depliants/flyers/");
    expect(input(html, "ownQuantity")).toMatchObject({ type: "number", min: "50", max: "20000", step: "50" });
    expect(tags(html, "button").some((button) => button.name === "useOwnQuantity")).toBe(true);
    expect(textOf(html)).toContain("De 50 à 20 000, par tranches de 50.");
  });

  it("an own quantity gets its own priced row, selected", async () => {
    const { html } = await render("/affiches/?ownQuantity=37&useOwnQuantity=1");
    expect(checkedValue(html, "quantity")).toBe("37");
    expect(input(html, "ownQuantity").value).toBe("37");
    expect(textOf(html)).toContain("146,30 €");
  });

  it("roll labels with several designs ask a name and a number of rolls per design", async () => {
    const { html } = await render("/etiquettes-en-rouleau/?sets=3");
    const text = textOf(html);
    expect(text).toContain("Visuel 3");
    expect(text).toContain(
      "Donnez un nom et un nombre de rouleaux à chaque visuel avant d’ajouter au panier.",
    );
    expect(tags(html, "div").find((div) => div.class === "artwork-rows")?.["data-complete"]).toBe("false");
    expect(checkedValue(html, "sets")).toBe("3");
  });

  it("pens, with no artwork upload choice, say whether they are in stock", async () => {
    const { html } = await render("/stylos-personnalises/");
    expect(textOf(html)).toContain("En stock");
    expect(tags(html, "input").some((field) => field.name === "upload" && field.type === "radio")).toBe(
      false,
    );
    expect(addButton(html)).not.toHaveProperty("disabled");
  });

  it("a greyed-out option says which chosen option it cannot go with", async () => {
    const { html } = await render("/flyers-et-depliants/depliants/?format=a6&folding=half");
    const roll = input(html, "folding", "roll");
    const why = tags(html, "span").find((span) => span.id === roll["aria-describedby"]);
    expect(why?.class).toBe("choice__why");
    expect(textOf(html)).toContain("Pli roulé (6 pages) Pas avec Format plié : A6 (ouvert A5)");
    // A compatible option has no reason.
    expect(input(html, "folding", "half")["aria-describedby"]).toBeUndefined();
  });

  it("a link with unknown options is corrected, and says so", async () => {
    const { html } = await render("/cartes-de-visite/standard/?quantity=7&delivery=bogus&format=nope");
    expect(checkedValue(html, "format")).toBe("85x55");
    expect(checkedValue(html, "delivery")).toBe("standard");
    expect(textOf(html)).toContain("Certaines options de ce lien ne sont pas valides");
    expect(alerts(html).length).toBeGreaterThan(0);
  });

  it("a link with an impossible quantity says which and shows the usual one", async () => {
    const { html } = await render("/cartes-de-visite/standard/?quantity=7");
    expect(textOf(html)).toMatch(/7 exemplaires ne peuvent pas être commandés/);
    expect(checkedValue(html, "quantity")).toBe("250");
  });
});

describe("options a product doesn't offer", () => {
  it("says a delivery speed or an artwork option isn't offered, and uses what is", async () => {
    const pens = await render("/stylos-personnalises/?delivery=express");
    expect(textOf(pens.html)).toContain("Ce délai n’est pas disponible ici : nous avons choisi le suivant.");
    expect(checkedValue(pens.html, "delivery")).not.toBe("express");

    const posters = await render("/affiches/?upload=dex");
    expect(textOf(posters.html)).toContain("Cette option de fichier n’est pas proposée pour ce produit.");
    expect(checkedValue(posters.html, "upload")).toBe("upload");
  });

  it("drops the file check when the design service already includes it", async () => {
    const { html } = await render("/cartes-de-visite/standard/?upload=hds&fileCheck=1");
    expect(textOf(html)).toContain("La vérification de fichiers est incluse dans le service de création");
    expect(checkedValue(html, "upload")).toBe("hds");
    expect(input(html, "fileCheck")).not.toHaveProperty("checked");
  });
});

describe("modes that reopen a configuration", () => {
  it("a shared link restores the shared selection", async () => {
    const visitor = await visit(api.api);
    const shared = (await visitor.post("/cartes-de-visite/standard/?quantity=1000&sides=4-4", route, {
      intent: "shareConfiguration",
    })) as { shareUrl: string };
    const url = new URL(shared.shareUrl);
    const { html } = await (await visit(api.api)).render(`${url.pathname}${url.search}`, route);
    expect(checkedValue(html, "quantity")).toBe("1000");
    expect(checkedValue(html, "sides")).toBe("4-4");
  });

  it("editing a cart line opens its options and offers to update it, not to add another", async () => {
    const visitor = await visit(api.api);
    const added = (await visitor.post("/cartes-de-visite/standard/?quantity=500", route, {
      intent: "addToCart",
    })) as Response;
    const lineId = new URL(added.headers.get("location") ?? "", "http://x").searchParams.get("added");
    const { html } = await visitor.render(`/cartes-de-visite/standard/?editItem=${lineId}`, route);
    expect(checkedValue(html, "quantity")).toBe("500");
    expect(input(html, "editItem")).toMatchObject({ type: "hidden", value: lineId ?? "" });
    const text = textOf(html);
    expect(text).toContain("Mettre à jour l’article");
    expect(text).toContain("Aucune modification pour l’instant.");
  });

  it("editing a line that isn't in the cart can't save anything", async () => {
    const { html } = await render("/cartes-de-visite/standard/?editItem=not-a-line");
    const button = addButton(html);
    if (button) expect(button).toHaveProperty("disabled");
    expect(alerts(html).length).toBeGreaterThan(0);
  });

  it("a configuration link (base64url JSON) opens with its options and job name", async () => {
    const config = { selectedAttributes: { paper: "kraft-350" }, quantity: 2500, jobName: "Salon 2026" };
    const value = Buffer.from(JSON.stringify(config)).toString("base64url");
    const { html } = await render(`/cartes-de-visite/standard/?config=${value}`);
    expect(checkedValue(html, "paper")).toBe("kraft-350");
    expect(checkedValue(html, "quantity")).toBe("2500");
    expect(input(html, "jobName").value).toBe("Salon 2026");
    expect(input(html, "config")).toMatchObject({ type: "hidden", value });
  });

  it("a design made online reopens with online design chosen and its preview; someone else's is a 404", async () => {
    const owner = await visit(api.api);
    const template = await fetchTemplate(owner.state, "classic-blue-85x55");
    const design = await createDesign(owner.state, {
      productKey: "business-cards",
      pagePath: "/cartes-de-visite/standard/",
      formatKey: "85x55",
      templateId: template.id,
      name: "Mes cartes",
      scene: template.scene,
    });
    const { html } = await owner.render(`/cartes-de-visite/standard/?designId=${design.id}`, route);
    expect(checkedValue(html, "upload")).toBe("dex");
    expect(textOf(html)).toContain("Votre design « Mes cartes »");
    expect(tags(html, "img").some((image) => image.src?.startsWith(`/design/preview?id=${design.id}`))).toBe(
      true,
    );
    expect((await render(`/cartes-de-visite/standard/?designId=${design.id}`)).status).toBe(404);
  });

  it("editing an item of a placed order shows only the page, offering to save the change to the order", async () => {
    const token = await signIn(api.api);
    const placed = await placeTransferOrder(
      sender(() => api),
      token,
      { productId: "fr-business-cards", quantity: 500 },
    );
    const visitor = await visit(api.api, { accessToken: token });
    const { html } = await visitor.render(
      `/cartes-de-visite/standard/?editOrderItem=${placed.orderId}/${placed.lineItemId}`,
      route,
    );
    expect(checkedValue(html, "quantity")).toBe("500");
    expect(textOf(html)).toContain("Enregistrer la modification de ma commande");
    // The edit modes hide the shop's header and footer (spec §2).
    expect(tags(html, "header")).toHaveLength(0);
    expect(tags(html, "main")[0]?.class).toBe("main--minimal");
  });
});
