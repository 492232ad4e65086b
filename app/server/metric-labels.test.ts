import { describe, expect, it } from "vitest";
import { apiRoutes } from "../../commerce-api/routes";
import {
  endpointLabeler,
  methodLabel,
  OTHER,
  routeIdsByPattern,
  routeLabel,
  statusLabel,
} from "./metric-labels";

/** A table shaped like the server build's: root, a pathless layout, the index, a splat, a screen. */
const ROUTES = {
  root: { id: "root", path: "" },
  catalogue: { id: "catalogue", parentId: "root" },
  home: { id: "home", parentId: "catalogue", index: true },
  "content-page": { id: "content-page", parentId: "catalogue", path: "*" },
  account: { id: "account", parentId: "root", path: "espace-client" },
  "order-detail": { id: "order-detail", parentId: "account", path: "commandes/:id/" },
};

describe("route labels", () => {
  const ids = routeIdsByPattern(ROUTES);

  it("name the route React Router matched, from the pattern middleware is given", () => {
    expect(routeLabel(ids, "/espace-client/commandes/:id/")).toBe("order-detail");
    // React Router builds "*" (the root's path is empty); either spelling is the same pattern.
    expect(routeLabel(ids, "*")).toBe("content-page");
    expect(routeLabel(ids, "/*")).toBe("content-page");
  });

  it("give '/' to the index route, not to the root or the pathless layout that share its pattern", () => {
    expect(routeLabel(ids, "/")).toBe("home");
  });

  it("count a request that never reached the matching, or an unknown pattern, as one label", () => {
    expect(routeLabel(ids, undefined)).toBe(OTHER);
    expect(routeLabel(ids, "/wp-admin/:x")).toBe(OTHER);
  });
});

describe("endpoint labels", () => {
  const endpointOf = endpointLabeler(apiRoutes);

  it("replace ids in upstream paths by the API route's parameters", () => {
    const cart = endpointOf("PUT", `/api/v1/cart/${crypto.randomUUID()}/item`);
    expect(cart).toMatch(/^\/api\/v1\/cart\/:\w+\/item\/$/);
    expect(endpointOf("PUT", "/api/v1/cart/another-id/item/")).toBe(cart);
    expect(endpointOf("GET", "/api/v1/content/basic-configs/")).toBe("/api/v1/content/basic-configs/");
  });

  it("prefer the most literal route, as the API's router does", () => {
    const literal = apiRoutes.find((route) => route.method === "GET" && !route.path.includes(":"));
    expect(literal).toBeDefined();
    if (literal)
      expect(endpointOf("GET", literal.path)).toBe(`/${literal.path.split("/").filter(Boolean).join("/")}/`);
  });

  it("keep the label set bounded: unknown paths and methods are one label", () => {
    const labels = new Set(
      Array.from({ length: 500 }, (_, index) => endpointOf("GET", `/api/v1/no-such/${index}/thing`)),
    );
    expect(labels).toEqual(new Set([OTHER]));
    expect(endpointOf("BREW", "/api/v1/content/basic-configs/")).toBe(OTHER);
  });

  it("give a path the same label after its memory was emptied", () => {
    const small = endpointLabeler(apiRoutes, 2);
    const first = small("GET", "/api/v1/content/basic-configs/");
    small("GET", "/a");
    small("GET", "/b");
    expect(small("GET", "/api/v1/content/basic-configs/")).toBe(first);
  });
});

describe("method and status labels", () => {
  it("keep standard methods and real statuses, and fold anything else", () => {
    expect(methodLabel("GET")).toBe("GET");
    expect(methodLabel("PROPFIND")).toBe(OTHER);
    expect(statusLabel(429)).toBe("429");
    expect(statusLabel(0)).toBe(OTHER);
    expect(statusLabel(1234)).toBe(OTHER);
  });
});
