import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as layout from "~/routes/account-layout";
import * as addresses from "~/routes/addresses";
import * as companyProfile from "~/routes/company-profile";
import * as legacyOrders from "~/routes/legacy-orders";
import * as myDesigns from "~/routes/my-designs";
import * as orderDetail from "~/routes/order-detail";
import * as orders from "~/routes/orders";
import * as paymentMethods from "~/routes/payment-methods";
import * as personalArea from "~/routes/personal-area";
import * as premium from "~/routes/premium";
import * as profile from "~/routes/profile";
import * as wallet from "~/routes/wallet";
import { createTestApi, type TestApi } from "../integration/helpers";
import { POSTERS, placeTransferOrder, sender } from "../integration/orders-fixture";
import { asRoute, describedText, input, signIn, tags, textOf, visit } from "./page-harness";

/** The personal area's screens inside their layout, for the seed's private and business customers. */
const accountLayout = asRoute(layout);
const BUSINESS = "achats@atelier-lumiere.example";

let api: TestApi;
let marie = "";
let atelier = "";
beforeAll(async () => {
  api = await createTestApi();
  marie = await signIn(api.api);
  atelier = await signIn(api.api, "fr", BUSINESS);
});
afterAll(() => api.dispose());

async function screen(token: string, path: string, route: unknown, actionData?: unknown) {
  const visitor = await visit(api.api, { accessToken: token });
  return (await visitor.render(path, asRoute(route), { layout: accountLayout, actionData })).html;
}

const links = (html: string) => tags(html, "a").map((link) => link.href);

describe("personal area, private customer", () => {
  it("greets Marie on the overview, with the sidebar to every screen", async () => {
    const html = await screen(marie, "/espace-client/", personalArea);
    const text = textOf(html);
    expect(text).toContain("Bonjour Marie");
    expect(text).toContain("marie.dupont@example.com");
    expect(links(html)).toEqual(
      expect.arrayContaining([
        "/espace-client/profil/",
        "/espace-client/adresses/",
        "/espace-client/commandes/",
      ]),
    );
    // The current screen is marked for assistive technology.
    expect(tags(html, "a").find((link) => link["aria-current"] === "page")?.href).toBe("/espace-client/");
  });

  it("fills the profile form with her data and shows the field errors the action found", async () => {
    const filled = await screen(marie, "/espace-client/profil/", profile);
    expect(input(filled, "firstName").value).toBe("Marie");
    expect(input(filled, "lastName").value).toBe("Dupont");
    expect(input(filled, "intent")).toMatchObject({ type: "hidden", value: "update-profile" });

    const visitor = await visit(api.api, { accessToken: marie });
    const refused = await visitor.post("/espace-client/profil/", asRoute(profile), {
      intent: "update-profile",
      firstName: "",
      lastName: "Dupont",
    });
    const html = await screen(marie, "/espace-client/profil/", profile, refused);
    expect(input(html, "firstName")["aria-invalid"]).toBe("true");
    expect(describedText(html, "firstName")).toBe("Saisissez votre prénom.");
    expect(input(html, "lastName")).not.toHaveProperty("aria-invalid");
  });

  it("adds an address, then lists it with its actions", async () => {
    const before = await screen(marie, "/espace-client/adresses/", addresses);
    expect(textOf(before)).toContain("Aucune adresse pour l’instant.");
    expect(input(before, "intent")).toMatchObject({ type: "hidden", value: "add" });
    expect(tags(before, "option").map((option) => option.value)).toEqual(
      expect.arrayContaining(["FR", "BE"].map((code) => expect.stringMatching(new RegExp(code, "i")))),
    );

    const visitor = await visit(api.api, { accessToken: marie });
    const added = await visitor.post("/espace-client/adresses/", asRoute(addresses), {
      intent: "add",
      type: "shipping",
      firstName: "Marie",
      lastName: "Dupont",
      street: "12 rue des Lilas",
      postalCode: "69003",
      city: "Lyon",
      country: "fr",
    });
    expect(added).toBeInstanceOf(Response);
    const location = (added as Response).headers.get("location") ?? "";
    const html = await screen(marie, location, addresses);
    const text = textOf(html);
    expect(text).toContain("12 rue des Lilas");
    expect(text).toContain("69003 Lyon");
    // Its own no-JS forms: which address, and what to do with it.
    const hiddenIntents = tags(html, "input").filter(
      (field) => field.type === "hidden" && field.name === "intent",
    );
    expect(hiddenIntents.map((field) => field.value)).toEqual(expect.arrayContaining(["delete", "add"]));
    expect(tags(html, "input").some((field) => field.name === "id" && field.type === "hidden")).toBe(true);
  });

  it("puts the postal code error next to the field, keeping what was typed", async () => {
    const visitor = await visit(api.api, { accessToken: marie });
    const refused = await visitor.post("/espace-client/adresses/", asRoute(addresses), {
      intent: "add",
      type: "billing",
      firstName: "Marie",
      lastName: "Dupont",
      street: "",
      postalCode: "ABC",
      city: "Paris",
      country: "fr",
    });
    const html = await screen(marie, "/espace-client/adresses/", addresses, refused);
    expect(input(html, "street")["aria-invalid"]).toBe("true");
    expect(describedText(html, "street")).toBe("Saisissez le numéro et la rue.");
    expect(input(html, "city").value).toBe("Paris");
  });

  it("shows the old site's orders with their totals in euros", async () => {
    const text = textOf(await screen(marie, "/espace-client/anciennes-commandes/", legacyOrders));
    expect(text).toContain("CMD-2024-18342");
    expect(text).toContain("100,68 €");
    expect(text).toContain("Annulée");
  });

  it("explains empty designs, the missing wallet and the premium status", async () => {
    expect(textOf(await screen(marie, "/espace-client/mes-creations/", myDesigns))).toContain(
      "Aucune création enregistrée.",
    );
    expect(textOf(await screen(marie, "/espace-client/porte-monnaie/", wallet))).toContain(
      "Votre compte n’a pas de porte-monnaie.",
    );
    const premiumHtml = await screen(marie, "/espace-client/revendeur-premium/", premium);
    expect(textOf(premiumHtml)).toContain("Votre compte n’est pas encore revendeur premium.");
    expect(links(premiumHtml).some((href) => href?.startsWith("mailto:service-client@"))).toBe(true);
    expect(textOf(await screen(marie, "/espace-client/societe/", companyProfile))).toContain(
      "Votre compte est un compte particulier",
    );
  });

  it("lists her saved card, masked, with a delete form", async () => {
    const html = await screen(marie, "/espace-client/moyens-de-paiement/", paymentMethods);
    const text = textOf(html);
    expect(text).toContain("Mastercard •••• 5454");
    expect(text).toContain("Par défaut");
    expect(text).toContain("03/2027");
    expect(tags(html, "input").some((field) => field.type === "hidden" && field.name === "id")).toBe(true);
  });
});

describe("personal area, business customer", () => {
  it("lists an order it placed, linking to its detail", async () => {
    const placed = await placeTransferOrder(
      sender(() => api),
      atelier,
    );
    const html = await screen(atelier, "/espace-client/commandes/", orders);
    expect(textOf(html)).toContain(placed.orderNumber);
    expect(links(html).some((href) => href?.includes(placed.orderId))).toBe(true);
    // The filter works without JS: a GET form with the search and status fields.
    expect(input(html, "q")).toBeDefined();
    expect(tags(html, "select").some((select) => select.name === "status")).toBe(true);
  });

  it("writes a large quantity the French way on the order's screen", async () => {
    const placed = await placeTransferOrder(
      sender(() => api),
      atelier,
      {
        ...POSTERS,
        quantity: 1000,
        merchantInfo: { attributesData: [{ label: "Format", valueLabel: "A2 (42 x 59,4 cm)" }] },
      },
    );
    const text = textOf(
      await screen(atelier, `/espace-client/commandes/detail/?id=${placed.orderId}`, orderDetail),
    );
    expect(text).toContain("1 000 exemplaires"); // textOf writes the narrow no-break space as a space
    // Each line says how it was made and when it was promised (issue 17 §4, §6).
    expect(text).toContain("Format: A2 (42 x 59,4 cm)");
    // The date is the API's, for today's clock (ADR 092): a French weekday, day and month.
    expect(text).toMatch(
      /Standard · livraison prévue le (lundi|mardi|mercredi|jeudi|vendredi|samedi) \d{1,2}(er)? \p{L}+/u,
    );
  });

  it("shows the wallet's credit in euros", async () => {
    const text = textOf(await screen(atelier, "/espace-client/porte-monnaie/", wallet));
    expect(text).toContain("250,00 €");
  });

  it("fills the company form with the company's name", async () => {
    const html = await screen(atelier, "/espace-client/societe/", companyProfile);
    expect(input(html, "companyName").value).toBe("Atelier Lumière SARL");
    expect(input(html, "intent").value).toBe("update-company");
  });

  it("says the account is a premium reseller", async () => {
    const text = textOf(await screen(atelier, "/espace-client/revendeur-premium/", premium));
    expect(text).not.toContain("pas encore revendeur premium");
  });
});
