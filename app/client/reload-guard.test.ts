import { describe, expect, it } from "vitest";
import { isChunkLoadError, mayReload, RELOAD_GUARD_MS } from "./reload-guard";

describe("chunk reload guard", () => {
  it("recognises the browsers' chunk load errors", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it("allows a reload, then another only after 10 seconds", () => {
    expect(mayReload(null, 5)).toBe(true);
    expect(mayReload(1000, 1000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(mayReload(1000, 1000 + RELOAD_GUARD_MS)).toBe(true);
  });
});
