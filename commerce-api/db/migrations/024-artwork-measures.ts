import type { Kysely } from "kysely";
import { realType } from "../dialect";

/**
 * What the upload detail page shows of a print file (issue 16 §7): pixel size and declared dpi of an
 * image, page size of a PDF, measured at upload. Files uploaded before stay unmeasured (null).
 */
const COLUMNS = [
  ["width_px", "integer"],
  ["height_px", "integer"],
  ["dpi", "integer"],
  ["page_width_mm", "real"],
  ["page_height_mm", "real"],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, type] of COLUMNS)
    await db.schema
      .alterTable("artwork_files")
      .addColumn(name, type === "real" ? realType(db) : type)
      .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of COLUMNS) await db.schema.alterTable("artwork_files").dropColumn(name).execute();
}
