import type { Kysely } from "kysely";
import { migrateToLatest, openDatabase } from "./db/database";
import type { Database } from "./db/schema";
import { runSeeds } from "./db/seed";
import { syncDictionaries } from "./db/seed/dictionary-sync";
import { checkCommerceApiEnv } from "./env";
import { logger } from "./logger";
import { rebuildSearchIndex } from "./search/search.index";

/**
 * The start-up work on a commerce database: schema, demo data on first start, the search index
 * after a seed, dictionaries synced. Idempotent: a second run finds it done.
 */
export async function prepareDatabase(db: Kysely<Database>, now: Date, location: string): Promise<void> {
  await migrateToLatest(db);
  const seeded = await runSeeds(db, now);
  if (seeded.length > 0) {
    logger.info({ seeded, database: location }, "seeded");
    // The seed writes pages, products and keywords: the search index follows them (ADR 022).
    await rebuildSearchIndex(db);
  }
  await syncDictionaries(db);
}

export interface PrepareOptions {
  /** Directory holding commerce.sqlite (unless `databaseUrl`); created if missing. */
  dataDir: string;
  /** A postgres:// URL (DATABASE_URL): prepare that database instead (ADR 043). */
  databaseUrl?: string;
  /** Clock used for seeding; injectable for tests. */
  now?: () => Date;
}

/**
 * Prepares the database of a data dir once and closes it. The cluster primary (server/cluster.js)
 * runs it before forking, so workers start with `prepared: true` instead of racing on migrations
 * and seeds (ADR 041).
 */
export async function prepareCommerceDatabase(options: PrepareOptions): Promise<void> {
  checkCommerceApiEnv(process.env);
  const opened = openDatabase(options.dataDir, options.databaseUrl);
  try {
    await prepareDatabase(opened.db, options.now?.() ?? new Date(), opened.location);
  } finally {
    await opened.close();
  }
}
