import { afterAll, describe, expect, it } from "vitest";
import { cachedTenant, TENANT_TTL_MS } from "../../commerce-api/tenant/tenant-cache";
import { createTestApi } from "./helpers";

const test = await createTestApi();
afterAll(() => test.dispose());

describe("cachedTenant", () => {
  it("loads a tenant once while fresh, then again, and shares a frozen copy", async () => {
    const opened = test.openDb();
    try {
      const first = await cachedTenant(opened.db, "fr", 1_000);
      expect(first?.currency).toBe("EUR");
      expect(await cachedTenant(opened.db, "fr", 1_000 + TENANT_TTL_MS - 1)).toBe(first);
      const reloaded = await cachedTenant(opened.db, "fr", 1_000 + TENANT_TTL_MS);
      expect(reloaded).not.toBe(first);
      expect(reloaded).toEqual(first);
      expect(Object.isFrozen(first?.shipping)).toBe(true);
    } finally {
      await opened.close();
    }
  });

  it("answers null for an unknown key and keeps nothing for it", async () => {
    const opened = test.openDb();
    try {
      expect(await cachedTenant(opened.db, "zz", 5)).toBeNull();
      expect(await cachedTenant(opened.db, "zz", 6)).toBeNull();
    } finally {
      await opened.close();
    }
  });
});
