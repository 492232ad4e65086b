import { describe, expect, it } from "vitest";
import { pathSegments, Router } from "./router";

describe("pathSegments", () => {
  it("ignores leading, trailing and repeated slashes", () => {
    expect(pathSegments("/api/v1/cart/")).toEqual(["api", "v1", "cart"]);
    expect(pathSegments("//api//v1")).toEqual(["api", "v1"]);
    expect(pathSegments("/")).toEqual([]);
  });
});

describe("Router", () => {
  const router = new Router<string>()
    .add("GET", "/api/v1/content/page/", "page")
    .add("POST", "/api/v1/cart", "create-cart")
    .add("PUT", "/api/v1/cart/:id/item", "put-item")
    .add("DELETE", "/api/v1/cart/item", "delete-item")
    .add("DELETE", "/api/v1/cart/:id", "delete-cart");

  it("matches with or without a trailing slash, whatever the pattern says", () => {
    for (const path of ["/api/v1/content/page", "/api/v1/content/page/"]) {
      expect(router.match("GET", path)).toMatchObject({ kind: "found", handler: "page" });
    }
    expect(router.match("POST", "/api/v1/cart/")).toMatchObject({ kind: "found", handler: "create-cart" });
  });

  it("extracts and decodes parameters", () => {
    expect(router.match("PUT", "/api/v1/cart/abc%20123/item")).toEqual({
      kind: "found",
      handler: "put-item",
      params: { id: "abc 123" },
    });
  });

  it("prefers the most literal pattern", () => {
    expect(router.match("DELETE", "/api/v1/cart/item")).toMatchObject({ handler: "delete-item" });
    expect(router.match("DELETE", "/api/v1/cart/42")).toMatchObject({
      handler: "delete-cart",
      params: { id: "42" },
    });
  });

  it("answers HEAD with the GET route", () => {
    expect(router.match("HEAD", "/api/v1/content/page")).toMatchObject({ kind: "found", handler: "page" });
  });

  it("reports the allowed methods when only the method is wrong", () => {
    expect(router.match("DELETE", "/api/v1/content/page")).toEqual({
      kind: "method-not-allowed",
      allowed: ["GET"],
    });
  });

  it("reports not-found for unknown paths and malformed escapes", () => {
    expect(router.match("GET", "/api/v1/nothing")).toEqual({ kind: "not-found" });
    expect(router.match("GET", "/api/v1/content/page/extra")).toEqual({ kind: "not-found" });
    expect(router.match("PUT", "/api/v1/cart/%E0%A4%A/item")).toEqual({ kind: "not-found" });
  });

  it("lets a path a parameterless route names reach a parameter route for the methods it lacks", () => {
    const routes = new Router<string>()
      .add("PATCH", "/api/v1/cart/:id", "patch-cart")
      .add("DELETE", "/api/v1/cart/item", "delete-item")
      .add("DELETE", "/api/v1/cart/item/", "delete-item-again");
    expect(routes.match("PATCH", "/api/v1/cart/item")).toEqual({
      kind: "found",
      handler: "patch-cart",
      params: { id: "item" },
    });
    expect(routes.match("POST", "/api/v1/cart/item/")).toEqual({
      kind: "method-not-allowed",
      allowed: ["PATCH", "DELETE"],
    });
    // The first registration of a path answers it, whichever spelling and slashes the caller uses.
    for (const path of ["/api/v1/cart/item", "/api/v1/cart/item/", "//api/v1/cart//item"])
      expect(routes.match("DELETE", path)).toMatchObject({ kind: "found", handler: "delete-item" });
  });

  it("refuses a duplicate registration", () => {
    expect(() => router.add("GET", "/api/v1/content/page/", "again")).toThrow(/already registered/);
  });
});
