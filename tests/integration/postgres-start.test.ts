import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createCommerceApi } from "../../commerce-api";
import { seedSteps } from "../../commerce-api/db/seed";
import { createTestDatabase, onPostgres, openTestDatabase } from "./test-database";

// PostgreSQL only: on SQLite, database-lifecycle.test.ts covers processes starting together.
describe.skipIf(!onPostgres)("several processes starting on one new PostgreSQL database", () => {
  it("migrate, seed and index it once, all of them ready", async () => {
    const database = await createTestDatabase();
    const dirs = [1, 2, 3].map(() => mkdtempSync(path.join(tmpdir(), "commerce-api-pg-start-")));
    const apis = dirs.map((dataDir) => createCommerceApi({ dataDir, databaseUrl: database.url }));
    try {
      const started = await Promise.allSettled(apis.map((api) => api.ready));
      expect(started.map((result) => result.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
      const opened = openTestDatabase(dirs[0] ?? "", database.url);
      try {
        const runs = await opened.db.selectFrom("seed_runs").select("name").execute();
        expect(runs).toHaveLength(seedSteps.length);
      } finally {
        await opened.close();
      }
    } finally {
      await Promise.all(apis.map((api) => api.close()));
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      await database.drop();
    }
  });
});
