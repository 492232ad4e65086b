import type { Kysely } from "kysely";
import { lockTableForRewrite } from "../dialect";
import type { Database } from "../schema";
import { dictionaries } from "./dictionaries";

/**
 * The UI texts ship with the code, so unlike the one-shot demo seed they are synced on every start:
 * a deployment that adds or rewords a key shows it without a migration. The sync is exact (keys
 * removed from the code disappear) and atomic (readers never see a half-written dictionary).
 */
export async function syncDictionaries(db: Kysely<Database>): Promise<void> {
  const rows = Object.entries(dictionaries).flatMap(([language, namespaces]) =>
    Object.entries(namespaces).flatMap(([namespace, entries]) =>
      Object.entries(entries).map(([key, text]) => ({ language, namespace, key, text })),
    ),
  );
  await db.transaction().execute(async (trx) => {
    await lockTableForRewrite(trx, "dictionary_entries");
    await trx.deleteFrom("dictionary_entries").execute();
    // Chunked: SQLite caps the number of bound parameters per statement.
    for (let start = 0; start < rows.length; start += 200) {
      await trx
        .insertInto("dictionary_entries")
        .values(rows.slice(start, start + 200))
        .execute();
    }
  });
}
