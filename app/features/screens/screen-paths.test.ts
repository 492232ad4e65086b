import { describe, expect, it } from "vitest";
import { isTenantScreenPath, routePath, SCREEN_PATHS, screenOfPath } from "./screen-paths";

describe("screen paths", () => {
  it("turns canonical paths into route paths", () => {
    expect(routePath("/connexion/")).toBe("connexion");
    expect(routePath("/espace-client/adresses/")).toBe("espace-client/adresses");
  });

  it("lets a path through only for the tenant whose link it is", () => {
    const fr = { login: "/connexion/" };
    expect(isTenantScreenPath(fr, "login", "/connexion/")).toBe(true);
    expect(isTenantScreenPath(fr, "login", "/connexion")).toBe(true);
    expect(isTenantScreenPath(fr, "login", "/login/")).toBe(false);
    expect(isTenantScreenPath({}, "login", "/connexion/")).toBe(false);
  });

  it("declares no path twice", () => {
    const all = Object.values(SCREEN_PATHS).flat();
    expect(new Set(all).size).toBe(all.length);
  });

  it("names the screen a path belongs to, in either tenant, and none for other paths", () => {
    expect(screenOfPath("/espace-client/commandes/detail/")).toBe("orderDetail");
    expect(screenOfPath("/my-account/orders/")).toBe("orders");
    expect(screenOfPath("/espace-client/")).toBe("personalArea");
    expect(screenOfPath("/cartes-de-visite/")).toBeNull();
  });
});
