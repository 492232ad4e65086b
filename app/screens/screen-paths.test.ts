import { describe, expect, it } from "vitest";
import {
  foreignScreenRouteIds,
  isTenantScreenPath,
  routePath,
  SCREEN_PATHS,
  type ScreenId,
  screenOfPath,
  screenOfRouteId,
  screenRoutes,
} from "./screen-paths";

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
    const all = Object.values(SCREEN_PATHS).flatMap((paths) => Object.values(paths));
    expect(new Set(all).size).toBe(all.length);
  });

  it("names the screen a path belongs to, in either tenant, and none for other paths", () => {
    expect(screenOfPath("/espace-client/commandes/detail/")).toBe("orderDetail");
    expect(screenOfPath("/my-account/orders/")).toBe("orders");
    expect(screenOfPath("/espace-client/")).toBe("personalArea");
    expect(screenOfPath("/cartes-de-visite/")).toBeNull();
  });

  it("declares one route per distinct path of a screen, named by screen and path", () => {
    expect(screenRoutes("cart")).toEqual([
      { path: "panier", id: "cart:panier" },
      { path: "basket", id: "cart:basket" },
    ]);
  });

  it("leaves each tenant's table without the other tenants' paths, and an unknown tenant's with all", () => {
    const screens = Object.keys(SCREEN_PATHS) as ScreenId[];
    const fr = foreignScreenRouteIds("fr");
    expect(fr.has("cart:basket")).toBe(true);
    expect(fr.has("cart:panier")).toBe(false);
    expect(fr.size).toBe(screens.length);
    const en = foreignScreenRouteIds("en");
    expect(en.has("login:connexion")).toBe(true);
    expect(en.has("login:login")).toBe(false);
    expect(foreignScreenRouteIds("de").size).toBe(0);
  });

  it("names the screen of a screen route's id, and none for other routes", () => {
    expect(screenOfRouteId("orders:espace-client/commandes")).toBe("orders");
    expect(screenOfRouteId("content-page")).toBeNull();
    expect(screenOfRouteId("routes/account-layout")).toBeNull();
    expect(screenOfRouteId("constructor:x")).toBeNull();
    expect(screenOfRouteId(undefined)).toBeNull();
  });
});
