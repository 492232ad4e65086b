import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { buildForTenant } from "./tenant-route-tables";

/** The shape of a build's two route tables, with a screen at both tenants' paths. */
function fakeBuild(): ServerBuild {
  const table = (ids: string[]) => Object.fromEntries(ids.map((id) => [id, { id }]));
  const ids = [
    "root",
    "home",
    "content-page",
    "cart:panier",
    "cart:basket",
    "login:connexion",
    "login:login",
  ];
  return { routes: table(ids), assets: { version: "v1", routes: table(ids) } } as unknown as ServerBuild;
}

describe("route tables per tenant (ADR 046)", () => {
  it("gives a tenant both tables without the other tenants' screen paths, and keeps the rest", () => {
    const build = fakeBuild();
    const fr = buildForTenant(build, "fr");
    expect(Object.keys(fr.routes)).toEqual([
      "root",
      "home",
      "content-page",
      "cart:panier",
      "login:connexion",
    ]);
    expect(Object.keys(fr.assets.routes)).toEqual(Object.keys(fr.routes));
    expect(fr.assets.version).toBe("v1");
    expect(Object.keys(buildForTenant(build, "en").routes)).toContain("cart:basket");
    expect(Object.keys(build.routes)).toHaveLength(7);
  });

  it("keeps the full table for a tenant it doesn't know", () => {
    const build = fakeBuild();
    expect(buildForTenant(build, "de")).toBe(build);
  });
});
