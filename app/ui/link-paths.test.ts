import { describe, expect, it } from "vitest";
import { isActivePath, isClientPath, isPlainClick, pathnameOf } from "./link-paths";

describe("shop link paths", () => {
  it("navigates on the client only to this site's paths", () => {
    expect(isClientPath("/panier/")).toBe(true);
    expect(isClientPath("/connexion/?returnTo=%2Fpanier%2F")).toBe(true);
    expect(isClientPath("//evil.example/x")).toBe(false);
    expect(isClientPath("https://presto.example/")).toBe(false);
    expect(isClientPath("mailto:service@presto.example")).toBe(false);
  });

  it("takes the pathname of a target with a query or fragment", () => {
    expect(pathnameOf("/connexion/?returnTo=%2F")).toBe("/connexion/");
    expect(pathnameOf("/faq/#livraison")).toBe("/faq/");
    expect(pathnameOf("/faq/")).toBe("/faq/");
  });

  it("marks a link active on its page and, unless `end`, on the pages below it", () => {
    expect(isActivePath("/my-account/", "/my-account/", true)).toBe(true);
    expect(isActivePath("/my-account/orders/", "/my-account/", false)).toBe(true);
    expect(isActivePath("/my-account/orders/", "/my-account/", true)).toBe(false);
    expect(isActivePath("/my-accounts/", "/my-account", false)).toBe(false);
    expect(isActivePath("/Cartes-De-Visite/standard/", "/cartes-de-visite/", false)).toBe(true);
    expect(isActivePath("/flyers/", "/cartes-de-visite/", false)).toBe(false);
    // The home link is active on the home page only, as with React Router's NavLink.
    expect(isActivePath("/", "/", false)).toBe(true);
    expect(isActivePath("/anything/", "/", false)).toBe(false);
  });

  it("leaves modified, middle-button and other-tab clicks to the browser", () => {
    const click = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false };
    expect(isPlainClick(click, null)).toBe(true);
    expect(isPlainClick(click, "_self")).toBe(true);
    expect(isPlainClick(click, "_blank")).toBe(false);
    expect(isPlainClick({ ...click, button: 1 }, null)).toBe(false);
    expect(isPlainClick({ ...click, ctrlKey: true }, null)).toBe(false);
    expect(isPlainClick({ ...click, metaKey: true }, null)).toBe(false);
  });
});
