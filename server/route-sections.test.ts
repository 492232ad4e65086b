import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { describe, expect, it, vi } from "vitest";
import routeConfig from "../app/routes";
import { SCREEN_PATHS } from "../app/screens/screen-paths";
import { routeSections, sectionOfPath } from "./route-sections";
import { buildForTenant, handlersByRouteTable } from "./tenant-route-tables";

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
};

/** The app's own route table in a build's flat form, under the root route, as React Router builds it. */
function appBuild(basename = "/"): ServerBuild {
  const routes: Record<string, ManifestRoute> = { root: { id: "root" } };
  const add = (entries: RouteConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file;
      routes[id] = { id, parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive };
      add(entry.children ?? [], id);
    }
  };
  add(routeConfig, "root");
  return {
    basename,
    routes,
    assets: { version: "v1", routes: structuredClone(routes) },
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

const trees = new WeakMap<ServerBuild, RouteObject[]>();

function routeTree(build: ServerBuild): RouteObject[] {
  let tree = trees.get(build);
  if (!tree) {
    tree = childRoutes(build);
    trees.set(build, tree);
  }
  return tree;
}

function childRoutes(build: ServerBuild, parentId?: string): RouteObject[] {
  return Object.values(build.routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) => {
      const { id, path, index, caseSensitive } = route as ManifestRoute;
      return index
        ? { id, path, index: true, caseSensitive }
        : { id, path, caseSensitive, children: childRoutes(build, id) };
    });
}

/** The ids React Router matches for `path` (its `.data` suffix off, as the request handler does). */
function matchedIds(build: ServerBuild, path: string): (string | undefined)[] | undefined {
  const pathname = path.endsWith("/_.data") ? path.slice(0, -6) : path.replace(/\.data$/, "");
  return matchRoutes(routeTree(build), pathname)?.map((match) => match.route.id);
}

const screenPaths = Object.values(SCREEN_PATHS).flatMap((paths) => Object.values(paths));
const otherPaths = [
  "/",
  "/_.data",
  "/robots.txt",
  "/sitemap.xml",
  "/api/v1/carts/abc",
  "/session/currency",
  "/design/preview",
  "/admin/quotes/attachment",
  "/__bench",
  "/cartes-de-visite/standard/",
  "/cartes-de-visite/standard/_.data",
  "/panier-cadeau/",
  "/PANIER/",
  "/%50anier/",
  "/Espace-Client/Commandes/",
  "/espace-client/commandes/nope/",
  "/%E0%A4%A/x",
  "//panier/",
];
const samplePaths = [
  ...otherPaths,
  ...screenPaths.flatMap((path) => [path, `${path}_.data`, path.slice(0, -1), `${path.slice(0, -1)}.data`]),
];

describe("route table sections (ADR 050)", () => {
  it("reads a path's section as React Router compares it: decoded, case-folded, without the data suffix", () => {
    expect(sectionOfPath("/")).toBe("");
    expect(sectionOfPath("/_.data")).toBe("");
    expect(sectionOfPath("/panier/")).toBe("panier");
    expect(sectionOfPath("/panier.data")).toBe("panier");
    expect(sectionOfPath("/panier/recapitulatif/_.data")).toBe("panier");
    expect(sectionOfPath("/PANIER")).toBe("panier");
    expect(sectionOfPath("/%50anier/")).toBe("panier");
    expect(sectionOfPath("/%E0%A4%A/x")).toBe("%e0%a4%a");
  });

  it("finds the same routes in a path's section as in the whole table, for every tenant", () => {
    // React Router warns about the undecodable sample path.
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const whole = appBuild();
    for (const tenant of [null, "fr", "en"]) {
      const tenantBuild = tenant === null ? whole : buildForTenant(whole, tenant);
      const tableFor = routeSections(tenantBuild);
      for (const path of samplePaths) {
        expect([tenant, path, matchedIds(tableFor(path), path)]).toEqual([
          tenant,
          path,
          matchedIds(tenantBuild, path),
        ]);
      }
    }
  });

  it("keeps a section small: the cart's holds its own screens and what may match anything", () => {
    const fr = buildForTenant(appBuild(), "fr");
    const cart = routeSections(fr)("/panier/");
    const ids = Object.keys(cart.routes);
    expect(ids).toEqual(expect.arrayContaining(["root", "cart:panier", "checkout:panier/recapitulatif"]));
    expect(ids).toEqual(expect.arrayContaining(["home", "content-page"]));
    expect(ids).not.toContain("routes/api-proxy");
    expect(ids).not.toContain("orders:espace-client/commandes");
    expect(ids).not.toContain("routes/robots");
    expect(ids.length).toBeLessThan(Object.keys(fr.routes).length / 3);
    // The manifest the browser reads describes the same routes.
    expect(Object.keys(cart.assets.routes)).toEqual(ids);
  });

  it("serves one table object per section, the whole one for route discovery and a non-root basename", () => {
    const build = appBuild();
    const tableFor = routeSections(build);
    expect(tableFor("/panier/")).toBe(tableFor("/PANIER.data"));
    expect(tableFor("/cartes-de-visite/")).toBe(tableFor("/flyers/a5/"));
    expect(tableFor("/cartes-de-visite/")).not.toBe(tableFor("/panier/"));
    expect(tableFor("/__manifest")).toBe(build);
    const shop = appBuild("/shop");
    expect(routeSections(shop)("/shop/panier/")).toBe(shop);
  });

  it("makes one handler per tenant and section, on first use", () => {
    const made: ServerBuild[] = [];
    const handlerFor = handlersByRouteTable(appBuild(), (build) => {
      made.push(build);
      return build;
    });
    const frCart = handlerFor("fr", "/panier/");
    expect(handlerFor("fr", "/panier/recapitulatif/")).toBe(frCart);
    expect(Object.keys(frCart.routes)).not.toContain("cart:basket");
    expect(Object.keys(handlerFor("en", "/basket/").routes)).toContain("cart:basket");
    expect(Object.keys(handlerFor(null, "/basket/").routes)).toContain("cart:basket");
    expect(made).toHaveLength(3);
  });
});
