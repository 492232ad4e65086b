import { describe, expect, it } from "vitest";
import { welcomePath } from "./welcome-path";

const shop = { links: { welcome: "/bienvenue/", personalArea: "/espace-client/" } };

describe("welcomePath", () => {
  it("lands on the welcome page, carrying where the shopper was going", () => {
    expect(welcomePath(shop, "/panier/recapitulatif/")).toBe("/bienvenue/?next=%2Fpanier%2Frecapitulatif%2F");
    expect(welcomePath(shop, "/affiches/?quantity=50")).toBe(
      "/bienvenue/?next=%2Faffiches%2F%3Fquantity%3D50",
    );
  });
  it("carries nothing when the destination was only the personal area or home", () => {
    expect(welcomePath(shop, "/espace-client/")).toBe("/bienvenue/");
    expect(welcomePath(shop, "/")).toBe("/bienvenue/");
  });
  it("goes straight on when the shop has no welcome page", () => {
    expect(welcomePath({ links: {} }, "/panier/")).toBe("/panier/");
  });
});
