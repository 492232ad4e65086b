import { describe, expect, it } from "vitest";
import { returnToOf, withReturnTo } from "./return-to";

describe("return-to links", () => {
  it("carries the page the shopper is on", () => {
    expect(withReturnTo("/connexion/", "/cartes-de-visite/standard/?quantity=500&delivery=express")).toBe(
      "/connexion/?redirectTo=%2Fcartes-de-visite%2Fstandard%2F%3Fquantity%3D500%26delivery%3Dexpress",
    );
  });

  it("leaves the link alone without a same-origin page", () => {
    expect(withReturnTo("/connexion/", null)).toBe("/connexion/");
    expect(withReturnTo("/connexion/", "//evil.example/")).toBe("/connexion/");
    expect(withReturnTo("/connexion/", "https://evil.example/")).toBe("/connexion/");
  });

  it("never sends the sign-in screens back to themselves", () => {
    const signIn = ["/connexion/", "/inscription/"];
    expect(returnToOf({ pathname: "/connexion/", search: "?redirectTo=%2Fpanier%2F" }, signIn)).toBeNull();
    expect(returnToOf({ pathname: "/panier/", search: "" }, signIn)).toBe("/panier/");
  });
});
