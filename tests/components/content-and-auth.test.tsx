import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as contentPage from "~/routes/content-page";
import * as login from "~/routes/login";
import * as passwordReset from "~/routes/password-reset";
import * as register from "~/routes/register";
import { createTestApi, type TestApi } from "../integration/helpers";
import {
  asRoute,
  checkedValue,
  describedText,
  input,
  type RouteModule,
  tags,
  textOf,
  visit,
} from "./page-harness";

/** Content pages (the seed's blocks) and the sign-in, sign-up and password reset forms. */
const content = asRoute(contentPage);

let api: TestApi;
beforeAll(async () => {
  // Black Friday week: the campaign page below is in its yearly window (issue 38 §4).
  api = await createTestApi(() => new Date("2026-11-27T10:00:00Z"));
});
afterAll(() => api.dispose());

const render = async (path: string, route: RouteModule, options: { tenant?: "fr" | "en" } = {}) =>
  (await visit(api.api, options)).render(path, route);
const hrefs = (html: string) => tags(html, "a").map((link) => link.href);

describe("content pages", () => {
  it("the home page leads to the categories and products, with the shop's chrome", async () => {
    const { html } = await render("/", content);
    expect(tags(html, "h1")).toHaveLength(1);
    expect(hrefs(html)).toEqual(
      expect.arrayContaining(["/cartes-de-visite/", "/flyers-et-depliants/", "/connexion/", "/panier/"]),
    );
    // Footer: support contact, delivery countries, this year's copyright.
    const text = textOf(html);
    expect(hrefs(html)).toContain("mailto:service-client@presto-impression.fr");
    expect(text).toContain("Belgique");
    expect(text).toContain(`© ${new Date().getFullYear()} Presto Impression`);
    // No review system behind a rating: the footer claims none (issue 36 §7); it links the legal pages.
    expect(text).not.toMatch(/\d,\d\/5/);
    expect(hrefs(html)).toEqual(
      expect.arrayContaining(["/mentions-legales/", "/politique-de-confidentialite/"]),
    );
  });

  it("a category page shows its product cards with their links", async () => {
    const { html } = await render("/cartes-de-visite/", content);
    const text = textOf(html);
    expect(text).toContain("Cartes de visite standard");
    expect(text).toContain("Papier 350 g/m², recto ou recto verso, dès 100 exemplaires.");
    expect(hrefs(html)).toContain("/cartes-de-visite/standard/");
    expect(tags(html, "a").find((link) => link["aria-current"] === "page")?.href).toBe("/cartes-de-visite/");
  });

  it("the glossary has a letter index pointing at its sections", async () => {
    const { html } = await render("/glossaire/", content);
    const text = textOf(html);
    expect(text).toContain("BAT (bon à tirer)");
    expect(text).toContain("Fond perdu");
    const anchors = hrefs(html).filter((href) => href?.startsWith("#"));
    expect(anchors.length).toBeGreaterThan(3);
    const ids = new Set(tags(html, "[a-z0-9]+").map((attributes) => attributes.id));
    // Every letter that has terms links to a section that exists.
    const linked = anchors.filter((anchor) => ids.has(anchor?.slice(1)));
    expect(linked.length).toBeGreaterThan(3);
  });

  it("a campaign page shows its hero, its call to action and its questions", async () => {
    const { html } = await render("/black-friday/", content);
    const text = textOf(html);
    expect(text).toContain("Saisissez le code BLACKFRIDAY dans le champ « Code promo »");
    expect(hrefs(html)).toContain("/flyers-et-depliants/");
    expect(text).toContain("Comment en profiter ?");
  });

  it("out of its window, the Black Friday page says when it comes back", async () => {
    const june = await createTestApi(() => new Date("2026-06-01T10:00:00Z"));
    try {
      const { html } = await (await visit(june.api)).render("/black-friday/", content);
      expect(textOf(html)).toContain("Le Black Friday est terminé");
      expect(textOf(html)).toContain("Il revient le 20 novembre 2026");
      expect(textOf(html)).not.toContain("Saisissez le code BLACKFRIDAY");
    } finally {
      await june.dispose();
    }
  });

  it("the English shop speaks English, with its own paths and a currency switch", async () => {
    const { html } = await render("/", content, { tenant: "en" });
    const text = textOf(html);
    expect(hrefs(html)).toEqual(expect.arrayContaining(["/business-cards/", "/login/", "/basket/"]));
    expect(text).toContain("Presto");
    expect(text).not.toContain("Connexion");
    // Two currencies: a form that switches, posting the currency and where to come back to.
    expect(tags(html, "form").some((form) => form.action === "/session/currency/")).toBe(true);
    expect(tags(html, "option").map((option) => option.value)).toEqual(
      expect.arrayContaining(["GBP", "EUR"]),
    );
    expect(input(html, "returnTo").value).toBe("/");
  });
});

describe("sign-in forms", () => {
  it("the login form posts email and password, with links to register and reset", async () => {
    const { html } = await render("/connexion/", asRoute(login));
    expect(input(html, "email")).toMatchObject({ type: "email" });
    expect(input(html, "password")).toMatchObject({ type: "password" });
    expect(hrefs(html)).toEqual(expect.arrayContaining(["/inscription/", "/mot-de-passe-oublie/"]));
  });

  it("says why when checkout sent the shopper, and keeps where they were going for registration", async () => {
    const { html } = await render(
      `/connexion/?redirectTo=${encodeURIComponent("/panier/recapitulatif/")}`,
      asRoute(login),
    );
    expect(textOf(html)).toContain("Connectez-vous pour finaliser votre commande.");
    expect(input(html, "redirectTo").value).toBe("/panier/recapitulatif/");
    expect(hrefs(html)).toContain(`/inscription/?redirectTo=${encodeURIComponent("/panier/recapitulatif/")}`);
    const plain = await render("/connexion/", asRoute(login));
    expect(textOf(plain.html)).not.toContain("finaliser votre commande");
  });

  it("a refused login says why next to each field and keeps the email typed", async () => {
    const visitor = await visit(api.api);
    const refused = await visitor.post("/connexion/", asRoute(login), { email: "marie", password: "" });
    const { html } = await visitor.render("/connexion/", asRoute(login), { actionData: refused });
    expect(input(html, "email")).toMatchObject({ value: "marie", "aria-invalid": "true" });
    expect(describedText(html, "email")).toContain("Saisissez une adresse e-mail valide");
    expect(describedText(html, "password")).toBe("Saisissez votre mot de passe.");
  });

  it("wrong credentials give one message for the form, not a hint which field was wrong", async () => {
    const visitor = await visit(api.api);
    const refused = await visitor.post("/connexion/", asRoute(login), {
      email: "marie.dupont@example.com",
      password: "not-her-password-1",
    });
    const { html } = await visitor.render("/connexion/", asRoute(login), { actionData: refused });
    expect(tags(html, "div").some((div) => div.role === "alert")).toBe(true);
    expect(input(html, "password")).not.toHaveProperty("aria-invalid");
  });

  it("the registration form offers private and business accounts and shows the missing fields", async () => {
    const visitor = await visit(api.api);
    const blank = await visitor.render("/inscription/", asRoute(register));
    expect(
      tags(blank.html, "input")
        .filter((field) => field.name === "accountType")
        .map((field) => field.value),
    ).toHaveLength(2);
    const refused = await visitor.post("/inscription/", asRoute(register), {
      accountType: "private",
      firstName: "",
      lastName: "Durand",
      email: "paul@example.com",
      password: "short",
      companyName: "",
      vatNumber: "",
    });
    const { html } = await visitor.render("/inscription/", asRoute(register), { actionData: refused });
    expect(input(html, "firstName")["aria-invalid"]).toBe("true");
    expect(describedText(html, "firstName")).not.toBe("");
    expect(input(html, "lastName").value).toBe("Durand");
    expect(checkedValue(html, "accountType")).toBe("private");
    expect(input(html, "password")["aria-invalid"]).toBe("true");
  });

  it("the password reset goes from the request to 'sent' to choosing a new password", async () => {
    const request = await render("/mot-de-passe-oublie/", asRoute(passwordReset));
    expect(input(request.html, "intent")).toMatchObject({ type: "hidden", value: "request" });
    expect(hrefs(request.html)).toContain("/connexion/");

    const sent = await render("/mot-de-passe-oublie/?sent=1", asRoute(passwordReset));
    expect(tags(sent.html, "div").some((div) => div.role === "status")).toBe(true);

    const confirm = await render("/mot-de-passe-oublie/?token=abc123", asRoute(passwordReset));
    expect(input(confirm.html, "intent").value).toBe("confirm");
    expect(input(confirm.html, "token")).toMatchObject({ type: "hidden", value: "abc123" });
    expect(input(confirm.html, "password")).toMatchObject({ type: "password" });
    expect(tags(confirm.html, "form").some((form) => form.action?.endsWith("?token=abc123"))).toBe(true);
  });
});
