import { describe, expect, it } from "vitest";
import { buildMeta, ruleFor } from "./build-meta";

describe("build metadata (spec §7 build files)", () => {
  const meta = buildMeta("b1a2", 5000);

  it("names the build and matches each path to its rule, most specific first", () => {
    expect(meta.id).toBe("b1a2");
    expect(ruleFor(meta, "/assets/entry-abc.js")).toEqual({ cache: "immutable" });
    expect(ruleFor(meta, "/admin/orders/")).toEqual({ cache: "none", robots: "noindex" });
    expect(ruleFor(meta, "/glossaire/")).toEqual({ cache: "page", ttlMs: 5000 });
  });

  it("says pages are never cached when the page cache is off", () => {
    expect(ruleFor(buildMeta("b", 0), "/glossaire/")).toEqual({ cache: "none" });
  });
});
