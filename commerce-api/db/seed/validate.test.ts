import { describe, expect, it } from "vitest";
import { tenantSeeds } from "./content";
import type { TenantSeed } from "./types";
import { validateTenantSeed } from "./validate";

const now = new Date("2025-06-01T12:00:00Z");

describe("validateTenantSeed", () => {
  it.each(tenantSeeds.map((seed) => [seed.tenant.key, seed] as const))(
    "accepts the %s demo tenant",
    (_key, seed) => {
      expect(() => validateTenantSeed(seed, now)).not.toThrow();
    },
  );

  it("reports every problem of a broken seed at once", () => {
    const [base] = tenantSeeds;
    if (!base) throw new Error("no tenant seed");
    const broken: TenantSeed = {
      ...base,
      pages: [
        ...base.pages,
        { key: "bad", path: "/Bad-Path", title: "t", metaTitle: "t", metaDescription: "d", blocks: [] },
      ],
      navigation: [...base.navigation, { label: "Ghost", path: "/nowhere/" }],
      defaultLinks: { ...base.defaultLinks, cart: "" },
    };
    expect(() => validateTenantSeed(broken, now)).toThrow(
      /path \/Bad-Path is not canonical[\s\S]*page bad blocks[\s\S]*default link cart is missing[\s\S]*\/nowhere\//,
    );
  });
});
