import { type Kysely, sql } from "kysely";
import { toContentPage } from "../content/content.rules";
import { pageSeason } from "../content/season";
import type { Database } from "../db/schema";

/**
 * The paths of a tenant's seasonal pages that are closed at `now` (issue 38 §4). The index keeps
 * every page (a season opens and closes without a rebuild); a search leaves these out at query time,
 * as the landing sitemap does, so nobody is offered a page that sends them home or says "come back".
 */
export async function closedSeasonPaths(
  db: Kysely<Database>,
  tenantKey: string,
  now: Date,
): Promise<string[]> {
  const rows = await db
    .selectFrom("pages")
    .selectAll()
    .where("tenant_key", "=", tenantKey)
    // Only pages that can hold a season block are parsed; the block type decides below.
    .where("blocks_json", "like", '%"season"%')
    .execute();
  return rows
    .filter((row) => pageSeason(toContentPage(row).blocks, now)?.open === false)
    .map((row) => row.path);
}

/** `and d.path not in (…)` for a query's hidden paths, or nothing (both dialects). */
export function hiddenPathFilter(paths: readonly string[]) {
  return paths.length === 0 ? sql`` : sql`and d.path not in (${sql.join(paths.map((path) => sql`${path}`))})`;
}
