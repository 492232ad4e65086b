import { describe, expect, it } from "vitest";
import { imports, inside } from "./source-imports";

/**
 * The dependency rule of ADR 021: contract/ is the one place both sides of /api/v1 agree on, so it
 * depends on neither, and the API never reaches into the storefront. A wrong import compiles fine,
 * which is why this is a test and not a convention.
 */

describe("module boundaries", () => {
  it("contract/ imports only zod and its own files (tests also vitest and node:)", () => {
    const wrong = imports("contract").filter(({ file, target }) => {
      if (inside(target, "contract") || target === "zod") return false;
      return !(file.endsWith(".test.ts") && (target === "vitest" || target.startsWith("node:")));
    });
    expect(wrong).toEqual([]);
  });

  it("commerce-api/ never imports the storefront (app/)", () => {
    expect(imports("commerce-api").filter(({ target }) => inside(target, "app"))).toEqual([]);
  });

  it("finds the imports it checks (a broken pattern would pass vacuously)", () => {
    expect(imports("commerce-api").some(({ target }) => inside(target, "contract"))).toBe(true);
    expect(imports("contract").some(({ target }) => target === "zod")).toBe(true);
  });
});
