import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { ConfigurationError } from "#contract/env-config";
import { createCommerceApi } from "../../commerce-api";
import * as refreshReuseGrace from "../../commerce-api/db/migrations/037-refresh-reuse-grace";
import { createTestDatabase, openTestDatabase } from "./test-database";

/**
 * A rolling deployment (issue 37 §1): a host still running older code, started against a database a
 * newer release already migrated, refuses to start with one line instead of serving an unknown schema.
 */
describe("a database migrated by a newer release", () => {
  it("stops an older host's start-up with one clear line", async () => {
    const database = await createTestDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), "commerce-api-schema-"));
    try {
      const first = createCommerceApi({ dataDir, databaseUrl: database.url });
      await first.ready;
      await first.close();
      const opened = openTestDatabase(dataDir, database.url);
      try {
        await sql`insert into kysely_migration (name, timestamp) values ('999-from-a-newer-release', '2026-11-26T00:00:00Z')`.execute(
          opened.db,
        );
      } finally {
        await opened.close();
      }
      const older = createCommerceApi({ dataDir, databaseUrl: database.url });
      const failure = await older.ready.then(
        () => null,
        (error: unknown) => error,
      );
      await older.close();
      expect(failure).toBeInstanceOf(ConfigurationError);
      expect((failure as Error).message).toMatch(
        /^The database's schema is newer than this code: it ran migration 999-from-a-newer-release, which this build doesn't know\./,
      );
      expect((failure as Error).message).not.toContain("\n");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    }
  });
});

describe("a migration numbered below one that already ran", () => {
  it("runs when it arrives (numbers are handed out to work done in parallel)", async () => {
    const database = await createTestDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), "commerce-api-unordered-"));
    try {
      const first = createCommerceApi({ dataDir, databaseUrl: database.url });
      await first.ready;
      await first.close();
      // As if this database had been migrated by a release without 037 but with the later ones.
      const opened = openTestDatabase(dataDir, database.url);
      try {
        await refreshReuseGrace.down(opened.db as never);
        await sql`delete from kysely_migration where name = '037-refresh-reuse-grace'`.execute(opened.db);
        const later = await sql<{
          name: string;
        }>`select name from kysely_migration where name > '037'`.execute(opened.db);
        expect(later.rows.length).toBeGreaterThan(0);
      } finally {
        await opened.close();
      }
      const next = createCommerceApi({ dataDir, databaseUrl: database.url });
      await next.ready;
      await next.close();
      const reopened = openTestDatabase(dataDir, database.url);
      try {
        await sql`select previous_refresh_jti, rotated_at from auth_sessions`.execute(reopened.db);
      } finally {
        await reopened.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    }
  });
});
