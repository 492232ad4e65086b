import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as contentPage from "~/routes/content-page";
import * as priceGrid from "~/routes/price-grid";
import { createTestApi, type TestApi } from "../integration/helpers";
import { asRoute, tags, textOf, visit } from "./page-harness";

/**
 * Issue 16 §4–§5 as the server renders them: a closed seasonal page's notice, and the price grid's
 * two forms (GET options, one POST table whose cells are submit buttons) that work without JS.
 */
let clock = new Date("2026-12-01T12:00:00Z");
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi(() => clock);
});
afterAll(() => api.dispose());

describe("a seasonal page out of season", () => {
  it("says when it comes back, with a way to the shop, and no product cards", async () => {
    clock = new Date("2027-01-10T12:00:00Z");
    const { html, status } = await (await visit(api.api, { tenant: "en" })).render(
      "/christmas/",
      asRoute(contentPage),
    );
    const text = textOf(html);
    expect(status).toBe(200);
    expect(text).toContain("Our Christmas shop is closed");
    expect(text).toContain("It opens again on 15 November 2027");
    expect(text).not.toContain("Festive ideas");
    expect(tags(html, "a").some((link) => link.href === "/" && link.class?.includes("button"))).toBe(true);
  });
});

describe("price grid", () => {
  it("renders the options as selects and every price as a cell button of one POST form", async () => {
    clock = new Date("2026-12-01T12:00:00Z");
    const { html } = await (await visit(api.api)).render(
      "/grille-de-prix/?product=/cartes-de-visite/standard/&lamination=matt",
      asRoute(priceGrid),
    );
    const forms = tags(html, "form").filter((form) => form.class?.startsWith("price-grid"));
    expect(forms.map((form) => form.method)).toEqual(["get", "post"]);
    const selects = tags(html, "select");
    expect(selects.map((select) => select.name)).toContain("lamination");
    expect(
      tags(html, "option").find((option) => option.value === "matt" && "selected" in option),
    ).toBeDefined();
    const cells = tags(html, "button").filter((button) => button.name === "cell");
    expect(cells.length).toBeGreaterThanOrEqual(18);
    expect(cells.every((cell) => cell.type === "submit" && /^\d+:[a-z]+$/.test(cell.value ?? ""))).toBe(true);
    expect(cells[0]?.["aria-label"]).toMatch(
      /^Ajouter au panier\u00a0: 100 exemplaires, délai Économique, \d/,
    );
    // The posted selection is the quoted one.
    expect(tags(html, "input").find((input) => input.name === "lamination")?.value).toBe("matt");
    expect(textOf(html)).toContain("Mettre à jour les prix");
  });
});
